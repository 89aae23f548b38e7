import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierWebSocket
import Foundation
import Testing

@Suite(IntegrationServer.enabled) struct WebSocketSubscriptionIntegrationTests {
    static let subprotocols: [GraphQLWebSocketSubprotocol] = [.graphQLTransportWS, .legacyGraphQLWS]

    @Test(arguments: subprotocols)
    func countsToFiveThenCompletes(subprotocol: GraphQLWebSocketSubprotocol) async throws {
        let scope = try ServerScope()
        let transport = scope.webSocketTransport(subprotocol)
        let client = scope.client { $0.subscriptionTransport = transport }
        let collected = try await collect(client.subscribe(subscription: CountSubscription(to: 5, intervalMs: 1)))
        #expect(collected.results.map { $0.data?.count } == [1, 2, 3, 4, 5])
        #expect(collected.disconnects == 0)
        await transport.shutdown()
    }

    @Test(arguments: subprotocols)
    func connectionInitPayloadReachesTheServer(subprotocol: GraphQLWebSocketSubprotocol) async throws {
        let scope = try ServerScope()
        let transport = scope.webSocketTransport(subprotocol) { $0.connectionPayload = ["authToken": "s3cret"] }
        let client = scope.client { $0.subscriptionTransport = transport }
        let collected = try await collect(
            client.subscribe(subscription: ConnectionParamSubscription(name: "authToken")))
        #expect(collected.results.first?.data?.connectionParam == "s3cret")
        await transport.shutdown()
    }

    @Test func anInvalidDocumentFailsWithTheValidationErrors() async throws {
        let scope = try ServerScope()
        let transport = scope.webSocketTransport(.graphQLTransportWS)
        do {
            for try await _ in transport.subscribe(GraphQLRequest(InvalidSubscription())) {}
            Issue.record("expected a failure")
        } catch let error as GraphQLSubscriptionError {
            #expect(error.kind == .operationFailed)
            #expect(error.operationName == "Invalid")
            #expect(error.errors.contains { $0.message.contains("noSuchField") })
        }
        #expect(await transport.activeSubscriptionCount == 0)
        await transport.shutdown()
    }

    @Test func rejectedInitPayloadIsForbidden() async throws {
        let scope = try ServerScope()
        let transport = scope.webSocketTransport(.graphQLTransportWS) { $0.connectionPayload = ["reject": true] }
        let client = scope.client { $0.subscriptionTransport = transport }
        do {
            _ = try await collect(client.subscribe(subscription: CountSubscription(to: 1)))
            Issue.record("expected a failure")
        } catch let error as GraphQLSubscriptionError {
            guard case .forbidden = error.kind else {
                Issue.record("expected forbidden, got \(error)")
                return
            }
        }
        await transport.shutdown()
    }

