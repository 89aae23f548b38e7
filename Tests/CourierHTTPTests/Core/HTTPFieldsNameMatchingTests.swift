import Testing

@testable import CourierHTTP

/// Header-name matching: ASCII letters fold, nothing else does.
@Suite("HTTPFields name matching")
struct HTTPFieldsNameMatchingTests {
    @Test(
        "names match whatever the case of their ASCII letters",
        arguments: [
            ("Content-Type", "content-type"), ("X-REQUEST-ID", "x-request-id"), ("etag", "ETag"), ("", ""),
        ])
    func lettersFold(_ a: String, _ b: String) {
        #expect(HTTPFields.equalNames(a, b))
        #expect(HTTPFields.equalNames(b, a))
    }

    @Test(
        "names that differ in anything but letter case do not match",
        arguments: [
            ("Content-Type", "Content-Typ"), ("x-a", "x-b"), ("[", "{"), ("@", "`"), ("a-b", "a_b"), ("é", "É"),
        ])
    func otherBytesDoNotFold(_ a: String, _ b: String) {
        #expect(!HTTPFields.equalNames(a, b))
    }

    @Test("look-ups, removal and replacement ignore the case of the name")
    func lookUps() {
        var fields: HTTPFields = ["Accept": "a", "X-Trace": "1", "x-trace": "2"]
        #expect(fields["ACCEPT"] == "a")
        #expect(fields.values(for: "X-TRACE") == ["1", "2"])
        fields["x-TRACE"] = "3"
        #expect(fields.values(for: "x-trace") == ["3"])
        fields.remove("accept")
        #expect(!fields.contains("Accept"))
    }
}
