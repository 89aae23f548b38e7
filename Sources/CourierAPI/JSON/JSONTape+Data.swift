package import Foundation

extension JSONTape {
    /// Parses the document in `data`, copied into the tape's array with one `memcpy`: the generic
    /// initializer reaches a `Data` through a dynamic cast and a sequence copy, which added about
    /// two fifths to the parse of a small document.
    ///
    /// - Parameters:
    ///   - data: UTF-8 bytes holding exactly one JSON value (plus whitespace).
    ///   - options: Limits and choices, as for ``JSONParser``.
    /// - Throws: ``JSONParseError`` with the byte offset, line and column of the first problem.
    package convenience init(parsing data: Data, options: JSONParser.Options = .default) throws(JSONParseError) {
        let bytes = [UInt8](unsafeUninitializedCapacity: data.count) { buffer, count in
            count = data.copyBytes(to: buffer)
        }
        try self.init(bytes: bytes, options: options)
    }
}
