public import CourierAPI

extension Paginator {
    /// A paginator that follows `pageInfo.endCursor` while `pageInfo.hasNextPage` is true.
    ///
    /// - Parameters:
    ///   - source: Where pages come from, usually `PageSource/client(_:cachePolicy:)`.
    ///   - query: Makes the query for the page after a cursor (`nil`: the first page).
    ///   - page: Takes the items and page info out of a page's data (`nil`: no page, an error).
    /// - Returns: The paginator; its merged list is in load order.
    public static func forward(
        _ source: PageSource<Query>,
        query: @escaping @Sendable (_ after: String?) -> Query,
        page: @escaping @Sendable (Query.Data) -> CursorPage<Item>?
    ) -> Paginator {
        cursor(source, prepends: false, query: query, page: page) { info in
            (info.hasNextPage, info.endCursor)
        }
    }

    /// A paginator that follows `pageInfo.startCursor` while `pageInfo.hasPreviousPage` is true
    /// (e.g. a chat history loaded upwards).
    ///
    /// - Parameters:
    ///   - source: Where pages come from.
    ///   - query: Makes the query for the page before a cursor (`nil`: the last page).
    ///   - page: Takes the items and page info out of a page's data.
    /// - Returns: The paginator; its merged list puts earlier pages first, so it stays in server
    ///   order.
    public static func backward(
        _ source: PageSource<Query>,
        query: @escaping @Sendable (_ before: String?) -> Query,
        page: @escaping @Sendable (Query.Data) -> CursorPage<Item>?
    ) -> Paginator {
        cursor(source, prepends: true, query: query, page: page) { info in
            (info.hasPreviousPage, info.startCursor)
        }
    }

    /// A paginator over `offset`/`limit` pages: the next offset is this one plus the items
    /// received; the end is a short or empty page, or the total count when the server gives it.
    ///
    /// - Parameters:
    ///   - source: Where pages come from.
    ///   - pageSize: The number of items a full page holds (the query's `limit`).
    ///   - startOffset: The first page's offset.
    ///   - query: Makes the query for the page at an offset.
    ///   - page: Takes the items (and total count) out of a page's data.
    /// - Returns: The paginator.
    public static func offset(
        _ source: PageSource<Query>,
        pageSize: Int,
        startOffset: Int = 0,
        query: @escaping @Sendable (_ offset: Int) -> Query,
        page: @escaping @Sendable (Query.Data) -> OffsetPage<Item>?
    ) -> Paginator {
        let strategy = Strategy(
            start: .offset(startOffset), prepends: false,
            makeQuery: { position in
                guard case .offset(let offset) = position else { return query(startOffset) }
                return query(offset)
            },
            read: { position, data in
                guard case .offset(let offset) = position, let received = page(data) else { return nil }
                let next = offset + received.items.count
                let isLast =
                    if let total = received.totalCount { next >= total } else { received.items.count < pageSize }
                return Step(items: received.items, next: isLast || received.items.isEmpty ? nil : .offset(next))
            })
        return Paginator(source: source, strategy: strategy)
    }

    private static func cursor(
        _ source: PageSource<Query>,
        prepends: Bool,
        query: @escaping @Sendable (String?) -> Query,
        page: @escaping @Sendable (Query.Data) -> CursorPage<Item>?,
        following: @escaping @Sendable (ConnectionPageInfo) -> (hasMore: Bool, cursor: String?)
    ) -> Paginator {
        let strategy = Strategy(
            start: .cursor(nil), prepends: prepends,
            makeQuery: { position in
                guard case .cursor(let cursor) = position else { return query(nil) }
                return query(cursor)
            },
            read: { position, data in
                guard let received = page(data) else { return nil }
                let (hasMore, cursor) = following(received.pageInfo)
                // A page that says "more" without a cursor would restart from the first page:
                // report it as a position that did not advance.
                let next: Position? = hasMore ? (cursor.map(Position.cursor) ?? position) : nil
                return Step(items: received.items, next: next)
            })
        return Paginator(source: source, strategy: strategy)
    }
}
