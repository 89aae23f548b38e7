import CourierHTTP
import CourierTesting
import Foundation
import Testing

@testable import CourierAPI
@testable import CourierGraphQL

/// A large answer that URLSession delivered in several chunks is parsed where the transport
/// gathered it, without a copy; a body that a transport in between changed or replaced is parsed
/// as it is then.
@Suite struct ResidentBodyTests {
    /// `{"data":{"hero":{"name":…,"friends":[{"name":"Friend 0"},…]}}}` with `count` friends.
    static func answer(hero: String, count: Int) -> Data {
        let friends = (0..<count).map { #"{"name":"Friend \#($0)"}"# }.joined(separator: ",")
        return Data(#"{"data":{"hero":{"name":"\#(hero)","friends":[\#(friends)]}}}"#.utf8)
    }

    /// A transport that hands each response to `change` before passing it on.
    struct ChangingTransport: HTTPTransport {
        let inner: any HTTPTransport
        let change: @Sendable (inout HTTPResponse) -> Void

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            var response = try await inner.send(request)
            change(&response)
            return response
        }
    }

    /// Serves `body` in 20 kB pieces and parses what `transport` (around URLSession) receives.
    static func parse(_ body: Data, through wrap: (any HTTPTransport) -> any HTTPTransport) async throws
        -> (GraphQLResponse, HTTPResponse)
    {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.post, "/graphql") { _ in
            LoopbackResponse(
                headerFields: ["Content-Type": "application/json"], body: body,
                fault: .drip(bytes: 20_000, interval: 0))
        }
        let request = HTTPRequest(method: .post, url: server.url("/graphql"), body: Data("{}".utf8))
        let http = try await wrap(URLSessionTransport()).send(request)
        return (try GraphQLResponseParser.parse(http, operationName: "Q", request: request), http)
    }

    /// The bytes the response's tape reads.
    static func tapeBytes(of response: GraphQLResponse) -> UnsafeRawPointer? {
        guard case .tape(let data)? = response.storage else { return nil }
        return data.tape.documentBytes.baseAddress.map(UnsafeRawPointer.init)
    }

    @Test("a body of many chunks is parsed where the transport gathered it")
    func parsedInPlace() async throws {
        let body = Self.answer(hero: "R2-D2", count: 5_000)
        let (response, http) = try await Self.parse(body) { $0 }
        #expect(http.body == body)
        let address = try #require(http.residentBody.address(of: http.body))
        #expect(Self.tapeBytes(of: response) == address)
        #expect(response.data?["hero"]?["name"] == "R2-D2")
        #expect(response.data?["hero"]?["friends"]?[4_999]?["name"] == "Friend 4999")
    }

    @Test("a body changed in place on its way is parsed as changed")
    func changedInPlace() async throws {
        let body = Self.answer(hero: "R2-D2", count: 5_000)
        let (response, http) = try await Self.parse(body) { inner in
            ChangingTransport(inner: inner) { response in
                // "R2-D2" → "C-3PO", in the same bytes when the Data is not shared.
                let range = try! #require(response.body.firstRange(of: Data("R2-D2".utf8)))
                response.body.replaceSubrange(range, with: Data("C-3PO".utf8))
            }
        }
        #expect(http.body.count == body.count)
        #expect(response.data?["hero"]?["name"] == "C-3PO")
        #expect(response.data?["hero"]?["friends"]?[0]?["name"] == "Friend 0")
    }

    @Test("a body replaced on its way is parsed from the replacement, not the gathered bytes")
    func replaced() async throws {
        let body = Self.answer(hero: "R2-D2", count: 5_000)
        let replacement = Self.answer(hero: "BB-8!", count: 5_000)
        #expect(replacement.count == body.count)
        let (response, http) = try await Self.parse(body) { inner in
            ChangingTransport(inner: inner) { $0.body = replacement }
        }
        #expect(http.residentBody.address(of: http.body) == nil)
        #expect(Self.tapeBytes(of: response) != nil)
        #expect(response.data?["hero"]?["name"] == "BB-8!")
    }
}
