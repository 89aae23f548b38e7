import CourierTesting
import Foundation
import Testing

@testable import CourierHTTP

/// A body of many chunks is gathered into storage sized for its declared length, with the same
/// bytes as before.
@Suite("URLSessionExchange — room for the declared body")
struct URLSessionExchangeBodyRoomTests {
    @Test("the received bytes stay as they were, with or without a declared length")
    func reservingKeepsTheBytes() {
        for expected: Int64 in [-1, 3, 10, 1_000_000] {
            var state = URLSessionExchange.State()
            state.expectedTotal = expected
            state.body = Data([1, 2, 3])
            state.reserveBody(limit: 100)
            #expect(state.bodyIsReserved)
            #expect(state.body == Data([1, 2, 3]))
            state.body.append(Data([4, 5]))
            #expect(state.body == Data([1, 2, 3, 4, 5]))
        }
    }

    @Test("a body sent in many small chunks with a Content-Length arrives whole")
    func manyChunksArriveWhole() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let body = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        server.route(.get, "/chunks") { _ in
            LoopbackResponse(body: body, fault: .drip(bytes: 20_000, interval: 0.001))
        }
        let response = try await URLSessionTransport().send(HTTPRequest(url: server.url("/chunks")))
        #expect(response.statusCode == 200)
        #expect(response.body == body)
    }
}
