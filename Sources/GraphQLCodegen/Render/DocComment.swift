/// Doc comments from GraphQL descriptions.
enum DocComment {
    /// The `///` lines of a description, one per line of its text (trailing spaces dropped); none
    /// without a description or for an empty one.
    static func lines(_ description: String?) -> [String] {
        guard let description, !description.isEmpty else { return [] }
        return description.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var text = Substring(line)
            while text.last == " " || text.last == "\t" || text.last == "\r" { text = text.dropLast() }
            return text.isEmpty ? "///" : "/// " + text
        }
    }
}
