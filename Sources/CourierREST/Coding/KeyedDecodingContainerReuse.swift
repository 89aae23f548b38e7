import CourierAPI

/// Keyed containers that one decoder hands out again, object after object, instead of making two
/// new objects (and looking up two generic types' metadata) for every `container(keyedBy:)`.
///
/// `KeyedDecodingContainer<Key>` is, in the standard library, a struct holding one class
/// reference: a box around the concrete container. So a container can be kept as that
/// reference, and once no one but the pool holds the box (every `init(from:)` that asked for it
/// has let its copies go: `isKnownUniquelyReferenced`), the same box and container can serve the
/// next object with the same key type, pointed at that object. A box that someone still holds
/// (a type kept its container, or a value of the same type is being decoded further out) is left
/// alone, and a new container is made as usual.
///
/// This leans on the container's layout, which the standard library does not promise. Reuse is
/// only on where ``isAvailable`` found that layout (see ``ContainerBoxLayout``); should it ever
/// change, every container is made new, as before.
///
/// The pool belongs to one decoder, used by one thread, and must be emptied when its decode
/// ends: the containers hold their decoder, so the pool would otherwise keep it alive.
struct KeyedDecodingContainerPool {
    private struct Entry {
        let keyType: ObjectIdentifier
        /// The `KeyedDecodingContainer`'s box.
        var box: AnyObject
        /// The concrete container in the box.
        let reader: TapeObjectReader
    }

    /// At most this many containers are kept: enough for several types nested a few levels.
    private static let capacity = 16
    private var entries: [Entry] = []

    /// A kept container for `Key` that no one else holds, pointed at `object` (with `parent` and
    /// `key` as its path), or `nil` (with `key` untouched) when there is none.
    @inline(__always)
    mutating func reuse<Key: CodingKey>(
        _ keyType: Key.Type, object: Int, parent: CodingPathNode, key: inout (any CodingKey)?
    ) -> KeyedDecodingContainer<Key>? {
        let type = ObjectIdentifier(Key.self)
        var slot = 0
        while slot < entries.count {
            if entries[slot].keyType == type, isKnownUniquelyReferenced(&entries[slot].box) {
                entries[slot].reader.point(at: object, parent: parent, key: key.take())
                return ContainerBoxLayout.container(of: entries[slot].box, as: KeyedDecodingContainer<Key>.self)
            }
            slot &+= 1
        }
        return nil
    }

    /// Keeps `container`, whose concrete container is `reader`, for reuse (when there is room
    /// and the layout allows it).
    mutating func keep<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, reader: TapeObjectReader) {
        guard entries.count < Self.capacity, Self.isAvailable else { return }
        entries.append(
            Entry(keyType: ObjectIdentifier(Key.self), box: ContainerBoxLayout.box(of: container), reader: reader))
    }

    /// Lets every kept container go.
    mutating func removeAll() { entries.removeAll() }

    /// Whether containers can be kept: `KeyedDecodingContainer` is laid out as one reference to
    /// the standard library's `_KeyedDecodingContainerBox` (checked once, on a probe over `{}`).
    static let isAvailable: Bool = {
        guard let tape = try? JSONTape(parsing: "{}") else { return false }
        return ContainerBoxLayout.isOneBoxReference(
            boxTypeName: "_KeyedDecodingContainerBox",
            makeProbe: { marker in
                KeyedDecodingContainer(
                    TapeKeyedContainer<JSONCodingKey>(
                        decoder: TapeDecoder(tape: tape, options: CourierJSONDecoder()), object: 0, parent: .root,
                        key: marker))
            },
            codingPath: { $0.codingPath })
    }()
}
