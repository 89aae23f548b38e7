@preconcurrency public import RxSwift

// RxSwift's own async bridges (`single.value`) are compiled out on Linux; this is the same
// idea for the tests.
extension PrimitiveSequence where Trait == SingleTrait, Element: Sendable {
    /// Subscribes and waits for the success or the failure.
    /// - Returns: The element.
    /// - Throws: The failure.
    public func awaitValue() async throws -> Element {
        try await withCheckedThrowingContinuation { continuation in
            _ = subscribe(
                onSuccess: { continuation.resume(returning: $0) }, onFailure: { continuation.resume(throwing: $0) })
        }
    }
}

extension PrimitiveSequence where Trait == SingleTrait {
    /// Subscribes and waits for the failure; `nil` if the `Single` succeeded.
    /// - Returns: The error.
    public func awaitError() async -> (any Error)? {
        await withCheckedContinuation { continuation in
            _ = subscribe(
                onSuccess: { _ in continuation.resume(returning: nil) },
                onFailure: { continuation.resume(returning: $0) })
        }
    }
}
