import CourierTesting
import Foundation
import Testing

@testable import CourierHTTP

/// A body of many chunks is gathered once into memory the exchange allocates itself, sized for
/// its declared length, and handed to the response as a `Data` over that memory whose place is
/// known (``ResidentBodyBytes``), so that a JSON parse can read it without a copy.
@Suite("URLSessionExchange — gathering the body")
struct URLSessionExchangeBodyTests {
    static func chunks(_ sizes: [Int]) -> [Data] {
        var next: UInt8 = 0
        return sizes.map { size in
            Data(
                (0..<size).map { _ in
                    next &+= 7
                    return next
                })
        }
    }

    @Test(
        "the received bytes stay as they were, with or without a declared length",
        arguments: [Int64(-1), 3, 10, 100, 1_000_000])
    func gatheringKeepsTheBytes(declared: Int64) {
        for sizes in [[], [3], [3, 2], [100, 1, 50_000, 7], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 200]] {
            var state = URLSessionExchange.State()
            state.expectedTotal = declared
            let pieces = Self.chunks(sizes)
            for piece in pieces { state.appendBody(piece, limit: 10_000_000) }
            let whole = pieces.reduce(Data(), +)
            #expect(state.bodyCount == whole.count)
            let (body, resident) = state.takeBody()
            #expect(body == whole, "\(sizes), declared \(declared)")
            #expect(state.bodyCount == 0)
            if sizes.count > 1, whole.count > 64 {
                // Gathered by the exchange: the response's Data is that memory.
                #expect(resident.address(of: body) != nil, "\(sizes)")
            } else if sizes.count <= 1 {
                // One chunk is kept as URLSession handed it over: its place is not known.
                #expect(resident.address(of: body) == nil)
            }
        }
    }

    @Test("the body buffer grows past its first room")
    func bufferGrows() {
        let buffer = ReceivedBodyBuffer(capacity: 4)
        let pieces = Self.chunks([3, 5, 1_000, 0, 70_000])
        for piece in pieces { buffer.append(piece) }
        #expect(buffer.count == 71_008)
        let (body, resident) = buffer.takeBody()
        #expect(body == pieces.reduce(Data(), +))
        #expect(resident.address(of: body) != nil)
        #expect(buffer.count == 0)
        #expect(buffer.takeBody().body.isEmpty)
    }

    @Test("a replaced body is not taken for the received one, and the place takes no part in equality")
    func replacedBody() {
        let buffer = ReceivedBodyBuffer(capacity: 1_000)
        buffer.append(Data(repeating: 0x41, count: 1_000))
        let (body, resident) = buffer.takeBody()
        var response = HTTPResponse(statusCode: 200, body: body)
        response.residentBody = resident
        #expect(response.residentBody.address(of: response.body) != nil)
        #expect(response == HTTPResponse(statusCode: 200, body: body))
        #expect(response.hashValue == HTTPResponse(statusCode: 200, body: body).hashValue)
        // The same bytes elsewhere, and a body of another length, are not the received one.
        response.body = Data(Array(body))
        #expect(response.residentBody.address(of: response.body) == nil)
        response.body = body.prefix(999)
        #expect(response.residentBody.address(of: response.body) == nil)
    }

    @Test("a body sent in many small chunks with a Content-Length arrives whole, in place")
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
        #expect(response.residentBody.address(of: response.body) != nil)
    }
}
