/// Prints values and types as GraphQL source, the way validation messages quote them
/// as graphql-js 17 does (`{ a: 1, b: [2, 3] }`, `"text"`, `$var`).
enum ValidationValuePrinter {
    /// The value as GraphQL source, as graphql-js 17 quotes it in messages (its `print`).
    static func print(_ value: Value) -> String {
        GraphQLPrinter.print(value)
    }

    /// A value with object fields sorted by name, printed; equal for equivalent argument values.
    static func printSorted(_ value: Value) -> String {
        switch value {
        case .list(let items): "[" + items.map(printSorted).joined(separator: ", ") + "]"
        case .object(let fields):
            "{"
                + fields.sorted { $0.name < $1.name }.map { "\($0.name): \(printSorted($0.value))" }.joined(
                    separator: ", ") + "}"
        default: print(value)
        }
    }
}
