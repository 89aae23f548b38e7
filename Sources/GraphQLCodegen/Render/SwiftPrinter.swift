/// Prints ``SwiftDeclaration``s, indented with one tab per level (as gofmt does): half the bytes
/// of two spaces across the deep nesting of generated selection sets.
struct SwiftPrinter {
    private(set) var text = ""
    private var depth = 0

    /// Appends one line at the current indentation (empty lines stay empty).
    mutating func line(_ content: String) {
        if !content.isEmpty { text += String(repeating: "\t", count: depth) + content }
        text += "\n"
    }

    /// Appends the declarations at the current indentation.
    mutating func print(_ declarations: [SwiftDeclaration]) {
        for declaration in declarations { print(declaration) }
    }

    /// Appends the declaration's doc comment and the declaration.
    mutating func print(_ declaration: SwiftDeclaration) {
        for line in declaration.documentation { self.line(line) }
        switch declaration.kind {
        case .line(let content):
            line(content)
        case .block(let header, let members):
            line(header + " {")
            depth += 1
            print(members)
            depth -= 1
            line("}")
        case .blank:
            line("")
        }
    }

    /// The declarations' text, starting at indentation 0.
    static func text(of declarations: [SwiftDeclaration]) -> String {
        var printer = SwiftPrinter()
        printer.print(declarations)
        return printer.text
    }
}
