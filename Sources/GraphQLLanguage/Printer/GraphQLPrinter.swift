/// The canonical GraphQL printer: the same text graphql-js's `print()` produces, two-space indent,
/// one selection or field per line, block strings kept as block strings.
///
/// Printing is compositional, like graphql-js: each node is printed from its children's text
/// with `join(_:_:)`, `wrap(_:_:_:)`, `block(_:)` and `indent(_:)`, which drop empty parts,
/// so optional pieces (names, directives, arguments) never leave stray spaces.
public enum GraphQLPrinter {
    /// Lines longer than this print a field's arguments one per line.
    static let maxLineLength = 80

    /// Prints a document: its definitions separated by blank lines, with no trailing newline.
    /// - Parameter document: The document.
    /// - Returns: The canonical text.
    ///
    /// An anonymous query prints as the shorthand `{ … }` unless it follows a type-system
    /// definition whose text does not end in `}` (`type Query`, `enum E @dir`): there the
    /// shorthand would parse back as that definition's fields or values, so it keeps `query`.
    public static func print(_ document: Document) -> String {
        var parts: [String] = []
        parts.reserveCapacity(document.definitions.count)
        var previousIsOpenTypeSystem = false
        for definition in document.definitions {
            let text: String
            switch definition {
            case .operation(let node): text = print(node, shorthandAllowed: !previousIsOpenTypeSystem)
            default: text = print(definition)
            }
            switch definition {
            case .operation, .fragment: previousIsOpenTypeSystem = false
            default: previousIsOpenTypeSystem = !text.hasSuffix("}")
            }
            parts.append(text)
        }
        return join(parts, "\n\n")
    }

    /// Prints one definition.
    /// - Parameter definition: The definition.
    /// - Returns: The canonical text.
    public static func print(_ definition: Definition) -> String {
        switch definition {
        case .operation(let node): print(node)
        case .fragment(let node): print(node)
        case .schema(let node): print(node)
        case .type(let node): print(node, isExtension: false)
        case .directive(let node): print(node)
        case .schemaExtension(let node): print(node)
        case .typeExtension(let node): print(node, isExtension: true)
        }
    }

    // MARK: Composition helpers (graphql-js's join, wrap, block, indent)

    /// The non-empty parts joined with `separator`.
    static func join(_ parts: [String], _ separator: String = "") -> String {
        var result = ""
        var first = true
        for part in parts where !part.isEmpty {
            if !first { result += separator }
            result += part
            first = false
        }
        return result
    }

    /// `start + text + end`, or the empty string when `text` is empty or nil.
    static func wrap(_ start: String, _ text: String?, _ end: String = "") -> String {
        guard let text, !text.isEmpty else { return "" }
        return start + text + end
    }

    /// The items one per line inside an indented `{ }` block, or the empty string without items.
    static func block(_ items: [String]) -> String {
        wrap("{\n", indent(join(items, "\n")), "\n}")
    }

    /// Every line of `text` indented by two spaces.
    static func indent(_ text: String) -> String {
        wrap("  ", text.replacingNewlines(with: "\n  "))
    }

    /// Whether any item spans more than one line.
    static func hasMultilineItems(_ items: [String]) -> Bool {
        items.contains { $0.utf8.contains(0x0A) }
    }
}

extension String {
    /// The string with every `\n` replaced by `replacement`.
    func replacingNewlines(with replacement: String) -> String {
        guard utf8.contains(0x0A) else { return self }
        var result = ""
        result.reserveCapacity(utf8.count + 16)
        var first = true
        for line in split(separator: "\n", omittingEmptySubsequences: false) {
            if !first { result += replacement }
            result += line
            first = false
        }
        return result
    }
}

extension Document {
    /// The document in canonical GraphQL text; see ``GraphQLPrinter``.
    public var printed: String { GraphQLPrinter.print(self) }
}
