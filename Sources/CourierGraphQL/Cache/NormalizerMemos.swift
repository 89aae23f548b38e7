import CourierAPI

/// What a ``GraphQLStore``'s writes memoize, kept from one write to the next: the last write's
/// ``FieldCollector`` (its answers depend only on the selection sets, which are static, and on
/// the variables) and the key fields of the types it met (which depend only on the
/// configuration).
///
/// A subscription writes each result (or burst of results) in its own transaction with the
/// same operation and variables; flattening the selection sets again for every one of them was
/// most of a small result's write. A write takes the memos (``take(variables:)``) and gives them
/// back when done (``keep(_:_:)``); the collector is reused only when the variables are
/// identical (``JSONValue/isIdentical(to:)``), since its cache keys render them.
///
/// Owned by the store's actor: not `Sendable`, no lock.
final class NormalizerMemos {
    private var collector: FieldCollector?
    private var keyFields = KeyFieldMemo()

    /// A collector for `variables` (the kept one when its variables are identical) and the
    /// key-field memo; give them back with ``keep(_:_:)``.
    func take(variables: JSONObject) -> (FieldCollector, KeyFieldMemo) {
        let kept = collector
        collector = nil
        if let kept, kept.variables.isIdentical(to: variables) { return (kept, keyFields) }
        return (FieldCollector(variables: variables), keyFields)
    }

    /// Keeps a write's memos for the next one.
    func keep(_ collector: FieldCollector, _ keyFields: KeyFieldMemo) {
        self.collector = collector
        self.keyFields = keyFields
    }
}

extension JSONObject {
    /// Whether both objects have the same members in the same order with identical values
    /// (``JSONValue/isIdentical(to:)``): stricter than `==`, which ignores order and compares
    /// strings by canonical equivalence and `-0.0` equal to `0.0`.
    func isIdentical(to other: JSONObject) -> Bool {
        guard count == other.count else { return false }
        for index in indices {
            let (key, value) = self[index]
            let (otherKey, otherValue) = other[index]
            guard key.utf8.elementsEqual(otherKey.utf8), value.isIdentical(to: otherValue) else { return false }
        }
        return true
    }
}

extension JSONValue {
    /// Whether both values would serialize to the same text: same case, strings with the same
    /// UTF-8 bytes, numbers of the same kind with the same bits, objects member for member in
    /// order.
    func isIdentical(to other: JSONValue) -> Bool {
        switch (self, other) {
        case (.null, .null): return true
        case (.bool(let lhs), .bool(let rhs)): return lhs == rhs
        case (.string(let lhs), .string(let rhs)): return lhs.utf8.elementsEqual(rhs.utf8)
        case (.number(let lhs), .number(let rhs)):
            switch (lhs, rhs) {
            case (.integer(let a), .integer(let b)): return a == b
            case (.double(let a), .double(let b)): return a.bitPattern == b.bitPattern
            case (.literal(let a), .literal(let b)): return a.utf8.elementsEqual(b.utf8)
            default: return false
            }
        case (.array(let lhs), .array(let rhs)):
            return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.isIdentical(to: $1) }
        case (.object(let lhs), .object(let rhs)): return lhs.isIdentical(to: rhs)
        default: return false
        }
    }
}
