/// Hands out the same `KeyedEncodingContainer` again once nobody holds the last one.
///
/// `KeyedEncodingContainer.init` allocates a box for the concrete container and looks up the
/// box's generic metadata (about a tenth of an encode, for objects of a few members). The
/// standard library's `KeyedEncodingContainer<Key>` is a struct whose only stored property is
/// that box, a class instance; so the encoder keeps the container it made last (its concrete
/// container a class whose state it resets) and, when its own reference to the box is the only
/// one left (the `encode(to:)` that used it kept no copy), returns the same box again.
///
/// That relies on the layout, which no API promises: ``isAvailable`` checks it once at run time
/// (see ``ContainerBoxLayout``), and without it every container is made anew.
enum KeyedEncodingContainerReuse {
    /// Whether containers can be reused: `KeyedEncodingContainer` is laid out as one reference
    /// to the standard library's `_KeyedEncodingContainerBox`.
    static let isAvailable = ContainerBoxLayout.isOneBoxReference(
        boxTypeName: "_KeyedEncodingContainerBox",
        makeProbe: { marker in
            KeyedEncodingContainer(
                DirectKeyedContainer<JSONCodingKey>(
                    context: DirectEncoderContext(options: CourierJSONEncoder()), frame: .closed,
                    node: CodingPathNode.root.appending(marker)))
        },
        codingPath: { $0.codingPath })

    /// The box that `container` holds (only when ``isAvailable``).
    @inline(__always)
    static func box<Key>(of container: KeyedEncodingContainer<Key>) -> AnyObject {
        ContainerBoxLayout.box(of: container)
    }

    /// The container that holds `box`, made by ``box(of:)`` from a container of `Key`.
    @inline(__always)
    static func container<Key>(of box: AnyObject, keyedBy: Key.Type) -> KeyedEncodingContainer<Key> {
        ContainerBoxLayout.container(of: box, as: KeyedEncodingContainer<Key>.self)
    }
}
