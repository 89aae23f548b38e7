/// Prints a default value the way graphql-js `printSchema` does: the literal is first coerced to
/// its type (list wrapping, input-object fields in definition order with their own defaults
/// filled in, integral floats as ints, integer-like IDs as ints), then printed; an invalid default
/// prints nothing, as graphql-js leaves it out.
struct DefaultValuePrinter {
    let schema: GraphQLSchema

    /// The printed default, or `nil` when graphql-js would print none.
    func print(_ value: Value, as type: TypeReference) -> String? {
        coerce(value, to: type).map(Self.text)
    }

    /// The literal as graphql-js would print it back after coercion, or `nil` when invalid.
    func coerce(_ value: Value, to type: TypeReference) -> Value? {
        switch type {
        case .nonNull(let inner):
            if case .null = value { return nil }
            return coerce(value, to: inner)
        case _ where value == .null:
            return .null
        case .list(let item):
            if case .list(let items) = value {
                var result: [Value] = []
                for element in items {
                    guard let coerced = coerce(element, to: item) else { return nil }
                    result.append(coerced)
                }
                return .list(result)
            }
            return coerce(value, to: item).map { .list([$0]) }
        case .named(let name):
            return coerceNamed(value, name)
        }
    }

    private func coerceNamed(_ value: Value, _ name: String) -> Value? {
        switch (schema.types[name], value) {
        case (.inputObject(let input)?, .object(let given)):
            var fields: [ObjectField] = []
            for field in input.fields {
                if let entry = given.first(where: { $0.name == field.name }) {
                    guard let coerced = coerce(entry.value, to: field.type) else { return nil }
                    fields.append(ObjectField(name: field.name, value: coerced, location: entry.location))
                } else if let fallback = field.defaultValue {
                    guard let coerced = coerce(fallback, to: field.type) else { return nil }
                    fields.append(ObjectField(name: field.name, value: coerced, location: SourceLocation(line: 0, column: 0, offset: 0)))
                } else if field.type.isNonNull {
                    return nil
                }
            }
            return .object(fields)
        case (.inputObject?, _): return nil
        case (.enumType(let enumType)?, .enumValue(let name)):
            return enumType.values.contains { $0.name == name } ? value : nil
        case (.enumType?, _): return nil
        case (.scalar?, _) where GraphQLSchema.builtInScalarNames.contains(name):
            return Self.coerceBuiltIn(value, name)
        case (.scalar?, .enumValue(let name)):
            return .string(StringValue(name))
        default:
            return value
        }
    }

    private static func coerceBuiltIn(_ value: Value, _ scalar: String) -> Value? {
        switch (scalar, value) {
        case ("Int", .int(let text)):
            return Int32(text).map { .int(String($0)) }
        case ("Float", .int(let text)), ("Float", .float(let text)):
            guard let number = Double(text), number.isFinite else { return nil }
            var printed = "\(number)"
            if printed.hasSuffix(".0") { printed.removeLast(2) }
            return .float(printed)
        case ("String", .string(let string)):
            return .string(StringValue(string.value))
        case ("Boolean", .boolean):
            return value
        case ("ID", .string(let string)):
            return isIntegerString(string.value) ? .int(string.value) : .string(StringValue(string.value))
        case ("ID", .int(let text)):
            return Int(text).map { .int(String($0)) }
        default:
            return nil
        }
    }

    private static func isIntegerString(_ text: String) -> Bool {
        var digits = Substring(text)
        if digits.hasPrefix("-") { digits = digits.dropFirst() }
        guard let first = digits.first, digits.allSatisfy(\.isASCIIDigit) else { return false }
        return first != "0" || digits.count == 1
    }

    /// A value literal as graphql-js prints one (strings never as block strings here).
    static func text(_ value: Value) -> String {
        switch value {
        case .variable(let variable): "$" + variable.name
        case .int(let text), .float(let text): text
        case .string(let string): GraphQLPrinter.printString(string.value)
        case .boolean(let flag): flag ? "true" : "false"
        case .null: "null"
        case .enumValue(let name): name
        case .list(let items): "[" + items.map(text).joined(separator: ", ") + "]"
        case .object(let fields): "{" + fields.map { "\($0.name): \(text($0.value))" }.joined(separator: ", ") + "}"
        }
    }
}

extension Character {
    /// Whether the character is one of `0`…`9`.
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
