import CourierAPI

/// One field to read or write for an object: its metadata, its resolved cache key, and the
/// selection sets its value is read with (more than one when fragments or type cases select the
/// same response key again).
struct CollectedField {
    let field: Field
    let cacheKey: String
    var selectionSets: [any SelectionSet.Type]
    /// Whether the field's type is a scalar or enum, non-null or not: its value is stored as it
    /// is, so a writer need not walk the type for every object.
    let isScalar: Bool

    init(field: Field, cacheKey: String, selectionSets: [any SelectionSet.Type]) {
        self.field = field
        self.cacheKey = cacheKey
        self.selectionSets = selectionSets
        if case .scalar = field.type.nullable { isScalar = true } else { isScalar = false }
    }
}

/// Flattens a selection set's metadata into the fields that apply to an object of one
/// `__typename` under one operation's variables, memoized for the whole read or write (the
/// variables do not change within one).
struct FieldCollector {
    private struct MemoKey: Hashable {
        let type: ObjectIdentifier
        let typename: String?
    }

    /// The fields; whether their cache keys are distinct and none is `__typename` (so a writer
    /// may append them to a fresh record without searching it); and whether no response key is
    /// `__typename` (response keys are distinct by construction, so a reader may append them to
    /// a fresh object holding only `__typename` without searching it).
    typealias Answer = (fields: [CollectedField], distinct: Bool, responseKeysDistinct: Bool)

    let variables: JSONObject
    private var memo: [MemoKey: Answer] = [:]
    // The last few answers: consecutive objects ask the same few questions (a list's elements
    // and the objects nested in each, alternately), answered without hashing a type name.
    private var recent: [(type: ObjectIdentifier, typename: String?, answer: Answer)] = []
    private static let recentCapacity = 4

    init(variables: JSONObject) {
        self.variables = variables
    }

    /// The fields of `type` that apply to an object whose `__typename` is `typename`.
    mutating func fields(of type: any SelectionSet.Type, typename: String?) -> [CollectedField] {
        answer(for: type, typename: typename).fields
    }

    /// The fields of `type` for `typename`, with whether their cache keys are distinct.
    mutating func answer(for type: any SelectionSet.Type, typename: String?) -> Answer {
        let identifier = ObjectIdentifier(type)
        for index in recent.indices where recent[index].type == identifier && recent[index].typename == typename {
            return recent[index].answer
        }
        let key = MemoKey(type: identifier, typename: typename)
        if let answer = memo[key] {
            remember(identifier, typename, answer)
            return answer
        }
        var fields: [CollectedField] = []
        var positions: [String: Int] = [:]
        collect(type.__selections, typename: typename, into: &fields, positions: &positions)
        var seen: Set<String> = ["__typename"]
        let answer = (
            fields, fields.allSatisfy { seen.insert($0.cacheKey).inserted },
            !fields.contains { $0.field.responseKey == "__typename" }
        )
        memo[key] = answer
        remember(identifier, typename, answer)
        return answer
    }

    /// Keeps an answer among the recent ones, replacing the oldest when they are full.
    private mutating func remember(_ type: ObjectIdentifier, _ typename: String?, _ answer: Answer) {
        if recent.count == Self.recentCapacity { recent.removeFirst() }
        recent.append((type, typename, answer))
    }

    private func collect(
        _ selections: [Selection], typename: String?, into fields: inout [CollectedField],
        positions: inout [String: Int]
    ) {
        for selection in selections {
            switch selection {
            case .field(let field):
                let nested = field.type.selectionSet
                if let position = positions[field.responseKey] {
                    if let nested, !fields[position].selectionSets.contains(where: { $0 == nested }) {
                        fields[position].selectionSets.append(nested)
                    }
                } else {
                    positions[field.responseKey] = fields.count
                    fields.append(
                        CollectedField(
                            field: field, cacheKey: field.cacheKey(variables: variables),
                            selectionSets: nested.map { [$0] } ?? []))
                }
            case .typeCase(let typeCase):
                if let typename, typeCase.__parentType.includes(typename) {
                    collect(typeCase.__selections, typename: typename, into: &fields, positions: &positions)
                }
            case .fragment(let fragment):
                collect(fragment.__selections, typename: typename, into: &fields, positions: &positions)
            case .conditional(let conditions, let inner):
                if conditions.evaluate(variables) {
                    collect(inner, typename: typename, into: &fields, positions: &positions)
                }
            }
        }
    }
}
