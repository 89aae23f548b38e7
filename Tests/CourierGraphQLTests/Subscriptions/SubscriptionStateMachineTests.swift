import CourierAPI
import CourierWebSocket
import Testing

@testable import CourierGraphQL

typealias ModernMachine = SubscriptionStateMachine<GraphQLTransportWSProtocol>
typealias LegacyMachine = SubscriptionStateMachine<LegacyGraphQLWSProtocol>

let payload: JSONObject = ["query": "subscription { count(to: 3) }", "variables": .object([:])]

func machine(_ configure: (inout SubscriptionStateMachineConfiguration) -> Void = { _ in }) -> ModernMachine {
    ModernMachine(
        configuration: SubscriptionStateMachineConfiguration {
            $0.reconnectPolicy = ReconnectPolicy(
                maximumAttempts: 3, initialDelay: 1, multiplier: 2, maximumDelay: 10, jitter: 0)
            configure(&$0)
        })
}

/// A machine that has subscribed "1" and received `connection_ack`.
func readyMachine(_ configure: (inout SubscriptionStateMachineConfiguration) -> Void = { _ in }) -> ModernMachine {
    var machine = machine(configure)
    _ = machine.handle(.subscribe(id: "1", payload: payload))
    _ = machine.handle(.connected)
    _ = machine.handle(.received(#"{"type":"connection_ack"}"#))
    return machine
}

func sent(_ actions: [SubscriptionMachineAction]) -> [String] {
    actions.compactMap { if case .send(let text) = $0 { text } else { nil } }
}

func failures(_ actions: [SubscriptionMachineAction]) -> [String: GraphQLSubscriptionError.Kind] {
    var result: [String: GraphQLSubscriptionError.Kind] = [:]
    for case .fail(let id, let error) in actions { result[id] = error.kind }
    return result
}

func token(_ timer: SubscriptionTimer, in actions: [SubscriptionMachineAction]) -> Int? {
    for case .schedule(let kind, _, let token) in actions where kind == timer { return token }
    return nil
}

@Suite("graphql-transport-ws state machine")
struct SubscriptionStateMachineTests {
    @Test func firstSubscribeConnectsThenInitWithPayloadAndAckTimer() throws {
        var machine = machine {
            $0.connectionPayload = ["authToken": "secret"]
            $0.connectionAckTimeout = 7
        }
        #expect(machine.handle(.subscribe(id: "1", payload: payload)) == [.connect])
        #expect(machine.phase == .connecting(attempt: 0))
        let actions = machine.handle(.connected)
        #expect(sent(actions) == [#"{"type":"connection_init","payload":{"authToken":"secret"}}"#])
        #expect(actions.contains(.schedule(.connectionAck, seconds: 7, token: 1)))
        #expect(machine.phase == .awaitingAck(attempt: 0))
    }

    @Test func ackSendsPendingSubscribesInOrderAndArmsPing() {
        var machine = machine { $0.pingInterval = 15 }
        _ = machine.handle(.subscribe(id: "1", payload: payload))
        _ = machine.handle(.subscribe(id: "2", payload: payload))
        _ = machine.handle(.connected)
        let actions = machine.handle(.received(#"{"type":"connection_ack"}"#))
        #expect(actions.first == .cancel(.connectionAck))
        let texts = sent(actions)
        #expect(texts.count == 2)
        #expect(texts[0].hasPrefix(#"{"id":"1","type":"subscribe","payload":"#))
        #expect(texts[1].hasPrefix(#"{"id":"2","type":"subscribe""#))
        #expect(token(.ping, in: actions) != nil)
        #expect(machine.phase == .ready)
    }

    @Test func subscribeWhenReadySendsAtOnce() {
        var machine = readyMachine()
        let actions = machine.handle(.subscribe(id: "2", payload: payload))
        #expect(sent(actions).count == 1)
        #expect(sent(actions)[0].contains(#""id":"2""#))
    }

    @Test func nextIsEmittedAndUnknownIDIgnored() {
        var machine = readyMachine()
        let actions = machine.handle(.received(#"{"id":"1","type":"next","payload":{"data":{"count":1}}}"#))
        #expect(actions == [.emit(id: "1", payload: ["data": .object(["count": 1])])])
        #expect(machine.handle(.received(#"{"id":"9","type":"next","payload":{"data":null}}"#)).isEmpty)
    }

    @Test func completeFinishesAndLastOneClosesTheConnection() {
        var machine = readyMachine()
        let actions = machine.handle(.received(#"{"id":"1","type":"complete"}"#))
        #expect(actions.first == .complete(id: "1"))
        #expect(actions.contains(.close(code: 1000, reason: "no active subscriptions")))
        #expect(machine.phase == .idle)
        #expect(machine.subscriptionIDs.isEmpty)
    }

    @Test func errorMessageFailsTheSubscriptionWithTheGraphQLErrors() throws {
        var machine = readyMachine()
        _ = machine.handle(.subscribe(id: "2", payload: payload))
        let actions = machine.handle(.received(#"{"id":"2","type":"error","payload":[{"message":"bad field"}]}"#))
        guard case .fail(let id, let error)? = actions.first else {
            Issue.record("no failure")
            return
        }
        #expect(id == "2")
        #expect(error.kind == .operationFailed)
        #expect(error.errors.map(\.message) == ["bad field"])
        #expect(machine.subscriptionIDs == ["1"])
    }

    @Test func unsubscribeSendsCompleteAndClosesWhenIdle() {
        var machine = readyMachine()
        let actions = machine.handle(.unsubscribe(id: "1"))
        #expect(sent(actions) == [#"{"id":"1","type":"complete"}"#])
        #expect(actions.contains(.close(code: 1000, reason: "no active subscriptions")))
        #expect(actions.contains(.cancel(.ping)))
        #expect(machine.handle(.unsubscribe(id: "1")).isEmpty)
    }

    @Test func unsubscribeBeforeAckSendsNothingButClosesTheOpeningConnection() {
        var machine = machine()
        _ = machine.handle(.subscribe(id: "1", payload: payload))
        _ = machine.handle(.connected)
        let actions = machine.handle(.unsubscribe(id: "1"))
        #expect(sent(actions).isEmpty)
        #expect(actions.contains(.cancel(.connectionAck)))
        #expect(actions.contains(.close(code: 1000, reason: "no active subscriptions")))
        #expect(machine.phase == .idle)
    }

    @Test func serverPingIsAnsweredWithPongInEveryOpenPhase() {
        var machine = machine()
        _ = machine.handle(.subscribe(id: "1", payload: payload))
        _ = machine.handle(.connected)
        #expect(sent(machine.handle(.received(#"{"type":"ping"}"#))) == [#"{"type":"pong"}"#])
        _ = machine.handle(.received(#"{"type":"connection_ack"}"#))
        #expect(sent(machine.handle(.received(#"{"type":"ping","payload":{"x":1}}"#))) == [#"{"type":"pong"}"#])
    }

    @Test func clientPingThenPongRearmsThePingTimer() throws {
        var machine = machine()
        _ = machine.handle(.subscribe(id: "1", payload: payload))
        _ = machine.handle(.connected)
        let ack = machine.handle(.received(#"{"type":"connection_ack"}"#))
        let pingToken = try #require(token(.ping, in: ack))
        let ping = machine.handle(.timerFired(.ping, token: pingToken))
        #expect(sent(ping) == [#"{"type":"ping"}"#])
        #expect(token(.pong, in: ping) != nil)
        let pong = machine.handle(.received(#"{"type":"pong"}"#))
        #expect(pong.first == .cancel(.pong))
        #expect(token(.ping, in: pong) != nil)
    }

    @Test func pongTimeoutClosesAndReconnects() throws {
        var machine = machine()
        _ = machine.handle(.subscribe(id: "1", payload: payload))
        _ = machine.handle(.connected)
        let ack = machine.handle(.received(#"{"type":"connection_ack"}"#))
        let ping = machine.handle(.timerFired(.ping, token: try #require(token(.ping, in: ack))))
        let timeout = machine.handle(.timerFired(.pong, token: try #require(token(.pong, in: ping))))
        #expect(timeout.first == .close(code: 4504, reason: "pong timeout"))
        #expect(timeout.contains(.disconnected(id: "1", error: GraphQLSubscriptionError(.pongTimeout))))
        #expect(machine.phase == .waitingToReconnect(attempt: 1))
    }

    @Test func ackTimeoutClosesAndSchedulesAReconnect() throws {
        var machine = machine()
        _ = machine.handle(.subscribe(id: "1", payload: payload))
        let connected = machine.handle(.connected)
        let actions = machine.handle(
            .timerFired(.connectionAck, token: try #require(token(.connectionAck, in: connected))))
        #expect(actions.first == .close(code: 4504, reason: "connection acknowledgement timeout"))
        #expect(actions.contains(.schedule(.reconnect, seconds: 1, token: 2)))
        #expect(machine.phase == .waitingToReconnect(attempt: 1))
    }

    @Test func staleTimerTokensAreIgnored() throws {
        var machine = machine()
        _ = machine.handle(.subscribe(id: "1", payload: payload))
        let connected = machine.handle(.connected)
        let ackToken = try #require(token(.connectionAck, in: connected))
        _ = machine.handle(.received(#"{"type":"connection_ack"}"#))
        #expect(machine.handle(.timerFired(.connectionAck, token: ackToken)).isEmpty)
        #expect(machine.handle(.timerFired(.reconnect, token: 99)).isEmpty)
        #expect(machine.phase == .ready)
    }

    @Test func dropReconnectsWithBackoffAndResubscribes() throws {
        var machine = readyMachine()
        _ = machine.handle(.subscribe(id: "2", payload: payload))
        let drop = machine.handle(.connectionClosed(GraphQLSubscriptionError(.connectionLost)))
        #expect(drop.contains(.disconnected(id: "1", error: GraphQLSubscriptionError(.connectionLost))))
        #expect(drop.contains(.disconnected(id: "2", error: GraphQLSubscriptionError(.connectionLost))))
        let first = try #require(token(.reconnect, in: drop))
        #expect(drop.contains(.schedule(.reconnect, seconds: 1, token: first)))
        #expect(machine.handle(.timerFired(.reconnect, token: first)) == [.connect])
        // The reconnect fails twice: delays 2 then 4.
        let second = machine.handle(.connectFailed(GraphQLSubscriptionError(.connectionFailed)))
        #expect(second.contains(.schedule(.reconnect, seconds: 2, token: try #require(token(.reconnect, in: second)))))
        #expect(!second.contains { if case .disconnected = $0 { true } else { false } })
        _ = machine.handle(.timerFired(.reconnect, token: try #require(token(.reconnect, in: second))))
        let third = machine.handle(.connectFailed(GraphQLSubscriptionError(.connectionFailed)))
        #expect(third.contains(.schedule(.reconnect, seconds: 4, token: try #require(token(.reconnect, in: third)))))
        _ = machine.handle(.timerFired(.reconnect, token: try #require(token(.reconnect, in: third))))
        _ = machine.handle(.connected)
        let ack = machine.handle(.received(#"{"type":"connection_ack"}"#))
        #expect(sent(ack).count == 2)
        #expect(ack.contains(.reconnected(id: "1")))
        #expect(ack.contains(.reconnected(id: "2")))
        #expect(machine.phase == .ready)
    }

    @Test func reconnectionGivesUpAfterTheMaximumAttempts() throws {
        var machine = machine { $0.reconnectPolicy = ReconnectPolicy(maximumAttempts: 1, initialDelay: 1, jitter: 0) }
        _ = machine.handle(.subscribe(id: "1", payload: payload))
        _ = machine.handle(.connected)
        _ = machine.handle(.received(#"{"type":"connection_ack"}"#))
        let drop = machine.handle(.connectionClosed(GraphQLSubscriptionError(.connectionLost)))
        _ = machine.handle(.timerFired(.reconnect, token: try #require(token(.reconnect, in: drop))))
        let actions = machine.handle(.connectFailed(GraphQLSubscriptionError(.connectionFailed)))
        #expect(failures(actions) == ["1": .reconnectAttemptsExhausted(attempts: 1)])
        #expect(machine.phase == .idle)
    }

    @Test func aRejectedCertificateFailsAtOnceWithoutReconnecting() {
        var machine = machine { $0.reconnectPolicy = ReconnectPolicy(maximumAttempts: 5, initialDelay: 1, jitter: 0) }
        _ = machine.handle(.subscribe(id: "1", payload: payload))
        let actions = machine.handle(.connectFailed(GraphQLSubscriptionError(.certificateRejected(.expired))))
        #expect(failures(actions) == ["1": .certificateRejected(.expired)])
        #expect(token(.reconnect, in: actions) == nil)
        #expect(machine.phase == .idle)
        // The same on a reconnection: a server that changed its certificate is not retried either.
        var ready = readyMachine()
        let drop = ready.handle(.connectionClosed(GraphQLSubscriptionError(.connectionLost)))
        _ = ready.handle(.timerFired(.reconnect, token: token(.reconnect, in: drop) ?? -1))
        let again = ready.handle(
            .connectFailed(GraphQLSubscriptionError(.certificateRejected(.hostnameMismatch(host: "h")))))
        #expect(failures(again) == ["1": .certificateRejected(.hostnameMismatch(host: "h"))])
        #expect(token(.reconnect, in: again) == nil)
    }

    @Test func neverPolicyFailsAtOnceWithTheCause() {
        var machine = machine { $0.reconnectPolicy = .never }
        _ = machine.handle(.subscribe(id: "1", payload: payload))
        #expect(
            failures(machine.handle(.connectFailed(GraphQLSubscriptionError(.connectionFailed)))) == [
                "1": .connectionFailed
            ])
    }

    @Test(arguments: [
        (UInt16(4400), GraphQLSubscriptionError.Kind.badRequest(reason: "r")),
        (4401, .unauthorized(reason: "r")),
        (4403, .forbidden(reason: "r")),
        (4406, .subprotocolNotAcceptable(reason: "r")),
        (4408, .initialisationTimeout(reason: "r")),
        (4409, .subscriberAlreadyExists(reason: "r")),
        (4429, .tooManyInitialisationRequests(reason: "r")),
        (4500, .internalServerError(reason: "r")),
        (4000, .closed(code: 4000, reason: "r")),
    ])
    func protocolCloseCodesAreTypedAndFatal(code: UInt16, kind: GraphQLSubscriptionError.Kind) {
        var machine = readyMachine()
        let actions = machine.handle(.connectionClosed(.closeCode(code, reason: "r")))
        #expect(failures(actions) == ["1": kind])
        #expect(machine.phase == .idle)
    }

    @Test(arguments: [UInt16(1000), 1001, 1011])
    func otherCloseCodesReconnect(code: UInt16) {
        var machine = readyMachine()
        let actions = machine.handle(.connectionClosed(.closeCode(code, reason: "")))
        #expect(failures(actions).isEmpty)
        #expect(machine.phase == .waitingToReconnect(attempt: 1))
    }

    @Test(arguments: [
        "{not json",
        "[1,2]",
        #"{"type":"nonsense"}"#,
        #"{"id":1,"type":"next","payload":{}}"#,
        #"{"id":"1","type":"next"}"#,
        #"{"id":"1","type":"error","payload":{"message":"x"}}"#,
        #"{"payload":{}}"#,
    ])
    func malformedMessagesCloseWith4400AndFailTyped(text: String) {
        var machine = readyMachine()
        let actions = machine.handle(.received(text))
        #expect(actions.contains(.close(code: 4400, reason: "invalid message from server")))
        #expect(failures(actions) == ["1": .malformedMessage])
    }

    @Test(arguments: [
        (#"{"id":"1","type":"next","payload":{"data":null}}"#, "next before connection_ack"),
        (#"{"id":"1","type":"complete"}"#, "complete before connection_ack"),
        (#"{"id":"1","type":"error","payload":[]}"#, "error before connection_ack"),
    ])
    func outOfOrderMessagesBeforeAckAreTypedErrors(text: String, what: String) {
        var machine = machine()
        _ = machine.handle(.subscribe(id: "1", payload: payload))
        _ = machine.handle(.connected)
        let actions = machine.handle(.received(text))
        #expect(failures(actions) == ["1": .unexpectedMessage(what)])
        #expect(actions.contains(.close(code: 4400, reason: "invalid message from server")))
    }

    @Test func secondAckIsUnexpected() {
        var machine = readyMachine()
        #expect(
            failures(machine.handle(.received(#"{"type":"connection_ack"}"#))) == [
                "1": .unexpectedMessage("connection_ack")
            ])
    }

    @Test func subscriptionLimitAndDuplicateIDsAreTypedErrors() {
        var machine = machine { $0.maximumSubscriptions = 2 }
        _ = machine.handle(.subscribe(id: "1", payload: payload))
        _ = machine.handle(.subscribe(id: "2", payload: payload))
        #expect(
            failures(machine.handle(.subscribe(id: "3", payload: payload))) == ["3": .tooManySubscriptions(limit: 2)])
        #expect(machine.handle(.subscribe(id: "1", payload: payload)).isEmpty)
        #expect(machine.subscriptionIDs == ["1", "2"])
    }

    @Test func shutdownFailsEverythingAndRefusesNewSubscriptions() {
        var machine = readyMachine()
        let actions = machine.handle(.shutdown)
        #expect(actions.contains(.close(code: 1000, reason: "shutdown")))
        #expect(failures(actions) == ["1": .transportClosed])
        #expect(failures(machine.handle(.subscribe(id: "2", payload: payload))) == ["2": .transportClosed])
        #expect(machine.handle(.shutdown).isEmpty)
    }

    @Test func dropWithNothingSubscribedGoesIdle() {
        var machine = readyMachine()
        _ = machine.handle(.unsubscribe(id: "1"))
        #expect(machine.handle(.connectionClosed(GraphQLSubscriptionError(.connectionLost))).isEmpty)
        #expect(machine.phase == .idle)
    }

    @Test func unsubscribeWhileWaitingToReconnectCancelsTheReconnect() {
        var machine = readyMachine()
        _ = machine.handle(.connectionClosed(GraphQLSubscriptionError(.connectionLost)))
        let actions = machine.handle(.unsubscribe(id: "1"))
        #expect(actions == [.cancel(.reconnect)])
        #expect(machine.phase == .idle)
    }

    @Test func backoffIsCappedAndJittered() {
        let policy = ReconnectPolicy(
            maximumAttempts: nil, initialDelay: 0.5, multiplier: 2, maximumDelay: 3, jitter: 0.5, random: { 0.5 })
        #expect(policy.delay(beforeAttempt: 1) == 0.375)
        #expect(policy.delay(beforeAttempt: 3) == 1.5)
        #expect(policy.delay(beforeAttempt: 10) == 2.25)
        #expect(policy.allows(attempt: 1_000))
        #expect(!ReconnectPolicy.never.allows(attempt: 1))
    }
}
