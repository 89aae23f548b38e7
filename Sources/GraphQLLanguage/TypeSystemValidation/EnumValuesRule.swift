/// An enum has at least one value, and none is named `true`, `false` or `null` (GraphQL spec
/// §3.9 "Enum Type Validation", §2.9.6 "Enum Value").
enum EnumValuesRule: SchemaValidationRule {
    static func validate(_ context: inout SchemaValidationContext) {
        for case .enumType(let enumType) in context.definedTypes {
            if enumType.values.isEmpty {
                context.report(
                    "Enum type \(enumType.name) must define one or more values.", [enumType.location],
                    owner: enumType.name)
            }
            for value in enumType.values where ["true", "false", "null"].contains(value.name) {
                context.report(
                    "Enum type \(enumType.name) cannot include value: \(value.name).", [value.location],
                    owner: enumType.name)
            }
        }
    }
}
