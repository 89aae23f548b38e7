import CourierAPI
import CourierHTTP
import CourierWebSocket

extension WebSocketSubscriptionTransport {
    /// Runs the state machine's actions in order.
    func perform(_ actions: [SubscriptionMachineAction]) {
        for action in actions {
            switch action {
            case .connect: openConnection()
            case .send(let text): writer?.yield(text)
            case .close(let code, let reason): closeConnection(code: code, reason: reason)
            case .schedule(let timer, let seconds, let token): schedule(timer, seconds: seconds, token: token)
            case .cancel(let timer):
                timers.removeValue(forKey: timer)?.cancel()
            case .emit(let id, let payload): yield(.response(GraphQLResponse(payload: payload)), to: id)
            case .disconnected(let id, let error): yield(.disconnected(error), to: id)
            case .reconnected(let id): yield(.reconnected, to: id)
            case .complete(let id): finish(id, error: nil)
            case .fail(let id, var error):
                if error.operationName == nil { error.operationName = operationNames[id] }
                finish(id, error: error)
            }
        }
    }

    private func yield(_ event: GraphQLSubscriptionTransportEvent, to id: String) {
        guard let continuation = continuations[id] else { return }
        if case .dropped = continuation.yield(event) {
            let limit = max(configuration.maximumBufferedEvents, 1)
            finish(
                id, error: GraphQLSubscriptionError(.bufferOverflow(limit: limit), operationName: operationNames[id]))
            perform(machine.handle(.unsubscribe(id: id)))
        }
    }

    /// Ends a stream from the transport's side, without the termination handler's unsubscribe.
    private func finish(_ id: String, error: GraphQLSubscriptionError?) {
        operationNames[id] = nil
        guard let continuation = continuations.removeValue(forKey: id) else { return }
        continuation.onTermination = nil
        if let error { continuation.finish(throwing: error) } else { continuation.finish() }
    }

    private func schedule(_ timer: SubscriptionTimer, seconds: Double, token: Int) {
        timers[timer]?.cancel()
        let sleeper = configuration.sleeper
        timers[timer] = Task { [weak self] in
            do { try await sleeper.sleep(seconds: seconds) } catch { return }
            guard !Task.isCancelled else { return }
            await self?.timerFired(timer, token: token)
        }
    }

    private func timerFired(_ timer: SubscriptionTimer, token: Int) {
        timers[timer] = nil
        deliver(.timerFired(timer, token: token), generation: nil)
    }
}
