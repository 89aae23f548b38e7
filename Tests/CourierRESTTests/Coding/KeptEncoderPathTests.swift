import CourierREST
import Foundation
import Testing

/// Encoders and containers a value keeps after its `encode(to:)` returned, and the coding paths
/// of many nested values of one type: what reusing the direct path's `Encoder` objects (as its
/// keyed containers are) would have to leave unchanged. Each against `JSONEncoder` with sorted
/// keys, but for a documented difference.
@Suite("CourierJSONEncoder kept encoders and nested paths")
struct KeptEncoderPathTests {
    enum Keys: String, CodingKey {
        case alpha, beta, gamma, path, late
    }

    /// Where a value leaves its encoder or container for a later value to use.
    final class Kept {
        var encoder: (any Encoder)?
        var container: KeyedEncodingContainer<Keys>?
    }

    /// Keeps its encoder (and, when asked, its container) in `kept`.
    struct Keeper: Encodable {
        let kept: Kept
        var keepsContainer = false

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(pathText(encoder.codingPath), forKey: .path)
            kept.encoder = encoder
            if keepsContainer { kept.container = container }
        }
    }

    /// Reads the paths of what a ``Keeper`` kept, and writes to its encoder when `writes`.
    struct LateReader: Encodable {
        let kept: Kept
        var writes = false

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(pathText(encoder.codingPath), forKey: .path)
            if let keptEncoder = kept.encoder {
                try container.encode(pathText(keptEncoder.codingPath), forKey: .alpha)
                if writes {
                    var late = keptEncoder.container(keyedBy: Keys.self)
                    try late.encode(1, forKey: .late)
                }
            }
            if let keptContainer = kept.container {
                try container.encode(pathText(keptContainer.codingPath), forKey: .beta)
            }
        }
    }

    struct Pair<First: Encodable, Second: Encodable>: Encodable {
        let first: First
        let second: Second

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(first, forKey: .alpha)
            try container.encode(second, forKey: .beta)
        }
    }

    /// A tree of one type several deep, each node writing the paths it sees (through its encoder
    /// and its container), optionally with a value through a super encoder.
    struct Node: Encodable {
        var value: Double
        var children: [Node] = []
        var child: [Node] = []
        var superChild: [Node] = []

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(value, forKey: .gamma)
            try container.encode(pathText(encoder.codingPath), forKey: .path)
            if !children.isEmpty { try container.encode(children, forKey: .alpha) }
            if let first = child.first { try container.encode(first, forKey: .beta) }
            try container.encode(pathText(container.codingPath), forKey: .late)
            if let first = superChild.first { try first.encode(to: container.superEncoder()) }
        }
    }

    func expectSameAsFoundation<T: Encodable>(_ value: T, _ comment: Comment) {
        let encodings = DifferentialOutcome.sortedKeysEncodings(of: value)
        #expect(encodings.expected == encodings.actual, comment)
    }

    @Test func aKeptEncoderIsNotHandedOutAgain() {
        // The reader sits at the keeper's depth: an encoder handed out again there would be the
        // kept one, whose path (and, for a late write, object) would then be the reader's.
        let reading = Kept()
        expectSameAsFoundation([Pair(first: Keeper(kept: reading), second: LateReader(kept: reading))], "kept, read")
        // A write through a kept encoder lands in its object, where `JSONEncoder` drops it (one
        // of the documented differences; the tree path writes it).
        let writing = Kept()
        var encoder = CourierJSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let written = try? encoder.encode([
            Pair(first: Keeper(kept: writing), second: LateReader(kept: writing, writes: true))
        ])
        #expect(
            written.map { String(decoding: $0, as: UTF8.self) }
                == ##"[{"alpha":{"late":1,"path":"#0.alpha"},"beta":{"alpha":"#0.alpha","path":"#0.beta"}}]"##,
            "kept, written")
        let inArray = Kept()
        expectSameAsFoundation(
            Pair(first: [Keeper(kept: inArray), Keeper(kept: Kept())], second: [LateReader(kept: inArray)]),
            "kept in an array")
    }

    @Test func aKeptContainerKeepsItsPath() {
        let kept = Kept()
        let keeper = Keeper(kept: kept, keepsContainer: true)
        expectSameAsFoundation(
            [Pair(first: Pair(first: keeper, second: Keeper(kept: Kept())), second: LateReader(kept: kept))],
            "container kept")
    }

    @Test func pathsOfNestedValuesOfOneType() {
        let leaves = (0..<3).map { Node(value: Double($0) / 4) }
        let deep = (0..<5).reduce(Node(value: 9, children: leaves)) { inner, level in
            Node(value: Double(level), children: [inner, Node(value: 1, child: [inner])], child: [inner])
        }
        expectSameAsFoundation([deep, deep], "nested nodes")
        let supers = Node(
            value: 1, children: leaves, child: [Node(value: 2, superChild: [Node(value: 3, children: leaves)])])
        expectSameAsFoundation([supers, Node(value: 4, superChild: [supers])], "super encoders")
    }

    @Test func errorsAfterManyNestedValuesCarryTheirPath() {
        let leaves = (0..<20).map { Node(value: Double($0)) }
        let bad = Node(value: 1, children: leaves + [Node(value: 2, child: [Node(value: .nan)])])
        expectSameAsFoundation([Node(value: 0, children: leaves), bad], "non-finite value deep down")
        expectSameAsFoundation(
            Pair(first: leaves, second: Node(value: 3, superChild: [Node(value: -.infinity)])), "non-finite under super"
        )
    }
}

/// A coding path as one string, for a value to write what it saw.
private func pathText(_ path: [any CodingKey]) -> String {
    path.map { key in key.intValue.map { "#\($0)" } ?? key.stringValue }.joined(separator: ".")
}
