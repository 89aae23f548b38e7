import CourierAPI
import CourierHTTP
import CourierTesting
import Foundation
import Testing

@testable import CourierGraphQL

@Suite("MultipartGraphQLTransport against the loopback server")
struct MultipartGraphQLTransportTests {
    static let subscriptionBody =
        "\r\n--graphql\r\nContent-Type: application/json\r\n\r\n{}"
        + "\r\n--graphql\r\nContent-Type: application/json\r\n\r\n{\"payload\":{\"data\":{\"count\":1}}}"
        + "\r\n--graphql\r\nContent-Type: application/json\r\n\r\n{}"
        + "\r\n--graphql\r\nContent-Type: application/json\r\n\r\n{\"payload\":{\"data\":{\"count\":2}}}"
        + "\r\n--graphql--\r\n"

    func transport(_ server: LoopbackHTTPServer) -> MultipartGraphQLTransport {
        MultipartGraphQLTransport(endpoint: server.url("/graphql"), transport: URLSessionStreamingTransport())
    }

    func responses(_ stream: GraphQLSubscriptionTransportStream) async throws -> [GraphQLResponse] {
        var responses: [GraphQLResponse] = []
        for try await event in stream {
            if case .response(let response) = event { responses.append(response) }
        }
        return responses
    }

    @Test(arguments: [1, 3, 17, 1_000])
    func subscriptionPartsInAnyChunkingSkipHeartbeats(dripBytes: Int) async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.post, "/graphql") { _ in
            LoopbackResponse(
                headerFields: ["Content-Type": #"multipart/mixed;boundary="graphql";subscriptionSpec="1.0""#],
                body: Data(Self.subscriptionBody.utf8), framing: .chunked, fault: .drip(bytes: dripBytes, interval: 0))
        }
        let result = try await responses(transport(server).subscribe(GraphQLRequest(CountSubscription(to: 2))))
        #expect(result.map { $0.data?["count"] } == [1, 2])
        let request = try #require(server.receivedRequests.first)
        #expect(request.headerFields["Accept"] == #"multipart/mixed;subscriptionSpec="1.0",application/json"#)
        #expect(request.headerFields["Content-Type"] == "application/json")
    }

    @Test func payloadNullWithErrorsFailsTheSubscription() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let body = "\r\n--graphql\r\n\r\n{\"payload\":null,\"errors\":[{\"message\":\"gone\"}]}\r\n--graphql--\r\n"
        server.route(.post, "/graphql") { _ in
            LoopbackResponse(headerFields: ["Content-Type": "multipart/mixed;boundary=graphql"], body: Data(body.utf8))
        }
        do {
            _ = try await responses(transport(server).subscribe(GraphQLRequest(CountSubscription(to: 2))))
            Issue.record("expected a failure")
        } catch let error as GraphQLSubscriptionError {
            #expect(error.kind == .operationFailed)
            #expect(error.errors.map(\.message) == ["gone"])
        }
    }

    @Test func aBodyThatBreaksOffIsConnectionLost() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let body = "\r\n--graphql\r\n\r\n{\"payload\":{\"data\":{\"count\":1}}}\r\n--graphql\r\n\r\n{\"pay"
        server.route(.post, "/graphql") { _ in
            LoopbackResponse(
                headerFields: ["Content-Type": "multipart/mixed;boundary=graphql"], body: Data(body.utf8),
                framing: .chunked)
        }
        var received = 0
        do {
            for try await event in transport(server).subscribe(GraphQLRequest(CountSubscription(to: 2))) {
                if case .response = event { received += 1 }
            }
            Issue.record("expected a failure")
        } catch let error as GraphQLSubscriptionError {
            #expect(error.kind == .connectionLost)
        }
        #expect(received == 1)
    }

    @Test func aJSONAnswerIsOneResponse() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.post, "/graphql") { _ in .json(#"{"errors":[{"message":"bad document"}]}"#, status: 400) }
        let result = try await responses(transport(server).subscribe(GraphQLRequest(CountSubscription(to: 2))))
        #expect(result.first?.errors.first?.message == "bad document")
    }

    @Test func aNonGraphQLErrorStatusIsTyped() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.post, "/graphql") { _ in .text("oops", status: 502) }
        do {
            _ = try await responses(transport(server).subscribe(GraphQLRequest(CountSubscription(to: 2))))
            Issue.record("expected a failure")
        } catch let error as GraphQLSubscriptionError {
            #expect(error.kind == .httpStatus(502))
        }
    }

    @Test func deferredIncrementsAreMergedAndEmitted() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let body = """
            \r\n---\r\nContent-Type: application/json\r\n\r\n\
            {"data":{"count":1,"hero":{"name":"R2"}},"hasNext":true}\
            \r\n---\r\nContent-Type: application/json\r\n\r\n\
            {"incremental":[{"data":{"id":"2001"},"path":["hero"],"label":"L"}],"hasNext":true}\
            \r\n---\r\nContent-Type: application/json\r\n\r\n{"hasNext":false}\
            \r\n-----\r\n
            """
        server.route(.post, "/graphql") { _ in
            LoopbackResponse(
                headerFields: ["Content-Type": "multipart/mixed; boundary=\"-\"; deferSpec=20220824"],
                body: Data(body.utf8), framing: .chunked, fault: .drip(bytes: 7, interval: 0))
        }
        let result = try await responses(transport(server).subscribe(GraphQLRequest(DeferQuery())))
        #expect(result.count == 2)
        #expect(result.last?.data?["hero"] == .object(["name": "R2", "id": "2001"]))
        #expect(
            server.receivedRequests.first?.headerFields["Accept"]
                == "multipart/mixed;deferSpec=20220824,application/json")
    }
}

/// A query for the `@defer` test; its data is read untyped.
struct DeferQuery: GraphQLQuery {
    typealias Data = CountSubscription.Data
    static let operationName = "Defer"
    static let operationDocument: String? = #"query Defer { count hero { name ... @defer(label: "L") { id } } }"#
}
