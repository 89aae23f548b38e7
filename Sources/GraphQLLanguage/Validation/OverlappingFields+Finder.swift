/// The conflict search behind ``OverlappingFieldsCanBeMergedRule``, with its caches: the fields
/// collected per selection set, the fragment pairs already compared, and the (fields, fragment)
/// pairs already compared — the last one (graphql-js 16.10's fix, graphql-js#4168) is what makes
/// the search terminate on fragment cycles through sub-selections and keeps it from skipping
/// comparisons that an earlier fragment pair made look done.
final class ConflictFinder {
    private let context: ValidationContext
    /// The schema's types, held once (the search looks them up in its innermost loop).
    private let types: [String: GraphQLNamedType]
    private let fieldIndex: [String: [String: GraphQLField]]
    /// Each fragment's collected fields, by the fragment's definition index.
    private var fragmentFields: [Int: CollectedFields] = [:]
    /// Collected fields, keyed by the selection set's position and parent type.
    private var collected: [CollectionKey: CollectedFields] = [:]
    private var comparedFragmentPairs = FragmentPairSet()
    /// How deeply field comparisons are nested right now.
    private var depth = 0
    /// The deepest nesting of field comparisons followed (far beyond any real document).
    static let maxDepth = 500

    private struct CollectionKey: Hashable {
        var location: SourceLocation
        var parentType: String?
    }

    init(context: ValidationContext) {
        self.context = context
        self.types = context.schema.types
        self.fieldIndex = context.fieldIndex
    }

    /// The conflicts inside one selection set, including those through the fragments it spreads.
    func conflictsWithin(_ set: SelectionSet, parentType: String?) -> [FieldConflict] {
        var conflicts: [FieldConflict] = []
        let fields = collect(set, parentType: parentType)
        collectWithin(fields, into: &conflicts)
        let names = fields.fragmentNames
        for (offset, name) in names.enumerated() {
            collectBetween(fields, fragment: name, mutuallyExclusive: false, into: &conflicts)
            for other in names[(offset + 1)...] {
                collectBetweenFragments(name, other, mutuallyExclusive: false, into: &conflicts)
            }
        }
        return conflicts
    }

    // MARK: Collecting fields

    private func collect(_ set: SelectionSet, parentType: String?) -> CollectedFields {
        let key = CollectionKey(location: set.location, parentType: parentType)
        if let cached = collected[key] { return cached }
        let result = CollectedFields()
        var seenFragments: Set<String> = []
        collect(set, parentType: parentType, into: result, seenFragments: &seenFragments)
        collected[key] = result
        return result
    }

    private func collect(
        _ set: SelectionSet, parentType: String?, into result: CollectedFields, seenFragments: inout Set<String>
    ) {
        for selection in set.selections {
            switch selection {
            case .field(let field):
                // Meta-fields have no definition here, as in graphql-js: their types never conflict.
                let definition = parentType.flatMap { fieldIndex[$0]?[field.name] }
                result.add(CollectedField(parentType: parentType, field: field, definition: definition))
            case .fragmentSpread(let spread):
                if seenFragments.insert(spread.name).inserted { result.fragmentNames.append(spread.name) }
            case .inlineFragment(let inline):
                let innerType = inline.typeCondition.map { types[$0] == nil ? nil : $0 } ?? parentType
                collect(inline.selectionSet, parentType: innerType, into: result, seenFragments: &seenFragments)
            }
        }
    }

    private func collect(fragment name: String) -> CollectedFields? {
        guard let index = context.index.fragmentDefinitionIndex[name] else { return nil }
        return collect(fragmentAt: index)
    }

    private func collect(fragmentAt index: Int) -> CollectedFields? {
        if let cached = fragmentFields[index] { return cached }
        guard case .fragment(let fragment) = context.document.definitions[index] else { return nil }
        let type = types[fragment.typeCondition] == nil ? nil : fragment.typeCondition
        let result = collect(fragment.selectionSet, parentType: type)
        fragmentFields[index] = result
        return result
    }

