import CourierHTTP
import CourierREST
import Foundation
import Testing

@Suite("Request bodies")
struct RequestBodyTests {
    @Test func eachKindSetsItsContentType() throws {
        var form = MultipartFormData(boundary: "b")
        form.append("v", named: "k")
        let cases: [(body: RequestBody, contentType: String?, bytes: String?)] = [
            (.none, nil, nil),
            (.json(["a": 1]), "application/json", #"{"a":1}"#),
            (.form([URLQueryItem(name: "a", value: "1 2")]), "application/x-www-form-urlencoded", "a=1+2"),
            (
                .multipart(form), "multipart/form-data; boundary=b",
                "--b\r\nContent-Disposition: form-data; name=\"k\"\r\n\r\nv\r\n--b--\r\n"
            ),
            (.data(Data("raw".utf8), contentType: "text/x-raw"), "text/x-raw", "raw"),
            (.data(Data("raw".utf8)), nil, "raw"),
        ]
        for (body, contentType, bytes) in cases {
            let request = try Endpoint<Data>("x", method: .post, body: body).makeRequest(using: testConfiguration())
            #expect(request.headerFields["Content-Type"] == contentType)
            #expect(request.body.map { String(decoding: $0, as: UTF8.self) } == bytes)
        }
    }

    @Test func unencodableJSONBodyIsAnInvalidRequestThatNamesThePathButNotTheValue() throws {
        let endpoint = Endpoint<Data>("x", method: .post, body: .json(["password": RefusingValue(secret: "hunter2")]))
        let error = try #require(throws: HTTPError.self) { try endpoint.makeRequest(using: testConfiguration()) }
        #expect(error.kind == .invalidRequest)
        #expect(error.underlyingError is EncodingError)
        #expect(error.message.contains("invalid value at password: refused"), "\(error.message)")
        #expect(!error.message.contains("hunter2"))
    }
}

/// A value that refuses to be encoded, carrying a secret in the error.
private struct RefusingValue: Encodable, Sendable {
    var secret: String

    func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(
            secret, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "refused"))
    }
}
