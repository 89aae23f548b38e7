import CourierAPI
import Testing

@testable import CourierGraphQL

@Suite("Subscription state machine: messages received in a burst")
struct SubscriptionBurstTests {
    private let burst = [
        #"{"id":"1","type":"next","payload":{"data":{"count":1}}}"#,
        #"{"id":"1","type":"next","payload":{"data":{"count":2}}}"#,
        #"{"id":"1","type":"next","payload":{not json"#,
        #"{"id":"1","type":"next","payload":{"data":{"count":3}}}"#,
    ]

    @Test func aBurstGivesTheActionsOfItsMessagesOneByOne() {
        var oneByOne = readyMachine()
        var sequential: [SubscriptionMachineAction] = []
        for text in burst { sequential += oneByOne.handle(.received(text)) }
        var together = readyMachine()
        let batched = together.handle(.receivedParsed(burst.map(GraphQLWebSocketReceivedText.init(parsing:))))
        #expect(batched == sequential)
        #expect(together.phase == oneByOne.phase)
        // The results before the malformed message, then the protocol failure; nothing after it.
        let counts = batched.compactMap { action -> Int? in
            guard case .emit(_, let payload) = action else { return nil }
            return payload.object["data"]?["count"]?.numberValue?.int64Value.map(Int.init)
        }
        #expect(counts == [1, 2])
        #expect(batched.contains(.close(code: 4400, reason: "invalid message from server")))
        #expect(failures(batched) == ["1": .malformedMessage])
    }

    @Test func aMalformedMessageMidBurstFailsWithTheTreeParsersError() throws {
        var machine = readyMachine()
        let actions = machine.handle(.receivedParsed(burst.map(GraphQLWebSocketReceivedText.init(parsing:))))
        let error = try #require(
            actions.lazy.compactMap { action -> GraphQLSubscriptionError? in
                if case .fail(_, let error) = action { return error }
                return nil
            }.first)
        #expect(error.kind == .malformedMessage)
        var treeError: JSONParseError?
        do { _ = try JSONParser.parse(burst[2]) } catch { treeError = error }
        #expect(error.underlyingError as? JSONParseError == treeError)
    }

    @Test func emitsCarryTapePayloads() {
        var machine = readyMachine()
        let actions = machine.handle(.receivedParsed(burst.prefix(2).map(GraphQLWebSocketReceivedText.init(parsing:))))
        #expect(actions.count == 2)
        for case .emit(_, let payload) in actions { #expect(payload.tapeValue != nil) }
    }
}
