import CourierREST
import Foundation
import Testing

/// The decoder hands a keyed container out again for the next object once no one holds it (see
/// `KeyedDecodingContainerPool`). These tests hold containers, nest a type inside itself, fail
/// after many reuses and decode on several threads, always against `JSONDecoder`: a container
/// reused while someone still held it would read another object or report another path.
@Suite("CourierJSONDecoder keyed containers reused across objects")
struct KeyedContainerReuseTests {
    /// Keeps its container (and a nested one) and reads them only after the whole document is
    /// decoded.
    struct Keeper: Decodable {
        let container: KeyedDecodingContainer<CodingKeys>
        let nested: KeyedDecodingContainer<CodingKeys>?

        enum CodingKeys: String, CodingKey {
            case name, inner
        }

        init(from decoder: any Decoder) throws {
            container = try decoder.container(keyedBy: CodingKeys.self)
            nested =
                container.contains(.inner)
                ? try container.nestedContainer(keyedBy: CodingKeys.self, forKey: .inner) : nil
        }

        /// What the kept containers read now, with their paths.
        func readings() -> [String] {
            var readings = [describe(container.codingPath), reading(container, .name), reading(container, .inner)]
            if let nested { readings += [describe(nested.codingPath), reading(nested, .name)] }
            return readings
        }

        private func reading(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) -> String {
            do {
                return try container.decode(String.self, forKey: key)
            } catch {
                return DifferentialOutcome.describe(error)
            }
        }
    }

    /// Decodes a plain member through the same key type as ``Keeper`` without keeping anything,
    /// so that kept and free containers of one key type alternate.
    struct Passer: Decodable {
        let name: String

        init(from decoder: any Decoder) throws {
            name = try decoder.container(keyedBy: Keeper.CodingKeys.self).decode(String.self, forKey: .name)
        }
    }

    /// Keepers and passers side by side: `[[Keeper], [Passer]]` is read as one document.
    struct Mixed: Decodable {
        let keepers: [Keeper]
        let passers: [Passer]
        let last: Keeper
    }

    static let mixedDocument = #"""
        {"keepers":[{"name":"a","inner":{"name":"a1"}},{"name":"b"},{"inner":{"name":"c1"},"name":"c"},{"name":5}],
         "passers":[{"name":"p"},{"name":"q"},{"name":"r"}],
         "last":{"inner":{"inner":"x"},"name":"z"}}
        """#

    @Test("a container a type keeps still reads its own object after later objects")
    func keptContainersReadTheirOwnObjects() throws {
        let data = Data(Self.mixedDocument.utf8)
        let expected = try JSONDecoder().decode(Mixed.self, from: data)
        let actual = try CourierJSONDecoder().decode(Mixed.self, from: data)
        #expect(actual.keepers.map { $0.readings() } == expected.keepers.map { $0.readings() })
        #expect(actual.passers.map(\.name) == expected.passers.map(\.name))
        #expect(actual.last.readings() == expected.last.readings())
        #expect(actual.keepers[2].readings().contains("c1"))
    }

    /// A type nested inside itself: every level's container is in use while the next is read,
    /// and read again after it (`label` comes after `next`).
    struct Chain: Codable, Equatable {
        var value: Int
        var next: [Chain]
        var label: String?
    }

    static func chain(depth: Int, start: Int) -> Chain {
        Chain(
            value: start,
            next: depth == 0
                ? [] : [chain(depth: depth - 1, start: start + 1), chain(depth: depth - 1, start: start + 7)],
            label: start.isMultiple(of: 2) ? "even \(start)" : nil)
    }

    @Test("a type nested in itself several levels deep")
    func recursiveTypes() throws {
        let value = (0..<4).map { Self.chain(depth: 5, start: $0 * 100) }
        let data = try JSONEncoder().encode(value)
        #expect(try CourierJSONDecoder().decode([Chain].self, from: data) == value)
    }

    @Test(
        "errors after many reused containers, deep in a recursive type",
        arguments: [
            #"[{"value":1,"next":[]},{"value":2,"next":[{"value":3,"next":[{"value":"4","next":[]}]}]}]"#,
            #"[{"value":1,"next":[]},{"value":2,"next":[{"value":3,"next":[{"next":[]}]}]}]"#,
            #"[{"value":1,"next":[{"value":2,"next":[]}]},{"value":3,"next":[{"value":4,"next":null}]}]"#,
            #"[{"value":1,"next":[]},{"value":2,"next":[{"value":3,"next":[]},{"value":4,"label":7,"next":[]}]}]"#,
        ])
    func errorsAfterReuse(_ json: String) {
        let data = Data(json.utf8)
        let expected = DifferentialOutcome.describe(Result { try JSONDecoder().decode([Chain].self, from: data) })
        let actual = DifferentialOutcome.describe(Result { try CourierJSONDecoder().decode([Chain].self, from: data) })
        #expect(actual == expected)
        #expect(expected.hasPrefix("value ") == false)
    }

    /// Reads its `super` through a super decoder, keeping the decoder, and its own member.
    struct WithSuper: Decodable {
        let own: Int
        let superDecoder: any Decoder

        enum CodingKeys: String, CodingKey {
            case own
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            own = try container.decode(Int.self, forKey: .own)
            superDecoder = try container.superDecoder()
        }

        func readings() -> [String] {
            let base = Result { try Base(from: superDecoder).base }
            return [
                "\(own)", describe(superDecoder.codingPath),
                (try? base.get()).map(String.init) ?? DifferentialOutcome.describe(base.failure!),
            ]
        }
    }

    struct Base: Decodable {
        let base: Int
    }

    @Test("super decoders kept across objects")
    func superDecoders() throws {
        let data = Data(
            #"[{"own":1,"super":{"base":10}},{"own":2},{"super":{"base":"x"},"own":3},{"own":4,"super":{"base":40}}]"#
                .utf8)
        let expected = try JSONDecoder().decode([WithSuper].self, from: data).map { $0.readings() }
        let actual = try CourierJSONDecoder().decode([WithSuper].self, from: data).map { $0.readings() }
        #expect(actual == expected)
    }

    @Test("documents decoded on several threads at once")
    func concurrentDecodes() async throws {
        let documents = (0..<8).map { index in
            (0..<50).map { Self.chain(depth: 2 + index % 3, start: index * 1000 + $0) }
        }
        let bodies = try documents.map { try JSONEncoder().encode($0) }
        let matches = await withTaskGroup(of: Bool.self) { group in
            for (body, expected) in zip(bodies, documents) {
                group.addTask {
                    (0..<5).allSatisfy { _ in (try? CourierJSONDecoder().decode([Chain].self, from: body)) == expected }
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(matches == Array(repeating: true, count: documents.count))
    }
}

private func describe(_ path: [any CodingKey]) -> String {
    DifferentialOutcome.describe(path)
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
