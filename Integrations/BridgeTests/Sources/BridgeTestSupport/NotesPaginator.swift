public import CourierGraphQL
public import CourierViewModels

extension Paginator where Query == NotesPageQuery, Item == NoteFields {
    /// The notes in offset pages of `pageSize` (the last page is the first short one).
    /// - Parameters:
    ///   - client: The client.
    ///   - pageSize: Notes per page.
    /// - Returns: The paginator.
    public static func notes(_ client: GraphQLClient, pageSize: Int = 2) -> Paginator {
        .offset(
            .client(client), pageSize: pageSize, query: { NotesPageQuery(offset: $0, limit: pageSize) },
            page: { OffsetPage(items: $0.notes) })
    }
}
