/// Values of Correct Type, Input Object Field Names and Input Object Required Fields — GraphQL
/// spec §5.6.1, §5.6.2 and §5.6.4 (with §3.10.1 for `@oneOf` input objects).
///
/// Every literal must be valid for the input type expected where it stands: built-in scalars
/// check their literal kind (and `Int` its 32-bit range), enums their values, input objects
/// their fields (known, required ones present, exactly one non-null field for `@oneOf`), lists
/// their items. Custom scalars accept any literal. Variables are left to
/// ``VariablesInAllowedPositionRule``.
public struct ValuesOfCorrectTypeRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports every literal that does not fit its position, in arguments and variable defaults.
    public func validate(_ context: ValidationContext) {
        let checker = LiteralChecker(context: context)
        for (_, operation) in context.indexedOperations {
            for variable in operation.variableDefinitions {
                guard let value = variable.defaultValue else { continue }
                checker.check(
                    value, type: variable.type, at: variable.defaultValueLocation ?? ValueLocation(variable.location))
            }
        }
        for list in context.index.argumentLists {
            guard let definitions = list.definitions else { continue }
            for argument in list.arguments {
                guard let definition = definitions.first(where: { $0.name == argument.name }) else { continue }
                checker.check(argument.value, type: definition.type, at: argument.valueLocation)
            }
        }
    }
}

/// Checks one literal against an expected input type, reporting into the context.
private struct LiteralChecker {
    let context: ValidationContext

    /// Checks `value` at a position expecting `type` (`nil` when unknown).
    func check(_ value: Value, type: TypeReference?, at position: ValueLocation) {
        let location = position.start
        switch value {
        case .variable:
            return
        case .null:
            if let type, type.isNonNull {
                report("Expected value of non-null type \"\(type)\" not to be null.", location)
            }
        case .list(let items):
            guard let type else { return }
            guard case .list(let itemType) = type.nullable else {
                checkLeaf(value, locationType: type.nullable, at: location)
                return
            }
            // A list built in code may come without its items' locations: they fall back to the list's.
            let itemLocations =
                position.items.count == items.count
                ? position.items : Array(repeating: ValueLocation(location), count: items.count)
            for (item, itemLocation) in zip(items, itemLocations) {
                check(item, type: itemType, at: itemLocation)
            }
        case .object(let fields):
            guard let type else { return }
            guard case .inputObject(let object)? = context.schema.types[type.namedType] else {
                checkLeaf(value, locationType: type, at: location)
                return
            }
            checkObject(fields, of: object, printed: ValidationValuePrinter.print(value), at: location)
        default:
            guard let type else { return }
            checkLeaf(value, locationType: type, at: location)
        }
    }

    /// The fields in graphql-js 17's order: each defined field (missing required ones reported,
    /// given ones checked), then the unknown ones, then the `@oneOf` rule.
    private func checkObject(
        _ fields: [ObjectField], of object: GraphQLInputObjectType, printed: String, at location: SourceLocation
    ) {
        for definition in object.fields {
            guard let field = fields.first(where: { $0.name == definition.name }) else {
                if definition.type.isNonNull && definition.defaultValue == nil {
                    report(
                        "Expected value of type \"\(object.name)\" to include "
                            + "required field \"\(definition.name)\", found: \(printed).", location)
                }
                continue
            }
            check(field.value, type: definition.type, at: field.valueLocation)
        }
        for field in fields where !object.fields.contains(where: { $0.name == field.name }) {
            let suggestion = Suggestions.didYouMean(
                Suggestions.list(for: field.name, options: object.fields.map(\.name)))
            let found = suggestion.isEmpty ? ", found: " : ".\(suggestion) Found: "
            report(
                "Expected value of type \"\(object.name)\" not to include "
                    + "unknown field \"\(field.name)\"\(found)\(printed).", field.location)
        }
        if object.isOneOf { checkOneOf(fields, of: object, at: location) }
    }

    /// `@oneOf`: exactly one known field, and not null (its variable's nullability is
    /// ``VariablesInAllowedPositionRule``'s to check, as in graphql-js 17).
    private func checkOneOf(_ fields: [ObjectField], of object: GraphQLInputObjectType, at location: SourceLocation) {
        let known = fields.filter { field in object.fields.contains { $0.name == field.name } }
        if known.count != 1 || known[0].value == .null {
            report(
                "Within OneOf Input Object type \"\(object.name)\", exactly one field "
                    + "must be specified, and the value for that field must be non-null.",
                location)
        }
    }

    /// Checks a literal at a position whose named type should be a scalar or enum.
    private func checkLeaf(_ value: Value, locationType: TypeReference, at location: SourceLocation) {
        guard let named = context.schema.types[locationType.namedType] else { return }
        let printed = ValidationValuePrinter.print(value)
        switch named {
        case .scalar(let scalar):
            if let problem = LiteralProblems.builtInScalar(scalar.name, value, printed: printed) {
                report(problem, location)
            }
        case .enumType(let enumType):
            if let problem = LiteralProblems.enumValue(enumType, value, printed: printed) { report(problem, location) }
        default:
            report("Expected value of type \"\(locationType.namedType)\" to be an object, found: \(printed).", location)
        }
    }

    private func report(_ message: String, _ location: SourceLocation) {
        context.report(message, [location])
    }
}
