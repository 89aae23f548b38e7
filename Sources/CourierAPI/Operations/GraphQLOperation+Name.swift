extension GraphQLOperation {
    /// The name in ``operationDocument``: the word after `query`, `mutation` or `subscription`.
    ///
    /// Generated code states the name only when it has no document; otherwise it is read from
    /// the start of ``operationDocument`` on each access (a scan of a few dozen characters).
    /// Empty for an anonymous operation or without a document.
    public static var operationName: String {
        GraphQLOperationName.read(from: operationDocument ?? "")
    }
}

/// Reads an operation's name from the start of its document text.
enum GraphQLOperationName {
    /// The name of the first definition in `document` when it is a named operation, else `""`.
    ///
    /// Leading white space, commas, byte order marks and `#` comments are skipped, as the GraphQL
    /// lexer ignores them.
    static func read(from document: String) -> String {
        var bytes = document.utf8[...]
        skipIgnored(&bytes)
        let keyword = takeName(&bytes)
        guard keyword == "query" || keyword == "mutation" || keyword == "subscription" else { return "" }
        skipIgnored(&bytes)
        return takeName(&bytes)
    }

    private static func skipIgnored(_ bytes: inout Substring.UTF8View) {
        while let byte = bytes.first {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ","):
                bytes.removeFirst()
            case 0xEF where bytes.starts(with: [0xEF, 0xBB, 0xBF]):  // a byte order mark
                bytes.removeFirst(3)
            case UInt8(ascii: "#"):
                while let next = bytes.first, next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") {
                    bytes.removeFirst()
                }
            default:
                return
            }
        }
    }

    /// A GraphQL name (`[_A-Za-z][_0-9A-Za-z]*`) at the start of `bytes`, consumed; `""` if none.
    private static func takeName(_ bytes: inout Substring.UTF8View) -> String {
        let original = bytes
        var first = true
        while let byte = bytes.first {
            let isLetter =
                ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isLetter || (isDigit && !first) else { break }
            bytes.removeFirst()
            first = false
        }
        return String(decoding: original[original.startIndex..<bytes.startIndex], as: UTF8.self)
    }
}
