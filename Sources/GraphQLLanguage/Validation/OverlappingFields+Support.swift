/// Why two fields cannot be merged: a sentence, or the conflicts of their sub-fields.
indirect enum ConflictReason {
    /// A direct reason, e.g. `"a" and "b" are different fields`.
    case message(String)
    /// Sub-field conflicts, by response name.
    case subfields([(responseName: String, reason: ConflictReason)])

    /// The longest detail a reason keeps before it is cut with `...` (graphql-core 3.3's
    /// `MAX_CONFLICT_DETAIL_LENGTH`), so that a message stays bounded whatever the document.
    static let maxDetailLength = 1000
    /// The most fields one side of a conflict lists (`MAX_CONFLICT_NODES`).
    static let maxConflictFields = 20

    /// The reason as graphql-js words it: sub-field reasons joined with ` and `, stopping once
    /// past ``maxDetailLength`` and cut to it.
    var message: String {
        switch self {
        case .message(let text): return text
        case .subfields(let list):
            var text = ""
            for item in list {
                text +=
                    (text.isEmpty ? "" : " and ")
                    + "subfields \"\(Self.abbreviated(item.responseName))\" conflict because \(item.reason.message)"
                if text.unicodeScalars.count > Self.maxDetailLength { break }
            }
            return Self.abbreviated(text)
        }
    }

    /// `text`, or its first ``maxDetailLength`` characters followed by `...`.
    static func abbreviated(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > maxDetailLength else { return text }
        return String(String.UnicodeScalarView(scalars.prefix(maxDetailLength))) + "..."
    }

    /// One side's fields: the outer field, then the sub-conflicts' fields, the deepest kept when
    /// there are more than ``maxConflictFields``.
    static func boundedFields(_ outer: Field, _ lists: [[Field]]) -> [Field] {
        var fields = [outer]
        for list in lists {
            let remaining = maxConflictFields - fields.count
            fields += list.suffix(remaining)
            if fields.count == maxConflictFields { break }
        }
        return fields
    }
}

/// Two sets of fields that conflict under one response name.
struct FieldConflict {
    /// The response name.
    var responseName: String
    /// Why they conflict.
    var reason: ConflictReason
    /// The fields on the first side, outermost first.
    var fields1: [Field]
    /// The fields on the second side, outermost first.
    var fields2: [Field]
}

/// A field with its parent type and definition, as collected from a selection set.
struct CollectedField {
    /// The parent type, when known.
    var parentType: String?
    /// The field node.
    var field: Field
    /// The field's definition, when known.
    var definition: GraphQLField?
}

/// The fields of a selection set by response name (in first-seen order), and the fragments it
/// spreads (each once, in order). A class so that "the same collection" is an identity check.
final class CollectedFields {
    /// Response names in first-seen order.
    var responseNames: [String] = []
    /// Fields by response name.
    var fieldsByResponseName: [String: [CollectedField]] = [:]
    /// Spread fragment names, each once.
    var fragmentNames: [String] = []
    /// The fragments (by definition index) this collection was already compared with, and
    /// whether that comparison was mutually exclusive.
    var comparedFragments: [Int: Bool] = [:]

    func add(_ field: CollectedField) {
        let key = field.field.responseKey
        if fieldsByResponseName[key] == nil { responseNames.append(key) }
        fieldsByResponseName[key, default: []].append(field)
    }
}

/// A set of unordered pairs of fragment names, each remembered with whether it was compared
/// as mutually exclusive.
struct FragmentPairSet {
    private var data: [String: [String: Bool]] = [:]

    /// Whether the pair was compared: any comparison counts when asking for a mutually exclusive
    /// one; otherwise only a non-exclusive comparison counts.
    func contains(_ a: String, _ b: String, mutuallyExclusive: Bool) -> Bool {
        let (first, second) = a < b ? (a, b) : (b, a)
        guard let recorded = data[first]?[second] else { return false }
        return mutuallyExclusive ? true : recorded == mutuallyExclusive
    }

    mutating func insert(_ a: String, _ b: String, mutuallyExclusive: Bool) {
        let (first, second) = a < b ? (a, b) : (b, a)
        data[first, default: [:]][second] = mutuallyExclusive
    }
}
