/// Parses a GraphQL document (executable definitions, type-system definitions, or both).
/// - Parameters:
///   - source: The text and its name for diagnostics.
///   - options: Depth and token limits.
/// - Returns: The document, every node located in `source`.
/// - Throws: ``GraphQLSyntaxError`` at the first lexical or grammatical error, or when a limit is
///   exceeded.
public func parse(_ source: Source, options: ParseOptions = .init()) throws(GraphQLSyntaxError) -> Document {
    var parser = try Parser(source: source, options: options)
    return try parser.parseDocument()
}

/// Parses several sources, usually files, as one document: each is parsed on its own (no
/// definition spans two of them) and their definitions are put together in order, so that a
/// fragment defined in one file can be spread in another.
///
/// No text is joined: every location keeps its own file's line and column, and its
/// ``SourceLocation/sourceIndex`` says which of ``Document/sources`` it is in.
/// - Parameters:
///   - sources: The texts and their names (e.g. file paths), in order.
///   - options: Depth and token limits, applied to each source.
/// - Returns: The definitions of every source that parsed (``Document/sources`` holds all of
///   `sources`, so indices match), and the syntax error of each source that did not, in order.
public func parse(_ sources: [Source], options: ParseOptions = .init()) -> (
    document: Document, syntaxErrors: [GraphQLSyntaxError]
) {
    var definitions: [Definition] = []
    var syntaxErrors: [GraphQLSyntaxError] = []
    for (index, source) in sources.enumerated() {
        do {
            var parser = try Parser(source: source, options: options, sourceIndex: index)
            definitions += try parser.parseDocument().definitions
        } catch {
            syntaxErrors.append(error)
        }
    }
    return (Document(definitions: definitions, sources: sources), syntaxErrors)
}

/// Parses a GraphQL document from a string.
/// - Parameters:
///   - text: The document's text.
///   - name: The name shown in diagnostics.
///   - options: Depth and token limits.
/// - Returns: The document.
/// - Throws: ``GraphQLSyntaxError`` at the first error.
public func parse(_ text: String, name: String = "GraphQL request", options: ParseOptions = .init())
    throws(GraphQLSyntaxError) -> Document
{
    try parse(Source(text, name: name), options: options)
}

extension Document {
    /// Parses a document from a string; see ``parse(_:options:)-(Source,_)``.
    /// - Parameters:
    ///   - text: The document's text.
    ///   - options: Depth and token limits.
    /// - Throws: ``GraphQLSyntaxError`` at the first error.
    public init(parsing text: String, options: ParseOptions = .init()) throws(GraphQLSyntaxError) {
        self = try parse(Source(text), options: options)
    }
}

/// Parses a lone value literal, e.g. `{a: [1, 2]}` or, unless `isConst`, `$variable`.
/// - Parameters:
///   - source: The value's text.
///   - isConst: Whether variables are rejected.
///   - options: Depth and token limits.
/// - Returns: The value.
/// - Throws: ``GraphQLSyntaxError`` when the text is not exactly one value.
public func parseValue(_ source: Source, isConst: Bool = false, options: ParseOptions = .init())
    throws(GraphQLSyntaxError) -> Value
{
    var parser = try Parser(source: source, options: options)
    let value = try parser.parseValue(isConst: isConst)
    try parser.expect(.eof)
    return value
}

/// Parses a lone type reference, e.g. `[String!]!`.
/// - Parameters:
///   - source: The type's text.
///   - options: Depth and token limits.
/// - Returns: The type reference.
/// - Throws: ``GraphQLSyntaxError`` when the text is not exactly one type.
public func parseType(_ source: Source, options: ParseOptions = .init()) throws(GraphQLSyntaxError) -> TypeReference {
    var parser = try Parser(source: source, options: options)
    let type = try parser.parseTypeReference()
    try parser.expect(.eof)
    return type
}
