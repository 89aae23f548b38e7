import CourierAPI
import Testing

@testable import CourierGraphQL

/// Seeded random event sequences through both machines: whatever happens, the machine's
/// subscriptions are exactly those subscribed and not yet finished (completed, failed or
/// unsubscribed), each finished exactly once, and a connection is asked for only when none is open.
@Suite("subscription state machines under random events")
struct SubscriptionStateMachineRandomTests {
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    static func events(_ generator: inout Generator, ids: [String], tokens: [SubscriptionTimer: Int])
        -> SubscriptionMachineEvent
    {
        let id = ids.isEmpty ? "1" : ids[generator.next(ids.count)]
        let texts = [
            #"{"type":"connection_ack"}"#, #"{"type":"ping"}"#, #"{"type":"pong"}"#, #"{"type":"ka"}"#,
            #"{"id":"\#(id)","type":"next","payload":{"data":{}}}"#,
            #"{"id":"\#(id)","type":"data","payload":{"data":{}}}"#,
            #"{"id":"\#(id)","type":"complete"}"#, #"{"id":"\#(id)","type":"error","payload":[{"message":"x"}]}"#,
            "{oops", #"{"type":"connection_error"}"#,
        ]
        let timers: [SubscriptionTimer] = [.connectionAck, .ping, .pong, .reconnect]
        switch generator.next(10) {
        case 0, 1: return .subscribe(id: String(generator.next(8)), payload: [:])
        case 2: return .unsubscribe(id: id)
        case 3: return .connected
        case 4: return .connectFailed(GraphQLSubscriptionError(.connectionFailed))
        case 5:
            return .connectionClosed(
                generator.next(2) == 0 ? GraphQLSubscriptionError(.connectionLost) : .closeCode(4403, reason: ""))
        case 6:
            let timer = timers[generator.next(timers.count)]
            return .timerFired(timer, token: tokens[timer] ?? generator.next(5))
        case 7 where generator.next(20) == 0: return .shutdown
        default: return .received(texts[generator.next(texts.count)])
        }
    }

    func run<Wire>(_ machine: inout SubscriptionStateMachine<Wire>, seed: UInt64) {
        var generator = Generator(state: seed)
        var live: Set<String> = []
        var tokens: [SubscriptionTimer: Int] = [:]
        var connectionOpen = false
        for _ in 0..<60 {
            let event = Self.events(&generator, ids: Array(live).sorted(), tokens: tokens)
            if case .unsubscribe(let id) = event { live.remove(id) }
            var subscribed: String?
            if case .subscribe(let id, _) = event, !live.contains(id) { subscribed = id }
            if case .connectionClosed = event { connectionOpen = false }
            if case .connectFailed = event { connectionOpen = false }
            let actions = machine.handle(event)
            if let subscribed { live.insert(subscribed) }
            for action in actions {
                switch action {
                case .connect:
                    #expect(!connectionOpen, "connect while a connection is open (seed \(seed))")
                    connectionOpen = true
                case .close: connectionOpen = false
                case .complete(let id), .fail(let id, _):
                    if id != subscribed || live.contains(id) {
                        #expect(live.remove(id) != nil, "\(id) finished twice or never started (seed \(seed))")
                    }
                case .schedule(let timer, _, let token): tokens[timer] = token
                case .cancel(let timer): tokens[timer] = nil
                case .emit(let id, _), .disconnected(let id, _), .reconnected(let id):
                    #expect(live.contains(id), "event for unknown \(id) (seed \(seed))")
                case .send: break
                }
            }
            #expect(Set(machine.subscriptionIDs) == live, "seed \(seed)")
        }
    }

    @Test func graphQLTransportWS() {
        for seed in UInt64(0)..<400 {
            var machine = SubscriptionStateMachine<GraphQLTransportWSProtocol>(
                configuration: .init { $0.maximumSubscriptions = 5 })
            run(&machine, seed: seed)
        }
    }

    @Test func legacyGraphQLWS() {
        for seed in UInt64(1_000)..<1_400 {
            var machine = SubscriptionStateMachine<LegacyGraphQLWSProtocol>(
                configuration: .init { $0.maximumSubscriptions = 5 })
            run(&machine, seed: seed)
        }
    }
}
