import CourierAPI
import CourierWebSocket

extension WebSocketSubscriptionTransport {
    /// Opens a new connection; its events carry a fresh generation so that a replaced
    /// connection's late events are ignored.
    func openConnection() {
        generation += 1
        connectionAttempts += 1
        let generation = generation
        let request = WebSocketRequest(
            url: url, subprotocols: [machine.subprotocol], additionalHeaders: configuration.headerFields)
        let connection = makeConnection(request, configuration.webSocket)
        self.connection = connection
        let provider = configuration.connectionPayloadProvider
        Task { [weak self] in
            do {
                try await connection.connect()
                var payload: JSONObject??
                if let provider { payload = .some(try await provider()) }
                await self?.connectionOpened(connection, generation: generation, payload: payload)
            } catch {
                await connection.close()
                await self?.deliver(.connectFailed(Self.connectError(error)), generation: generation)
            }
        }
    }

    private func connectionOpened(_ connection: any WebSocketConnection, generation: Int, payload: JSONObject??) {
        guard generation == self.generation else {
            closing.append(Task { await connection.close() })
            return
        }
        let (outbox, writer) = AsyncStream<String>.makeStream()
        self.writer = writer
        writerTask = Task {
            for await text in outbox {
                do { try await connection.send(text: text) } catch { break }
            }
        }
        reader = Task {
            await Self.readMessages(from: connection) { [weak self] event in
                await self?.deliver(event, generation: generation)
            }
        }
        deliver(payload.map(SubscriptionMachineEvent.connectedWithPayload) ?? .connected, generation: generation)
    }

    /// The most messages the reader hands to the actor in one step.
    static var burstLimit: Int { 256 }

    /// Receives until the connection ends. Runs off the actor (on the reading task): each burst
    /// of queued messages is parsed onto tapes here, then handed to the actor in one step.
    private static func readMessages(
        from connection: any WebSocketConnection,
        deliver: @Sendable (SubscriptionMachineEvent) async -> Void
    ) async {
        while true {
            let messages: [WebSocketMessage]
            do {
                messages = try await connection.receiveAvailable(maximumCount: burstLimit)
            } catch {
                if error is CancellationError { return }
                await deliver(.connectionClosed(connectionError(error)))
                return
            }
            let parsed = messages.map { message in
                switch message {
                case .text(let text): GraphQLWebSocketReceivedText(parsing: text)
                case .data(let data): GraphQLWebSocketReceivedText(parsing: String(decoding: data, as: UTF8.self))
                }
            }
            await deliver(.receivedParsed(parsed))
        }
    }

    /// Closes the current connection after the writer has flushed what was queued.
    func closeConnection(code: UInt16, reason: String) {
        generation += 1
        guard let connection else { return }
        self.connection = nil
        writer?.finish()
        writer = nil
        let writerTask = writerTask
        self.writerTask = nil
        let reader = reader
        self.reader = nil
        closing.append(
            Task {
                await writerTask?.value
                await connection.close(code: WebSocketCloseCode(rawValue: code), reason: reason)
                reader?.cancel()
                await reader?.value
            })
        if closing.count > 64 { closing.removeFirst(closing.count - 64) }
    }

    /// Maps why a connection could not be opened to a subscription error: a rejected server
    /// certificate to the fatal `.certificateRejected`, anything else to a retryable
    /// `.connectionFailed`.
    static func connectError(_ error: any Error) -> GraphQLSubscriptionError {
        if case WebSocketError.certificateRejected(let problem)? = error as? WebSocketError {
            return GraphQLSubscriptionError(.certificateRejected(problem), underlyingError: error)
        }
        return GraphQLSubscriptionError(.connectionFailed, underlyingError: error)
    }

    /// Maps why a connection ended to a subscription error: close codes to their kinds, the size
    /// limit and frame violations to fatal kinds, anything else to a retryable `.connectionLost`.
    static func connectionError(_ error: any Error) -> GraphQLSubscriptionError {
        guard let error = error as? WebSocketError else {
            return GraphQLSubscriptionError(.connectionLost, underlyingError: error)
        }
        var mapped: GraphQLSubscriptionError
        switch error {
        case .closed(let code?, let reason): mapped = .closeCode(code.rawValue, reason: reason)
        case .messageTooBig(let limit): mapped = GraphQLSubscriptionError(.messageTooBig(limit: limit))
        case .protocolViolation: mapped = GraphQLSubscriptionError(.malformedMessage)
        default: mapped = GraphQLSubscriptionError(.connectionLost)
        }
        mapped.underlyingError = error
        return mapped
    }
}
