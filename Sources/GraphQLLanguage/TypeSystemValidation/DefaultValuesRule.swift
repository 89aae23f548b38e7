/// Every default value, of a field argument, a directive argument or an input field, is valid
/// for its type (GraphQL spec §3.10 "Input Coercion" applied to defaults; graphql-js 17's
/// `validateInputLiteral` in `validateSchema`). graphql-js 16 dropped such a default without a
/// word; it is reported here, in graphql-js 17's wording, with the path inside the value.
///
/// The error points at the argument or input field definition (the AST keeps no location for a
/// value literal); graphql-js points at the offending literal itself.
enum DefaultValuesRule: SchemaValidationRule {
    static func validate(_ context: inout SchemaValidationContext) {
        for directive in context.definedDirectives {
            for argument in directive.arguments {
                check(
                    argument, coordinate: "@\(directive.name)(\(argument.name):)", owner: "@" + directive.name, &context
                )
            }
        }
        for type in context.definedTypes {
            switch type {
            case .object(let object): checkFields(object.fields, of: object.name, &context)
            case .interface(let interface): checkFields(interface.fields, of: interface.name, &context)
            case .inputObject(let input):
                for field in input.fields {
                    check(field, coordinate: "\(input.name).\(field.name)", owner: input.name, &context)
                }
            default: continue
            }
        }
    }

    private static func checkFields(
        _ fields: [GraphQLField], of owner: String, _ context: inout SchemaValidationContext
    ) {
        for field in fields {
            for argument in field.arguments {
                check(argument, coordinate: "\(owner).\(field.name)(\(argument.name):)", owner: owner, &context)
            }
        }
    }

    private static func check(
        _ value: GraphQLInputValue, coordinate: String, owner: String, _ context: inout SchemaValidationContext
    ) {
        guard let defaultValue = value.defaultValue else { return }
        var problems: [(path: String, message: String)] = []
        DefaultValueChecker(schema: context.schema).check(defaultValue, as: value.type, path: "", into: &problems)
        for problem in problems {
            let at = problem.path.isEmpty ? "" : " at " + problem.path
            context.report(
                "\(coordinate) has invalid default value\(at): \(problem.message)", [value.location], owner: owner)
        }
    }
}

/// Checks a constant literal against an input type, collecting each problem with its path
/// (`.field`, `[index]`) in graphql-js 17's wording.
struct DefaultValueChecker {
    let schema: GraphQLSchema

    func check(
        _ value: Value, as type: TypeReference, path: String, into problems: inout [(path: String, message: String)]
    ) {
        switch type {
        case .nonNull(let inner):
            if case .null = value {
                problems.append((path, "Expected value of non-null type \"\(type)\" not to be null."))
                return
            }
            check(value, as: inner, path: path, into: &problems)
        case _ where value == .null:
            return
        case .list(let item):
            guard case .list(let items) = value else {
                check(value, as: item, path: path, into: &problems)
                return
            }
            for (index, element) in items.enumerated() {
                check(element, as: item, path: path + "[\(index)]", into: &problems)
            }
        case .named(let name):
            checkNamed(value, name, path: path, into: &problems)
        }
    }

    private func checkNamed(
        _ value: Value, _ name: String, path: String, into problems: inout [(path: String, message: String)]
    ) {
        let printed = ValidationValuePrinter.print(value)
        switch schema.types[name] {
        case .scalar?:
            if let problem = LiteralProblems.builtInScalar(name, value, printed: printed) {
                problems.append((path, problem))
            }
        case .enumType(let enumType)?:
            if let problem = LiteralProblems.enumValue(enumType, value, printed: printed) {
                problems.append((path, problem))
            }
        case .inputObject(let input)?:
            guard case .object(let fields) = value else {
                problems.append((path, "Expected value of type \"\(name)\" to be an object, found: \(printed)."))
                return
            }
            checkObject(fields, of: input, printed: printed, path: path, into: &problems)
        default:
            // An unknown or output type is reported by the rules that check the argument's type.
            return
        }
    }

    private func checkObject(
        _ fields: [ObjectField], of input: GraphQLInputObjectType, printed: String, path: String,
        into problems: inout [(path: String, message: String)]
    ) {
        // graphql-js 17's order: each defined field (a missing required one, or the given value),
        // then the unknown fields, then the `@oneOf` rule.
        for definition in input.fields {
            guard let field = fields.first(where: { $0.name == definition.name }) else {
                if definition.type.isNonNull && definition.defaultValue == nil {
                    problems.append(
                        (
                            path,
                            "Expected value of type \"\(input.name)\" to include "
                                + "required field \"\(definition.name)\", found: \(printed)."
                        ))
                }
                continue
            }
            check(field.value, as: definition.type, path: path + "." + definition.name, into: &problems)
        }
        for field in fields where !input.fields.contains(where: { $0.name == field.name }) {
            let suggestion = Suggestions.didYouMean(
                Suggestions.list(for: field.name, options: input.fields.map(\.name)))
            let found = suggestion.isEmpty ? ", found: " : ".\(suggestion) Found: "
            problems.append(
                (
                    path,
                    "Expected value of type \"\(input.name)\" not to include "
                        + "unknown field \"\(field.name)\"\(found)\(printed)."
                ))
        }
        let known = fields.filter { field in input.fields.contains { $0.name == field.name } }
        if input.isOneOf && (known.count != 1 || known[0].value == .null) {
            problems.append(
                (
                    path,
                    "Within OneOf Input Object type \"\(input.name)\", exactly one field "
                        + "must be specified, and the value for that field must be non-null."
                ))
        }
    }
}
