/// A strict RFC 8259 JSON parser that turns UTF-8 bytes into a ``JSONValue``.
///
/// Decisions where the RFC leaves room:
/// - **Surrogates**: a `\u` escape of a lone (unpaired) UTF-16 surrogate is an error
///   (``JSONParseError/Reason/loneSurrogate(_:)``), never silently replaced, so that a string
///   that parses always round-trips.
/// - **UTF-8**: the input must be well-formed UTF-8 (no overlong forms, no encoded surrogates,
///   nothing above U+10FFFF).
/// - **Byte order mark**: a leading `EF BB BF` is skipped unless
///   ``Options/skipsByteOrderMark`` is `false`.
/// - **Duplicate keys**: the last value wins, at the position of the first occurrence.
/// - **Numbers**: see ``JSONNumber`` for how integers, doubles and out-of-range numbers are kept.
/// - **Depth**: the parser is iterative (no recursion), and fails with
///   ``JSONParseError/Reason/nestingTooDeep(limit:)`` past ``Options/maximumDepth``.
///
/// Rejected: trailing commas, leading zeros, `NaN`/`Infinity`, comments, single quotes, unescaped
/// control characters in strings, and anything but whitespace after the top-level value.
public enum JSONParser {
    /// Parses a complete JSON document from raw bytes.
    ///
    /// - Parameters:
    ///   - buffer: UTF-8 bytes holding exactly one JSON value (plus whitespace).
    ///   - options: Limits and choices; see ``Options``.
    /// - Returns: The value.
    /// - Throws: ``JSONParseError`` with the byte offset, line and column of the first problem.
    public static func parse(_ buffer: UnsafeRawBufferPointer, options: Options = .default) throws(JSONParseError)
        -> JSONValue
    {
        try parse(buffer.bindMemory(to: UInt8.self), options: options)
    }

    /// Parses a complete JSON document from a buffer of bytes.
    ///
    /// - Parameters:
    ///   - buffer: UTF-8 bytes holding exactly one JSON value (plus whitespace).
    ///   - options: Limits and choices; see ``Options``.
    /// - Returns: The value.
    /// - Throws: ``JSONParseError`` with the byte offset, line and column of the first problem.
    public static func parse(_ buffer: UnsafeBufferPointer<UInt8>, options: Options = .default) throws(JSONParseError)
        -> JSONValue
    {
        var parser = JSONParserCore(buffer: buffer, options: options)
        return try parser.parseDocument()
    }

    /// Parses a complete JSON document from any byte collection (`[UInt8]`, `Data`, a slice…).
    ///
    /// Contiguous collections are read in place; others are copied into an array first.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 bytes holding exactly one JSON value (plus whitespace).
    ///   - options: Limits and choices; see ``Options``.
    /// - Returns: The value.
    /// - Throws: ``JSONParseError`` with the byte offset, line and column of the first problem.
    public static func parse(_ bytes: some Sequence<UInt8>, options: Options = .default) throws(JSONParseError)
        -> JSONValue
    {
        let direct = bytes.withContiguousStorageIfAvailable { buffer -> Result<JSONValue, JSONParseError> in
            do throws(JSONParseError) {
                return .success(try parse(buffer, options: options))
            } catch {
                return .failure(error)
            }
        }
        if let direct { return try direct.get() }
        let copy = Array(bytes)
        return try copy.withUnsafeBufferPointer { buffer throws(JSONParseError) in
            try parse(buffer, options: options)
        }
    }

    /// Parses a complete JSON document from text.
    ///
    /// - Parameters:
    ///   - text: A JSON document.
    ///   - options: Limits and choices; see ``Options``.
    /// - Returns: The value.
    /// - Throws: ``JSONParseError`` with the byte offset (in UTF-8), line and column of the first problem.
    public static func parse(_ text: String, options: Options = .default) throws(JSONParseError) -> JSONValue {
        try parse(text.utf8, options: options)
    }
}
