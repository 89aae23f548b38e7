import CourierREST
import Foundation
import Testing

/// A reused keyed container also reuses the path node of its object's values, once no path holds
/// it any more. These tests keep nested containers from some objects and not others, and read
/// their paths (and fail deep inside) only after later objects reused the node, against
/// `JSONDecoder`: a node reassigned while a kept container held it would report another path.
@Suite("CourierJSONDecoder path nodes reused across objects")
struct CodingPathLinkReuseTests {
    /// An element whose `detail` member is read through a nested type (so that the element's
    /// path node is made), and which keeps that member's container when `keep` is true.
    struct Element: Decodable {
        let id: Int
        let detail: Detail
        let kept: KeyedDecodingContainer<Detail.CodingKeys>?

        enum CodingKeys: String, CodingKey {
            case id, detail, keep
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(Int.self, forKey: .id)
            detail = try container.decode(Detail.self, forKey: .detail)
            kept =
                try container.decode(Bool.self, forKey: .keep)
                ? try container.nestedContainer(keyedBy: Detail.CodingKeys.self, forKey: .detail) : nil
        }

        /// The kept container's path and what it reads now.
        func readings() -> [String] {
            guard let kept else { return ["none"] }
            return [
                DifferentialOutcome.describe(kept.codingPath),
                DifferentialOutcome.describe(Result { try kept.decode(String.self, forKey: .note) }),
            ]
        }
    }

    /// The path the element's nested type saw while it was decoded.
    struct Detail: Decodable {
        let note: String?
        let seenPath: String

        enum CodingKeys: String, CodingKey {
            case note
        }

        init(from decoder: any Decoder) throws {
            seenPath = DifferentialOutcome.describe(decoder.codingPath)
            note = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(String.self, forKey: .note)
        }
    }

    static func document(count: Int, failingAt failure: Int? = nil) -> Data {
        let elements = (0..<count).map { index in
            let note = index == failure ? "7" : "\"n\(index)\""
            return #"{"id":\#(index),"detail":{"note":\#(note)},"keep":\#(index % 3 == 1)}"#
        }
        return Data(("[" + elements.joined(separator: ",") + "]").utf8)
    }

    @Test("kept containers report their own paths after later objects reused the node")
    func keptPaths() throws {
        let data = Self.document(count: 40)
        let expected = try JSONDecoder().decode([Element].self, from: data)
        let actual = try CourierJSONDecoder().decode([Element].self, from: data)
        #expect(actual.map { $0.readings() } == expected.map { $0.readings() })
        #expect(actual.map(\.detail.seenPath) == expected.map(\.detail.seenPath))
        #expect(actual[34].readings().first == "[Index 34#34, detail]")
    }

    @Test("an error deep in a late element names its path", arguments: [0, 1, 2, 29, 30, 31])
    func errorPaths(failingAt failure: Int) {
        let data = Self.document(count: 32, failingAt: failure)
        let expected = DifferentialOutcome.describe(
            Result { try JSONDecoder().decode([Element].self, from: data) }
                .map { $0.map(\.id) })
        let actual = DifferentialOutcome.describe(
            Result { try CourierJSONDecoder().decode([Element].self, from: data) }
                .map { $0.map(\.id) })
        #expect(actual == expected)
        #expect(actual.contains("Index \(failure)#\(failure)"))
    }
}
