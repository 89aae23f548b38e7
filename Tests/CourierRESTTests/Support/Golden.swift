import CourierHTTP
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Compares `actual` byte for byte with `Goldens/<name>`; with `COURIER_UPDATE_GOLDENS=1` in the
/// environment it rewrites the file instead (and records an issue, so an update run never passes
/// silently).
func expectGolden(_ actual: Data, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Goldens").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["COURIER_UPDATE_GOLDENS"] == "1" {
        try actual.write(to: url)
        Issue.record("rewrote golden \(name); run again without COURIER_UPDATE_GOLDENS", sourceLocation: sourceLocation)
        return
    }
    let expected = try Data(contentsOf: url)
    #expect(
        actual == expected,
        "\(name) differs from the golden:\n\(String(decoding: actual, as: UTF8.self))",
        sourceLocation: sourceLocation
    )
}

/// The golden text of a request: `METHOD URL`, one line per header field in order, the timeout and
/// idempotency, a blank line, then the body bytes exactly.
func goldenBytes(of request: HTTPRequest) -> Data {
    var head = "\(request.method) \(request.url.absoluteString)\n"
    for field in request.headerFields { head += "\(field.name): \(field.value)\n" }
    head += "~timeout: \(request.timeoutInterval.map { "\($0)" } ?? "default")\n"
    head += "~idempotent: \(request.isIdempotent)\n\n"
    return Data(head.utf8) + (request.body ?? Data())
}

/// The golden text of a `URLRequest`: as for ``goldenBytes(of:)-HTTPRequest``, with header fields
/// sorted by name (a `URLRequest` keeps them in a dictionary).
func goldenBytes(of request: URLRequest) -> Data {
    var head = "\(request.httpMethod ?? "?") \(request.url?.absoluteString ?? "?")\n"
    for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
        head += "\(name): \(value)\n"
    }
    head += "~timeout: \(request.timeoutInterval)\n\n"
    return Data(head.utf8) + (request.httpBody ?? Data())
}
