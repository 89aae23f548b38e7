import CourierHTTP
import CourierREST
import Foundation
import Testing

/// ``APIClient`` codes JSON with Courier's coders by default and with Foundation's on request,
/// from the same settings.
@Suite("APIClient JSON engine")
struct APIClientJSONEngineTests {
    /// A body Foundation accepts (it never reads the malformed `extra`) and Courier rejects.
    static let lazilyValidBody = #"{"id":1,"name":"Ann","extra":01}"#

    @Test func courierIsTheDefault() async throws {
        let configuration = testConfiguration(transport: FakeTransport.answering(200, body: Self.lazilyValidBody))
        #expect(configuration.jsonEngine == .courier)
        let error = try await #require(throws: HTTPError.self) {
            try await APIClient(configuration: configuration).send(Endpoint<User>("users/1"))
        }
        #expect(error.kind == .decoding)
    }

    @Test func foundationIsSelectable() async throws {
        let configuration = testConfiguration(transport: FakeTransport.answering(200, body: Self.lazilyValidBody)) {
            $0.jsonEngine = .foundation
        }
        #expect(
            try await APIClient(configuration: configuration).send(Endpoint<User>("users/1"))
                == User(id: 1, name: "Ann"))
    }

    @Test("custom decodings get the engine's decoder", arguments: [JSONCodingEngine.courier, .foundation])
    func customDecodingSeesTheEngine(_ engine: JSONCodingEngine) async throws {
        let configuration = testConfiguration(transport: FakeTransport.answering(200, body: "{}")) {
            $0.jsonEngine = engine
        }
        let endpoint = Endpoint<Bool>("x", decoding: ResponseDecoding { _, decoder in decoder is CourierJSONDecoder })
        #expect(try await APIClient(configuration: configuration).send(endpoint) == (engine == .courier))
    }

    @Test("both engines write and read the same bytes", arguments: [JSONCodingEngine.courier, .foundation])
    func sameBytesBothWays(_ engine: JSONCodingEngine) async throws {
        let log = RequestLog()
        let transport = FakeTransport { request in
            log.record(request)
            return HTTPResponse(statusCode: 200, body: request.body ?? Data())
        }
        let configuration = testConfiguration(transport: transport) {
            $0.jsonEngine = engine
            $0.encoder.keyEncodingStrategy = .convertToSnakeCase
            $0.decoder.keyDecodingStrategy = .convertFromSnakeCase
        }
        let event = Event(title: "Launch / ünïcode", startsAt: Date(timeIntervalSince1970: 1_700_000_000))
        let echoed = try await APIClient(configuration: configuration).send(
            Endpoint<Event>("echo", method: .post, body: .json(event)))
        #expect(echoed == event)
        let sent = try #require(log.all.first?.body)
        #expect(
            String(decoding: sent, as: UTF8.self)
                == #"{"starts_at":"2023-11-14T22:13:20Z","title":"Launch \/ ünïcode"}"#)
    }
}
