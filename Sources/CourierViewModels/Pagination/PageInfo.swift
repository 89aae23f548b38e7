/// The `pageInfo` of a Relay connection: whether more pages exist on either side and the cursors
/// that reach them.
///
/// Map your generated `pageInfo` selection into it; a schema without backward pagination leaves
/// `hasPreviousPage` and `startCursor` at their defaults.
public struct ConnectionPageInfo: Sendable, Hashable {
    /// Whether a page follows this one.
    public var hasNextPage: Bool
    /// The cursor of this page's last edge: the `after` argument of the next page.
    public var endCursor: String?
    /// Whether a page precedes this one.
    public var hasPreviousPage: Bool
    /// The cursor of this page's first edge: the `before` argument of the previous page.
    public var startCursor: String?

    /// Creates page info.
    /// - Parameters:
    ///   - hasNextPage: Whether a page follows.
    ///   - endCursor: The cursor after which the next page starts.
    ///   - hasPreviousPage: Whether a page precedes.
    ///   - startCursor: The cursor before which the previous page ends.
    public init(
        hasNextPage: Bool = false, endCursor: String? = nil, hasPreviousPage: Bool = false, startCursor: String? = nil
    ) {
        self.hasNextPage = hasNextPage
        self.endCursor = endCursor
        self.hasPreviousPage = hasPreviousPage
        self.startCursor = startCursor
    }
}

/// What a cursor paginator needs from one page's data: its items and its page info.
public struct CursorPage<Item: Sendable>: Sendable {
    /// The page's items, in server order.
    public var items: [Item]
    /// The connection's page info.
    public var pageInfo: ConnectionPageInfo

    /// Creates a page.
    /// - Parameters:
    ///   - items: The items, in server order.
    ///   - pageInfo: The page info.
    public init(items: [Item], pageInfo: ConnectionPageInfo) {
        self.items = items
        self.pageInfo = pageInfo
    }
}

/// What an offset paginator needs from one page's data: its items and, when the server tells,
/// the total number of items.
public struct OffsetPage<Item: Sendable>: Sendable {
    /// The page's items, in server order.
    public var items: [Item]
    /// The total number of items on the server, if known; without it a page shorter than the
    /// page size is the last one.
    public var totalCount: Int?

    /// Creates a page.
    /// - Parameters:
    ///   - items: The items.
    ///   - totalCount: The total number of items, if known.
    public init(items: [Item], totalCount: Int? = nil) {
        self.items = items
        self.totalCount = totalCount
    }
}
