import CourierAPI
import Testing

@testable import CourierGraphQL

/// With an idle grace period, the connection outlives its last subscription for a while, so
/// subscriptions one after another share one connection.
@Suite struct SubscriptionIdleGraceTests {
    private func graceMachine() -> ModernMachine {
        readyMachine { $0.idleConnectionTimeout = 5 }
    }

    @Test func theLastUnsubscribeArmsTheGraceTimerInsteadOfClosing() {
        var machine = graceMachine()
        let actions = machine.handle(.unsubscribe(id: "1"))
        #expect(sent(actions) == [#"{"id":"1","type":"complete"}"#])
        #expect(!actions.contains { if case .close = $0 { true } else { false } })
        #expect(actions.contains(.schedule(.idleClose, seconds: 5, token: token(.idleClose, in: actions) ?? -1)))
        #expect(machine.phase == .ready)
    }

    @Test func aNewSubscriptionInTheGracePeriodReusesTheConnection() {
        var machine = graceMachine()
        let ended = machine.handle(.unsubscribe(id: "1"))
        let grace = token(.idleClose, in: ended)
        let actions = machine.handle(.subscribe(id: "2", payload: payload))
        #expect(actions.first == .cancel(.idleClose))
        #expect(!actions.contains(.connect))
        #expect(sent(actions).count == 1)
        // The cancelled timer's late firing closes nothing.
        #expect(machine.handle(.timerFired(.idleClose, token: grace ?? -1)).isEmpty)
        #expect(machine.phase == .ready)
    }

    @Test func theGraceTimerClosesAnIdleConnection() throws {
        var machine = graceMachine()
        let ended = machine.handle(.received(#"{"id":"1","type":"complete"}"#))
        let grace = try #require(token(.idleClose, in: ended))
        let actions = machine.handle(.timerFired(.idleClose, token: grace))
        #expect(actions.contains(.close(code: 1000, reason: "no active subscriptions")))
        #expect(actions.contains(.cancel(.ping)))
        #expect(machine.phase == .idle)
        #expect(machine.handle(.subscribe(id: "3", payload: payload)) == [.connect])
    }

    @Test func aDropDuringTheGracePeriodDoesNotReconnect() {
        var machine = graceMachine()
        _ = machine.handle(.unsubscribe(id: "1"))
        let actions = machine.handle(.connectionClosed(GraphQLSubscriptionError(.transportClosed)))
        #expect(actions.contains(.cancel(.idleClose)))
        #expect(token(.reconnect, in: actions) == nil)
        #expect(machine.phase == .idle)
    }

    @Test func withoutGraceOrBeforeTheAckItClosesAtOnce() {
        var plain = readyMachine()
        #expect(plain.handle(.unsubscribe(id: "1")).contains(.close(code: 1000, reason: "no active subscriptions")))

        var opening = machine { $0.idleConnectionTimeout = 5 }
        _ = opening.handle(.subscribe(id: "1", payload: payload))
        _ = opening.handle(.connected)
        #expect(opening.handle(.unsubscribe(id: "1")).contains(.close(code: 1000, reason: "no active subscriptions")))
    }

    @Test func theTransportDefaultKeepsTheConnectionFiveSeconds() {
        #expect(WebSocketSubscriptionConfiguration().idleConnectionTimeout == 5)
    }
}
