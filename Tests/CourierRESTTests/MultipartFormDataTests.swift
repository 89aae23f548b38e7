import CourierHTTP
import CourierREST
import Foundation
import Testing

@Suite("Multipart form data")
struct MultipartFormDataTests {
    @Test func partsAreFramedWithCRLFAndAClosingBoundary() throws {
        var form = MultipartFormData(boundary: "XyZ")
        form.append("v", named: "k")
        let text = String(decoding: try form.encoded(), as: UTF8.self)
        #expect(text == "--XyZ\r\nContent-Disposition: form-data; name=\"k\"\r\n\r\nv\r\n--XyZ--\r\n")
        #expect(form.contentType == "multipart/form-data; boundary=XyZ")
    }

    @Test func emptyFormIsOnlyTheClosingBoundary() throws {
        #expect(try MultipartFormData(boundary: "b").encoded() == Data("--b--\r\n".utf8))
    }

    @Test func namesCannotBreakOutOfTheirQuotes() throws {
        var form = MultipartFormData(boundary: "b")
        form.append(Data(), named: "a\"b", filename: "evil\r\nX-Injected: 1.txt")
        let text = String(decoding: try form.encoded(), as: UTF8.self)
        #expect(text.contains("name=\"a%22b\"; filename=\"evil%0D%0AX-Injected: 1.txt\"\r\n"))
        #expect(text.contains("Content-Type: application/octet-stream\r\n"))
    }

    @Test(
        "boundaries RFC 2046 forbids are rejected",
        arguments: ["", "has\"quote", "ends with space ", String(repeating: "x", count: 71)])
    func invalidBoundary(boundary: String) throws {
        let form = MultipartFormData(boundary: boundary)
        #expect(throws: MultipartFormData.BoundaryError.self) { try form.encoded() }
    }

    @Test func randomBoundariesDifferAndAreValid() throws {
        let first = MultipartFormData()
        let second = MultipartFormData()
        #expect(first.boundary != second.boundary)
        _ = try first.encoded()
    }

    @Test func invalidBoundaryMakesTheRequestInvalid() throws {
        let endpoint = Endpoint<Void>("x", method: .post, body: .multipart(MultipartFormData(boundary: "")))
        let error = try #require(throws: (any Error).self) { try endpoint.makeRequest(using: testConfiguration()) }
        let httpError = try #require(error as? HTTPError)
        #expect(httpError.kind == .invalidRequest)
        #expect(httpError.underlyingError is MultipartFormData.BoundaryError)
    }
}
