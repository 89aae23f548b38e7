import CourierAPI
import CourierGraphQL
import Foundation

@testable import CourierViewModels

typealias Post = FeedQuery.Data.Post

/// An in-memory feed that answers ``FeedQuery`` the way a server would: by cursor (a post's id)
/// in either direction, or by offset; it computes pages from the request, so a paginator that
/// asks for the wrong page gets the wrong items.
struct FeedBackend: Sendable {
    var posts: [Post]
    /// Whether answers carry `totalCount`.
    var reportsTotalCount = false

    init(count: Int, reportsTotalCount: Bool = false) {
        posts = (1...max(count, 1)).prefix(count).map { Post(id: "p\($0)", title: "Post \($0)") }
        self.reportsTotalCount = reportsTotalCount
    }

    func data(for query: FeedQuery) -> FeedQuery.Data {
        var range: Range<Int>
        if let offset = query.offset.unwrapped {
            let start = min(offset, posts.count)
            range = start..<min(start + (query.first.unwrapped ?? posts.count), posts.count)
        } else if let last = query.last.unwrapped {
            let end = query.before.unwrapped.flatMap { cursor in posts.firstIndex { $0.id == cursor } } ?? posts.count
            range = max(0, end - last)..<end
        } else {
            let start =
                query.after.unwrapped.flatMap { cursor in posts.firstIndex { $0.id == cursor }.map { $0 + 1 } } ?? 0
            range = start..<min(start + (query.first.unwrapped ?? posts.count), posts.count)
        }
        let slice = Array(posts[range])
        let info = FeedQuery.Data.PageInfo(
            hasNextPage: range.upperBound < posts.count, endCursor: slice.last?.id,
            hasPreviousPage: range.lowerBound > 0, startCursor: slice.first?.id
        )
        return FeedQuery.Data(
            feed: .init(totalCount: reportsTotalCount ? posts.count : nil, pageInfo: info, posts: slice))
    }
}

/// Records requests, counts them, and can hold or fail chosen ones.
actor FeedServer {
    private(set) var backend: FeedBackend
    private(set) var requests: [FeedQuery] = []
    private var failures: [Int: any Error] = [:]
    private var heldRequests: Set<Int> = []
    private var held: [Int: CheckedContinuation<Void, Never>] = [:]

    init(_ backend: FeedBackend) { self.backend = backend }

    var requestCount: Int { requests.count }

    /// Makes request number `index` (zero-based) throw `error`.
    func fail(request index: Int, with error: any Error) { failures[index] = error }

    /// Makes request number `index` wait until ``release()`` or until its task is cancelled (like
    /// a real request, it then fails with `CancellationError`).
    func hold(request index: Int) { heldRequests.insert(index) }

    func release() {
        heldRequests = []
        for continuation in held.values { continuation.resume() }
        held = [:]
    }

    private func cancelHeld(_ index: Int) {
        held.removeValue(forKey: index)?.resume()
    }

    func rename(_ id: String, to title: String) {
        guard let index = backend.posts.firstIndex(where: { $0.id == id }) else { return }
        backend.posts[index] = Post(id: id, title: title)
    }

    func answer(_ query: FeedQuery) async throws -> FeedQuery.Data {
        let index = requests.count
        requests.append(query)
        if heldRequests.contains(index) {
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    if Task.isCancelled { continuation.resume() } else { held[index] = continuation }
                }
            } onCancel: {
                Task { await self.cancelHeld(index) }
            }
        }
        try Task.checkCancellation()
        if let error = failures[index] { throw error }
        return backend.data(for: query)
    }

    /// A page source that answers from this server without HTTP or a cache.
    nonisolated var source: PageSource<FeedQuery> {
        PageSource { query in GraphQLResult(data: try await self.answer(query)) }
    }
}

/// Post ids, for short expectations.
func ids(_ posts: [Post]) -> [String] { posts.map(\.id) }

/// The cursor page of a feed answer.
@Sendable func cursorPage(_ data: FeedQuery.Data) -> CursorPage<Post>? {
    data.feed.map { feed in
        CursorPage(
            items: feed.posts,
            pageInfo: ConnectionPageInfo(
                hasNextPage: feed.pageInfo.hasNextPage, endCursor: feed.pageInfo.endCursor,
                hasPreviousPage: feed.pageInfo.hasPreviousPage, startCursor: feed.pageInfo.startCursor
            ))
    }
}

/// Checks `condition` every millisecond until it holds or 30 s pass (sleeping, not spinning on
/// `Task.yield()`, so that a busy two-thread pool still runs the tasks being waited for). Runs in
/// the caller's isolation, so a main-actor test can read its models in `condition`.
func eventually(isolation: isolated (any Actor)? = #isolation, _ condition: () async -> Bool) async -> Bool {
    for _ in 0..<30_000 {
        if await condition() { return true }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return await condition()
}

/// A flag an `@Sendable` callback (e.g. `withObservationTracking`'s `onChange`) can set.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var raised = false

    // lock()/unlock() rather than `withLock`, which Apple's Foundation has only from macOS 14.
    var isRaised: Bool {
        lock.lock()
        defer { lock.unlock() }
        return raised
    }

    func raise() {
        lock.lock()
        defer { lock.unlock() }
        raised = true
    }
}
