import GraphQLLanguage

/// Generates a large, valid operation document for a schema: one query per root field, selecting
/// fields a few levels deep, with required arguments filled in and inline fragments on the
/// possible types of interfaces and unions.
///
/// Fields inside inline fragments are aliased `Type_field`, so that selections on different
/// possible types never compete for one response name (which OverlappingFieldsCanBeMerged would
/// rightly reject when their types differ).
struct ValidationDocumentGenerator {
    /// The schema the operations are written against.
    let schema: GraphQLSchema
    /// How many levels of composite fields to descend.
    var depth = 3
    /// At most this many fields per selection set.
    var fieldsPerLevel = 8
    /// At most this many inline fragments per abstract type.
    var fragmentsPerAbstractType = 2

    /// The document text: `copies` rounds of one query per usable root field.
    func document(copies: Int) -> String {
        guard let root = schema.rootType(for: .query) else { return "" }
        var text = ""
        for copy in 0..<copies {
            for field in root.fields where !field.name.hasPrefix("__") {
                guard let arguments = requiredArguments(field.arguments) else { continue }
                let selection = selectionSet(of: field.type.namedType, depth: depth, indent: "    ")
                text += "query Q\(copy)_\(field.name) {\n  \(field.name)\(arguments)\(selection)\n}\n\n"
            }
        }
        return text
    }

    /// ` { … }` for a composite type, or an empty string for a leaf.
    private func selectionSet(of typeName: String, depth: Int, indent: String) -> String {
        guard let type = schema.type(named: typeName), type.isComposite else { return "" }
        var lines = ["__typename"]
        lines += fieldSelections(of: typeName, depth: depth, indent: indent, aliasPrefix: nil)
        if type.isAbstract {
            for possible in schema.possibleTypes(of: typeName).prefix(fragmentsPerAbstractType) {
                let inner = fieldSelections(of: possible, depth: depth, indent: indent + "  ", aliasPrefix: possible)
                guard !inner.isEmpty else { continue }
                lines.append(
                    "... on \(possible) {\n\(indent)  " + inner.joined(separator: "\n\(indent)  ") + "\n\(indent)}")
            }
        }
        let closing = String(indent.dropLast(2))
        return " {\n\(indent)" + lines.joined(separator: "\n\(indent)") + "\n\(closing)}"
    }

    /// Up to ``fieldsPerLevel`` usable fields of `typeName`, leaves first.
    private func fieldSelections(of typeName: String, depth: Int, indent: String, aliasPrefix: String?) -> [String] {
        guard let type = schema.type(named: typeName) else { return [] }
        var selections: [String] = []
        for field in type.fields where selections.count < fieldsPerLevel {
            guard let arguments = requiredArguments(field.arguments),
                let fieldType = schema.type(named: field.type.namedType)
            else { continue }
            let alias = aliasPrefix.map { "\($0)_\(field.name): " } ?? ""
            if fieldType.isLeaf {
                selections.append("\(alias)\(field.name)\(arguments)")
            } else if depth > 1 {
                let inner = selectionSet(of: fieldType.name, depth: depth - 1, indent: indent + "  ")
                selections.append("\(alias)\(field.name)\(arguments)\(inner)")
            }
        }
        return selections
    }

    /// `(name: value, …)` for the required arguments, `""` when there are none, or `nil` when one
    /// cannot be written as a literal.
    private func requiredArguments(_ arguments: [GraphQLInputValue]) -> String? {
        var written: [String] = []
        for argument in arguments where argument.type.isNonNull && argument.defaultValue == nil {
            guard let value = literal(for: argument.type, depth: 0) else { return nil }
            written.append("\(argument.name): \(value)")
        }
        return written.isEmpty ? "" : "(" + written.joined(separator: ", ") + ")"
    }

    /// A literal of `type`, or `nil` when none can be written within a few levels.
    private func literal(for type: TypeReference, depth: Int) -> String? {
        guard depth < 4 else { return nil }
        switch type {
        case .nonNull(let inner): return literal(for: inner, depth: depth)
        case .list(let inner): return literal(for: inner, depth: depth + 1).map { "[\($0)]" }
        case .named(let name):
            switch schema.type(named: name) {
            case .scalar(let scalar):
                switch scalar.name {
                case "Int": return "10"
                case "Float": return "1.5"
                case "Boolean": return "true"
                default: return "\"x\""
                }
            case .enumType(let enumType): return enumType.values.first?.name
            case .inputObject(let input):
                var fields: [String] = []
                for field in input.fields where field.type.isNonNull && field.defaultValue == nil {
                    guard let value = literal(for: field.type, depth: depth + 1) else { return nil }
                    fields.append("\(field.name): \(value)")
                }
                return "{" + fields.joined(separator: ", ") + "}"
            default: return nil
            }
        }
    }
}
