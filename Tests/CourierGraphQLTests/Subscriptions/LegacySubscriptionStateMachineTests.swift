import CourierAPI
import Testing

@testable import CourierGraphQL

@Suite("legacy graphql-ws state machine")
struct LegacySubscriptionStateMachineTests {
    func ready() -> LegacyMachine {
        var machine = LegacyMachine(
            configuration: SubscriptionStateMachineConfiguration { $0.connectionPayload = ["token": "t"] })
        _ = machine.handle(.subscribe(id: "1", payload: payload))
        _ = machine.handle(.connected)
        _ = machine.handle(.received(#"{"type":"connection_ack"}"#))
        return machine
    }

    @Test func handshakeUsesStartAndNoPingTimer() {
        var machine = LegacyMachine(
            configuration: SubscriptionStateMachineConfiguration { $0.connectionPayload = ["token": "t"] })
        #expect(machine.subprotocol == "graphql-ws")
        _ = machine.handle(.subscribe(id: "1", payload: payload))
        #expect(sent(machine.handle(.connected)) == [#"{"type":"connection_init","payload":{"token":"t"}}"#])
        let ack = machine.handle(.received(#"{"type":"connection_ack"}"#))
        #expect(sent(ack).count == 1)
        #expect(sent(ack)[0].hasPrefix(#"{"id":"1","type":"start","payload":"#))
        #expect(token(.ping, in: ack) == nil)
    }

    @Test func dataErrorCompleteAndKeepAlive() {
        var machine = ready()
        #expect(machine.handle(.received(#"{"type":"ka"}"#)).isEmpty)
        #expect(
            machine.handle(.received(#"{"id":"1","type":"data","payload":{"data":{"count":2}}}"#)) == [
                .emit(id: "1", payload: ["data": .object(["count": 2])])
            ])
        _ = machine.handle(.subscribe(id: "2", payload: payload))
        let error = machine.handle(.received(#"{"id":"2","type":"error","payload":{"message":"boom"}}"#))
        #expect(failures(error) == ["2": .operationFailed])
        let complete = machine.handle(.received(#"{"id":"1","type":"complete"}"#))
        #expect(complete.first == .complete(id: "1"))
        #expect(sent(complete) == [#"{"type":"connection_terminate"}"#])
    }

    @Test func unsubscribeSendsStopThenTerminate() {
        var machine = ready()
        let actions = machine.handle(.unsubscribe(id: "1"))
        #expect(sent(actions) == [#"{"id":"1","type":"stop"}"#, #"{"type":"connection_terminate"}"#])
        #expect(actions.last == .close(code: 1000, reason: "no active subscriptions"))
    }

    @Test func connectionErrorFailsEverySubscription() {
        var machine = LegacyMachine()
        _ = machine.handle(.subscribe(id: "1", payload: payload))
        _ = machine.handle(.connected)
        let actions = machine.handle(.received(#"{"type":"connection_error","payload":{"message":"denied"}}"#))
        #expect(failures(actions) == ["1": .connectionRejected])
        #expect(machine.phase == .idle)
    }

    @Test func pingTypeIsUnknownInTheLegacyProtocol() {
        var machine = ready()
        #expect(failures(machine.handle(.received(#"{"type":"ping"}"#))) == ["1": .malformedMessage])
    }
}
