/// The check that keyed-container reuse, in the encoder and in the decoder, runs before treating
/// a standard-library keyed container as the reference to its box.
///
/// `KeyedEncodingContainer<Key>` and `KeyedDecodingContainer<Key>` are, in the standard library,
/// structs whose only stored property is a class instance: a box (`_KeyedEncodingContainerBox`,
/// `_KeyedDecodingContainerBox`) around the concrete container. Reuse keeps a container as that
/// reference and casts it back (see ``KeyedEncodingContainerReuse`` and
/// ``KeyedDecodingContainerPool``). No API promises that layout, so each side checks it on a probe
/// container, once per process, and makes every container anew when the check fails.
///
/// The struct stores only the box's non-generic base class, nothing of `Key`, so a probe of one
/// key type answers for all; a different size for some key type would still stop at
/// `unsafeBitCast`'s own size check rather than read the wrong memory.
enum ContainerBoxLayout {
    /// Whether `Container` is laid out as one strong reference to its box: pointer-sized and
    /// -aligned, not plain data, the reference an instance of a class whose name starts with
    /// `boxTypeName`, and the container cast back from it the probe itself.
    ///
    /// - Parameters:
    ///   - boxTypeName: The start of the box class's name.
    ///   - makeProbe: Makes a container whose coding path is the one key it is given.
    ///   - codingPath: The coding path of a container.
    static func isOneBoxReference<Container>(
        boxTypeName: String, makeProbe: (JSONCodingKey) -> Container,
        codingPath: (Container) -> [any CodingKey]
    ) -> Bool {
        guard MemoryLayout<Container>.size == MemoryLayout<AnyObject>.size,
            MemoryLayout<Container>.alignment == MemoryLayout<AnyObject>.alignment, !_isPOD(Container.self)
        else { return false }
        // A path that tells the probe from any other container, to check the round trip.
        let marker = JSONCodingKey(stringValue: "ContainerBoxLayout probe of \(boxTypeName)")
        let box = unsafeBitCast(makeProbe(marker), to: AnyObject.self)
        guard String(describing: type(of: box)).hasPrefix(boxTypeName) else { return false }
        let path = codingPath(unsafeBitCast(box, to: Container.self))
        return path.count == 1 && path[0].stringValue == marker.stringValue
    }

    /// The box that `container` holds (only where ``isOneBoxReference(boxTypeName:makeProbe:codingPath:)``
    /// held for its kind of container).
    @inline(__always)
    static func box<Container>(of container: Container) -> AnyObject {
        unsafeBitCast(container, to: AnyObject.self)
    }

    /// The container that holds `box`, made by ``box(of:)`` from a `Container`.
    @inline(__always)
    static func container<Container>(of box: AnyObject, as type: Container.Type) -> Container {
        unsafeBitCast(box, to: Container.self)
    }
}
