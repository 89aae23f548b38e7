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
        var checker = LiteralChecker(context: context)
        var variablesByDefinition: [Int: [String: VariableDefinition]] = [:]
        for (index, operation) in context.indexedOperations {
            var variables: [String: VariableDefinition] = [:]
            for variable in operation.variableDefinitions where variables[variable.name] == nil { variables[variable.name] = variable }
            variablesByDefinition[index] = variables
            checker.variables = variables
            for variable in operation.variableDefinitions {
                guard let value = variable.defaultValue else { continue }
                let offset = context.scanner?.defaultValueOffset(of: variable)
                checker.check(value, type: variable.type, at: ValuePosition(anchor: variable.location, offset: offset))
            }
        }
        for list in context.index.argumentLists {
            guard let definitions = list.definitions else { continue }
            checker.variables = variablesByDefinition[list.definitionIndex] ?? [:]
            for argument in list.arguments {
                guard let definition = definitions.first(where: { $0.name == argument.name }) else { continue }
                let offset = context.scanner?.valueOffset(afterName: argument.name, at: argument.location)
                checker.check(argument.value, type: definition.type, at: ValuePosition(anchor: argument.location, offset: offset))
            }
        }
    }
}

/// Where a literal stands: a located node at or before it, and the literal's own offset when the
/// source text could be read.
private struct ValuePosition {
    var anchor: SourceLocation
    var offset: Int?
}

/// Checks one literal against an expected input type, reporting into the context.
private struct LiteralChecker {
    let context: ValidationContext
    /// The variables of the operation the literal belongs to (for `@oneOf` checks).
    var variables: [String: VariableDefinition] = [:]

    init(context: ValidationContext) { self.context = context }

    /// Checks `value` at a position expecting `type` (`nil` when unknown).
    func check(_ value: Value, type: TypeReference?, at position: ValuePosition) {
        var position = position
        if let offset = position.offset, context.scanner?.valueStarts(value, at: offset) != true { position.offset = nil }
        let location = position.offset.flatMap { offset in context.scanner?.location(of: offset, base: position.anchor) } ?? position.anchor
        switch value {
        case .variable:
            return
        case .null:
            if let type, type.isNonNull { report("Expected value of type \"\(type)\", found null.", location) }
        case .list(let items):
            guard let type else { return }
            guard case .list(let itemType) = type.nullable else {
                checkLeaf(value, locationType: type.nullable, at: location)
                return
            }
            let offsets = position.offset.flatMap { context.scanner?.listItemOffsets(at: $0) }
            for (index, item) in items.enumerated() {
                let itemOffset = offsets.flatMap { $0.count == items.count ? $0[index] : nil }
                check(item, type: itemType, at: ValuePosition(anchor: location, offset: itemOffset))
            }
        case .object(let fields):
            guard let type else { return }
            guard case .inputObject(let object)? = context.schema.types[type.namedType] else {
                checkLeaf(value, locationType: type, at: location)
                return
            }
            checkObject(fields, of: object, at: location)
        default:
            guard let type else { return }
            checkLeaf(value, locationType: type, at: location)
        }
    }

    private func checkObject(_ fields: [ObjectField], of object: GraphQLInputObjectType, at location: SourceLocation) {
        for definition in object.fields where definition.type.isNonNull && definition.defaultValue == nil {
            if !fields.contains(where: { $0.name == definition.name }) {
                report("Field \"\(object.name).\(definition.name)\" of required type \"\(definition.type)\" was not provided.", location)
            }
        }
        if object.isOneOf { checkOneOf(fields, of: object, at: location) }
        for field in fields {
            if let definition = object.fields.first(where: { $0.name == field.name }) {
                let offset = context.scanner?.valueOffset(afterName: field.name, at: field.location)
                check(field.value, type: definition.type, at: ValuePosition(anchor: field.location, offset: offset))
            } else {
                let suggestion = Suggestions.didYouMean(Suggestions.list(for: field.name, options: object.fields.map(\.name)))
                report("Field \"\(field.name)\" is not defined by type \"\(object.name)\".\(suggestion)", field.location)
            }
        }
    }

    private func checkOneOf(_ fields: [ObjectField], of object: GraphQLInputObjectType, at location: SourceLocation) {
        var names: [String] = []
        var valueByName: [String: Value] = [:]
        for field in fields where valueByName[field.name] == nil {
            names.append(field.name)
            valueByName[field.name] = field.value
        }
        guard names.count == 1 else {
            report("OneOf Input Object \"\(object.name)\" must specify exactly one key.", location)
            return
        }
        switch valueByName[names[0]] {
        case .null?, nil:
            report("Field \"\(object.name).\(names[0])\" must be non-null.", location)
        case .variable(let variable)?:
            if let definition = variables[variable.name], !definition.type.isNonNull {
                report("Variable \"\(variable.name)\" must be non-nullable to be used for OneOf Input Object \"\(object.name)\".", location)
            }
        default:
            return
        }
    }

    /// Checks a literal at a position whose named type should be a scalar or enum.
    private func checkLeaf(_ value: Value, locationType: TypeReference, at location: SourceLocation) {
        guard let named = context.schema.types[locationType.namedType] else { return }
        let printed = ValidationValuePrinter.print(value)
        switch named {
        case .scalar(let scalar):
            if let problem = Self.builtInScalarProblem(scalar.name, value, printed: printed) { report(problem, location) }
        case .enumType(let enumType):
            let valueNames = enumType.values.map(\.name)
            if case .enumValue(let name) = value {
                guard !valueNames.contains(name) else { return }
                let suggestion = Suggestions.didYouMean(Suggestions.list(for: printed, options: valueNames), subMessage: "the enum value")
                report("Value \"\(printed)\" does not exist in \"\(enumType.name)\" enum.\(suggestion)", location)
            } else {
                let suggestion = Suggestions.didYouMean(Suggestions.list(for: printed, options: valueNames), subMessage: "the enum value")
                report("Enum \"\(enumType.name)\" cannot represent non-enum value: \(printed).\(suggestion)", location)
            }
        default:
            report("Expected value of type \"\(locationType)\", found \(printed).", location)
        }
    }

    /// The graphql-js message for a literal a built-in scalar rejects; `nil` when accepted or
    /// when the scalar is custom (custom scalars accept any literal).
    static func builtInScalarProblem(_ scalar: String, _ value: Value, printed: String) -> String? {
        switch scalar {
        case "Int":
            guard case .int(let text) = value else { return "Int cannot represent non-integer value: \(printed)" }
            return Int32(text) == nil ? "Int cannot represent non 32-bit signed integer value: \(printed)" : nil
        case "Float":
            switch value {
            case .int, .float: return nil
            default: return "Float cannot represent non numeric value: \(printed)"
            }
        case "String":
            if case .string = value { return nil }
            return "String cannot represent a non string value: \(printed)"
        case "Boolean":
            if case .boolean = value { return nil }
            return "Boolean cannot represent a non boolean value: \(printed)"
        case "ID":
            switch value {
            case .int, .string: return nil
            default: return "ID cannot represent a non-string and non-integer value: \(printed)"
            }
        default:
            return nil
        }
    }

    private func report(_ message: String, _ location: SourceLocation) {
        context.report(message, [location])
    }
}