    // MARK: Comparing collections

    private func collectWithin(_ fields: CollectedFields, into conflicts: inout [FieldConflict]) {
        for name in fields.responseNames {
            guard let list = fields.fieldsByResponseName[name], list.count > 1 else { continue }
            for i in 0..<list.count {
                for j in (i + 1)..<list.count {
                    if let conflict = findConflict(name, list[i], list[j], parentsMutuallyExclusive: false) {
                        conflicts.append(conflict)
                    }
                }
            }
        }
    }

    private func collectBetween(
        _ first: CollectedFields, _ second: CollectedFields, mutuallyExclusive: Bool,
        into conflicts: inout [FieldConflict]
    ) {
        for name in first.responseNames {
            guard let list1 = first.fieldsByResponseName[name], let list2 = second.fieldsByResponseName[name] else {
                continue
            }
            for field1 in list1 {
                for field2 in list2 {
                    if let conflict = findConflict(name, field1, field2, parentsMutuallyExclusive: mutuallyExclusive) {
                        conflicts.append(conflict)
                    }
                }
            }
        }
    }

    /// Compares `fields` with a fragment and, depth first, with the fragments it spreads. An
    /// explicit stack replaces recursion so that long fragment chains cannot exhaust the call stack.
    private func collectBetween(
        _ fields: CollectedFields, fragment name: String, mutuallyExclusive: Bool, into conflicts: inout [FieldConflict]
    ) {
        var pending = [name]
        while let next = pending.popLast() {
            // Compare a collection with a fragment once (a mutually exclusive comparison is
            // implied by a non-exclusive one). Unknown fragments have nothing to compare.
            guard let fragmentIndex = context.index.fragmentDefinitionIndex[next] else { continue }
            if let recorded = fields.comparedFragments[fragmentIndex],
                mutuallyExclusive || recorded == mutuallyExclusive
            {
                continue
            }
            fields.comparedFragments[fragmentIndex] = mutuallyExclusive
            guard let fragmentFields = collect(fragmentAt: fragmentIndex), fragmentFields !== fields else { continue }
            collectBetween(fields, fragmentFields, mutuallyExclusive: mutuallyExclusive, into: &conflicts)
            pending.append(contentsOf: fragmentFields.fragmentNames.reversed())
        }
    }

    /// Compares two fragments and, depth first, each with the fragments the other spreads.
    private func collectBetweenFragments(
        _ name1: String, _ name2: String, mutuallyExclusive: Bool, into conflicts: inout [FieldConflict]
    ) {
        var pending = [(name1, name2)]
        while let (first, second) = pending.popLast() {
            guard first != second, !comparedFragmentPairs.contains(first, second, mutuallyExclusive: mutuallyExclusive)
            else { continue }
            comparedFragmentPairs.insert(first, second, mutuallyExclusive: mutuallyExclusive)
            guard let fields1 = collect(fragment: first), let fields2 = collect(fragment: second) else { continue }
            collectBetween(fields1, fields2, mutuallyExclusive: mutuallyExclusive, into: &conflicts)
            // Pushed in reverse, so the second fragment's spreads are compared first, in order.
            pending.append(contentsOf: fields1.fragmentNames.reversed().map { ($0, second) })
            pending.append(contentsOf: fields2.fragmentNames.reversed().map { (first, $0) })
        }
    }

    private func conflictsBetweenSubSelections(
        _ set1: SelectionSet, _ type1: String?, _ set2: SelectionSet, _ type2: String?, mutuallyExclusive: Bool
    ) -> [FieldConflict] {
        var conflicts: [FieldConflict] = []
        let fields1 = collect(set1, parentType: type1)
        let fields2 = collect(set2, parentType: type2)
        collectBetween(fields1, fields2, mutuallyExclusive: mutuallyExclusive, into: &conflicts)
        for name in fields2.fragmentNames {
            collectBetween(fields1, fragment: name, mutuallyExclusive: mutuallyExclusive, into: &conflicts)
        }
        for name in fields1.fragmentNames {
            collectBetween(fields2, fragment: name, mutuallyExclusive: mutuallyExclusive, into: &conflicts)
        }
        for name1 in fields1.fragmentNames {
            for name2 in fields2.fragmentNames {
                collectBetweenFragments(name1, name2, mutuallyExclusive: mutuallyExclusive, into: &conflicts)
            }
        }
        return conflicts
    }

