public import CourierAPI

extension GraphQLClient {
    /// Performs a mutation (always a POST) and writes its answer to the store.
    ///
    /// With an `optimisticResult`, the expected data goes into an optimistic layer of the store
    /// before the request is sent, so watchers show it at once. When the server answers with
    /// data, the layer is replaced by the answer in one step (watchers are notified once); when
    /// the request fails, is cancelled, or the answer has no data (`"data": null`, errors only),
    /// the layer is rolled back and watchers see the stored data again.
    ///
    /// ```swift
    /// let expected = RenameMutation.Data(rename: .init(__typename: "Droid", id: "2001", name: "Artoo"))
    /// try await client.perform(mutation: RenameMutation(id: "2001", name: "Artoo"), optimisticResult: expected)
    /// ```
    ///
    /// - Parameters:
    ///   - mutation: The generated mutation.
    ///   - optimisticResult: The data the server is expected to answer with, or `nil`.
    ///   - options: Per-request choices; `method` is ignored. With
    ///     ``GraphQLRequestOptions/writesToCache`` `false` the answer is not written (an
    ///     optimistic layer is still shown and removed when the answer arrives).
    /// - Returns: The data (possibly partial) and the errors the policy keeps.
    /// - Throws: ``GraphQLClientError``.
    @discardableResult
    public func perform<Mutation: GraphQLMutation>(
        mutation: Mutation,
        optimisticResult: Mutation.Data? = nil,
        options: GraphQLRequestOptions = GraphQLRequestOptions()
    ) async throws -> GraphQLResult<Mutation.Data> {
        var options = options
        options.method = .post
        guard let optimisticResult else {
            return try await fetchFromNetwork(mutation, options: options, writesToCache: options.writesToCache)
        }
        let layer = await store.addOptimisticLayer(data: optimisticResult, for: mutation)
        let response: GraphQLResponse
        do {
            response = try await sendOperation(mutation, options: options)
        } catch {
            await store.removeOptimisticLayer(layer)
            throw error
        }
        if options.writesToCache, case .object(let data)? = response.data {
            do {
                try await store.replaceOptimisticLayer(layer, withResponseData: data, for: mutation)
            } catch {
                configuration.cacheWriteFailureHandler?(error, Mutation.operationName)
            }
        } else {
            await store.removeOptimisticLayer(layer)
        }
        return try decode(response, for: mutation, options: options)
    }
}
