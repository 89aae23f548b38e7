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
        /// By default ``defaultSessionConfiguration()``: `.ephemeral` without a `URLCache`, so that
        /// no cookie or cached response leaks between transports.
        public var sessionConfiguration: URLSessionConfiguration

        /// Creates a configuration.
        /// - Parameters:
        ///   - timeoutInterval: The default whole-exchange timeout, in seconds.
        ///   - maximumResponseBytes: The largest response body accepted, in bytes.
        ///   - sessionConfiguration: The configuration for the underlying session.
        public init(
            timeoutInterval: TimeInterval = 60,
            maximumResponseBytes: Int = 50 * 1024 * 1024,
            sessionConfiguration: URLSessionConfiguration = defaultSessionConfiguration()
        ) {
            self.timeoutInterval = timeoutInterval
            self.maximumResponseBytes = maximumResponseBytes
            self.sessionConfiguration = sessionConfiguration
        }

        /// A new `.ephemeral` session configuration with no `URLCache`.
        ///
        /// Linux's FoundationNetworking gives even an ephemeral session an on-disk cache shared by
        /// the whole process, and looks every request up in it (a directory listing per request,
        /// POSTs included). Courier caches above the transport, so the transport has none.
        /// - Returns: The configuration; pass your own to ``init(timeoutInterval:maximumResponseBytes:sessionConfiguration:)``
        ///   to use a `URLCache`.
        public static func defaultSessionConfiguration() -> URLSessionConfiguration {
            let configuration = URLSessionConfiguration.ephemeral
            configuration.urlCache = nil
            return configuration
        }

        /// Creates the default configuration and lets `configure` change it.
        /// - Parameter configure: Changes the defaults in place.
        public init(_ configure: (inout Configuration) -> Void) {
            self.init()
            configure(&self)
        }
    }
}
