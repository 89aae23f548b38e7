public import CourierAPI
import CourierLoopback
import GraphQLLanguage

extension GraphQLMockServer {
    /// Publishes one event to every active subscription of the root field `field` that has no
    /// ``MockServerConfiguration/subscriptionSources`` entry.
    ///
    /// The value is the field's value for this event (a partial object is completed like a
    /// resolver's result).
    /// - Parameters:
    ///   - value: The event.
    ///   - field: The subscription root field's name, e.g. `reviewAdded`.
    /// - Returns: How many subscriptions received it.
    @discardableResult
    public func publish(_ value: JSONValue, to field: String) -> Int {
        hub.publish(value, to: field)
    }

    /// Completes every active subscription of `field` fed by ``publish(_:to:)``.
    /// - Parameter field: The subscription root field's name.
    public func completeSubscriptions(to field: String) {
        hub.complete(field)
    }

    /// How many active subscriptions of `field` ``publish(_:to:)`` reaches (wait for it before
    /// publishing, to be sure the event is seen).
    /// - Parameter field: The subscription root field's name.
    /// - Returns: The count.
    public func subscriberCount(for field: String) -> Int {
        hub.subscriberCount(for: field)
    }

    /// Starts an operation as a stream of results: for a subscription, one result per event of
    /// its source (a configured ``MockSubscriptionSource`` or ``publish(_:to:)``), ending when
    /// the source ends; for a query or mutation, its one result. A request error is the only
    /// element. The stream is unicast; stopping its consumer stops the subscription.
    /// - Parameter request: The request.
    /// - Returns: The results.
    public func subscribe(_ request: MockOperationRequest) -> AsyncStream<MockOperationResult> {
        record(request)
        let prepared: MockPreparedOperation
        do {
            prepared = try prepare(request)
        } catch {
            return .single(Self.result(of: error))
        }
        guard prepared.operation.operation == .subscription else {
            return AsyncStream { continuation in
                let task = Task {
                    continuation.yield(
                        await self.run(prepared, rootValue: [:], seed: MockSeed(prepared.configuration.seed)))
                    continuation.finish()
                }
                continuation.onTermination = { _ in task.cancel() }
            }
        }
        let source = eventSource(for: prepared)
        return AsyncStream { continuation in
            let task = Task {
                var index = 0
                for await event in source.events {
                    let seed = MockSeed(prepared.configuration.seed).mixing("event").mixing(index)
                    continuation.yield(await self.run(prepared, rootValue: [source.fieldName: event], seed: seed))
                    index += 1
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// The source stream of a subscription's root field (registered before this returns).
    private func eventSource(for prepared: MockPreparedOperation) -> (fieldName: String, events: AsyncStream<JSONValue>)
    {
        let execution = MockExecution(
            schema: schema, configuration: prepared.configuration, document: prepared.document,
            variables: prepared.variables, operationName: prepared.operation.name
        )
        let groups = execution.collectFields([prepared.operation.selectionSet], typeName: prepared.rootType.name)
        guard let key = groups.keys.first, let field = groups.fields[key]?.first else {
            return ("", AsyncStream { $0.finish() })
        }
        let coordinate = "\(prepared.rootType.name).\(field.name)"
        guard let makeSource = prepared.configuration.subscriptionSources[coordinate] else {
            return (field.name, hub.stream(for: field.name))
        }
        let definitions = schema.field(named: field.name, on: prepared.rootType.name)?.arguments ?? []
        let arguments = MockInputCoercion(schema: schema).coerceArguments(
            field.arguments, definitions: definitions, variables: prepared.variables)
        let info = MockResolverInfo(
            parentType: prepared.rootType.name, fieldName: field.name, arguments: arguments,
            path: [.key(key)], variables: prepared.variables, operationName: prepared.operation.name
        )
        return (field.name, makeSource(info))
    }
}

extension AsyncStream where Element: Sendable {
    /// A stream of one element.
    static func single(_ element: Element) -> AsyncStream<Element> {
        AsyncStream { continuation in
            continuation.yield(element)
            continuation.finish()
        }
    }
}
