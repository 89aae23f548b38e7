import Foundation
import Testing

@testable import CourierHTTP

@Suite("HTTPRequest.curlDescription — a runnable, redacted curl command")
struct CurlDescriptionTests {
    private func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

    @Test("a GET is the quoted URL and its header fields")
    func simpleGet() throws {
        let request = HTTPRequest(url: try url("https://api.example.com/users?page=2"), headerFields: ["Accept": "*/*"])
        #expect(request.curlDescription == "curl 'https://api.example.com/users?page=2' \\\n  -H 'Accept: */*'")
    }

    @Test("method, body and single quotes are shell-quoted")
    func quoting() throws {
        let request = HTTPRequest(
            method: .put, url: try url("https://example.com/it's"),
            headerFields: ["X-Note": "it's"], body: Data(#"{"name":"O'Brien","tag":"$(rm -rf /)"}"#.utf8))
        #expect(
            request.curlDescription == """
                curl -X 'PUT' 'https://example.com/it'\\''s' \\
                  -H 'X-Note: it'\\''s' \\
                  --data-binary '{"name":"O'\\''Brien","tag":"$(rm -rf /)"}'
                """)
    }

    @Test("credentials are redacted by the logger's rules: header values and URL secrets")
    func redaction() throws {
        let request = HTTPRequest(
            method: .post, url: try url("https://user:hunter2@example.com/cb?code=abc&state=xyz&access_token=t0k"),
            headerFields: ["Authorization": "Bearer s3cret", "Cookie": "session=1", "X-Api-Key": "k3y"])
        let plain = request.curlDescription
        for secret in ["hunter2", "abc", "t0k", "s3cret", "session=1"] { #expect(!plain.contains(secret)) }
        #expect(plain.contains("state=xyz"))
        #expect(plain.contains("-H 'Authorization: <redacted>'"))
        #expect(plain.contains("-H 'X-Api-Key: k3y'"))
        let stricter = request.curlDescription(headerRedaction: HeaderRedaction(additionalNames: ["x-api-key"]))
        #expect(stricter.contains("-H 'X-Api-Key: <redacted>'"))
        #expect(plain.hasPrefix("curl -X 'POST' "))
    }

    @Test("binary, NUL-bearing and large bodies become a placeholder with their size")
    func bodyPlaceholders() throws {
        let target = try url("https://example.com/upload")
        let binary = HTTPRequest(method: .post, url: target, body: Data([0xFF, 0xFE, 0x00, 0x01]))
        #expect(
            binary.curlDescription.hasSuffix(
                "--data-binary @request-body.bin  # the 4-byte body (not UTF-8 text) is not shown"))
        let nul = HTTPRequest(method: .post, url: target, body: Data("a\u{0}b".utf8))
        #expect(nul.curlDescription.contains("@request-body.bin"))
        let large = HTTPRequest(method: .post, url: target, body: Data("hello".utf8))
        #expect(large.curlDescription(maximumBodyBytes: 4).hasSuffix("# the 5-byte body (over 4 bytes) is not shown"))
        #expect(large.curlDescription.hasSuffix("--data-binary 'hello'"))
    }

    @Test("HEAD uses --head, a GET with a body names its method, an override shows the wire request")
    func methods() throws {
        let target = try url("https://example.com/r")
        #expect(HTTPRequest(method: .head, url: target).curlDescription == "curl --head 'https://example.com/r'")
        #expect(HTTPRequest(url: target, body: Data("q".utf8)).curlDescription.hasPrefix("curl -X 'GET' "))
        var patch = HTTPRequest(method: .patch, url: target)
        patch.options.methodOverride = .post
        #expect(
            patch.curlDescription == "curl -X 'POST' 'https://example.com/r' \\\n  -H 'X-HTTP-Method-Override: PATCH'")
    }
}
