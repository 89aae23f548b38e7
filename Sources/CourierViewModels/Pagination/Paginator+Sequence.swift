extension Paginator {
    /// The pages as an asynchronous sequence: each step calls ``Paginator/loadNext()``.
    ///
    /// Unicast over shared state: iterating continues from wherever the paginator is, and two
    /// iterations at once share the pages between them (a step that joins another's load gets the
    /// same page). The sequence ends after the last page, throws the first error and then ends,
    /// and throws `CancellationError` when the consuming task is cancelled.
    public struct PageSequence: AsyncSequence, Sendable {
        /// A loaded page.
        public typealias Element = Page

        let paginator: Paginator

        /// Makes an iterator.
        /// - Returns: The iterator.
        public func makeAsyncIterator() -> Iterator {
            Iterator(paginator: paginator)
        }

        /// The iterator of a ``Paginator/PageSequence``.
        public struct Iterator: AsyncIteratorProtocol {
            let paginator: Paginator
            var isFinished = false

            /// Loads the next page.
            /// - Returns: The page, or `nil` after the last page or an error.
            /// - Throws: What ``Paginator/loadNext()`` throws, once.
            public mutating func next() async throws -> Page? {
                guard !isFinished else { return nil }
                do {
                    let page = try await paginator.loadNext()
                    if page == nil { isFinished = true }
                    return page
                } catch {
                    isFinished = true
                    throw error
                }
            }
        }
    }

    /// The pages, loaded one per step; see ``PageSequence``.
    public nonisolated var pages: PageSequence { PageSequence(paginator: self) }
}
