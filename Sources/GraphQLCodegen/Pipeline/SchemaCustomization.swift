/// Swift names chosen for schema types, enum cases and input object fields, in place of the
/// names derived from the schema (Apollo's `schemaCustomization.customTypeNames`). The GraphQL
/// names still go over the wire.
public struct SchemaCustomization: Sendable, Hashable {
    /// GraphQL type name → Swift type name.
    public var typeNames: [String: String] = [:]
    /// Enum name → GraphQL value → Swift case name.
    public var enumCases: [String: [String: String]] = [:]
    /// Input object name → GraphQL field name → Swift property name.
    public var inputFields: [String: [String: String]] = [:]

    /// Creates a customization, then lets `configure` fill it.
    ///
    /// - Parameter configure: The renamings.
    public init(_ configure: (inout SchemaCustomization) -> Void = { _ in }) {
        configure(&self)
    }

    /// The Swift base name of the schema type `name`.
    func typeName(_ name: String) -> String { typeNames[name] ?? name }

    /// The Swift case names of an enum's values, in order: the custom ones as given, the others
    /// derived (and kept distinct from the custom ones).
    func cases(ofEnum enumName: String, values: [String]) -> [String] {
        let custom = enumCases[enumName] ?? [:]
        guard !custom.isEmpty else { return Naming.enumCases(values) }
        let derived = Naming.enumCases(values)
        var taken = Set(custom.values.map(Naming.member))
        return zip(values, derived).map { value, name in
            if let chosen = custom[value] { return Naming.member(chosen) }
            var name = name
            while taken.contains(name) { name = name.filter { $0 != "`" } + "_" }
            taken.insert(name)
            return name
        }
    }

    /// The Swift property name of an input object field.
    func inputField(_ field: String, of inputObject: String) -> String {
        Naming.property(inputFields[inputObject]?[field] ?? field)
    }
}
