import CourierAPI
import Testing

@testable import CourierGraphQL

@Suite("Ordered member look-up of wire values")
struct GraphQLWireValueMemberTests {
    private let object: JSONValue = .object(["__typename": "Droid", "id": "2001", "name": "R2-D2", "e\u{301}": 1])

    @Test(arguments: [
        ["__typename", "id", "name"], ["name", "id", "__typename"], ["id", "missing", "name", "__typename"],
        ["e\u{301}", "\u{E9}", "name", "name"],
    ])
    func findsWhatTheSubscriptFindsInAnyOrder(keys: [String]) {
        var hint = 0
        for key in keys {
            #expect(object.member(key, hint: &hint) == object[key], "\(key)")
        }
    }

    @Test func membersInOrderAreFoundAtTheHint() {
        var hint = 0
        #expect(object.member("__typename", hint: &hint) == "Droid")
        #expect(hint == 1)
        #expect(object.member("id", hint: &hint) == "2001")
        #expect(object.member("name", hint: &hint) == "R2-D2")
        #expect(hint == 3)
        // A canonically equivalent but different name is another member, as JSONObject keys are.
        #expect(object.member("\u{E9}", hint: &hint) == nil)
        #expect(hint == 3)
        #expect(object.member("__typename", hint: &hint) == "Droid")
        #expect(hint == 1)
    }

    @Test func aValueThatIsNotAnObjectHasNoMembers() {
        var hint = 0
        #expect(JSONValue.array(["id"]).member("id", hint: &hint) == nil)
        #expect(JSONValue.string("id").member("id", hint: &hint) == nil)
    }

    @Test func objectsListingMembersOutOfSelectionOrderNormalizeTheSame() async throws {
        let ordered: JSONObject = [
            "hero": ["__typename": "Droid", "id": "2001", "name": "R2-D2", "primaryFunction": "Astromech"]
        ]
        let reversed: JSONObject = [
            "hero": ["primaryFunction": "Astromech", "name": "R2-D2", "id": "2001", "__typename": "Droid"]
        ]
        var records: [CacheRecordSet] = []
        for response in [ordered, reversed] {
            var normalizer = Normalizer(configuration: GraphQLStoreConfiguration(), variables: [:], receivedAt: 0)
            normalizer.normalize(response, as: WireMemberHeroQuery.Data.self, key: .queryRoot)
            records.append(normalizer.records)
        }
        #expect(records[0] == records[1])
        #expect(records[0]["Droid:2001"]?["primaryFunction"] == .scalar("Astromech"))
        #expect(records[0]["Droid:2001"]?.count == 4)
    }
}

/// `{ hero { __typename id name primaryFunction } }`.
private struct WireMemberHeroQuery: GraphQLQuery {
    static let operationName = "WireMemberHero"
    static let operationDocument: String? = "{ hero { __typename id name primaryFunction } }"

    struct Data: RootSelectionSet {
        static var __selections: [Selection] { [.field("hero", Hero.self)] }
        var __json: JSONObject { [:] }
        init(from reader: JSONObjectReader) throws(GraphQLDecodingError) {}

        struct Hero: SelectionSet {
            static var __selections: [Selection] {
                [.field("id", String.self), .field("name", String.self), .field("primaryFunction", String.self)]
            }
            var __json: JSONObject { [:] }
            init(from reader: JSONObjectReader) throws(GraphQLDecodingError) {}
        }
    }
}