    // MARK: Comparing two fields

    private func findConflict(
        _ responseName: String, _ first: CollectedField, _ second: CollectedField, parentsMutuallyExclusive: Bool
    ) -> FieldConflict? {
        // Sub-selections compared through ever longer fragment chains could otherwise exhaust
        // the call stack; past this depth the search stops descending.
        guard depth < Self.maxDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        let mutuallyExclusive =
            parentsMutuallyExclusive
            || {
                guard let type1 = first.parentType, let type2 = second.parentType, type1 != type2 else { return false }
                if case .object? = types[type1], case .object? = types[type2] { return true }
                return false
            }()
        let field1 = first.field
        let field2 = second.field
        if !mutuallyExclusive {
            if field1.name != field2.name {
                return FieldConflict(
                    responseName: responseName,
                    reason: .message("\"\(field1.name)\" and \"\(field2.name)\" are different fields"),
                    fields1: [field1], fields2: [field2])
            }
            if !Self.sameArguments(field1.arguments, field2.arguments) {
                return FieldConflict(
                    responseName: responseName, reason: .message("they have differing arguments"), fields1: [field1],
                    fields2: [field2])
            }
        }
        let type1 = first.definition?.type
        let type2 = second.definition?.type
        if let type1, let type2, typesConflict(type1, type2) {
            return FieldConflict(
                responseName: responseName,
                reason: .message("they return conflicting types \"\(type1)\" and \"\(type2)\""), fields1: [field1],
                fields2: [field2])
        }
        guard let set1 = field1.selectionSet, let set2 = field2.selectionSet else { return nil }
        let subConflicts = conflictsBetweenSubSelections(
            set1, type1?.namedType, set2, type2?.namedType, mutuallyExclusive: mutuallyExclusive)
        guard !subConflicts.isEmpty else { return nil }
        return FieldConflict(
            responseName: responseName,
            reason: .subfields(subConflicts.map { ($0.responseName, $0.reason) }),
            fields1: ConflictReason.boundedFields(field1, subConflicts.map(\.fields1)),
            fields2: ConflictReason.boundedFields(field2, subConflicts.map(\.fields2))
        )
    }

    /// Whether two return types could not describe one value: list and non-null wrappers must
    /// match, and leaf types must be equal; composite types are compared through sub-fields.
    private func typesConflict(_ type1: TypeReference, _ type2: TypeReference) -> Bool {
        switch (type1, type2) {
        case (.list(let inner1), .list(let inner2)): return typesConflict(inner1, inner2)
        case (.list, _), (_, .list): return true
        case (.nonNull(let inner1), .nonNull(let inner2)): return typesConflict(inner1, inner2)
        case (.nonNull, _), (_, .nonNull): return true
        case (.named(let name1), .named(let name2)):
            guard name1 != name2 else { return false }
            return types[name1]?.isLeaf == true || types[name2]?.isLeaf == true
        }
    }

    /// Whether two argument lists give the same values (object fields compared in any order).
    static func sameArguments(_ args1: [Argument], _ args2: [Argument]) -> Bool {
        guard args1.count == args2.count else { return false }
        guard !args1.isEmpty else { return true }
        var values2: [String: Value] = [:]
        for argument in args2 { values2[argument.name] = argument.value }
        for argument in args1 {
            guard let other = values2[argument.name],
                ValidationValuePrinter.printSorted(argument.value) == ValidationValuePrinter.printSorted(other)
            else { return false }
        }
        return true
    }
}
