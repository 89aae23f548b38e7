import GraphQLLanguage

/// Renders an ``IRSelectionSet`` as a Swift struct declaration: typed stored properties,
/// metadata, a decoding initializer, a memberwise initializer (public code) and JSON serialization.
struct SelectionSetRenderer {
    let types: TypeMapper
    let options: CodegenOptions
    let memo: ShapeMemo
    /// Fragment name → its type in another module (`Module.Fragment`).
    var fragmentTypes: [String: String] = [:]
    /// Whether stored properties are `var` (a local cache mutation's model), so that nested
    /// values change in place.
    var isMutable = false
    /// Whether the structs get memberwise initializers.
    var hasInitializers = true

    private var access: String { options.accessLevel == .public ? "public " : "" }
    private var binding: String { isMutable ? "var " : "let " }

    /// The declaration of `set`: its struct, or a type alias to the fragment or earlier struct it
    /// is the same as.
    func declaration(of set: IRSelectionSet) -> SwiftDeclaration {
        render(set, parent: nil).declaration
    }

    /// Renders `set`; a type case leaves out the fields it shares with `parent`, its enclosing
    /// selection set (they are read there: `hero.name`, not `hero.asDroid?.name`). Returns the
    /// declaration and the Swift type the set stands for: its own qualified name, or that of an
    /// earlier identical struct.
    private func render(
        _ original: IRSelectionSet, parent: IRSelectionSet?
    ) -> (declaration: SwiftDeclaration, type: String) {
        let set = original.kind == .typeCase ? withoutInherited(original, from: parent) : original
        let conformance: String =
            switch set.kind {
            case .root: "RootSelectionSet"
            case .field: "SelectionSet"
            case .typeCase: "TypeCase"
            case .fragment: "GraphQLFragment"
            case .deferred: "DeferredFragment"
            }
        if let fragment = onlyFragment(of: set) {
            return (.line("\(access)typealias \(set.name) = \(fragment)"), fragment)
        }
        let (declaration, shape) = renderStruct(set, conformance: conformance)
        guard set.kind == .field || set.kind == .typeCase || set.kind == .deferred else {
            // A fragment is a selection set: a field selecting just what it selects reuses it.
            if set.kind == .fragment { _ = memo.existing(shape.as("SelectionSet"), qualifiedName: set.qualifiedName) }
            return (declaration, set.qualifiedName)
        }
        if let earlier = memo.existing(shape, qualifiedName: set.qualifiedName) {
            return (.line("\(access)typealias \(set.name) = \(earlier)"), earlier)
        }
        return (declaration, set.qualifiedName)
    }

    /// The fragment a field's selection set consists of (`friends { ...CharacterSummary }`, the
    /// fragment on the field's type, spread always), whose type then stands for the field's
    /// object: the data, metadata and JSON are the fragment's.
    private func onlyFragment(of set: IRSelectionSet) -> String? {
        guard set.kind == .field, set.typeCases.isEmpty, set.deferred.isEmpty, set.fragments.count == 1,
            let only = set.fragments.first, only.conditions.isAlways, only.typeCondition == set.typeName,
            set.storedFields.allSatisfy({ $0.responseKey == "__typename" })
        else { return nil }
        return fragmentType(only.name)
    }

    /// The Swift type of the fragment `name`: its own, or another module's.
    private func fragmentType(_ name: String) -> String {
        fragmentTypes[name] ?? Naming.typeName(name)
    }

    /// The struct and its shape: its own members, then each nested type's name with the type it
    /// stands for. Two structs with one shape hold the same data even when one declares a nested
    /// struct the other aliases, so the memo compares shapes.
    private func renderStruct(_ set: IRSelectionSet, conformance: String) -> (SwiftDeclaration, StructShape) {
        var members: [SwiftDeclaration] = []
        if set.kind == .typeCase {
            members.append(.line("\(access)static let __parentType = \(parentType(set.typeName))"))
        }
        members.append(selections(set))
        let properties = storedProperties(set)
        // One declaration for all stored properties keeps the struct compact.
        if !properties.isEmpty {
            members.append(.line(access + binding + properties.map { "\($0.0): \($0.1)" }.joined(separator: ", ")))
        }
        // Explicit: declaring init(from:) in the body suppresses the synthesized one.
        if hasInitializers { members.append(memberwiseInit(set, properties)) }
        members.append(decoder(set))
        members.append(encoder(set))
        if !set.fragments.isEmpty { members.append(fragmentsStruct(set)) }
        for field in set.fields {
            guard let forwarded = field.forwarded else { continue }
            // A conditional spread's view is optional; so is the field, with the same conditions.
            let isConditional = set.fragments.contains { $0.name == forwarded.fragment && !$0.conditions.isAlways }
            let view =
                "fragments." + Naming.property(Naming.lowercasedFirst(forwarded.fragment))
                + (isConditional ? "?" : "")
            let type = propertyType(field)
            members.append(.line("\(access)var \(field.propertyName): \(type) { \(view).\(forwarded.property) }"))
        }
        var shape = StructShape(conformance: conformance, members: members)
        func nest(_ nested: IRSelectionSet, parent: IRSelectionSet?) {
            let (declaration, type) = render(nested, parent: parent)
            members.append(declaration)
            shape.nestedTypes.append(.init(name: nested.name, type: type))
        }
        for field in set.fields { if let nested = field.selectionSet { nest(nested, parent: nil) } }
        for typeCase in set.typeCases { nest(typeCase, parent: set) }
        for deferred in set.deferred { nest(deferred.set, parent: nil) }
        return (.block("nonisolated \(access)struct \(set.name): \(conformance)", members), shape)
    }

