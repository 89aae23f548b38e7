public import Foundation

#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

extension URLSessionTransport {
    /// The settings of a ``URLSessionTransport``: timeout, response-size limit, the
    /// `URLSessionConfiguration` its sessions are built from and how many sessions it spreads its
    /// requests over.
    public struct Configuration {
        /// How long a whole exchange may take, in seconds, when the request sets no
        /// ``HTTPRequest/timeoutInterval``; 60 by default.
        public var timeoutInterval: TimeInterval
        /// The largest response body accepted, in bytes; 50 MiB by default. A larger body fails
        /// with ``HTTPError/Kind/responseTooLarge(limit:)`` as soon as its `Content-Length` or its
        /// received bytes exceed the limit, without buffering the rest.
        public var maximumResponseBytes: Int
        /// The largest response body a download writes to a file
        /// (``HTTPTransport/download(_:to:resume:)``), in bytes; 16 GiB by default. A larger body fails
        /// with ``HTTPError/Kind/responseTooLarge(limit:)`` as soon as its `Content-Length` or its
        /// received bytes exceed it, and the partial file is removed. Bodies of non-2xx responses
        /// to a download stay in memory under ``maximumResponseBytes``.
        public var maximumDownloadBytes: Int64
        /// The configuration the transport's `URLSession` is created with (the session copies it).
        /// By default ``defaultSessionConfiguration()``: `.ephemeral` without a `URLCache`, so that
        /// no cookie or cached response leaks between transports. On Linux the session gets a copy
        /// whose `httpCookieAcceptPolicy` is `.never`, and the transport stores the response
        /// cookies in `httpCookieStorage` itself (see ``URLSessionTransport``).
        public var sessionConfiguration: URLSessionConfiguration
        /// How many `URLSession`s the transport spreads its requests over; at least 1. By default
        /// ``defaultSessionCount``.
        ///
        /// Linux's FoundationNetworking runs all of a session's transfers on one serial queue and
        /// delivers all its delegate callbacks on another, so one session serializes every request
        /// of the transport; several sessions run in parallel on several cores. A request goes to
        /// the session with the fewest requests in flight (the first one on a tie, so requests one
        /// after another share one kept-alive connection). Each session keeps its own connections
        /// (and, with a configuration that has them, its own cookie and credential handling, as
        /// the configuration's shared storages allow).
        public var sessionCount: Int
        /// Which server certificates the transport trusts: ``ServerTrustPolicy/systemDefault``
        /// unless you pin hosts. On Linux a pinned host is refused before anything is sent (see
        /// ``ServerTrustPolicy``).
        public var serverTrustPolicy: ServerTrustPolicy = .systemDefault

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
            self.maximumDownloadBytes = 16 << 30
            self.sessionConfiguration = sessionConfiguration
            self.sessionCount = Self.defaultSessionCount
        }

        /// The default ``sessionCount``: 1 on Apple platforms, where one session already runs
        /// its transfers in parallel; on Linux the number of active processors, at most 4.
        public static var defaultSessionCount: Int {
            #if canImport(FoundationNetworking)
            return min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 4)
            #else
            return 1
            #endif
        }

        /// A new `.ephemeral` session configuration with no `URLCache`.
        ///
        /// Linux's FoundationNetworking gives even an ephemeral session an on-disk cache shared by
        /// the whole process, and looks every request up in it (a directory listing per request,
        /// POSTs included). Courier caches above the transport, so the transport has none.
        /// - Returns: The configuration; pass your own to
        ///   ``init(timeoutInterval:maximumResponseBytes:sessionConfiguration:)`` to use a `URLCache`.
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
