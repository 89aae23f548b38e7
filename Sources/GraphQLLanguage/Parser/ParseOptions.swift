/// Limits and switches for ``parse(_:options:)``.
///
/// The limits keep hostile input from exhausting the stack or the CPU: the parser is recursive,
/// and each nesting level (a selection set, a list or object value, a list type) checks
/// ``maxDepth`` before it recurses, so a deep document fails with a ``GraphQLSyntaxError``
/// instead of overflowing the stack.
public struct ParseOptions: Sendable, Hashable {
    /// The deepest nesting of selection sets, list and object values and list types allowed.
    ///
    /// The default, 128, is far beyond real documents (GitHub's schema and typical operations stay
    /// under 15) and was measured to parse safely on a thread with a 512 KiB stack in debug builds.
    public var maxDepth: Int
    /// The most tokens a document may have (the end-of-source token not counted); default 500,000,
    /// roughly 8 MB of SDL.
    public var maxTokens: Int

    /// Creates options.
    /// - Parameters:
    ///   - maxDepth: The deepest nesting allowed.
    ///   - maxTokens: The most tokens allowed.
    public init(maxDepth: Int = 128, maxTokens: Int = 500_000) {
        self.maxDepth = maxDepth
        self.maxTokens = maxTokens
    }
}
