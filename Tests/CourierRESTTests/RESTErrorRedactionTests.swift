import CourierHTTP
import CourierREST
import Foundation
import Testing

/// REST errors reach logs and alerts through `localizedDescription`: the URLs they name keep
/// their path but never a token-like query value.
@Suite("REST error messages redact URL secrets")
struct RESTErrorRedactionTests {
    @Test func aRelativeBaseURLIsNamedWithoutItsToken() async throws {
        let client = APIClient(baseURL: URL(string: "api/v1?api_key=s3cret"), transport: FakeTransport.answering(200))
        let error = await #expect(throws: HTTPError.self) { try await client.send(Endpoint<Data>("users")) }
        let text = try #require(error).localizedDescription
        #expect(text.contains("not absolute"))
        #expect(text.contains("api_key=<redacted>"))
        #expect(!text.contains("s3cret"))
    }

    @Test func aRelativeTargetURLIsNamedWithoutItsToken() throws {
        let relative = try #require(URL(string: "v1/me?access_token=abc123"))
        let error = try #require(throws: HTTPError.self) {
            try Endpoint<Data>(.url(relative)).makeRequest(using: testConfiguration())
        }
        #expect(error.localizedDescription.contains("v1/me?access_token=<redacted>"))
        #expect(!error.localizedDescription.contains("abc123"))
    }

    @Test func anUnencodableBodyNamesTheURLWithoutItsToken() throws {
        let target = try #require(URL(string: "https://h.example/upload?token=t0k"))
        let endpoint = Endpoint<Data>(.url(target), method: .post, body: .json(["v": Double.nan]))
        let error = try #require(throws: HTTPError.self) { try endpoint.makeRequest(using: testConfiguration()) }
        #expect(error.localizedDescription.contains("https://h.example/upload?token=<redacted>"))
        #expect(!error.localizedDescription.contains("t0k"))
    }
}
