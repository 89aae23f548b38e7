import CourierHTTP
import Foundation
import Testing

@Suite("URLRedaction")
struct URLRedactionTests {
    @Test(arguments: [
        ("https://api.example.com/users?page=2", "https://api.example.com/users?page=2"),
        ("https://api.example.com/cb?code=abc123&state=xyz", "https://api.example.com/cb?code=<redacted>&state=xyz"),
        ("https://h.example/p?Access_Token=t0k&x=1#frag", "https://h.example/p?Access_Token=<redacted>&x=1#frag"),
        ("https://h.example/p?api%5Fkey=s3cr3t", "https://h.example/p?api%5Fkey=<redacted>"),
        ("https://user:hunter2@h.example:8443/p", "https://user:<redacted>@h.example:8443/p"),
        ("https://user@h.example/p?flag&key=", "https://user@h.example/p?flag&key=<redacted>"),
        ("https://h.example/a%20b?q=caf%C3%A9&token=x", "https://h.example/a%20b?q=caf%C3%A9&token=<redacted>"),
    ])
    func secretsAreReplacedAndTheRestKept(_ input: String, _ expected: String) throws {
        let url = try #require(URL(string: input))
        #expect(URLRedaction.standard.describe(url) == expected)
    }

    @Test func additionalNamesAreRedactedInAnyCase() throws {
        let redaction = URLRedaction(additionalQueryNames: ["X-Tenant"])
        let url = try #require(URL(string: "https://h.example/?x-tenant=acme&page=1"))
        #expect(redaction.describe(url) == "https://h.example/?x-tenant=<redacted>&page=1")
        #expect(URLRedaction.standard.describe(url) == "https://h.example/?x-tenant=acme&page=1")
    }

    @Test func aRequestDescriptionHidesQuerySecrets() throws {
        let url = try #require(URL(string: "https://h.example/v1/me?access_token=abc&lang=en"))
        let request = HTTPRequest(method: .get, url: url)
        #expect(request.description == "GET https://h.example/v1/me?access_token=<redacted>&lang=en")
        let error = HTTPError(.transport, request: request)
        #expect(!error.description.contains("abc"))
    }
}
