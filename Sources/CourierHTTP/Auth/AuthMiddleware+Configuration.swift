public import Foundation

extension AuthMiddleware {
    /// The tunable parts of ``AuthMiddleware``, with defaults.
    public struct Configuration: Sendable {
        /// How many refreshes may start within ``refreshWindow``; once reached, unauthorized
        /// responses are handed back as they are until the oldest refresh leaves the window.
        /// This stops a server that rejects every fresh token from causing a refresh storm.
        /// Default: 3.
        public var maximumRefreshes: Int = 3
        /// The sliding window for ``maximumRefreshes``, in seconds. Default: 60.
        public var refreshWindow: TimeInterval = 60
        /// Whether a request whose credential has expired (see ``Credential/expiresAt``) waits
        /// for a refresh before it is sent, rather than being sent to collect a 401. Default: `true`.
        public var refreshesExpiredCredentials: Bool = true
        /// How many seconds before its expiry date a credential already counts as expired.
        /// Default: 30.
        public var expiryLeeway: TimeInterval = 30
        /// The clock for expiry and the refresh window. Default: the system clock.
        public var clock: any AuthClock = SystemAuthClock()

        /// Creates the default configuration.
        public init() {}

        /// Creates the default configuration and lets `configure` change it.
        /// - Parameter configure: Changes the defaults.
        public init(_ configure: (inout Configuration) -> Void) {
            configure(&self)
        }

        var limits: AuthLimits {
            AuthLimits(
                maximumRefreshes: maximumRefreshes,
                window: refreshWindow,
                refreshesExpiredCredentials: refreshesExpiredCredentials,
                expiryLeeway: expiryLeeway
            )
        }
    }
}
