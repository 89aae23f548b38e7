import Foundation

// The Codable types both decoders read. Each exercises one of `CourierJSONDecoder`'s fast paths:
// keyed containers reused object after object (nested and recursive types, the same key type in
// use further out), the per-key-type search hint (keys read out of declaration order, read twice,
// looked up with `contains`), the scalar-array readers, optionals, dictionaries, dates and enums.
// None writes to a container after its `encode(to:)` returned (the encoder's documented difference).

/// A REST-shaped record: nested structs, optionals, the four scalar arrays, a dictionary, dates,
/// and enums with `String` and `Int` raw values.
struct Profile: Codable, Equatable {
    var id: Int
    var userName: String
    var score: Double?
    var tags: [String]
    var counts: [Int]?
    var ratios: [Double]?
    var flags: [Bool]?
    var meta: [String: Int]?
    var createdAt: Date
    var updatedAt: Date?
    var kind: Kind
    var level: Level?
    var address: Address?
    var smallNumber: Int8?
    var bigNumber: UInt64?
}

/// An enum with `String` raw values.
enum Kind: String, Codable {
    case plain, fancy
    case veryFancy = "very_fancy"
}

/// An enum with `Int` raw values.
enum Level: Int, Codable {
    case low = 1
    case middle = 5
    case high = 10
}

/// A struct nested in ``Profile``, with one nested in turn.
struct Address: Codable, Equatable {
    var street: String
    var zipCode: String?
    var lines: [String]?
    var geo: Geo?
}

/// The innermost struct of ``Profile``.
struct Geo: Codable, Equatable {
    var lat: Double
    var lon: Double
}

/// A recursive type: children of its own type, and an optional next node. Every level's
/// container (one key type) is in use while the next level is decoded.
final class Node: Codable, Equatable {
    let name: String
    let weight: Double?
    let children: [Node]
    let next: Node?

    static func == (left: Node, right: Node) -> Bool {
        left.name == right.name && left.weight == right.weight && left.children == right.children
            && left.next == right.next
    }
}

/// Reads its keys in the reverse of their declaration order (and one twice, after a `contains`),
/// so that the search hint of its key type is wrong for most keys.
struct Reordered: Codable, Equatable {
    var alpha: Int
    var beta: String?
    var gamma: [Int]
    var delta: Bool
    var epsilonValue: Double?

    enum CodingKeys: String, CodingKey {
        case alpha, beta, gamma, delta, epsilonValue
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        epsilonValue = try container.decodeIfPresent(Double.self, forKey: .epsilonValue)
        delta = try container.decode(Bool.self, forKey: .delta)
        gamma = try container.decode([Int].self, forKey: .gamma)
        beta = container.contains(.beta) ? try container.decode(String?.self, forKey: .beta) : nil
        alpha = try container.decode(Int.self, forKey: .alpha)
        if try container.decode(Int.self, forKey: .alpha) != alpha {
            throw DecodingError.dataCorruptedError(
                forKey: .alpha, in: container, debugDescription: "alpha read twice differs")
        }
    }
}

/// Holds on to its container while it decodes nested values (of its own type too, and through a
/// nested keyed and a nested unkeyed container), and reads its own members only afterwards.
struct Holder: Codable, Equatable {
    var nodes: [Node]
    var inner: Reordered?
    var holders: [Holder]?
    var boxed: Int?
    var numbers: [Int]
    var label: String
    var count: Int

    enum CodingKeys: String, CodingKey {
        case nodes, inner, holders, box, numbers, label, count
    }

    enum BoxKeys: String, CodingKey {
        case value
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        nodes = try container.decode([Node].self, forKey: .nodes)
        inner = try container.decodeIfPresent(Reordered.self, forKey: .inner)
        holders = try container.decodeIfPresent([Holder].self, forKey: .holders)
        if container.contains(.box) {
            let box = try container.nestedContainer(keyedBy: BoxKeys.self, forKey: .box)
            boxed = try box.decodeIfPresent(Int.self, forKey: .value)
        } else {
            boxed = nil
        }
        var list = try container.nestedUnkeyedContainer(forKey: .numbers)
        var numbers: [Int] = []
        while !list.isAtEnd {
            if try list.decodeNil() { continue }
            numbers.append(try list.decode(Int.self))
        }
        self.numbers = numbers
        label = try container.decode(String.self, forKey: .label)
        count = try container.decode(Int.self, forKey: .count)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(nodes, forKey: .nodes)
        try container.encodeIfPresent(inner, forKey: .inner)
        try container.encodeIfPresent(holders, forKey: .holders)
        if let boxed {
            var box = container.nestedContainer(keyedBy: BoxKeys.self, forKey: .box)
            try box.encode(boxed, forKey: .value)
        }
        var list = container.nestedUnkeyedContainer(forKey: .numbers)
        for number in numbers { try list.encode(number) }
        try container.encode(label, forKey: .label)
        try container.encode(count, forKey: .count)
    }
}

/// Keeps its container (and a nested one of the same key type) past the end of its
/// `init(from:)`, and reads them only when compared or encoded: after the whole document, when
/// the decoder has reused containers for later objects. (A number that does not fit read this
/// way fails with Foundation's internal `JSONError`, which counts as `dataCorrupted`.)
struct Keeper: Codable, Equatable {
    let container: KeyedDecodingContainer<CodingKeys>
    let nested: KeyedDecodingContainer<CodingKeys>?

    enum CodingKeys: String, CodingKey {
        case name, size, inner
    }

    init(from decoder: any Decoder) throws {
        container = try decoder.container(keyedBy: CodingKeys.self)
        nested =
            container.contains(.inner) ? try container.nestedContainer(keyedBy: CodingKeys.self, forKey: .inner) : nil
    }

    /// What the kept containers read now: each value, or its error's case and path.
    var readings: [String] {
        var readings = [Self.read(String.self, .name, container), Self.read(Int.self, .size, container)]
        if let nested {
            readings += [Self.read(String.self, .name, nested), Self.read([String].self, .inner, nested)]
        }
        return readings
    }

    private static func read<T: Decodable>(
        _ type: T.Type, _ key: CodingKeys, _ container: KeyedDecodingContainer<CodingKeys>
    ) -> String {
        do {
            return "\(try container.decode(type, forKey: key))"
        } catch {
            // Foundation wraps the internal `JSONError` of a number that does not fit into
            // `dataCorrupted` only inside `decode(_:from:)`: a kept container read later throws it
            // as is, where `CourierJSONDecoder` throws the `dataCorrupted`.
            let foundationInternal = "\(Swift.type(of: error))" == "JSONError"
            let corrupted = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: ""))
            return ErrorSummary(foundationInternal ? corrupted : error).description
        }
    }

    static func == (left: Keeper, right: Keeper) -> Bool { left.readings == right.readings }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for reading in readings { try container.encode(reading) }
    }
}

/// The scalar-array fast paths side by side, with their slow neighbours (optional elements,
/// nested arrays, arrays of dates and of other integer types).
struct Scalars: Codable, Equatable {
    var strings: [String]
    var ints: [Int]
    var doubles: [Double]
    var bools: [Bool]
    var optionalInts: [Int?]?
    var matrix: [[Double]]?
    var dates: [Date]?
    var bytes: [UInt8]?
    var table: [String: [Bool]]?
}

/// Everything at once, so that containers of every key type are reused across one another.
struct Catalog: Codable, Equatable {
    var profiles: [Profile]
    var tree: Node?
    var totals: [String: Int]
    var reordered: [Reordered]?
    var holder: Holder?
    var scalars: Scalars?
    var keepers: [Keeper]?
}
