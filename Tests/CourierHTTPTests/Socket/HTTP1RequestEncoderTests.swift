import Foundation
import Testing

@testable import CourierHTTP

@Suite("HTTP1RequestEncoder")
struct HTTP1RequestEncoderTests {
    private func text(_ request: HTTPRequest, body: Data? = nil) throws -> String {
        String(decoding: try HTTP1RequestEncoder.encode(request, body: body), as: UTF8.self)
    }

    private func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

    @Test("the request line, Host with a port, the fields, and the body with its length")
    func post() throws {
        var request = HTTPRequest(
            method: .post, url: try url("http://example.com:8080/a%20b/c?q=1&r=%2F"),
            headerFields: ["Content-Type": "application/json", "X-Id": "7"])
        request.headerFields.append(name: "X-Id", value: "8")
        let wire = try text(request, body: Data("{}".utf8))
        #expect(
            wire
                == "POST /a%20b/c?q=1&r=%2F HTTP/1.1\r\nHost: example.com:8080\r\nContent-Type: application/json\r\n"
                + "X-Id: 7\r\nX-Id: 8\r\nContent-Length: 2\r\n\r\n{}")
    }

    @Test("the default port is left out, an empty path is /, and a bodiless POST says length 0")
    func defaults() throws {
        #expect(try text(HTTPRequest(method: .get, url: url("http://h"))) == "GET / HTTP/1.1\r\nHost: h\r\n\r\n")
        #expect(
            try text(HTTPRequest(method: .post, url: url("http://h:80/p")))
                == "POST /p HTTP/1.1\r\nHost: h\r\nContent-Length: 0\r\n\r\n")
    }

    @Test("the transport's own framing fields replace the request's, and a Host field is kept")
    func managedFields() throws {
        let request = HTTPRequest(
            method: .put, url: try url("http://h/p"),
            headerFields: ["Host": "other", "content-length": "99", "Connection": "close", "Transfer-Encoding": "gzip"])
        #expect(
            try text(request, body: Data("x".utf8)) == "PUT /p HTTP/1.1\r\nHost: other\r\nContent-Length: 1\r\n\r\nx")
    }

    @Test("a method override goes on the wire with its field")
    func methodOverride() throws {
        var request = HTTPRequest(method: .patch, url: try url("http://h/p"))
        request.options.methodOverride = .post
        #expect(try text(request).hasPrefix("POST /p HTTP/1.1\r\nHost: h\r\nX-HTTP-Method-Override: PATCH\r\n"))
    }

    @Test(
        "fields that would split the head are refused, not sent",
        arguments: [
            ("X-A", "1\r\nX-Injected: 2"), ("X-A", "1\nGET / HTTP/1.1"), ("X-A", "a\u{0}b"), ("Bad Name", "1"),
            ("", "1"),
        ])
    func injection(name: String, value: String) throws {
        var request = HTTPRequest(method: .get, url: try url("http://h/"))
        request.headerFields.append(name: name, value: value)
        #expect {
            try HTTP1RequestEncoder.encode(request, body: nil)
        } throws: { error in
            (error as? HTTPError)?.kind == .invalidRequest
        }
    }

    @Test("an IPv6 host is bracketed")
    func ipv6() throws {
        #expect(try text(HTTPRequest(method: .get, url: url("http://[::1]:81/"))).contains("\r\nHost: [::1]:81\r\n"))
    }
}
