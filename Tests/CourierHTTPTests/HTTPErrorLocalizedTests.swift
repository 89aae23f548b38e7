import CourierHTTP
import Foundation
import Testing

/// `error.localizedDescription` is what apps show; it must be the readable description, not
/// Foundation's generic "The operation couldn't be completed", and must carry no secret.
@Suite("HTTP errors as LocalizedError")
struct HTTPLocalizedErrorTests {
    @Test func httpErrorLocalizedDescriptionIsItsDescription() throws {
        let url = try #require(URL(string: "https://h.example/login?password=p4ss"))
        let error: any Error = HTTPError(
            .httpStatus(503),
            request: HTTPRequest(method: .post, url: url, headerFields: ["Authorization": "Bearer t0ken"]))
        #expect(
            error.localizedDescription == "HTTPError.httpStatus(503): the server answered with status "
                + "503 (POST https://h.example/login?password=<redacted>)")
        #expect(!error.localizedDescription.contains("p4ss"))
        #expect(!error.localizedDescription.contains("t0ken"))
        #expect((error as? any LocalizedError)?.failureReason == "the server answered with status 503")
    }

    struct LeakyError: Error, CustomStringConvertible {
        var description: String { "refresh token r3fresh rejected" }
    }

    @Test func authErrorLocalizedDescriptionNamesNoCredential() {
        let error: any Error = AuthError(.refreshFailed, underlyingError: LeakyError())
        #expect(error.localizedDescription.hasPrefix("AuthError.refreshFailed: the credential refresh failed"))
        #expect(!error.localizedDescription.contains("r3fresh"))
    }
}
