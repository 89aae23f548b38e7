/// Accumulates Swift source lines, indented with one tab per level (as gofmt does), half the
/// bytes of two spaces across the deep nesting of generated selection sets.
struct SwiftWriter {
    private(set) var text = ""
    private var depth = 0

    /// Appends one line at the current indentation (empty lines stay empty).
    mutating func line(_ content: String) {
        if !content.isEmpty { text += String(repeating: "\t", count: depth) + content }
        text += "\n"
    }

    /// Appends text written at depth 0, indented to the current depth.
    mutating func append(_ other: SwiftWriter) {
        for line in other.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() { self.line(String(line)) }
    }

    /// Appends `open`, the body one level deeper, then `}`.
    mutating func block(_ open: String, _ body: (inout SwiftWriter) -> Void) {
        line(open + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }
}
