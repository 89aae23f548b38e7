import GraphQLLanguage

/// Builds merged selection sets (the spec's CollectFields, §6.3.2) from the AST.
///
/// A selection set is built for a set of possible object types from a list of AST selection sets
/// (its sources). Inline fragments and fragment spreads on a type the scope is declared to be (the
/// type itself, an interface it implements, or a type an enclosing type case established) are
/// merged in; others that may match become type cases, built from the same sources for the
/// narrower scope, so each type case also has its parent's fields. Declared relationships, not
/// today's possible types, decide merging, so a type the server adds to a union later cannot make
/// a merged field go missing. Each nested type case establishes one more type, so nesting ends.
///
/// Nested fragments do not expand exponentially: a fragment spread is walked once per scope and
/// condition, and a field selected in exactly one place reuses the struct generated for that place
/// (keyed by its location) instead of generating another.
final class SelectionSetBuilder {
    /// One AST selection set contributing to a scope, with its conditions and the type it is on.
    struct Source {
        let selectionSet: SelectionSet
        let conditions: IRConditions
        let definedOn: String
    }

    private struct Occurrence {
        let field: Field
        let conditions: IRConditions
        let definedOn: String
        /// The fragment spread in the scope itself through which the field was reached, if any.
        let fragment: String?
    }

    let schema: GraphQLSchema
    let fragments: [String: FragmentDefinition]
    let namespace: String
    /// Names of the top-level types the file being built refers to (its own, the schema
    /// namespace, the fragments it spreads), which its nested structs must not shadow. Set per
    /// operation or fragment, so that names never depend on other files.
    var topLevelNames: Set<String>
    /// Extra rules for naming a list field's struct after one element.
    var inflectionRules: [InflectionRule] = []
    /// The defaults of the variables of the operation being built (none for a fragment, which
    /// every operation spreading it shares).
    var variableDefaults: [String: Value] = [:]
    /// Location of a field selected in one place → the Swift type generated for it.
    private var structForField: [SourceLocation: String] = [:]
    private var possibleTypesCache: [String: Set<String>] = [:]
    /// Deprecated fields selected, by location (which includes the file): the field and the reason.
    private(set) var deprecatedFields: [SourceLocation: (location: SourceLocation, message: String)] = [:]
    /// The named fragments built so far, which selection sets spreading them forward fields to.
    var builtFragments: [String: IRSelectionSet] = [:]

    init(schema: GraphQLSchema, fragments: [String: FragmentDefinition], namespace: String, topLevelNames: Set<String>)
    {
        self.schema = schema
        self.fragments = fragments
        self.namespace = namespace
        self.topLevelNames = topLevelNames
    }

    func possibleTypes(_ typeName: String) -> Set<String> {
        if let cached = possibleTypesCache[typeName] { return cached }
        let types = Set(schema.possibleTypes(of: typeName))
        possibleTypesCache[typeName] = types
        return types
    }

