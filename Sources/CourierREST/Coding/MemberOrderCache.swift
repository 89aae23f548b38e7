import CourierSupport

/// The member orders an encoder has verified, kept across its `encode(_:)` calls and shared by
/// its copies, so that a small document (one request body) does not learn its types' orders
/// again on every call.
///
/// Learning an order (recording the names, checking them for duplicates, sorting them, building
/// their quoted text) was about a quarter of encoding a five-member object. An order from here is
/// only a candidate, as within one call: an object follows it only while each name it writes is
/// the order's next name, byte for byte (see ``MemberOrder``); anything else leaves it.
///
/// Orders are kept per coding-key type and per the two options that shape them (escaped
/// slashes in their text, sorted keys in their order), a few per type and for a bounded number
/// of types. ``MemberOrder`` is immutable, so calls on several threads share the same ones.
final class MemberOrderCache: Sendable {
    /// What an order is kept under.
    struct Key: Hashable {
        let keyType: ObjectIdentifier
        let escapesSlashes: Bool
        let sortsKeys: Bool
    }

    /// At most this many key types are kept; later ones are learned on every call, as before.
    static let keyTypeLimit = 256
    /// At most this many orders per key type (types whose optional members come and go).
    static let ordersPerKeyType = 8

    private let orders = Locked<[Key: [MemberOrder]]>([:])

    /// The orders kept for `key`, oldest first, or `nil`.
    func orders(for key: Key) -> [MemberOrder]? {
        orders.withLock { $0[key] }
    }

    /// Keeps `order` for `key` (dropping the oldest when there are enough).
    func record(_ order: MemberOrder, for key: Key) {
        orders.withLock { all in
            guard all[key] != nil || all.count < Self.keyTypeLimit else { return }
            var kept = all[key] ?? []
            if kept.contains(where: { $0.names == order.names }) { return }
            if kept.count >= Self.ordersPerKeyType { kept.removeFirst() }
            kept.append(order)
            all[key] = kept
        }
    }
}