    /// A copy of the type case `set` without the fields that `parent` selects identically (same
    /// response key, arguments, type and conditions) and the fragments it spreads under the same
    /// conditions. The cache collects a type case's fields into its parent's object, so nothing
    /// is lost; only the copies go.
    private func withoutInherited(_ set: IRSelectionSet, from parent: IRSelectionSet?) -> IRSelectionSet {
        guard let parent else { return set }
        let copy = IRSelectionSet(
            name: set.name, qualifiedName: set.qualifiedName, typeName: set.typeName, possibleTypes: set.possibleTypes,
            kind: set.kind)
        copy.fields = set.fields.filter { field in
            guard field.selectionSet == nil,
                let same = parent.fields.first(where: { $0.responseKey == field.responseKey })
            else { return true }
            let inherited = selectionEntry(same, object: same.selectionSet?.qualifiedName ?? same.objectTypeName)
            return selectionEntry(field, object: field.objectTypeName) != inherited
        }
        copy.typeCases = set.typeCases
        copy.deferred = set.deferred
        copy.fragments = set.fragments.filter { fragment in
            !parent.fragments.contains { $0.name == fragment.name && $0.conditions == fragment.conditions }
        }
        copy.fields = copy.fields.filter { field in
            guard let forwarded = field.forwarded else { return true }
            return copy.fragments.contains { $0.name == forwarded.fragment }
        }
        return copy
    }

    private func parentType(_ name: String) -> String {
        let group: String =
            switch types.schema.type(named: name) {
            case .interface?: "Interfaces"
            case .union?: "Unions"
            default: "Objects"
            }
        return "\(options.schemaNamespace).\(group).\(types.compositeMember(name))"
    }

    /// (property name, Swift type, default value for the memberwise initializer).
    private func storedProperties(_ set: IRSelectionSet) -> [(String, String, String?)] {
        var result: [(String, String, String?)] = []
        for field in set.storedFields {
            let type = propertyType(field)
            var defaultValue: String? = type.hasSuffix("?") ? "nil" : nil
            if field.responseKey == "__typename", let typename = set.concreteTypename {
                defaultValue = Naming.stringLiteral(typename)
            }
            result.append((field.propertyName, type, defaultValue))
        }
        for typeCase in set.typeCases {
            result.append(("as" + typeCase.typeName, typeCase.name + "?", "nil"))
        }
        for deferred in set.deferred {
            result.append((deferred.property, "Deferred<\(deferred.set.name)>", ".pending"))
        }
        if !set.fragments.isEmpty { result.append(("fragments", "Fragments", nil)) }
        return result
    }

    /// The Swift type of a field's property: optional when the field is conditional.
    private func propertyType(_ field: IRField) -> String {
        let type = types.output(field.type, object: field.objectTypeName)
        return !field.conditions.isAlways && !type.hasSuffix("?") ? type + "?" : type
    }

    private func memberwiseInit(_ set: IRSelectionSet, _ properties: [(String, String, String?)]) -> SwiftDeclaration {
        let parameters = properties.map { "\(Naming.label($0.0)): \($0.1)" + ($0.2.map { " = " + $0 } ?? "") }
        let assignments = properties.map { "self.\($0.0) = \($0.0)" }
        return .line("\(access)init(\(parameters.joined(separator: ", "))) { \(assignments.joined(separator: "; ")) }")
    }

    private func decoder(_ set: IRSelectionSet) -> SwiftDeclaration {
        var values = set.storedFields.map { field in
            (
                field.propertyName,
                field.responseKey == "__typename"
                    ? "r.typename()" : "r.field(\(Naming.stringLiteral(field.responseKey)))"
            )
        }
        values += set.typeCases.map { ("as" + $0.typeName, "r.__typeCase()") }
        values += set.deferred.map { ($0.property, "r.__deferred()") }
        if !set.fragments.isEmpty {
            let fragments = set.fragments.map { fragment in
                let property = Naming.label(Naming.property(Naming.lowercasedFirst(fragment.name)))
                guard fragment.conditions.isAlways else { return "\(property): r.__ifIncluded()" }
                return "\(property): \(fragmentType(fragment.name))(from: r)"
            }
            values.append(("fragments", "Fragments(\(fragments.joined(separator: ", ")))"))
        }
        let header = "\(access)init(from r: __Reader) throws(__DecodingError)"
        if hasInitializers {
            // One call to the memberwise initializer.
            let arguments = values.map { "\(Naming.label($0.0)): \($0.1)" }.joined(separator: ", ")
            return .line("\(header) { try self.init(\(arguments)) }")
        }
        return .line("\(header) { \(values.map { "\($0.0) = try \($0.1)" }.joined(separator: "; ")) }")
    }

