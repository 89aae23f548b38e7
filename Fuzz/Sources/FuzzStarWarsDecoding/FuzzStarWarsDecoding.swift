import CourierAPI
import FuzzSupport
import StarWarsFuzzAPI

/// Decodes `value` as `Data`; when it decodes, its re-encoded JSON must decode to the same JSON.
private func check<Data: RootSelectionSet>(_ type: Data.Type, _ value: JSONValue) {
    guard let data = try? Data(jsonValue: value) else { return }
    let json = data.__json
    guard let again = try? Data(jsonValue: .object(json)) else {
        fuzzPropertyViolated("\(Data.self): re-encoded data does not decode")
    }
    if again.__json != json {
        fuzzPropertyViolated("\(Data.self): decode/encode round trip is not stable")
    }
}

/// Parses the input as JSON and decodes it as the `data` of several generated Star Wars operations
/// (interfaces, unions, type cases, fragments, nested lists, conditional inclusion): decoding must
/// end in a value or a ``GraphQLDecodingError``, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    guard let value = try? JSONParser.parse(input, options: .init(maximumDepth: 128)) else { return 0 }
    check(HeroAndFriendsNamesWithIDsQuery.Data.self, value)
    check(HeroDetailsQuery.Data.self, value)
    check(HeroDetailsWithFragmentQuery.Data.self, value)
    check(SearchQuery.Data.self, value)
    check(HumanQuery.Data.self, value)
    check(HeroFriendsOfFriendsNamesQuery.Data.self, value)
    check(HeroAppearsInQuery.Data.self, value)
    check(HeroNameConditionalInclusionQuery.Data.self, value)
    check(HeroParentTypeDependentFieldQuery.Data.self, value)
    check(CreateReviewForEpisodeMutation.Data.self, value)
    check(StarshipCoordinatesQuery.Data.self, value)
    return 0
}
