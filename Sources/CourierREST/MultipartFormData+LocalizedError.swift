public import Foundation

extension MultipartFormData.BoundaryError: LocalizedError {
    /// The ``description``: the rejected boundary.
    public var errorDescription: String? { description }
}
