import CourierAPI
import CourierHTTP
import CourierTesting
import Foundation
import Testing

@testable import CourierGraphQL

/// The bodies a stock Strawberry 0.341 server sends (captured from `IntegrationServer`, which
/// serves them through Strawberry's own HTTP view), through the transport in every chunking.
@Suite("MultipartGraphQLTransport with Strawberry's own multipart bodies")
struct StrawberryMultipartBodyTests {
    /// `subscription { count(to: 2, intervalMs: 1) }`: no opening delimiter (the first heartbeat
    /// is preamble), `Content-Length` in each part, and a delimiter followed at once by the close
    /// delimiter — which used to end every subscription with "malformed multipart header line".
    static let subscriptionBody = """
        \r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: 2\r\n\r\n{}\r\n--graphql\
        \r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: 32\r\n\r\n\
        {"payload":{"data":{"count":1}}}\r\n--graphql\
        \r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: 32\r\n\r\n\
        {"payload":{"data":{"count":2}}}\r\n--graphql\
        \r\n--graphql--\r\n
        """
    static let subscriptionContentType = "multipart/mixed;boundary=graphql;subscriptionSpec=1.0,application/json"

    @Test(arguments: [1, 2, 9, 10, 11, 4_096])
    func aStrawberrySubscriptionEndsCleanly(dripBytes: Int) async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.post, "/graphql") { _ in
            LoopbackResponse(
                headerFields: ["Content-Type": Self.subscriptionContentType], body: Data(Self.subscriptionBody.utf8),
                framing: .chunked, fault: .drip(bytes: dripBytes, interval: 0))
        }
        let transport = MultipartGraphQLTransport(
            endpoint: server.url("/graphql"), transport: URLSessionStreamingTransport())
        var counts: [JSONValue?] = []
        for try await event in transport.subscribe(GraphQLRequest(CountSubscription(to: 2))) {
            if case .response(let response) = event { counts.append(response.data?["count"]) }
        }
        #expect(counts == [1, 2])
    }

    @Test func theParserSeesTwoPartsAndTheEnd() throws {
        var parser = MultipartMixedParser(
            boundary: try MultipartMixedParser.boundary(fromContentType: Self.subscriptionContentType))
        parser.append(Array(Self.subscriptionBody.utf8))
        var bodies: [String] = []
        while let part = try parser.nextPart() { bodies.append(String(decoding: part.body, as: UTF8.self)) }
        #expect(bodies == [#"{"payload":{"data":{"count":1}}}"#, #"{"payload":{"data":{"count":2}}}"#])
        #expect(parser.isFinished)
    }

    @Test func anEmptyPartIsSkippedLikeAHeartbeat() throws {
        var reader = MultipartPayloadReader(mode: .subscription, operationName: "Count")
        guard case .none = try reader.read([]) else {
            Issue.record("an empty part yielded output")
            return
        }
        guard case .none = try reader.read(Array("\r\n".utf8)) else {
            Issue.record("a blank part yielded output")
            return
        }
    }
}
