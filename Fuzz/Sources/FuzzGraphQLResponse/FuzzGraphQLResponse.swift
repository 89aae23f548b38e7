import CourierAPI
import CourierHTTP
import Foundation
import FuzzSupport
import StarWarsFuzzAPI

@testable import CourierGraphQL

private let statuses = [200, 400, 500, 204]
/// The most body bytes an error's excerpt quotes (`BodyExcerpt.defaultLimit` in CourierSupport,
/// which is package-internal and so not visible from this package).
private let excerptLimit = 512
private let contentTypes: [String?] = [
    "application/json", "application/graphql-response+json; charset=utf-8", "text/html", nil,
]
private let policies: [GraphQLErrorPolicy] = [.none, .all, .ignore, .all]
private let secret = "Bearer fuzz-credential-7f3a"
private let request = HTTPRequest(
    method: .post,
    url: URL(string: "https://example.invalid/graphql") ?? URL(fileURLWithPath: "/graphql"),
    headerFields: ["Authorization": secret, "Content-Type": "application/json"]
)

/// Decodes `response` as `Data` through the client's decoder and checks it against the generated
/// code's own decoder and the error policy.
private func check<Data: RootSelectionSet>(
    _ type: Data.Type, _ response: GraphQLResponse, policy: GraphQLErrorPolicy, redacted: Bool
) {
    let direct: Data? = response.data.flatMap { try? Data(jsonValue: $0) }
    do {
        let result = try GraphQLResultDecoder.result(type, from: response, policy: policy, operationName: "Fuzz")
        if policy == .none, !response.errors.isEmpty { fuzzPropertyViolated("errors passed under the .none policy") }
        if policy == .ignore, !result.errors.isEmpty { fuzzPropertyViolated("errors kept under the .ignore policy") }
        if (result.data == nil) != (direct == nil) {
            fuzzPropertyViolated("\(Data.self): the client's decoder and the generated decoder disagree")
        }
        if let data = result.data, let direct, data.__json != direct.__json {
            fuzzPropertyViolated("\(Data.self): decoded data differ")
        }
    } catch {
        switch error.kind {
        case .graphQLErrors:
            if policy != .none || response.errors.isEmpty { fuzzPropertyViolated("graphQLErrors thrown without cause") }
        case .decoding:
            if direct != nil {
                fuzzPropertyViolated("\(Data.self): the client failed to decode what the generated decoder reads")
            }
        default:
            fuzzPropertyViolated("unexpected error kind \(error.kind)")
        }
        if redacted { checkRedacted(error) }
    }
}

/// The error's description must never show the request's credentials.
private func checkRedacted(_ error: GraphQLClientError) {
    let text = "\(error) \(String(reflecting: error))"
    if text.contains("fuzz-credential") {
        fuzzPropertyViolated("the Authorization header appears in an error description")
    }
}

/// Reads the input as the body of an HTTP response to a GraphQL request, as the client does
/// (``GraphQLResponseParser``), then decodes each answer into generated Star Wars types under an
/// error policy (``GraphQLResultDecoder``).
///
/// The first byte picks the status (bits 0–1: 200, 400, 500, 204), the `Content-Type` (bits 2–3:
/// JSON, graphql-response+json, HTML, none), a batch of two operations (bit 4) and the error
/// policy (bits 5–6); the rest is the body. Properties: the parser ends in responses or a
/// ``GraphQLClientError``; the client's decoder agrees with the generated types' own decoder;
/// the policy is honoured; no error description shows the request's `Authorization` value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzBytes(data, size)
    let control = input.byte()
    var fields = HTTPFields()
    if let type = contentTypes[Int(control >> 2) & 3] { fields.append(name: "Content-Type", value: type) }
    let body = Foundation.Data(input.rest())
    let http = HTTPResponse(statusCode: statuses[Int(control) & 3], headerFields: fields, body: body)
    let policy = policies[Int(control >> 5) & 3]
    let echoesSecret = body.range(of: Foundation.Data("fuzz-credential".utf8)) != nil

    var responses: [GraphQLResponse] = []
    do {
        if control & 16 == 0 {
            responses = [try GraphQLResponseParser.parse(http, operationName: "Fuzz", request: request)]
        } else {
            for result in try GraphQLResponseParser.parseBatch(http, operationNames: ["A", "B"], request: request) {
                switch result {
                case .success(let response): responses.append(response)
                case .failure(let error): if !echoesSecret { checkRedacted(error) }
                }
            }
        }
    } catch {
        if let excerpt = error.bodyExcerpt, excerpt.utf8.count > excerptLimit * 3 + 3 {
            fuzzPropertyViolated("a body excerpt of \(excerpt.utf8.count) bytes")
        }
        if !echoesSecret { checkRedacted(error) }
        return 0
    }
    for response in responses {
        if let value = response.data, value != .null, value.objectValue == nil {
            fuzzPropertyViolated("data that is not an object was accepted")
        }
        check(HeroAndFriendsNamesWithIDsQuery.Data.self, response, policy: policy, redacted: !echoesSecret)
        check(HeroDetailsWithFragmentQuery.Data.self, response, policy: policy, redacted: !echoesSecret)
        check(SearchQuery.Data.self, response, policy: policy, redacted: !echoesSecret)
        check(HeroNameConditionalInclusionQuery.Data.self, response, policy: policy, redacted: !echoesSecret)
    }
    return 0
}
