/// A position in a GraphQL source text: 1-based line and column, and the UTF-8 byte offset.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The line, starting at 1.
    public var line: Int
    /// The column, starting at 1, counted in Unicode scalars.
    public var column: Int
    /// The UTF-8 byte offset from the start of the source, starting at 0.
    public var offset: Int

    /// Creates a location.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    /// Orders by offset.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool { lhs.offset < rhs.offset }
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
