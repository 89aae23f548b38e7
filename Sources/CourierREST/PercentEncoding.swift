import Foundation

/// Percent-encoding of paths, query items and form fields, byte by byte, so that the output does not
/// depend on Foundation's per-platform choices (`URLComponents` leaves `+`, `/` and `?` alone).
enum PercentEncoding {
    /// Encodes `items` as `name=value` pairs joined by `&`, in order, the way HTML forms do:
    /// space as `+`, everything outside `A-Z a-z 0-9 * - . _` as `%XX`.
    static func encode(_ items: [URLQueryItem]) -> String {
        join(items) { escape($0, keeping: formKept, spaceAsPlus: true) }
    }

    /// Encodes `items` for a URL query: everything outside RFC 3986's unreserved set
    /// (`A-Z a-z 0-9 - . _ ~`) as `%XX`, space as `%20`.
    static func encodeQuery(_ items: [URLQueryItem]) -> String {
        join(items) { escape($0, keeping: queryKept, spaceAsPlus: false) }
    }

    /// Encodes a path as plain text: everything outside the unreserved set, the sub-delimiters,
    /// `:`, `@` and `/` as `%XX`.
    static func encodePath(_ path: String) -> String {
        escape(path, keeping: pathKept, spaceAsPlus: false)
    }

    private static func join(_ items: [URLQueryItem], escape: (String) -> String) -> String {
        items.map { item in
            guard let value = item.value else { return escape(item.name) }
            return escape(item.name) + "=" + escape(value)
        }.joined(separator: "&")
    }

    /// For each byte value, whether it is kept as it is (a look-up per byte of every path and
    /// query: a `Set` hashed each byte).
    private static func keeping(_ extra: String) -> [Bool] {
        let alphanumerics =
            Array(UInt8(ascii: "A")...UInt8(ascii: "Z")) + Array(UInt8(ascii: "a")...UInt8(ascii: "z"))
            + Array(UInt8(ascii: "0")...UInt8(ascii: "9"))
        var kept = [Bool](repeating: false, count: 256)
        for byte in alphanumerics + Array(extra.utf8) { kept[Int(byte)] = true }
        return kept
    }

    private static let formKept = keeping("*-._")
    private static let queryKept = keeping("-._~")
    private static let pathKept = keeping("-._~!$&'()*+,;=:@/")
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func escape(_ text: String, keeping kept: [Bool], spaceAsPlus: Bool) -> String {
        // Most paths and query values need no escape: then the text is the result.
        if text.utf8.allSatisfy({ kept[Int($0)] }) { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            if kept[Int(byte)] {
                output.append(byte)
            } else if spaceAsPlus, byte == UInt8(ascii: " ") {
                output.append(UInt8(ascii: "+"))
            } else {
                output.append(UInt8(ascii: "%"))
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
