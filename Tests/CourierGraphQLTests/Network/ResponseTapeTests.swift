import CourierAPI
import CourierHTTP
import Foundation
import Testing

@testable import CourierGraphQL

/// A parsed answer keeps `data` on its tape; the tree is built only when asked for.
@Suite struct ResponseTapeTests {
    static func parse(_ body: String) throws -> GraphQLResponse {
        let http = HTTPResponse(
            statusCode: 200, headerFields: ["Content-Type": "application/json"], body: Data(body.utf8))
        let request = HTTPRequest(method: .post, url: URL(string: "http://127.0.0.1/graphql")!)
        return try GraphQLResponseParser.parse(http, operationName: "Q", request: request)
    }

    @Test func dataStaysOnTheTapeUntilReadAsATree() throws {
        var response = try Self.parse(#"{"data":{"hero":{"name":"R2-D2","name":"Artoo"}},"extensions":{"n":1}}"#)
        guard case .tape? = response.storage else {
            Issue.record("the parsed data is not on the tape")
            return
        }
        #expect(response.data == ["hero": ["name": "Artoo"]])
        #expect(response.extensions == ["n": 1])
        response.data = ["hero": nil]
        guard case .tree(let tree)? = response.storage else {
            Issue.record("setting data did not replace the tape")
            return
        }
        #expect(tree == ["hero": nil])
    }

    @Test func nullAndAbsentDataAreTold() throws {
        let null = try Self.parse(#"{"data":null,"errors":[{"message":"m"}]}"#)
        #expect(null.hasNullData && null.data == .null)
        let absent = try Self.parse(#"{"errors":[{"message":"m"}]}"#)
        #expect(absent.storage == nil && absent.data == nil && !absent.hasNullData)
    }
}