    /// Builds the selection set named `name` at `path` for `typeName`.
    func build(
        name: String, path: String, typeName: String, possible: Set<String>, sources: [Source],
        kind: IRSelectionSetKind,
        established: Set<String> = []
    ) -> IRSelectionSet {
        let established = established.union([typeName])
        let result = IRSelectionSet(
            name: name, qualifiedName: path, typeName: typeName, possibleTypes: possible, kind: kind)
        var keys: [String] = []
        var occurrences: [String: [Occurrence]] = [:]
        var caseTypes: [String] = []
        var fragmentRefs: [(String, IRConditions)] = []
        var walked = Set<String>()
        // Deferred fragments of this scope: their fields are not merged but held in their own
        // struct, whose state is pending until an increment delivers them.
        var deferredSources: [(deferral: Deferral, source: Source)] = []

        func covers(_ type: String) -> Bool {
            established.contains(type) || established.contains { schema.isSubtype($0, of: type) }
                || (possible.count == 1 && possible.isSubset(of: possibleTypes(type)))
        }
        func overlaps(_ type: String) -> Bool { !possible.isDisjoint(with: possibleTypes(type)) }
        func addCase(_ type: String) { if !caseTypes.contains(type) { caseTypes.append(type) } }

        // Inside a fragment body, narrower inline fragments and spreads are left to the fragment's
        // own view (`fragments.x.asDroid`) rather than hoisted into this scope as type cases.
        func walk(
            _ set: SelectionSet, _ conditions: IRConditions, _ definedOn: String, inFragment: Bool = false,
            via: String? = nil
        ) {
            for selection in set.selections {
                switch selection {
                case .field(let field):
                    guard let conditions = conditions.adding(field.directives) else { continue }
                    if occurrences[field.responseKey] == nil { keys.append(field.responseKey) }
                    occurrences[field.responseKey, default: []].append(
                        Occurrence(field: field, conditions: conditions, definedOn: definedOn, fragment: via))
                case .inlineFragment(let inline):
                    guard let conditions = conditions.adding(inline.directives) else { continue }
                    let type = inline.typeCondition ?? definedOn
                    if covers(type), let deferral = Deferral(inline.directives) {
                        // Inside a fragment body the fragment's own view holds the deferred state.
                        if !inFragment {
                            deferredSources.append(
                                (
                                    deferral,
                                    Source(selectionSet: inline.selectionSet, conditions: conditions, definedOn: type)
                                ))
                        }
                    } else if covers(type) {
                        walk(inline.selectionSet, conditions, type, inFragment: inFragment, via: via)
                    } else if !inFragment && overlaps(type) {
                        addCase(type)
                    }
                case .fragmentSpread(let spread):
                    guard let conditions = conditions.adding(spread.directives), let fragment = fragments[spread.name]
                    else { continue }
                    if covers(fragment.typeCondition), let deferral = Deferral(spread.directives) {
                        if !inFragment {
                            var undeferred = spread
                            undeferred.directives.removeAll { $0.name == "defer" }
                            let body = SelectionSet(
                                selections: [.fragmentSpread(undeferred)], location: spread.location)
                            deferredSources.append(
                                (
                                    deferral,
                                    Source(
                                        selectionSet: body, conditions: conditions, definedOn: fragment.typeCondition)
                                ))
                        }
                    } else if covers(fragment.typeCondition) {
                        if let index = fragmentRefs.firstIndex(where: { $0.0 == spread.name }) {
                            fragmentRefs[index].1 = fragmentRefs[index].1.or(conditions)
                        } else {
                            fragmentRefs.append((spread.name, conditions))
                        }
                        if walked.insert("\(spread.name)|\(conditions.hashValue)").inserted {
                            walk(
                                fragment.selectionSet, conditions, fragment.typeCondition, inFragment: true,
                                via: via ?? spread.name)
                        }
                    } else if !inFragment && overlaps(fragment.typeCondition) {
                        addCase(fragment.typeCondition)
                    }
                }
            }
        }
        for source in sources { walk(source.selectionSet, source.conditions, source.definedOn) }

        // A property takes no name of a member the struct declares itself; a nested struct no
        // name of a property or of another nested type (`Hero` beside `hero { … }` makes `Hero_`).
        let caseNames = caseTypes.map { "As" + $0 }
        var propertyNames: Set<String> = ["fragments", "Fragments", "__typename", "hashValue"]
        for caseType in caseTypes {
            propertyNames.insert("as" + caseType)
            propertyNames.insert("As" + caseType)
        }
        var propertyForKey: [String: String] = [:]
        for key in keys where key != "__typename" {
            var property = Naming.property(key)
            while propertyNames.contains(property.filter { $0 != "`" }) {
                property = property.filter { $0 != "`" } + "_"
            }
            propertyNames.insert(property.filter { $0 != "`" })
            propertyForKey[key] = property
        }
        var typeNames = Naming.reservedTypeNames.union(topLevelNames).union(keys).union(caseNames).union(propertyNames)

        // Type cases and deferred fragments read `__typename` from the object that holds them.
        let ownsTypename = kind != .root && kind != .typeCase && kind != .deferred
        if ownsTypename && occurrences["__typename"] == nil {
            result.fields.append(
                IRField(
                    responseKey: "__typename", name: "__typename", arguments: [], type: .nonNull(.named("String")),
                    conditions: .always, propertyName: "__typename", selectionSet: nil, objectTypeName: nil
                ))
        }
        for key in keys where !((kind == .typeCase || kind == .deferred) && key == "__typename") {
            guard let group = occurrences[key], let first = group.first else { continue }
            let merged = group.dropFirst().reduce(first.conditions) { $0.or($1.conditions) }
            let definition =
                schema.field(named: first.field.name, on: first.definedOn)
                ?? schema.field(named: first.field.name, on: typeName)
            let type = definition?.type ?? .named("String")
            if let reason = definition?.deprecationReason {
                for occurrence in group where deprecatedFields[occurrence.field.location] == nil {
                    deprecatedFields[occurrence.field.location] = (
                        occurrence.field.location,
                        "The field \(occurrence.definedOn).\(occurrence.field.name) is deprecated: \(reason)"
                    )
                }
            }
            let property = propertyForKey[key] ?? key

            var nested: IRSelectionSet?
            var objectTypeName: String?
            if group.contains(where: { $0.field.selectionSet != nil }) {
                let single = Set(group.map(\.field.location)).count == 1 && Set(group.map(\.conditions)).count == 1
                if single, let reused = structForField[first.field.location] {
                    objectTypeName = reused
                } else {
                    let structName = Naming.typeName(
                        Naming.capitalized(type.nullable.isList ? inflectionRules.singular(key) : key), taken: typeNames
                    )
                    typeNames.insert(structName)
                    let fieldType = type.namedType
                    let nestedSources = group.compactMap { occurrence -> Source? in
                        guard let set = occurrence.field.selectionSet else { return nil }
                        let relative = occurrence.conditions == merged ? IRConditions.always : occurrence.conditions
                        return Source(selectionSet: set, conditions: relative, definedOn: fieldType)
                    }
                    let built = build(
                        name: structName, path: path + "." + structName, typeName: fieldType,
                        possible: possibleTypes(fieldType), sources: nestedSources, kind: .field
                    )
                    nested = built
                    objectTypeName = structName
                    if single { structForField[first.field.location] = built.qualifiedName }
                }
            }
            var field = IRField(
                responseKey: key, name: first.field.name, arguments: first.field.arguments, type: type,
                conditions: merged, propertyName: property, selectionSet: nested, objectTypeName: objectTypeName
            )
            for argument in definition?.arguments ?? [] {
                switch first.field.arguments.first(where: { $0.name == argument.name })?.value {
                case nil:
                    if let value = argument.defaultValue { field.implicitArguments.append((argument.name, value)) }
                case .variable(let variable)?:
                    if let value = variableDefaults[variable.name] ?? argument.defaultValue {
                        field.argumentDefaults[argument.name] = value
                    }
                default:
                    break
                }
            }
            if key != "__typename", nested == nil, let name = first.fragment, group.allSatisfy({ $0.fragment == name }),
                let spread = fragmentRefs.first(where: { $0.0 == name }),
                let same = builtFragments[name]?.fields.first(where: { $0.responseKey == key }),
                same.name == field.name, same.arguments == field.arguments, same.type == field.type,
                // Spread always (the field has the conditions it has in the fragment), or spread under
                // exactly the field's conditions (the field is unconditional in the fragment).
                spread.1.isAlways
                    ? same.conditions == field.conditions : spread.1 == field.conditions && same.conditions.isAlways,
                (same.selectionSet?.qualifiedName ?? same.objectTypeName) == objectTypeName
            {
                field.forwarded = (name, same.propertyName)
            }
            result.fields.append(field)
        }

        for (caseType, caseName) in zip(caseTypes, caseNames) {
            result.typeCases.append(
                build(
                    name: caseName, path: path + "." + caseName, typeName: caseType,
                    possible: possible.intersection(possibleTypes(caseType)), sources: sources, kind: .typeCase,
                    established: established
                ))
        }
        result.fragments = fragmentRefs.map {
            IRFragmentReference(name: $0.0, conditions: $0.1, typeCondition: fragments[$0.0]?.typeCondition ?? "")
        }
        var deferredNames: [String] = []
        for (deferral, source) in deferredSources {
            let structName = Naming.typeName(deferral.structName, taken: typeNames.union(deferredNames))
            deferredNames.append(structName)
            let built = build(
                name: structName, path: path + "." + structName, typeName: typeName, possible: possible,
                sources: [Source(selectionSet: source.selectionSet, conditions: .always, definedOn: source.definedOn)],
                kind: .deferred, established: established
            )
            var property = Naming.lowercasedFirst(structName)
            while propertyNames.contains(property) { property += "_" }
            propertyNames.insert(property)
            result.deferred.append((property, built))
        }
        return result
    }
}

extension TypeReference {
    /// Whether the type, once non-null is removed, is a list.
    var isList: Bool {
        if case .list = self { return true }
        return false
    }
}