    /// Every `reviewAdded` subscriber on the server gets every review, and this test runs beside
    /// its own `wss://` copy: its reviews carry the scope's tag and it ignores untagged ones; it
    /// knows its subscription is live when one of its warm-up reviews comes back (the server-wide
    /// subscriber count could be the other copy's subscriber, and a review sent before the server
    /// registers this one is never delivered: the test would wait for ever).
    @Test(.timeLimit(.minutes(1))) func reviewAddedIsFedByCreateReview() async throws {
        let scope = try ServerScope()
        let transport = scope.webSocketTransport(.graphQLTransportWS)
        let client = scope.client { $0.subscriptionTransport = transport }
        let inbox = TaggedReviewInbox(tag: "[\(scope.id)]")
        let stream = client.subscribe(subscription: ReviewAddedSubscription(episode: .some(.jedi)))
        // A child task, so that the time limit's cancellation reaches the wait for reviews.
        async let delivered: Void = {
            for try await result in stream.results {
                guard let review = result.data?.reviewAdded else { continue }
                if await inbox.add(review) == 2 { return }
            }
        }()
        var warmUps = 0
        while await !inbox.isLive {
            try #require(warmUps < 100, "no warm-up review came back")
            _ = try await client.perform(
                mutation: CreateReviewMutation(
                    episode: .some(.jedi), review: inbox.review(stars: 1, TaggedReviewInbox.warmUp)))
            warmUps += 1
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        _ = try await client.perform(
            mutation: CreateReviewMutation(episode: .some(.empire), review: inbox.review(stars: 1, "other")))
        _ = try await client.perform(
            mutation: CreateReviewMutation(episode: .some(.jedi), review: inbox.review(stars: 5, "first")))
        _ = try await client.perform(
            mutation: CreateReviewMutation(episode: .some(.jedi), review: inbox.review(stars: 3, "second")))
        try await delivered
        let received = await inbox.reviews
        #expect(received.map(\.commentary) == ["first", "second"])
        #expect(received.map(\.episode) == [.jedi, .jedi])
        await transport.shutdown()
    }

    @Test(arguments: [
        (GraphQLWebSocketSubprotocol.graphQLTransportWS, false), (.graphQLTransportWS, true), (.legacyGraphQLWS, false),
    ])
    func aDroppedConnectionReconnectsAndResubscribes(subprotocol: GraphQLWebSocketSubprotocol, abrupt: Bool)
        async throws
    {
        let scope = try ServerScope()
        let transport = scope.webSocketTransport(subprotocol)
        let client = scope.client { $0.subscriptionTransport = transport }
        var sequence: [String] = []
        for try await event in client.subscribe(
            subscription: DropAfterSubscription(n: 3, intervalMs: 1, abrupt: .some(abrupt)))
        {
            switch event {
            case .result(let result): sequence.append(String(result.data?.dropAfter ?? -1))
            case .disconnected: sequence.append("drop")
            case .reconnected: sequence.append("back")
            }
            if sequence.count >= 10 { break }
        }
        #expect(sequence == ["1", "2", "3", "drop", "back", "1", "2", "3", "drop", "back"])
        #expect(await transport.connectionAttempts >= 3)
        await transport.shutdown()
    }

    @Test func aMessageOverTheSizeLimitIsATypedError() async throws {
        let scope = try ServerScope()
        let transport = scope.webSocketTransport(.graphQLTransportWS) {
            $0.webSocket.maximumMessageSize = 64 * 1024
        }
        let client = scope.client { $0.subscriptionTransport = transport }
        do {
            _ = try await collect(client.subscribe(subscription: LargeMessageSubscription(size: 256 * 1024)))
            Issue.record("expected a failure")
        } catch let error as GraphQLSubscriptionError {
            #expect(error.kind == .messageTooBig(limit: 64 * 1024))
        }
        // Under the limit it arrives whole.
        let small = try await collect(client.subscribe(subscription: LargeMessageSubscription(size: 32 * 1024)))
        #expect(small.results.first?.data?.largeMessage.count == 32 * 1024)
        await transport.shutdown()
    }

    @Test func aFailingSourceStreamEndsWithErrors() async throws {
        let scope = try ServerScope()
        let transport = scope.webSocketTransport(.graphQLTransportWS)
        let client = scope.client { $0.subscriptionTransport = transport }
        var values: [Int] = []
        var errors: [GraphQLError] = []
        do {
            for try await event in client.subscribe(subscription: FailAfterSubscription(n: 2)) {
                guard let result = event.result else { continue }
                if let value = result.data?.failAfter { values.append(value) }
                errors += result.errors
            }
        } catch let error as GraphQLSubscriptionError {
            errors += error.errors
        }
        #expect(values == [1, 2])
        #expect(errors.contains { $0.code == "STREAM_FAILED" })
        await transport.shutdown()
    }

    @Test func malformedJSONFromTheServerIsATypedError() async throws {
        let scope = try ServerScope()
        let transport = WebSocketSubscriptionTransport(
            url: try await scope.rawWebSocketURL("/graphql-bad-json"),
            configuration: .init { $0.reconnectPolicy = .never })
        do {
            for try await _ in transport.subscribe(GraphQLRequest(CountSubscription(to: 1))) {}
            Issue.record("expected a failure")
        } catch let error as GraphQLSubscriptionError {
            #expect(error.kind == .malformedMessage)
        }
        await transport.shutdown()
    }

    @Test func aMalformedFrameIsATypedError() async throws {
        let scope = try ServerScope()
        let transport = WebSocketSubscriptionTransport(
            url: try await scope.rawWebSocketURL("/malformed"), configuration: .init { $0.reconnectPolicy = .never })
        do {
            for try await _ in transport.subscribe(GraphQLRequest(CountSubscription(to: 1))) {}
            Issue.record("expected a failure")
        } catch let error as GraphQLSubscriptionError {
            #expect(error.kind == .malformedMessage)
            #expect(error.underlyingError is WebSocketError)
        }
        await transport.shutdown()
    }

    @Test func aServerThatNeverAcknowledgesTimesOut() async throws {
        let scope = try ServerScope()
        let transport = WebSocketSubscriptionTransport(
            url: try await scope.rawWebSocketURL("/graphql-no-ack"),
            configuration: .init {
                $0.connectionAckTimeout = 0.2
                $0.reconnectPolicy = ReconnectPolicy(maximumAttempts: 1, initialDelay: 0.01, jitter: 0)
            })
        var disconnects = 0
        do {
            for try await event in transport.subscribe(GraphQLRequest(CountSubscription(to: 1))) {
                if case .disconnected(let error) = event {
                    #expect(error.kind == .connectionAckTimeout)
                    disconnects += 1
                }
            }
            Issue.record("expected a failure")
        } catch let error as GraphQLSubscriptionError {
            #expect(error.kind == .reconnectAttemptsExhausted(attempts: 1))
        }
        #expect(disconnects == 1)
        await transport.shutdown()
    }

    @Test func aThousandSubscribeCancelCyclesLeakNothing() async throws {
        let scope = try ServerScope()
        // No idle grace period: the last cycles open and close a connection each.
        let transport = scope.webSocketTransport(.graphQLTransportWS) { $0.idleConnectionTimeout = 0 }
        let client = scope.client { $0.subscriptionTransport = transport }
        // Warm up: one connection and the client's own descriptors exist before counting.
        _ = try await collect(client.subscribe(subscription: CountSubscription(to: 1)))
        await transport.waitUntilClosed()
        let before = openFileDescriptorCount()
        // A keeper holds the shared connection open; each cycle subscribes, takes one result, cancels.
        let keeper = Task {
            _ = try await collect(client.subscribe(subscription: CountSubscription(to: 100_000, intervalMs: 60_000)))
        }
        for _ in 0..<1_000 {
            var iterator = client.subscribe(subscription: CountSubscription(to: 1_000, intervalMs: 1))
                .makeAsyncIterator()
            _ = try await iterator.next()
        }
        keeper.cancel()
        _ = await keeper.result
        // And some cycles that open and close the connection each time.
        for _ in 0..<50 {
            let task = Task {
                _ = try await collect(
                    client.subscribe(subscription: CountSubscription(to: 1_000, intervalMs: 1)), limit: 1)
            }
            _ = try await task.value
        }
        var drained = false
        for _ in 0..<500 {
            let active = await transport.activeSubscriptionCount
            let connected = await transport.hasConnection
            if active == 0, !connected {
                drained = true
                break
            }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        #expect(drained)
        await transport.waitUntilClosed()
        if let before, let after = openFileDescriptorCount() {
            // Other suites run in parallel in this process; a leak here would be ≥ 50.
            #expect(after <= before + 10, "fds before \(before), after \(after)")
        }
        await transport.shutdown()
    }
}
