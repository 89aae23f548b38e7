import Foundation

/// The REST-shaped types the differential tests decode and encode with both coders.
struct DiffItem: Codable, Equatable {
    var id: Int
    var userName: String
    var price: Double
    var tags: [String]
    var rating: Float?
    var createdAt: Date
    var blob: Data
    var homePage: URL?
    var small: Int8?
    var big: UInt64?
    var isActive: Bool
    var meta: [String: Int]?
    var child: DiffChild?
    var matrix: [[Int]]?
    var amount: Decimal?
    var counts: [UInt16]?
}

struct DiffChild: Codable, Equatable {
    var nickName: String
    var level: Int32?
    var kind: DiffKind
    var flags: [Bool]?
}

enum DiffKind: String, Codable {
    case plain, fancy
}

/// A type with a hand-written `Codable` that uses nested and super containers.
struct DiffEnvelope: Codable, Equatable {
    var first: Int
    var rest: [Int]
    var inner: String?
    var parent: Int?

    enum CodingKeys: String, CodingKey {
        case first, rest, box
    }

    enum BoxKeys: String, CodingKey {
        case inner
    }

    init(first: Int, rest: [Int], inner: String?, parent: Int?) {
        self.first = first
        self.rest = rest
        self.inner = inner
        self.parent = parent
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var list = try container.nestedUnkeyedContainer(forKey: .rest)
        first = try container.decode(Int.self, forKey: .first)
        var rest: [Int] = []
        while !list.isAtEnd {
            if try list.decodeNil() { continue }
            rest.append(try list.decode(Int.self))
        }
        self.rest = rest
        let box = try container.nestedContainer(keyedBy: BoxKeys.self, forKey: .box)
        inner = try box.decodeIfPresent(String.self, forKey: .inner)
        parent = try? Int(from: container.superDecoder())
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(first, forKey: .first)
        var list = container.nestedUnkeyedContainer(forKey: .rest)
        for value in rest { try list.encode(value) }
        var box = container.nestedContainer(keyedBy: BoxKeys.self, forKey: .box)
        try box.encodeIfPresent(inner, forKey: .inner)
        if let parent { try parent.encode(to: container.superEncoder()) }
    }
}
