import CourierREST
import Foundation
import Testing

/// The coding paths a type sees while it decodes — the decoder's, its containers', nested and
/// super decoders' — match `JSONDecoder`'s. The decoder builds these paths lazily from its
/// containers, so a wrong link shows here even when no error is thrown.
@Suite("CourierJSONDecoder coding paths match JSONDecoder")
struct CodingPathDifferentialTests {
    /// Records every path it can observe, in order, into `seen`.
    struct PathRecorder: Decodable {
        var seen: [String]

        enum CodingKeys: String, CodingKey {
            case list, object, leaf, child
        }

        init(from decoder: any Decoder) throws {
            seen = ["decoder " + describe(decoder.codingPath)]
            let container = try decoder.container(keyedBy: CodingKeys.self)
            seen.append("keyed " + describe(container.codingPath))
            if container.contains(.list) {
                var list = try container.nestedUnkeyedContainer(forKey: .list)
                seen.append("list " + describe(list.codingPath))
                while !list.isAtEnd {
                    let element = try list.nestedContainer(keyedBy: CodingKeys.self)
                    seen.append("element " + describe(element.codingPath))
                    if let leaf = try element.decodeIfPresent(Leaf.self, forKey: .leaf) { seen += leaf.seen }
                }
            }
            if container.contains(.object) {
                let object = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: .object)
                seen.append("object " + describe(object.codingPath))
                let superDecoder = try object.superDecoder(forKey: .leaf)
                seen.append("super " + describe(superDecoder.codingPath))
            }
            if let child = try container.decodeIfPresent(PathRecorder.self, forKey: .child) { seen += child.seen }
            if let leaf = try container.decodeIfPresent([Leaf].self, forKey: .leaf) { seen += leaf.flatMap(\.seen) }
        }
    }

    /// A single value that records the decoder's path.
    struct Leaf: Decodable {
        var seen: [String]

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            seen = ["leaf " + describe(decoder.codingPath) + " " + describe(value.codingPath)]
        }
    }

    @Test(
        "paths seen while decoding",
        arguments: [
            #"{}"#,
            #"{"list":[{"leaf":1},{},{"leaf":2}]}"#,
            #"{"object":{"leaf":3}}"#,
            #"{"child":{"child":{"list":[{"leaf":4}]},"leaf":[5,6]}}"#,
            #"{"leaf":[7],"object":{},"child":{"object":{"leaf":8}}}"#,
        ])
    func pathsSeenWhileDecoding(_ json: String) throws {
        let data = Data(json.utf8)
        let expected = try JSONDecoder().decode([PathRecorder].self, from: Data("[\(json)]".utf8)).map(\.seen)
        let actual = try CourierJSONDecoder().decode([PathRecorder].self, from: Data("[\(json)]".utf8)).map(\.seen)
        #expect(actual == expected)
        #expect(
            try CourierJSONDecoder().decode(PathRecorder.self, from: data).seen
                == JSONDecoder().decode(PathRecorder.self, from: data).seen)
    }
}

private func describe(_ path: [any CodingKey]) -> String {
    DifferentialOutcome.describe(path)
}

/// The coding paths a type sees while it encodes match `JSONEncoder`'s: each value writes the
/// paths it observes as strings, so the output shows them.
@Suite("CourierJSONEncoder coding paths match JSONEncoder")
struct EncodingPathDifferentialTests {
    /// Writes the encoder's and its container's path, then its children.
    struct PathEcho: Encodable {
        var children: [PathEcho] = []
        var child: [String: PathEcho]?

        enum CodingKeys: String, CodingKey {
            case encoderPath, containerPath, children, child, leaf
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(describe(encoder.codingPath), forKey: .encoderPath)
            try container.encode(describe(container.codingPath), forKey: .containerPath)
            if !children.isEmpty { try container.encode(children, forKey: .children) }
            try container.encodeIfPresent(child, forKey: .child)
            try container.encode(LeafEcho(), forKey: .leaf)
        }
    }

    /// A single value that writes its encoder's path.
    struct LeafEcho: Encodable {
        func encode(to encoder: any Encoder) throws {
            var value = encoder.singleValueContainer()
            try value.encode(describe(encoder.codingPath))
        }
    }

    @Test("paths seen while encoding")
    func pathsSeenWhileEncoding() throws {
        let value = [
            PathEcho(),
            PathEcho(children: [PathEcho(), PathEcho(child: ["x": PathEcho(children: [PathEcho()])])]),
        ]
        let theirs = JSONEncoder()
        theirs.outputFormatting = [.sortedKeys]
        var ours = CourierJSONEncoder()
        ours.outputFormatting = [.sortedKeys]
        let expected = String(decoding: try theirs.encode(value), as: UTF8.self)
        #expect(String(decoding: try ours.encode(value), as: UTF8.self) == expected)
        #expect(expected.contains("Index 1#1, children, Index 1#1, child, x"))
    }
}
