/// A keyed container kept for reuse: the box `KeyedEncodingContainer` holds, and its state.
final class ReusableKeyedContainer {
    let keyType: ObjectIdentifier
    /// Unchecked: see ``DirectEncoderContext``.
    @exclusivity(unchecked) var box: AnyObject
    let state: DirectKeyedContainerState

    init(keyType: ObjectIdentifier, box: AnyObject, state: DirectKeyedContainerState) {
        self.keyType = keyType
        self.box = box
        self.state = state
    }
}

extension DirectEncoderContext {
    /// A keyed container writing to `frame`: the one made last for an object at that depth when
    /// it is of the same key type and nobody holds it any more (see
    /// ``KeyedEncodingContainerReuse``), else a new one.
    func keyedContainer<Key: CodingKey>(keyedBy keyType: Key.Type, frame: DirectFrameHandle, node: CodingPathNode)
        -> KeyedEncodingContainer<Key>
    {
        let level = frame.level
        if level < reusableContainers.count, let reusable = reusableContainers[level],
            reusable.keyType == ObjectIdentifier(Key.self), isKnownUniquelyReferenced(&reusable.box)
        {
            reusable.state.frame = frame
            reusable.state.node = node
            return KeyedEncodingContainerReuse.container(of: reusable.box, keyedBy: Key.self)
        }
        let state = DirectKeyedContainer<Key>(context: self, frame: frame, node: node)
        let container = KeyedEncodingContainer(state)
        if level != DirectFrameHandle.closed.level, KeyedEncodingContainerReuse.isAvailable {
            while reusableContainers.count <= level { reusableContainers.append(nil) }
            reusableContainers[level] = ReusableKeyedContainer(
                keyType: ObjectIdentifier(Key.self), box: KeyedEncodingContainerReuse.box(of: container), state: state)
        }
        return container
    }
}
