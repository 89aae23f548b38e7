import CourierAPI
import CourierHTTP
import CourierWebSocket

extension WebSocketSubscriptionTransport {
    /// Runs the state machine's actions in order. Consecutive results for one subscription are
    /// handed to its sink together (one wake-up of its reader per burst); any other action
    /// hands over what is pending first, so every stream sees its events in order.
    func perform(_ actions: [SubscriptionMachineAction]) {
        var pending = PendingResults()
        for action in actions {
            if case .emit(let id, let payload) = action {
                if pending.id != id {
                    flush(&pending)
                    pending.id = id
                }
                pending.events.append(.response(payload.response))
                continue
            }
            flush(&pending)
            switch action {
            case .connect: openConnection()
            case .send(let text): writer?.yield(text)
            case .close(let code, let reason): closeConnection(code: code, reason: reason)
            case .schedule(let timer, let seconds, let token): schedule(timer, seconds: seconds, token: token)
            case .cancel(let timer):
                timers.removeValue(forKey: timer)?.cancel()
            case .emit: break
            case .disconnected(let id, let error): yield([.disconnected(error)], to: id)
            case .reconnected(let id): yield([.reconnected], to: id)
            case .complete(let id): finish(id, error: nil)
            case .fail(let id, var error):
                if error.operationName == nil { error.operationName = operationNames[id] }
                finish(id, error: error)
            }
        }
        flush(&pending)
    }

    private func flush(_ pending: inout PendingResults) {
        guard let id = pending.id else { return }
        yield(pending.events, to: id)
        pending.id = nil
        pending.events = []
    }

    private func yield(_ events: [GraphQLSubscriptionTransportEvent], to id: String) {
        guard let sink = sinks[id] else { return }
        guard !sink.send(events) else { return }
        let limit = max(configuration.maximumBufferedEvents, 1)
        finish(id, error: GraphQLSubscriptionError(.bufferOverflow(limit: limit), operationName: operationNames[id]))
        perform(machine.handle(.unsubscribe(id: id)))
    }

    /// Ends a stream from the transport's side, without the termination handler's unsubscribe.
    private func finish(_ id: String, error: GraphQLSubscriptionError?) {
        operationNames[id] = nil
        sinks.removeValue(forKey: id)?.finish(throwing: error)
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

/// Results of one subscription that the transport hands to its sink together.
private struct PendingResults {
    var id: String?
    var events: [GraphQLSubscriptionTransportEvent] = []
}