    private func encoder(_ set: IRSelectionSet) -> SwiftDeclaration {
        let members = set.storedFields.map { field in
            "\(Naming.stringLiteral(field.responseKey)): \(field.propertyName)"
                + (field.conditions.isAlways ? "" : ".__conditional")
        }
        let object = members.isEmpty ? "[:]" : "[" + members.joined(separator: ", ") + "]"
        let parts =
            set.typeCases.map { "as" + $0.typeName } + set.deferred.map { $0.property + ".fragment" }
            + set.fragments.map { "fragments." + Naming.property(Naming.lowercasedFirst($0.name)) }
        return .line("\(access)var __json: JSONObject { .__object(\(([object] + parts).joined(separator: ", "))) }")
    }

    private func fragmentsStruct(_ set: IRSelectionSet) -> SwiftDeclaration {
        let properties = set.fragments.map { fragment in
            (
                Naming.property(Naming.lowercasedFirst(fragment.name)),
                fragmentType(fragment.name) + (fragment.conditions.isAlways ? "" : "?")
            )
        }
        var members = properties.map { "\(access)\(binding)\($0.0): \($0.1)" }
        if options.accessLevel == .public && hasInitializers {
            let parameters = properties.map { "\(Naming.label($0.0)): \($0.1)" }.joined(separator: ", ")
            members.append(
                "public init(\(parameters)) { \(properties.map { "self.\($0.0) = \($0.0)" }.joined(separator: "; ")) }")
        }
        return .line("nonisolated \(access)struct Fragments: Sendable, Hashable { \(members.joined(separator: "; ")) }")
    }

    // MARK: Metadata

    private func selections(_ set: IRSelectionSet) -> SwiftDeclaration {
        var entries: [String] = []
        for field in set.storedFields where field.responseKey != "__typename" {
            entries.append(selectionEntry(field, object: field.objectTypeName))
        }
        for typeCase in set.typeCases { entries.append(".typeCase(\(typeCase.name).self)") }
        for deferred in set.deferred { entries.append(".fragment(\(deferred.set.name).self)") }
        for fragment in set.fragments {
            entries.append(conditional(fragment.conditions, ".fragment(\(fragmentType(fragment.name)).self)"))
        }
        return .line("\(access)static let __selections: [Selection] = [\(entries.joined(separator: ", "))]")
    }

    /// `.field("name", Type.self, arguments: […])`, wrapped in `.conditional` when it has
    /// conditions; `object` names the Swift type of an object field.
    private func selectionEntry(_ field: IRField, object: String?) -> String {
        var entry = ".field(\(Naming.stringLiteral(field.name))"
        if field.responseKey != field.name { entry += ", alias: \(Naming.stringLiteral(field.responseKey))" }
        entry += ", \(types.output(field.type, object: object)).self"
        let arguments =
            field.arguments.map { argument in
                if case .variable(let variable) = argument.value, let fallback = field.argumentDefaults[argument.name] {
                    return
                        "\(Naming.stringLiteral(argument.name)): "
                        + ".variable(\(Naming.stringLiteral(variable.name)), default: \(inputValue(fallback)))"
                }
                return "\(Naming.stringLiteral(argument.name)): \(inputValue(argument.value))"
            } + field.implicitArguments.map { "\(Naming.stringLiteral($0.name)): \(inputValue($0.value))" }
        if !arguments.isEmpty { entry += ", arguments: [" + arguments.joined(separator: ", ") + "]" }
        entry += ")"
        return conditional(field.conditions, entry)
    }

    private func conditional(_ conditions: IRConditions, _ entry: String) -> String {
        guard !conditions.isAlways else { return entry }
        let terms = conditions.terms.map { term in
            "[" + term.map { ($0.isInverted ? "!" : "") + Naming.stringLiteral($0.variable) }.joined(separator: ", ")
                + "]"
        }
        return ".conditional([\(terms.joined(separator: ", "))], [\(entry)])"
    }

    private func inputValue(_ value: Value) -> String {
        switch value {
        case .variable(let variable): return ".variable(\(Naming.stringLiteral(variable.name)))"
        case .int(let text), .float(let text): return text
        case .string(let string): return Naming.stringLiteral(string.value)
        case .boolean(let flag): return flag ? "true" : "false"
        case .null: return "nil"
        case .enumValue(let name): return Naming.stringLiteral(name)
        case .list(let items): return "[" + items.map(inputValue).joined(separator: ", ") + "]"
        case .object(let fields):
            guard !fields.isEmpty else { return "[:]" }
            return "["
                + fields.map { "\(Naming.stringLiteral($0.name)): \(inputValue($0.value))" }.joined(separator: ", ")
                + "]"
        }
    }
}
