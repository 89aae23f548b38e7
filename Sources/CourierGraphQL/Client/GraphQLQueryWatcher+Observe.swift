extension GraphQLQueryWatcher {
    /// Delivers every element to `body` on the main actor, for app code (a `@MainActor` view
    /// model) on any OS version.
    ///
    /// Holding the watcher's iterator in main-actor code across awaits needs
    /// ``AsyncIterator/next(isolation:)``, which exists from iOS 18 / macOS 15 on; this method
    /// iterates off the main actor instead and hops there for each element, so it works from
    /// iOS 15. Elements arrive in order, one `body` call at a time, with the watcher's buffering
    /// (a slow `body` skips intermediate values, never sees an older one after a newer).
    ///
    /// ```swift
    /// @MainActor final class HeroModel {
    ///     var name = ""
    ///     private var watch: Task<Void, Never>?
    ///     func start(_ client: GraphQLClient) {
    ///         watch = client.watch(query: HeroNameQuery()).observe { [weak self] element in
    ///             if case .success(let result) = element { self?.name = result.data?.hero?.name ?? "" }
    ///         }
    ///     }
    ///     deinit { watch?.cancel() }
    /// }
    /// ```
    ///
    /// - Parameter body: Called on the main actor with each element.
    /// - Returns: The task consuming the watcher: cancel it to end the watch (the store watch is
    ///   unregistered and a fetch in flight is cancelled). It ends by itself when the watch ends.
    @discardableResult
    public func observe(_ body: @escaping @MainActor @Sendable (Element) -> Void) -> Task<Void, Never> {
        Task.detached {
            for await element in self {
                await body(element)
            }
        }
    }
}
