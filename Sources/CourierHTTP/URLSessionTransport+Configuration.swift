public import Foundation
#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

extension URLSessionTransport {
    /// The settings of a ``URLSessionTransport``: timeout, response-size limit and the
    /// `URLSessionConfiguration` its session is built from.
    public struct Configuration {
        /// How long a whole exchange may take, in seconds, when the request sets no
        /// ``HTTPRequest/timeoutInterval``; 60 by default.
        public var timeoutInterval: TimeInterval
        /// The largest response body accepted, in bytes; 50 MiB by default. A larger body fails
        /// with ``HTTPError/Kind/responseTooLarge(limit:)`` as soon as its `Content-Length` or its
        /// received bytes exceed the limit, without buffering the rest.
        public var maximumResponseBytes: Int
        /// The configuration the transport's `URLSession` is created with (the session copies it).
        /// `.ephemeral` by default, so that no cookie or cache leaks between transports.
        public var sessionConfiguration: URLSessionConfiguration

        /// Creates a configuration.
        /// - Parameters:
        ///   - timeoutInterval: The default whole-exchange timeout, in seconds.
        ///   - maximumResponseBytes: The largest response body accepted, in bytes.
        ///   - sessionConfiguration: The configuration for the underlying session.
        public init(
            timeoutInterval: TimeInterval = 60,
            maximumResponseBytes: Int = 50 * 1024 * 1024,
            sessionConfiguration: URLSessionConfiguration = .ephemeral
        ) {
            self.timeoutInterval = timeoutInterval
            self.maximumResponseBytes = maximumResponseBytes
            self.sessionConfiguration = sessionConfiguration
        }

        /// Creates the default configuration and lets `configure` change it.
        /// - Parameter configure: Changes the defaults in place.
        public init(_ configure: (inout Configuration) -> Void) {
            self.init()
            configure(&self)
        }
    }
}
