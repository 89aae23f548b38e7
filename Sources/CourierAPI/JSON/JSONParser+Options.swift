extension JSONParser {
    /// Limits and choices for parsing.
    public struct Options: Sendable, Hashable {
        /// The deepest nesting of arrays and objects accepted; deeper input fails with
        /// ``JSONParseError/Reason/nestingTooDeep(limit:)``. The parser is iterative, so any
        /// limit is safe for parsing itself; but Swift releases (and ``JSONSerializer`` writes)
        /// nested values recursively, so values tens of thousands of levels deep can exhaust a
        /// thread's stack later. Raise the default only with that in mind.
        public var maximumDepth: Int
        /// The largest input accepted, in bytes; `nil` for no limit.
        public var maximumInputSize: Int?
        /// Whether a leading UTF-8 byte order mark (`EF BB BF`) is skipped. RFC 8259 §8.1 lets a
        /// parser ignore one; when `false` it is an error.
        public var skipsByteOrderMark: Bool

        /// Creates options.
        ///
        /// - Parameters:
        ///   - maximumDepth: The deepest nesting accepted (default 512).
        ///   - maximumInputSize: The largest input accepted in bytes, or `nil` (the default).
        ///   - skipsByteOrderMark: Whether a leading BOM is skipped (default `true`).
        public init(maximumDepth: Int = 512, maximumInputSize: Int? = nil, skipsByteOrderMark: Bool = true) {
            self.maximumDepth = maximumDepth
            self.maximumInputSize = maximumInputSize
            self.skipsByteOrderMark = skipsByteOrderMark
        }

        /// The defaults: depth 512, no size limit, BOM skipped.
        public static let `default` = Options()
    }
}
