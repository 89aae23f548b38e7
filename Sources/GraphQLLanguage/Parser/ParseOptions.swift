/// Limits and switches for ``parse(_:options:)-(Source,_)``.
///
/// The limits keep hostile input from exhausting the stack or the CPU. Every nesting level (a
/// selection set, a list or object value, a list type) counts towards ``maxDepth`` and is checked
/// before the parser descends, so a deep document fails with a ``GraphQLSyntaxError`` instead of
/// overflowing the stack. Selection sets are parsed and printed without recursion; values and
/// types recurse, as do ``Document/walk(_:)`` and the destruction of a deep AST.
public struct ParseOptions: Sendable, Hashable {
    /// The deepest nesting of selection sets, list and object values and list types allowed.
    ///
    /// The default, 128, is far beyond real documents (GitHub's schema and typical operations stay
    /// under 15). On a thread with a 512 KiB stack (a secondary thread's default on Apple
    /// platforms), debug builds were measured to parse, walk and print documents nested 350 deep
    /// (the tightest case, printing nested object values) and release builds much deeper, so the
    /// default keeps a margin of more than 2.5× even unoptimised.
    public var maxDepth: Int
    /// The most tokens a document may have (the end-of-source token not counted); default 500,000,
    /// 25 times the ~20,000 of GitHub's 368 KB public schema.
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
