/// The one string decision graphql-js `printSchema` adds to the document printer: whether a
/// description can be printed as a block string.
enum SDLStrings {
    /// Whether printing `value` as a block string keeps its value: no leading blank line, no
    /// trailing blank line, no common indentation, no control characters but tab and line feed.
    static func isPrintableAsBlockString(_ value: String) -> Bool {
        if value.isEmpty { return true }
        var isEmptyLine = true
        var hasIndent = false
        var hasCommonIndent = true
        var seenNonEmptyLine = false
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\n":
                if isEmptyLine && !seenNonEmptyLine { return false }
                seenNonEmptyLine = true
                isEmptyLine = true
                hasIndent = false
            case " ", "\t":
                hasIndent = hasIndent || isEmptyLine
            case _ where scalar.value <= 0x0F:
                return false
            default:
                hasCommonIndent = hasCommonIndent && hasIndent
                isEmptyLine = false
            }
        }
        if isEmptyLine { return false }
        if hasCommonIndent && seenNonEmptyLine { return false }
        return true
    }
}
