import CourierAPI
import Testing

@testable import CourierGraphQL

/// Server messages of both subprotocols, well-formed and not, read from a tree and from a tape.
private let modernMessages = [
    #"{"type":"connection_ack","payload":{"server":"x"}}"#,
    #"{"type":"ping"}"#,
    #"{"type":"pong"}"#,
    #"{"id":"1","type":"next","payload":{"data":{"count":1},"errors":[{"message":"half"}],"extensions":{"a":1}}}"#,
    #"{"id":"1","type":"error","payload":[{"message":"boom","locations":[{"line":1,"column":2}],"path":["a",0]}]}"#,
    #"{"id":"1","type":"complete"}"#,
    #"{"type":"next","payload":{}}"#,
    #"{"id":"1","type":"next","payload":[1]}"#,
    #"{"id":"1","type":"error","payload":{"message":"not a list"}}"#,
    #"{"id":7,"type":"complete"}"#,
    #"{"type":"surprise"}"#,
    #"{"type":1}"#,
]

private let legacyMessages = [
    #"{"type":"connection_ack"}"#,
    #"{"type":"connection_error","payload":{"message":"no"}}"#,
    #"{"type":"ka"}"#,
    #"{"id":"1","type":"data","payload":{"data":{"count":2}}}"#,
    #"{"id":"1","type":"error","payload":{"message":"boom"}}"#,
    #"{"id":"1","type":"error","payload":{"errors":[{"message":"nested"}]}}"#,
    #"{"id":"1","type":"data","payload":"text"}"#,
    #"{"type":"start"}"#,
]

@Suite("GraphQL-over-WebSocket messages read in place on the tape")
struct GraphQLWebSocketPayloadTests {
    private func readBothWays<Wire: GraphQLWebSocketProtocol>(_ text: String, as _: Wire.Type) throws
        -> (
            tree: Result<GraphQLWebSocketServerMessage, GraphQLSubscriptionError>,
            tape: Result<GraphQLWebSocketServerMessage, GraphQLSubscriptionError>
        )
    {
        let object = try #require(try JSONParser.parse(text).objectValue)
        let root = try JSONTape(parsing: text).root
        let tree = Result { () throws(GraphQLSubscriptionError) in try Wire.decode(object) }
        let tape = Result { () throws(GraphQLSubscriptionError) in try Wire.decode(root) }
        return (tree, tape)
    }

    private func expectSame(
        _ results: (
            tree: Result<GraphQLWebSocketServerMessage, GraphQLSubscriptionError>,
            tape: Result<GraphQLWebSocketServerMessage, GraphQLSubscriptionError>
        ), _ text: String
    ) {
        switch results {
        case (.success(let tree), .success(let tape)):
            #expect(tree == tape, "\(text)")
        case (.failure(let tree), .failure(let tape)):
            #expect(tree.kind == tape.kind, "\(text)")
            #expect(tree.description == tape.description, "\(text)")
        default:
            Issue.record("tree and tape disagree on \(text): \(results)")
        }
    }

    @Test(arguments: modernMessages)
    func graphQLTransportWSReadsTheSameFromATapeAsFromATree(_ text: String) throws {
        expectSame(try readBothWays(text, as: GraphQLTransportWSProtocol.self), text)
    }

    @Test(arguments: legacyMessages)
    func legacyGraphQLWSReadsTheSameFromATapeAsFromATree(_ text: String) throws {
        expectSame(try readBothWays(text, as: LegacyGraphQLWSProtocol.self), text)
    }

    @Test func aNextPayloadStaysOnTheTapeAndRoundTripsThroughItsTree() throws {
        let text = #"{"id":"1","type":"next","payload":{"data":{"hero":{"name":"R2","friends":[1,2.5,null]}}}}"#
        let message = try GraphQLTransportWSProtocol.decode(JSONTape(parsing: text).root)
        guard case .next(let id, let payload) = message else {
            Issue.record("not a next: \(message)")
            return
        }
        #expect(id == "1")
        #expect(payload.tapeValue != nil)
        let tree = try #require(try JSONParser.parse(text)["payload"]?.objectValue)
        #expect(payload.object == tree)
        #expect(payload == GraphQLWebSocketPayload(tree))
        #expect(GraphQLWebSocketPayload(payload.object).tapeValue == nil)
        // The response keeps `data` on the tape; its tree accessor gives the same value.
        let response = payload.response
        guard case .tape = try #require(response.storage) else {
            Issue.record("data left the tape")
            return
        }
        #expect(response.data == tree["data"])
    }

    @Test func aNonObjectTapeValueIsNoPayload() throws {
        #expect(GraphQLWebSocketPayload(tapeValue: try JSONTape(parsing: "[1]").root) == nil)
        let literal: GraphQLWebSocketPayload = ["data": .null]
        #expect(literal.object == ["data": .null])
    }
}
