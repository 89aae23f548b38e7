import Foundation
import Testing

@testable import CourierWebSocket

@Suite("WebSocket handshake")
struct WebSocketHandshakeTests {
    @Test("Sec-WebSocket-Accept for the RFC 6455 §1.3 example key")
    func acceptValue() {
        #expect(WebSocketHandshake.acceptValue(forKey: "dGhlIHNhbXBsZSBub25jZQ==") == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }

    @Test("keys are 16 random bytes in base64, different each time")
    func keys() {
        var generator = SystemRandomNumberGenerator()
        let first = WebSocketHandshake.makeKey(using: &generator)
        let second = WebSocketHandshake.makeKey(using: &generator)
        #expect(Data(base64Encoded: first)?.count == 16)
        #expect(first != second)
    }

    @Test("the request head carries the upgrade, key, subprotocols and extra headers")
    func requestHead() throws {
        let request = WebSocketRequest(
            url: try #require(URL(string: "ws://example.com:8080/graphql?x=1")),
            subprotocols: ["graphql-transport-ws", "graphql-ws"],
            additionalHeaders: [("Authorization", "Bearer t")]
        )
        let endpoint = try WebSocketEndpoint(url: request.url)
        let head = String(
            decoding: try WebSocketHandshake.requestHead(for: request, endpoint: endpoint, key: "k"), as: UTF8.self)
        #expect(
            head == """
                GET /graphql?x=1 HTTP/1.1\r
                Host: example.com:8080\r
                Upgrade: websocket\r
                Connection: Upgrade\r
                Sec-WebSocket-Key: k\r
                Sec-WebSocket-Version: 13\r
                Sec-WebSocket-Protocol: graphql-transport-ws, graphql-ws\r
                Authorization: Bearer t\r
                \r

                """)
    }

    @Test("header injection and bad subprotocol names are refused")
    func malformedRequests() throws {
        let url = try #require(URL(string: "ws://h/"))
        let endpoint = try WebSocketEndpoint(url: url)
        #expect(throws: WebSocketError.self) {
            try WebSocketHandshake.requestHead(
                for: WebSocketRequest(url: url, additionalHeaders: [("X", "a\r\nEvil: 1")]), endpoint: endpoint,
                key: "k")
        }
        #expect(throws: WebSocketError.self) {
            try WebSocketHandshake.requestHead(
                for: WebSocketRequest(url: url, subprotocols: ["a b"]), endpoint: endpoint, key: "k")
        }
    }

    @Test("endpoints: default ports, paths, IPv6, schemes")
    func endpoints() throws {
        let plain = try WebSocketEndpoint(url: try #require(URL(string: "ws://example.com")))
        #expect(plain.port == 80 && plain.target == "/" && plain.hostHeader == "example.com" && !plain.isSecure)
        let secure = try WebSocketEndpoint(url: try #require(URL(string: "wss://example.com/a%20b")))
        #expect(secure.port == 443 && secure.isSecure && secure.target == "/a%20b")
        let v6 = try WebSocketEndpoint(url: try #require(URL(string: "ws://[::1]:9000/")))
        #expect(v6.host == "::1" && v6.hostHeader == "[::1]:9000")
        #expect(throws: WebSocketError.self) {
            try WebSocketEndpoint(url: try #require(URL(string: "ftp://example.com")))
        }
    }

    static func response(_ text: String) throws -> WebSocketHandshakeResponse {
        let bytes = Array(text.utf8)
        let end = try #require(WebSocketHandshakeResponse.headEnd(in: bytes))
        return try WebSocketHandshakeResponse(head: bytes[..<end])
    }

    static let key = "dGhlIHNhbXBsZSBub25jZQ=="
    static let good =
        "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: "
        + "Upgrade\r\nSec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=\r\n"

    @Test("a correct response passes and reports the chosen subprotocol")
    func validResponse() throws {
        #expect(try WebSocketHandshake.validate(Self.response(Self.good + "\r\n"), key: Self.key, offered: []) == nil)
        let chosen = try WebSocketHandshake.validate(
            Self.response(Self.good + "Sec-WebSocket-Protocol: graphql-ws\r\n\r\n"), key: Self.key,
            offered: ["graphql-transport-ws", "graphql-ws"])
        #expect(chosen == "graphql-ws")
    }

    @Test("every broken response is refused with the matching error")
    func brokenResponses() throws {
        #expect(throws: WebSocketError.handshakeFailed(status: 403)) {
            try WebSocketHandshake.validate(Self.response("HTTP/1.1 403 Forbidden\r\n\r\n"), key: Self.key, offered: [])
        }
        #expect(throws: WebSocketError.badAcceptValue(expected: "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=", received: "wrong")) {
            try WebSocketHandshake.validate(
                Self.response(
                    Self.good.replacingOccurrences(of: "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=", with: "wrong") + "\r\n"),
                key: Self.key, offered: [])
        }
        let noUpgrade = Self.good.replacingOccurrences(of: "Upgrade: websocket\r\n", with: "")
        #expect(throws: WebSocketError.self) {
            try WebSocketHandshake.validate(Self.response(noUpgrade + "\r\n"), key: Self.key, offered: [])
        }
        #expect(throws: WebSocketError.self) {
            try WebSocketHandshake.validate(
                Self.response(Self.good + "Sec-WebSocket-Protocol: other\r\n\r\n"), key: Self.key,
                offered: ["graphql-ws"])
        }
        #expect(throws: WebSocketError.self) {
            try WebSocketHandshake.validate(
                Self.response(Self.good + "Sec-WebSocket-Extensions: permessage-deflate\r\n\r\n"), key: Self.key,
                offered: [])
        }
    }
}
