public import CourierAPI
public import CourierViewModels
public import RxSwift

// The `.rx` namespace on a Courier type is what this module adds, so the conformance is retroactive by design.
// swift-format-ignore: AvoidRetroactiveConformances
extension Paginator: @retroactive ReactiveCompatible {}

extension Reactive {
    /// A `Maybe` that loads the next page when subscribed to (or joins the load in flight):
    /// succeeds with the page, completes empty at the end.
    ///
    /// Disposing it cancels the request once no other caller waits for it. Fails with what
    /// ``CourierViewModels/Paginator/loadNext()`` throws; the position stays, so the next
    /// subscription retries the same page.
    ///
    /// - Returns: The page, or nothing at the end.
    public func loadNext<Query: GraphQLQuery, Item: Sendable>() -> Maybe<Paginator<Query, Item>.Page>
    where Base == Paginator<Query, Item> {
        let paginator = base
        return AsyncRxBridge.maybe { try await paginator.loadNext() }
    }

    /// An `Observable` that loads pages one after another while subscribed, each after the one
    /// before, and completes after the last page (the "expand" of paging code); use `take(n)` to
    /// stop early. Errors with the first failed page's error.
    ///
    /// - Returns: The pages.
    public func pages<Query: GraphQLQuery, Item: Sendable>() -> Observable<Paginator<Query, Item>.Page>
    where Base == Paginator<Query, Item> {
        let paginator = base
        return AsyncRxBridge.observable { paginator.pages }
    }

    /// An `Observable` of the merged item list: the current items at once, then the list after
    /// every loaded page, cache change of a loaded page and reset (see
    /// ``CourierViewModels/Paginator/itemUpdates()``). It never completes by itself.
    ///
    /// - Returns: The merged lists.
    public func items<Query: GraphQLQuery, Item: Sendable>() -> Observable<[Item]>
    where Base == Paginator<Query, Item> {
        let paginator = base
        return AsyncRxBridge.observable { ItemUpdates(paginator: paginator) }
    }
}

/// The item updates of a paginator as a sequence that can be made outside the actor.
struct ItemUpdates<Query: GraphQLQuery, Item: Sendable>: AsyncSequence, Sendable {
    typealias Element = [Item]
    let paginator: Paginator<Query, Item>

    func makeAsyncIterator() -> Iterator { Iterator(paginator: paginator) }

    struct Iterator: AsyncIteratorProtocol {
        let paginator: Paginator<Query, Item>
        var updates: AsyncStream<[Item]>.Iterator?

        mutating func next() async -> [Item]? {
            if updates == nil { updates = await paginator.itemUpdates().makeAsyncIterator() }
            return await updates?.next()
        }
    }
}
