public import Foundation

extension IncrementalOperationError: LocalizedError {
    /// The ``description``: which operation uses `@defer` and what to call instead.
    public var errorDescription: String? { description }
}

extension IncrementalMergeError: LocalizedError {
    /// The ``description``: why an increment could not be merged.
    public var errorDescription: String? { description }
}
