@testable import CourierHTTP
import Dispatch
import Foundation
import Testing

/// Helpers shared by the URLSessionTransport tests.
enum TransportTestSupport {
    /// Seconds since an arbitrary origin, monotonic.
    static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// The error `body` throws, as an ``HTTPError``; records an issue when it returns or throws
    /// something else.
    static func httpError(
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () async throws -> HTTPResponse
    ) async -> HTTPError? {
        do {
            let response = try await body()
            Issue.record("expected an HTTPError, got \(response)", sourceLocation: sourceLocation)
            return nil
        } catch let error as HTTPError {
            return error
        } catch {
            Issue.record("expected an HTTPError, got \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// Waits until `condition` holds or `timeout` seconds pass.
    /// - Returns: Whether the condition held.
    static func eventually(timeout: Double, _ condition: () -> Bool) async -> Bool {
        let deadline = now() + timeout
        while now() < deadline {
            if condition() { return true }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return condition()
    }
}
