import CourierAPI
import Testing

@testable import CourierGraphQL

/// `query Total($n: Float) { total(first: $n) }`: one field whose cache key renders a variable.
private struct TotalQuery: GraphQLQuery {
    static let operationName = "Total"
    static let operationDocument: String? = "query Total($n: Float) { total(first: $n) }"
    var n: JSONValue
    var __variables: JSONObject { ["n": n] }

    struct Data: RootSelectionSet {
        static var __selections: [Selection] { [.field("total", Int.self, arguments: ["first": .variable("n")])] }
        let total: Int
        var __json: JSONObject { ["total": .number(.integer(Int64(total)))] }
        init(from reader: JSONObjectReader) throws(GraphQLDecodingError) { total = try reader.field("total") }
    }
}

@Suite("Normalizer memos kept between writes")
struct NormalizerMemosTests {
    /// Writes `{ total: 5 }` for each variable value and returns the root record's field keys.
    private func rootFieldKeys(after values: [JSONValue]) async throws -> [String] {
        let store = GraphQLStore()
        for value in values {
            _ = try await store.perform { try $0.write(responseData: ["total": 5], for: TotalQuery(n: value)) }
        }
        return try await store.perform { try $0.record(forKey: .queryRoot) }?.fieldKeys ?? []
    }

    @Test(arguments: [
        (JSONValue.number(.integer(1)), JSONValue.number(.double(1))),
        (.number(.double(-0.0)), .number(.double(0.0))),
        (.number(.integer(2)), .number(.integer(3))),
    ])
    func variablesThatRenderDifferentlyGetTheirOwnFieldKeys(first: JSONValue, second: JSONValue) async throws {
        // The second write must not reuse the first one's collector: `==` calls 1 and 1.0 (and
        // -0.0 and 0.0) different or equal, but their cache keys differ either way.
        let keys = try await rootFieldKeys(after: [first, second])
        let expected = try await rootFieldKeys(after: [first]) + rootFieldKeys(after: [second])
        #expect(keys == expected)
        #expect(Set(keys).count == 2)
    }

    @Test func identicalVariablesWriteTheSameFieldAgain() async throws {
        let keys = try await rootFieldKeys(after: [.number(.integer(4)), .number(.integer(4))])
        #expect(keys == ["total(first:4)"])
    }

    @Test func identityIsStricterThanEquality() {
        let composed: JSONValue = .string("\u{E9}")
        let decomposed: JSONValue = .string("e\u{301}")
        #expect(composed == decomposed)
        #expect(!composed.isIdentical(to: decomposed))
        #expect(!JSONValue.number(.double(-0.0)).isIdentical(to: .number(.double(0.0))))
        #expect(!JSONValue.number(.integer(1)).isIdentical(to: .number(.double(1))))
        let ab: JSONObject = ["a": 1, "b": [true, nil, "x"]]
        let ba: JSONObject = ["b": [true, nil, "x"], "a": 1]
        #expect(ab == ba)
        #expect(!ab.isIdentical(to: ba))
        #expect(ab.isIdentical(to: ["a": 1, "b": [true, nil, "x"]]))
        #expect(!ab.isIdentical(to: ["a": 1, "b": [true, nil, "y"]]))
        #expect(JSONObject().isIdentical(to: JSONObject()))
    }

    @Test func theMemosGiveBackTheKeptCollectorOnlyForIdenticalVariables() {
        let memos = NormalizerMemos()
        var (collector, keyFields) = memos.take(variables: ["n": 1])
        _ = collector.answer(for: TotalQuery.Data.self, typename: nil)
        memos.keep(collector, keyFields)
        (collector, keyFields) = memos.take(variables: ["n": 1])
        #expect(collector.variables.isIdentical(to: ["n": 1]))
        memos.keep(collector, keyFields)
        (collector, _) = memos.take(variables: ["n": 1.0])
        #expect(collector.variables.isIdentical(to: ["n": 1.0]))
        let fields = collector.answer(for: TotalQuery.Data.self, typename: nil).fields
        #expect(fields.map(\.cacheKey) == ["total(first:1.0)"])
    }
}
