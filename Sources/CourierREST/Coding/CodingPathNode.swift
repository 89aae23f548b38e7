/// A coding path as a chain from the innermost key to the root, so that going one level deeper
/// costs one small allocation (or none, through a container that is already allocated) and the
/// `[CodingKey]` array is built only when someone asks.
enum CodingPathNode {
    case root
    indirect case key(any CodingKey, CodingPathNode)
    indirect case index(Int, CodingPathNode)
    /// The path of a container object, which keeps its parent path and key itself.
    case container(CodingPathLink)
    /// The path of the values of an object that a reused keyed container reads.
    case reusable(ReusableCodingPathLink)

    /// The path, outermost key first.
    var path: [any CodingKey] {
        var keys: [any CodingKey] = []
        var node = self
        while true {
            switch node {
            case .root: return keys.reversed()
            case .key(let key, let parent):
                keys.append(key)
                node = parent
            case .index(let index, let parent):
                keys.append(IndexCodingKey(index: index))
                node = parent
            case .container(let link):
                if let key = link.key { keys.append(key) }
                node = link.parent
            case .reusable(let link):
                if let key = link.key { keys.append(key) }
                node = link.parent
            }
        }
    }

    /// This path with `key` appended, or this path when `key` is `nil`.
    func appending(_ key: (any CodingKey)?) -> CodingPathNode {
        guard let key else { return self }
        return .key(key, self)
    }

    /// This path with an array index appended.
    func appending(index: Int) -> CodingPathNode { .index(index, self) }

    /// The path with `key` appended, as an array.
    func path(appending key: (any CodingKey)?) -> [any CodingKey] {
        var path = self.path
        if let key { path.append(key) }
        return path
    }
}

/// A container that is its own node of a coding path: the decoder's containers are objects
/// anyway, so the path of the values in one costs no allocation of its own.
class CodingPathLink {
    /// The path of the container holding this one.
    let parent: CodingPathNode
    /// This container's key in it (`nil` at the root or for a single-value wrapper).
    let key: (any CodingKey)?

    init(parent: CodingPathNode, key: (any CodingKey)?) {
        self.parent = parent
        self.key = key
    }

    /// This container's path, for the values in it.
    final var node: CodingPathNode { .container(self) }
}

/// A path node that its owner points at another container once no path holds it any more (the
/// owner checks `isKnownUniquelyReferenced`), so that no path in use changes. Apart from
/// ``CodingPathLink``, whose properties stay constants: as variables they made every encoder's
/// initialization assign its key through the value witnesses.
final class ReusableCodingPathLink {
    /// The path of the container holding this one.
    @exclusivity(unchecked) private(set) var parent: CodingPathNode
    /// The container's key in it.
    @exclusivity(unchecked) private(set) var key: (any CodingKey)?

    init(parent: CodingPathNode, key: (any CodingKey)?) {
        self.parent = parent
        self.key = key
    }

    /// Makes this the node of another container.
    func reassign(parent: CodingPathNode, key: (any CodingKey)?) {
        self.parent = parent
        self.key = key
    }
}

/// The coding keys the JSON coders make themselves, other than array indices
/// (``IndexCodingKey``): dictionary keys, `super`, and the keys passed to a custom key strategy.
struct JSONCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }

    /// The key `superDecoder()` and `superEncoder()` use.
    static let `super` = JSONCodingKey(stringValue: "super")
}

/// An array index as a coding key (`"Index 3"`, as Foundation names it), small enough to sit in
/// an existential without an allocation and named only when someone reads the name.
struct IndexCodingKey: CodingKey {
    let index: Int

    init(index: Int) { self.index = index }

    init?(stringValue: String) { nil }

    init(intValue: Int) { index = intValue }

    var stringValue: String { "Index \(index)" }
    var intValue: Int? { index }
}
