import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import Foundation
import Testing

@Suite struct ResponseFailureTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let response: HTTPResponse
        let kind: GraphQLClientError.Kind
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "truncated JSON", response: jsonResponse(#"{"data":{"hero":{"na"#), kind: .malformedResponse),
        Case(name: "not JSON", response: jsonResponse("hello"), kind: .malformedResponse),
        Case(
            name: "JSON but no GraphQL response", response: jsonResponse(#"{"message":"hi"}"#), kind: .malformedResponse
        ),
        Case(name: "data not an object", response: jsonResponse(#"{"data":[1]}"#), kind: .malformedResponse),
        Case(
            name: "HTML error page",
            response: jsonResponse("<html><body>Bad gateway</body></html>", status: 502, contentType: "text/html"),
            kind: .httpStatus(502)),
        Case(
            name: "HTML with 200",
            response: jsonResponse("<html>login</html>", contentType: "text/html; charset=utf-8"),
            kind: .unexpectedContentType("text/html; charset=utf-8")),
        Case(
            name: "empty body",
            response: HTTPResponse(statusCode: 200, headerFields: ["Content-Type": "application/json"]),
            kind: .emptyBody),
        Case(
            name: "JSON error with 500", response: jsonResponse(#"{"errors":[{"message":"down"}]}"#, status: 500),
            kind: .httpStatus(500)),
        Case(
            name: "graphql-response+json that is not JSON",
            response: jsonResponse("oops", status: 400, contentType: "application/graphql-response+json"),
            kind: .httpStatus(400)),
    ]

    @Test(arguments: cases) func failureIsTypedWithStatusAndExcerpt(_ testCase: Case) async throws {
        let response = testCase.response
        let (client, _) = makeClient { _ in response }
        do {
            _ = try await client.fetch(query: HeroQuery())
            Issue.record("expected \(testCase.kind)")
        } catch let error as GraphQLClientError {
            #expect(error.kind == testCase.kind)
            #expect(error.statusCode == response.statusCode)
            #expect(error.bodyExcerpt == String(decoding: response.body, as: UTF8.self))
            #expect(error.request?.url == endpoint)
            #expect(error.operationName == "Hero")
        }
    }

    @Test func excerptIsBounded() async throws {
        let huge = "<html>" + String(repeating: "x", count: 100_000) + "</html>"
        let (client, _) = makeClient { _ in jsonResponse(huge, status: 503, contentType: "text/html") }
        await #expect {
            _ = try await client.fetch(query: HeroQuery())
        } throws: { error in
            guard let error = error as? GraphQLClientError, let excerpt = error.bodyExcerpt else { return false }
            return excerpt.utf8.count < 600 && excerpt.hasPrefix("<html>xxx") && excerpt.hasSuffix("…")
        }
    }

    @Test func transportFailureIsTransportPhase() async throws {
        let (client, _) = makeClient { request in
            throw HTTPError(.transport, request: request, underlyingError: URLError(.cannotConnectToHost))
        }
        await #expect {
            _ = try await client.fetch(query: HeroQuery())
        } throws: { error in
            (error as? GraphQLClientError)?.kind == .transport
                && (error as? GraphQLClientError)?.underlyingError is HTTPError
        }
    }

    @Test func timeoutIsTimeoutPhase() async throws {
        let (client, _) = makeClient { request in throw HTTPError(.timeout, request: request) }
        await #expect {
            _ = try await client.fetch(query: HeroQuery())
        } throws: { ($0 as? GraphQLClientError)?.kind == .timeout }
    }

    @Test func dataThatDoesNotMatchTheTypesIsADecodingFailureWithAPath() async throws {
        let (client, _) = makeClient { _ in jsonResponse(#"{"data":{"hero":{"__typename":"Droid","name":5}}}"#) }
        do {
            _ = try await client.fetch(query: HeroQuery())
            Issue.record("expected a decoding failure")
        } catch let error as GraphQLClientError {
            #expect(error.kind == .decoding)
            let decoding = try #require(error.underlyingError as? GraphQLDecodingError)
            #expect(decoding.path == ["hero", "name"])
        }
    }

    @Test func getForAMutationIsRefusedBeforeSending() async throws {
        let (client, transport) = makeClient { _ in jsonResponse("{}") }
        var request = GraphQLRequest(RenameMutation(id: "1", name: "x"))
        request.method = .get
        await #expect {
            _ = try await client.send(request)
        } throws: { ($0 as? GraphQLClientError)?.kind == .invalidRequest }
        #expect(transport.sentRequests.isEmpty)
    }
}
