import CourierAPI

extension SubscriptionStateMachine {
    /// Text messages from the server, in order, each parsed onto a tape.
    mutating func received(_ messages: [GraphQLWebSocketReceivedText]) -> [SubscriptionMachineAction] {
        var actions: [SubscriptionMachineAction] = []
        actions.reserveCapacity(messages.count)
        for message in messages { received(message, into: &actions) }
        return actions
    }

    /// One text message from the server, parsed onto a tape; its actions go to `actions`.
    private mutating func received(
        _ message: GraphQLWebSocketReceivedText, into actions: inout [SubscriptionMachineAction]
    ) {
        switch phase {
        case .awaitingAck, .ready: break
        default: return
        }
        let decoded: GraphQLWebSocketServerMessage
        do throws(GraphQLSubscriptionError) {
            decoded = try Self.decode(message)
        } catch {
            actions += protocolFailure(error)
            return
        }
        // The message nearly every one is: a result for a running subscription, appended without
        // an array of its own.
        if case .next(let id, let payload) = decoded, phase == .ready {
            if entries[id] != nil { actions.append(.emit(id: id, payload: payload)) }
            return
        }
        actions += handle(decoded)
    }

    /// The server message `message` holds, or why it is malformed.
    private static func decode(_ message: GraphQLWebSocketReceivedText) throws(GraphQLSubscriptionError)
        -> GraphQLWebSocketServerMessage
    {
        let root: JSONTapeValue
        switch message.root {
        case .success(let value): root = value
        case .failure(let error): throw GraphQLSubscriptionError(.malformedMessage, underlyingError: error)
        }
        guard root.isObject else { throw Wire.malformed("message is not a JSON object") }
        return try Wire.decode(root)
    }

    private mutating func handle(_ message: GraphQLWebSocketServerMessage) -> [SubscriptionMachineAction] {
        switch message {
        case .connectionAck:
            guard case .awaitingAck = phase else { return protocolFailure(unexpected("connection_ack")) }
            return acknowledged()
        case .ping:
            guard let pong = Wire.pong() else { return [] }
            return [.send(Self.text(pong))]
        case .pong:
            guard phase == .ready, awaitingPong else { return [] }
            awaitingPong = false
            tokens[.pong] = nil
            var actions: [SubscriptionMachineAction] = [.cancel(.pong)]
            if let interval = configuration.pingInterval { actions.append(arm(.ping, seconds: interval)) }
            return actions
        case .keepAlive:
            return []
        case .next(let id, let payload):
            guard phase == .ready else { return protocolFailure(unexpected("next before connection_ack")) }
            guard entries[id] != nil else { return [] }
            return [.emit(id: id, payload: payload)]
        case .error(let id, let errors):
            guard phase == .ready else { return protocolFailure(unexpected("error before connection_ack")) }
            guard remove(id) != nil else { return [] }
            var actions: [SubscriptionMachineAction] = [
                .fail(id: id, error: GraphQLSubscriptionError(.operationFailed, errors: errors))
            ]
            if entries.isEmpty { actions += lastSubscriptionEnded() }
            return actions
        case .complete(let id):
            guard phase == .ready else { return protocolFailure(unexpected("complete before connection_ack")) }
            guard remove(id) != nil else { return [] }
            var actions: [SubscriptionMachineAction] = [.complete(id: id)]
            if entries.isEmpty { actions += lastSubscriptionEnded() }
            return actions
        case .connectionError(let payload):
            var actions = cancelTimers()
            actions.append(.close(code: 1000, reason: "connection_error"))
            let errors = Wire.errors(in: payload)
            actions += failAll(GraphQLSubscriptionError(.connectionRejected, errors: errors))
            phase = .idle
            return actions
        }
    }

    private mutating func acknowledged() -> [SubscriptionMachineAction] {
        phase = .ready
        tokens[.connectionAck] = nil
        var actions: [SubscriptionMachineAction] = [.cancel(.connectionAck)]
        for id in order {
            guard let entry = entries[id] else { continue }
            actions.append(.send(Self.text(Wire.subscribe(id: id, payload: entry.payload))))
            entries[id]?.isStarted = true
            if entry.isDisconnected {
                entries[id]?.isDisconnected = false
                actions.append(.reconnected(id: id))
            }
        }
        if Wire.supportsClientPing, let interval = configuration.pingInterval {
            actions.append(arm(.ping, seconds: interval))
        }
        return actions
    }

    private func unexpected(_ what: String) -> GraphQLSubscriptionError {
        GraphQLSubscriptionError(.unexpectedMessage(what))
    }

    /// The server broke the subprotocol: close with 4400 and fail every subscription (a
    /// reconnection would meet the same server).
    mutating func protocolFailure(_ error: GraphQLSubscriptionError) -> [SubscriptionMachineAction] {
        var actions = cancelTimers()
        actions.append(.close(code: 4400, reason: "invalid message from server"))
        actions += failAll(error)
        phase = .idle
        return actions
    }

    /// The connection ended or could not be opened: reconnect with back-off when the failure is
    /// retryable and the policy allows, otherwise fail every subscription.
    mutating func connectionEnded(_ error: GraphQLSubscriptionError) -> [SubscriptionMachineAction] {
        let attempt: Int
        switch phase {
        case .idle, .shutDown, .waitingToReconnect: return []
        case .ready: attempt = 1
        case .connecting(let previous), .awaitingAck(let previous): attempt = previous + 1
        }
        var actions = cancelTimers()
        guard !entries.isEmpty else {
            phase = .idle
            return actions
        }
        let policy = configuration.reconnectPolicy
        guard error.isRetryable, policy.allows(attempt: attempt) else {
            phase = .idle
            var failure = error
            if error.isRetryable, attempt > 1 {
                failure = GraphQLSubscriptionError(
                    .reconnectAttemptsExhausted(attempts: attempt - 1), underlyingError: error)
            }
            return actions + failAll(failure)
        }
        for id in order where entries[id]?.isDisconnected == false {
            entries[id]?.isDisconnected = true
            actions.append(.disconnected(id: id, error: error))
        }
        for id in order { entries[id]?.isStarted = false }
        phase = .waitingToReconnect(attempt: attempt)
        actions.append(arm(.reconnect, seconds: policy.delay(beforeAttempt: attempt)))
        return actions
    }
}
