import CourierREST
import Foundation
import Testing

/// `CourierJSONEncoder` hands a keyed container out again once the `encode(to:)` that had it
/// kept no copy. These are the uses where handing it out again would go wrong — a container kept
/// and written later, the same key type nested, coding paths read after the container was
/// reused, errors — each against `JSONEncoder` with sorted keys.
@Suite("CourierJSONEncoder keyed container reuse")
struct KeyedEncodingContainerReuseTests {
    enum Keys: String, CodingKey {
        case alpha, beta, gamma, path
    }

    /// An object that writes the coding paths it sees.
    struct Leaf: Encodable {
        let value: Double

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(value, forKey: .gamma)
            try container.encode(pathText(container.codingPath), forKey: .path)
            try container.encode(pathText(encoder.codingPath), forKey: .beta)
        }
    }

    /// A tree of one key type: each node's container is asked for while its parent's is held.
    struct Node: Encodable {
        var value: Double
        var children: [Node] = []
        var child: [Node] = []
        var superValue: Int?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(value, forKey: .gamma)
            try container.encode(pathText(container.codingPath), forKey: .path)
            if !children.isEmpty { try container.encode(children, forKey: .alpha) }
            if let first = child.first {
                // Only scalars inside nested containers: `JSONEncoder` leaves their key out of
                // the coding paths of the values encoded in them.
                var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .beta)
                try nested.encode(pathText(nested.codingPath), forKey: .path)
                try nested.encode(first.value, forKey: .alpha)
                var deeper = nested.nestedContainer(keyedBy: Keys.self, forKey: .beta)
                try deeper.encode(first.value + 1, forKey: .gamma)
                try nested.encode(first.children.count, forKey: .gamma)
            }
            if let superValue { try superValue.encode(to: container.superEncoder()) }
        }
    }

    func expectSameAsFoundation<T: Encodable>(_ value: T, _ comment: Comment) {
        let encodings = DifferentialOutcome.sortedKeysEncodings(of: value)
        #expect(encodings.expected == encodings.actual, comment)
    }

    @Test func aContainerStillHeldIsNotHandedOutAgain() {
        // The first sibling's container is written after the second one was made: the second
        // must be a container of its own, or the late member lands in it.
        struct Siblings: Encodable {
            func encode(to encoder: any Encoder) throws {
                var list = encoder.unkeyedContainer()
                var first = list.nestedContainer(keyedBy: Keys.self)
                try first.encode(1, forKey: .alpha)
                var second = list.nestedContainer(keyedBy: Keys.self)
                try second.encode(2, forKey: .gamma)
                try first.encode(3, forKey: .beta)
                var object = list.nestedContainer(keyedBy: Keys.self)
                var inner = object.nestedContainer(keyedBy: Keys.self, forKey: .alpha)
                try inner.encode(4, forKey: .gamma)
                var other = object.nestedContainer(keyedBy: Keys.self, forKey: .beta)
                try other.encode(5, forKey: .gamma)
                try inner.encode(6, forKey: .alpha)
            }
        }
        expectSameAsFoundation([Leaf(value: 0), Leaf(value: 1)], "plain leaves")
        expectSameAsFoundation([[Siblings()], [Siblings()]], "held siblings")
    }

    @Test func objectsOfOneKeyTypeNestedInEachOther() {
        let leaves = (0..<3).map { Node(value: Double($0) / 4) }
        let tree = Node(
            value: 0.5,
            children: [
                Node(value: 1, children: leaves, child: [Node(value: 2, children: leaves)]),
                Node(value: 3, child: [Node(value: 4)], superValue: 7),
            ],
            child: [Node(value: 5, children: leaves, child: leaves)])
        expectSameAsFoundation([tree, tree], "nested nodes")
    }

    @Test func errorsAfterReuseCarryTheirPath() {
        let nodes = [
            Node(value: 1, children: [Node(value: 2)]),
            Node(value: 3, children: [Node(value: 4), Node(value: 5, children: [Node(value: .infinity)])]),
        ]
        expectSameAsFoundation(nodes, "non-finite value after reuse")
        let leaves = [Leaf(value: 1), Leaf(value: 2), Leaf(value: -.infinity)]
        expectSameAsFoundation(leaves, "non-finite leaf after reuse")
    }
}

/// A coding path as one string, for a value to write what it saw.
private func pathText(_ path: [any CodingKey]) -> String {
    path.map { key in key.intValue.map { "#\($0)" } ?? key.stringValue }.joined(separator: ".")
}
