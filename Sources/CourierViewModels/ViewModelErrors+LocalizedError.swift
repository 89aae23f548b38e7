public import Foundation

extension PaginationError: LocalizedError {
    /// The ``description``: the page and why it could not be used.
    public var errorDescription: String? { description }
}

extension MissingDataError: LocalizedError {
    /// The ``description``: the operation and the server's errors.
    public var errorDescription: String? { description }
}
