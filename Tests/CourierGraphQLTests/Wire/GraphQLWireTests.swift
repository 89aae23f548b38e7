import CourierAPI
import Testing

@testable import CourierGraphQL

/// The GraphQL wire codec: what it writes reads back the same over a tree and over a tape, and
/// each malformed envelope fails with its own error.
@Suite struct GraphQLWireTests {
    static let error = GraphQLError(
        message: "boom", locations: [GraphQLError.Location(line: 2, column: 7)],
        path: ResponsePath([.key("hero"), .index(3), .key("name")]), extensions: ["code": "E_BOOM"])

    /// Reads `text` as an envelope over a tree and over a tape.
    static func envelopes(_ text: String) throws -> (GraphQLWireEnvelope<JSONValue>, GraphQLWireEnvelope<JSONTapeValue>)
    {
        (try GraphQLWireEnvelope(try JSONParser.parse(text)), try GraphQLWireEnvelope(try JSONTape(parsing: text).root))
    }

    static func wireError(_ body: () throws -> Void) -> GraphQLWireError.Kind? {
        do {
            try body()
            return nil
        } catch let error as GraphQLWireError {
            return error.kind
        } catch {
            return nil
        }
    }

    @Test func responseRoundTripsOverTreeAndTape() throws {
        let object = GraphQLWire.responseObject(
            data: ["hero": ["name": "R2-D2"]], errors: [GraphQLWire.errorJSON(Self.error)],
            extensions: ["cost": 3], hasNext: false)
        let text = String(decoding: try JSONValue.object(object).serialized(), as: UTF8.self)
        let (tree, tape) = try Self.envelopes(text)
        for response in [try tree.checkedResponse(), try tape.checkedResponse()] {
            #expect(response.data == ["hero": ["name": "R2-D2"]])
            #expect(response.errors == [Self.error])
            #expect(response.extensions == ["cost": 3])
        }
        #expect(tree.hasNext == false && tape.hasNext == false)
    }

    @Test func errorObjectRoundTrips() throws {
        let bare = GraphQLError(message: "only a message")
        for error in [Self.error, bare] {
            #expect(GraphQLWire.error(GraphQLWire.errorJSON(error)) == error)
        }
        #expect(GraphQLWire.errorJSON(bare) == ["message": "only a message"])
    }

    @Test func writerOrdersMembers() {
        let errors = [GraphQLWire.errorJSON(GraphQLError(message: "x"))]
        #expect(GraphQLWire.responseObject(data: nil, errors: errors).keys == ["data", "errors"])
        #expect(GraphQLWire.responseObject(data: nil, errors: errors, errorsFirst: true).keys == ["errors", "data"])
        #expect(GraphQLWire.responseObject(data: nil, errors: []) == ["data": nil])
        #expect(GraphQLWire.requestErrorObject(errors: errors).keys == ["errors"])
    }

    @Test(
        "malformed envelopes",
        arguments: [
            ("[]", GraphQLWireError.Kind.notAnObject),
            ("\"data\"", .notAnObject),
            ("{}", .noResult),
            (#"{"errors":[]}"#, .noResult),
            (#"{"errors":[{"no":"message"}]}"#, .noResult),
            (#"{"data":[1]}"#, .dataNotAnObject),
            (#"{"data":"x","errors":[{"message":"m"}]}"#, .dataNotAnObject),
        ])
    func malformedEnvelope(_ text: String, _ kind: GraphQLWireError.Kind) throws {
        #expect(Self.wireError { _ = try GraphQLWireEnvelope(try JSONParser.parse(text)).checkedResponse() } == kind)
        #expect(
            Self.wireError { _ = try GraphQLWireEnvelope(try JSONTape(parsing: text).root).checkedResponse() } == kind)
    }

    @Test func acceptsNullDataWithErrors() throws {
        let (tree, tape) = try Self.envelopes(#"{"data":null,"errors":[{"message":"m"}]}"#)
        #expect(try tree.checkedResponse().hasNullData)
        #expect(try tape.checkedResponse().hasNullData)
    }

    @Test(arguments: [#"{"path":"hero"}"#, #"{"data":{}}"#, "3"])
    func incrementalEntryWithoutPath(_ text: String) throws {
        #expect(
            Self.wireError { _ = try GraphQLWireIncrement(try JSONParser.parse(text)) } == .incrementalEntryWithoutPath)
        #expect(
            Self.wireError { _ = try GraphQLWireIncrement(try JSONTape(parsing: text).root) }
                == .incrementalEntryWithoutPath)
    }

    @Test func firstIncrementalPayloadNeedsAResult() {
        var merger = IncrementalResultMerger()
        #expect(throws: IncrementalMergeError(reason: "the first payload has neither data nor errors")) {
            try merger.apply(["hasNext": true])
        }
        let reason = GraphQLWireError(.firstPayloadWithoutResult).description
        #expect(reason == "the first payload has neither data nor errors")
    }

    @Test func incrementalMembers() throws {
        let text = #"""
            {"incremental":[{"data":{"a":1},"path":["hero"],"label":"L","errors":[{"message":"e"}]},
            {"items":[1,2],"path":["list",0]}],"pending":[{"id":"0","path":[]}],"completed":[{"id":"0"}],"hasNext":true}
            """#
        let (tree, tape) = try Self.envelopes(text)
        #expect(tree.incremental.count == 2 && tape.incremental.count == 2)
        #expect(tree.pending.count == 1 && tape.completed.count == 1)
        let first = try GraphQLWireIncrement(tape.incremental[0])
        #expect(first.label == "L" && first.errorEntries.count == 1 && first.data?.jsonValue == ["a": 1])
        let second = try GraphQLWireIncrement(tree.incremental[1])
        #expect(second.items == [1, 2] && second.path == ["list", 0])
    }

    @Test func errorPayloadsOfWebSocketMessages() throws {
        let one: JSONValue = ["message": "m"]
        #expect(GraphQLWire.errors(inErrorPayload: JSONValue.array([one, 5])).map(\.message) == ["m"])
        #expect(GraphQLWire.errors(inErrorPayload: JSONValue.object(["errors": [one]])).map(\.message) == ["m"])
        #expect(GraphQLWire.errors(inErrorPayload: one).map(\.message) == ["m"])
        #expect(GraphQLWire.errors(inErrorPayload: JSONValue.string("m")).isEmpty)
        let absent: JSONValue? = nil
        #expect(GraphQLWire.errors(inErrorPayload: absent).isEmpty)
        let tape = try JSONTape(parsing: #"[{"message":"m","locations":[{"line":1}]}]"#).root
        #expect(GraphQLWire.errors(inErrorPayload: tape) == [GraphQLError(message: "m")])
    }
}
