import CourierAPI
import GraphQLLanguage

/// Coerces variables (JSON from the request) and arguments (literals in the document) to the
/// JSON values resolvers see, as the specification's CoerceVariableValues and
/// CoerceArgumentValues do. Literals were checked by validation; variables are checked here.
struct MockInputCoercion {
    let schema: GraphQLSchema

    /// The operation's variables: provided values checked against their types, defaults filled in.
    func coerceVariables(_ definitions: [VariableDefinition], provided: JSONObject) throws(MockRequestFailure)
        -> JSONObject
    {
        var coerced = JSONObject()
        var errors: [MockResponseError] = []
        for definition in definitions {
            if let value = provided[definition.name] {
                do {
                    coerced[definition.name] = try coerce(value, to: definition.type)
                } catch {
                    errors.append(
                        MockResponseError(
                            message: "Variable \"$\(definition.name)\" got invalid "
                                + "value \(Self.describe(value)); \(error.message)",
                            locations: [definition.location]
                        ))
                }
            } else if let defaultValue = definition.defaultValue {
                coerced[definition.name] = literal(defaultValue, variables: [:], type: definition.type)
            } else if definition.type.isNonNull {
                errors.append(
                    MockResponseError(
                        message: "Variable \"$\(definition.name)\" of required "
                            + "type \"\(definition.type)\" was not provided.",
                        locations: [definition.location]
                    ))
            }
        }
        guard errors.isEmpty else { throw MockRequestFailure(errors) }
        return coerced
    }

    /// The arguments of a field or directive: literals and variables resolved, defaults filled in.
    func coerceArguments(_ arguments: [Argument], definitions: [GraphQLInputValue], variables: JSONObject) -> JSONObject
    {
        var coerced = JSONObject()
        for definition in definitions {
            let argument = arguments.first { $0.name == definition.name }
            if let argument, !Self.isMissingVariable(argument.value, variables: variables) {
                coerced[definition.name] = literal(argument.value, variables: variables, type: definition.type)
            } else if let defaultValue = definition.defaultValue {
                coerced[definition.name] = literal(defaultValue, variables: [:], type: definition.type)
            }
        }
        return coerced
    }

    /// A literal as JSON, with variables substituted and input-object defaults filled in.
    func literal(_ value: Value, variables: JSONObject, type: TypeReference?) -> JSONValue {
        switch value {
        case .variable(let variable): return variables[variable.name] ?? .null
        case .int(let text): return .number(Int64(text).map(JSONNumber.integer) ?? .literal(text))
        case .float(let text): return .number(Double(text).map(JSONNumber.double) ?? .literal(text))
        case .string(let string):
            return .string(string.value)
        case .boolean(let bool): return .bool(bool)
        case .null: return .null
        case .enumValue(let name): return .string(name)
        case .list(let items):
            let itemType = type.flatMap(Self.listItemType)
            return .array(items.map { literal($0, variables: variables, type: itemType) })
        case .object(let fields):
            let inputFields = inputFields(of: type)
            var object = JSONObject()
            for field in fields where !Self.isMissingVariable(field.value, variables: variables) {
                object[field.name] = literal(
                    field.value, variables: variables, type: inputFields.first { $0.name == field.name }?.type)
            }
            for field in inputFields where object[field.name] == nil {
                if let defaultValue = field.defaultValue {
                    object[field.name] = literal(defaultValue, variables: [:], type: field.type)
                }
            }
            return .object(object)
        }
    }

    /// `value` checked against `type` (InputValue coercion for variables).
    func coerce(_ value: JSONValue, to type: TypeReference) throws(CoercionError) -> JSONValue {
        switch type {
        case .nonNull(let inner):
            guard !value.isNull else { throw CoercionError("Expected non-nullable type \"\(type)\" not to be null.") }
            return try coerce(value, to: inner)
        case .list(let inner):
            if value.isNull { return .null }
            guard case .array(let items) = value else { return .array([try coerce(value, to: inner)]) }
            var result: [JSONValue] = []
            result.reserveCapacity(items.count)
            for item in items { result.append(try coerce(item, to: inner)) }
            return .array(result)
        case .named(let name):
            if value.isNull { return .null }
            return try coerceNamed(value, typeName: name)
        }
    }

    private func coerceNamed(_ value: JSONValue, typeName: String) throws(CoercionError) -> JSONValue {
        switch schema.type(named: typeName) {
        case .scalar:
            guard let coerced = MockScalarCoercion.input(value, scalar: typeName) else {
                throw CoercionError("\(typeName) cannot represent \(Self.describe(value)).")
            }
            return coerced
        case .enumType(let enumType):
            guard case .string(let name) = value, enumType.values.contains(where: { $0.name == name }) else {
                throw CoercionError("Value \(Self.describe(value)) does not exist in \"\(typeName)\" enum.")
            }
            return value
        case .inputObject(let inputObject):
            guard case .object(let object) = value else {
                throw CoercionError("Expected type \"\(typeName)\" to be an object.")
            }
            for key in object.keys where !inputObject.fields.contains(where: { $0.name == key }) {
                throw CoercionError("Field \"\(key)\" is not defined by type \"\(typeName)\".")
            }
            var result = JSONObject()
            for field in inputObject.fields {
                if let fieldValue = object[field.name] {
                    result[field.name] = try coerce(fieldValue, to: field.type)
                } else if let defaultValue = field.defaultValue {
                    result[field.name] = literal(defaultValue, variables: [:], type: field.type)
                } else if field.type.isNonNull {
                    throw CoercionError("Field \"\(field.name)\" of required type \"\(field.type)\" was not provided.")
                }
            }
            return .object(result)
        default:
            throw CoercionError("\"\(typeName)\" is not an input type.")
        }
    }

    private func inputFields(of type: TypeReference?) -> [GraphQLInputValue] {
        guard let type, case .inputObject(let object)? = schema.type(named: type.namedType) else { return [] }
        return object.fields
    }

    private static func listItemType(_ type: TypeReference) -> TypeReference? {
        if case .list(let inner) = type.nullable { return inner }
        return type
    }

    private static func isMissingVariable(_ value: Value, variables: JSONObject) -> Bool {
        if case .variable(let variable) = value { return variables[variable.name] == nil }
        return false
    }

    static func describe(_ value: JSONValue) -> String {
        (try? value.jsonString()) ?? value.kindName
    }

    /// Why a variable's value does not fit its type.
    struct CoercionError: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }
}
