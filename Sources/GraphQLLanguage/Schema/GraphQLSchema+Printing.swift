/// Printing a schema back to SDL, as graphql-js `printSchema` does.
extension GraphQLSchema {
    /// The schema as SDL, in graphql-js `printSchema` form: the `schema { … }` definition only
    /// when it has a description or non-default root type names, then the directive definitions,
    /// then the types, in definition order; built-in scalars, built-in directives and introspection
    /// types are left out. Descriptions print as block strings where they can; `@deprecated`,
    /// `@specifiedBy` and `@oneOf` are the only applied directives printed (`@deprecated` on directive
    /// definitions too). No trailing newline.
    /// - Returns: The SDL text.
    public func printSDL() -> String {
        var blocks: [String] = []
        if let definition = printSchemaDefinition() { blocks.append(definition) }
        for name in directiveNames {
            guard let directive = directives[name], !Self.isBuiltIn(directive) else { continue }
            blocks.append(SDLPrinter(schema: self).directive(directive))
        }
        for name in typeNames where !Self.isBuiltInTypeName(name) {
            if let type = types[name] { blocks.append(SDLPrinter(schema: self).type(type)) }
        }
        return blocks.joined(separator: "\n\n")
    }

    /// One named type as SDL, as graphql-js `printType` does.
    /// - Parameter type: A type of this schema.
    /// - Returns: The type's SDL.
    public func printSDL(of type: GraphQLNamedType) -> String {
        SDLPrinter(schema: self).type(type)
    }

    private func printSchemaDefinition() -> String? {
        let roots: [(String, String?, String)] = [
            ("query", queryTypeName, "Query"), ("mutation", mutationTypeName, "Mutation"),
            ("subscription", subscriptionTypeName, "Subscription"),
        ]
        let isCommon = roots.allSatisfy { _, name, common in name == nil || name == common }
        if description == nil && isCommon { return nil }
        let lines = roots.compactMap { operation, name, _ in name.map { "  \(operation): \($0)" } }
        return SDLPrinter.description(description) + "schema {\n" + lines.joined(separator: "\n") + "\n}"
    }

    /// Whether `directive` is a spec directive, or one of the incremental-delivery directives as
    /// built in (a schema's own `@defer` definition prints).
    static func isBuiltIn(_ directive: GraphQLDirective) -> Bool {
        specifiedDirectives.contains { $0.name == directive.name } || incrementalDeliveryDirectives.contains(directive)
    }
}

/// Prints the parts of a schema as SDL (graphql-js `printSchema` layout).
struct SDLPrinter {
    let schema: GraphQLSchema

    func type(_ type: GraphQLNamedType) -> String {
        switch type {
        case .scalar(let scalar):
            let url = scalar.specifiedByURL.map { " @specifiedBy(url: \(GraphQLPrinter.printString($0)))" } ?? ""
            return Self.description(scalar.description) + "scalar \(scalar.name)" + url
        case .object(let object):
            return Self.description(object.description) + "type \(object.name)" + Self.interfaces(object.interfaces)
                + fields(object.fields)
        case .interface(let interface):
            return Self.description(interface.description) + "interface \(interface.name)"
                + Self.interfaces(interface.interfaces)
                + fields(interface.fields)
        case .union(let union):
            let members = union.possibleTypes.isEmpty ? "" : " = " + union.possibleTypes.joined(separator: " | ")
            return Self.description(union.description) + "union \(union.name)" + members
        case .enumType(let enumType):
            let values = enumType.values.enumerated().map { index, value in
                Self.description(value.description, indentation: "  ", firstInBlock: index == 0) + "  " + value.name
                    + Self.deprecated(value.deprecationReason)
            }
            return Self.description(enumType.description) + "enum \(enumType.name)" + Self.block(values)
        case .inputObject(let input):
            let fields = input.fields.enumerated().map { index, field in
                Self.description(field.description, indentation: "  ", firstInBlock: index == 0) + "  "
                    + inputValue(field)
            }
            return Self.description(input.description) + "input \(input.name)" + (input.isOneOf ? " @oneOf" : "")
                + Self.block(fields)
        }
    }

    func directive(_ directive: GraphQLDirective) -> String {
        Self.description(directive.description) + "directive @\(directive.name)" + arguments(directive.arguments)
            + Self.deprecated(directive.deprecationReason) + (directive.isRepeatable ? " repeatable" : "") + " on "
            + directive.locations.map(\.rawValue).joined(separator: " | ")
    }

    private func fields(_ fields: [GraphQLField]) -> String {
        Self.block(
            fields.enumerated().map { index, field in
                Self.description(field.description, indentation: "  ", firstInBlock: index == 0) + "  " + field.name
                    + arguments(field.arguments, indentation: "  ") + ": \(field.type)"
                    + Self.deprecated(field.deprecationReason)
            })
    }

    func arguments(_ arguments: [GraphQLInputValue], indentation: String = "") -> String {
        if arguments.isEmpty { return "" }
        // graphql-core 3.3: any description, even an empty one, puts the arguments one per line.
        if arguments.allSatisfy({ $0.description == nil }) {
            return "(" + arguments.map(inputValue).joined(separator: ", ") + ")"
        }
        let lines = arguments.enumerated().map { index, argument in
            Self.description(argument.description, indentation: "  " + indentation, firstInBlock: index == 0)
                + "  " + indentation + inputValue(argument)
        }
        return "(\n" + lines.joined(separator: "\n") + "\n\(indentation))"
    }

    private func inputValue(_ value: GraphQLInputValue) -> String {
        var text = "\(value.name): \(value.type)"
        // graphql-js 17 prints a default as written (16 printed it coerced to its type, and
        // left out one that did not coerce; ``DefaultValuesRule`` reports those now).
        if let defaultValue = value.defaultValue { text += " = " + GraphQLPrinter.print(defaultValue) }
        return text + Self.deprecated(value.deprecationReason)
    }

    private static func interfaces(_ names: [String]) -> String {
        names.isEmpty ? "" : " implements " + names.joined(separator: " & ")
    }

    private static func block(_ items: [String]) -> String {
        items.isEmpty ? "" : " {\n" + items.joined(separator: "\n") + "\n}"
    }

    private static func deprecated(_ reason: String?) -> String {
        guard let reason else { return "" }
        return reason == GraphQLSchema.defaultDeprecationReason
            ? " @deprecated" : " @deprecated(reason: \(GraphQLPrinter.printString(reason)))"
    }

    /// A description line (or block) before a definition, indented; empty without a description.
    static func description(_ description: String?, indentation: String = "", firstInBlock: Bool = true) -> String {
        guard let description else { return "" }
        let literal =
            SDLStrings.isPrintableAsBlockString(description)
            ? GraphQLPrinter.printBlockString(description) : GraphQLPrinter.printString(description)
        let prefix = !indentation.isEmpty && !firstInBlock ? "\n" + indentation : indentation
        return prefix + literal.replacingNewlines(with: "\n" + indentation) + "\n"
    }
}
