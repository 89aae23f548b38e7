extension Source {
    /// The source around `location` as graphql-js prints it under an error: the previous line, the
    /// line, a `^` under the column and the next line, each prefixed with its line number.
    ///
    /// Validation and other diagnostics can use it to report any node's location the way
    /// ``GraphQLSyntaxError`` does.
    /// - Parameter location: A location in this source (e.g. a node's `location`).
    /// - Returns: The excerpt, without a trailing newline.
    public func excerpt(at location: SourceLocation) -> String {
        SourceLines(body).excerpt(at: location)
    }

    /// The line and column of a UTF-8 byte offset.
    /// - Parameter offset: A byte offset into ``body``.
    /// - Returns: Its location, the column counted in Unicode scalars.
    public func location(ofOffset offset: Int) -> SourceLocation {
        SourceLines(body).location(ofOffset: offset)
    }
}
