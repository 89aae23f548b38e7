/// A position in a GraphQL source text: 1-based line and column, the UTF-8 byte offset, and which
/// of its document's sources the text is.
///
/// A document parsed from several files (`parse(_:options:)` given an array of sources) keeps
/// each file as its own source, so a location names its file through ``sourceIndex`` without the
/// files' texts ever being joined.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The line, starting at 1.
    public var line: Int
    /// The column, starting at 1, counted in Unicode scalars.
    public var column: Int
    /// The UTF-8 byte offset from the start of the source, starting at 0.
    public var offset: Int
    /// The index of the source in its document's ``Document/sources``: 0 for a document parsed
    /// from one source.
    public var sourceIndex: Int

    /// Creates a location.
    /// - Parameters:
    ///   - line: The 1-based line.
    ///   - column: The 1-based column, in Unicode scalars.
    ///   - offset: The UTF-8 byte offset from the start of the source.
    ///   - sourceIndex: Which of the document's sources the location is in.
    public init(line: Int, column: Int, offset: Int, sourceIndex: Int = 0) {
        self.line = line
        self.column = column
        self.offset = offset
        self.sourceIndex = sourceIndex
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    /// Orders by source, then by offset.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.sourceIndex, lhs.offset) < (rhs.sourceIndex, rhs.offset)
    }
}

/// A GraphQL source text with a name used in diagnostics (usually a file path).
public struct Source: Sendable, Hashable {
    /// The text.
    public var body: String
    /// The name shown in diagnostics, e.g. `Queries/Hero.graphql`.
    public var name: String

    /// Creates a source.
    public init(_ body: String, name: String = "GraphQL request") {
        self.body = body
        self.name = name
    }
}
