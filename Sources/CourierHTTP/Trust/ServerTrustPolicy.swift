/// How a transport decides whether to trust a server's TLS certificate: the platform's own
/// evaluation for every host, plus certificate or public-key pins for the hosts you name.
///
/// ```swift
/// let policy = ServerTrustPolicy.systemDefault
///     .pinning("api.example.com", to: [.publicKeyHash(current), .publicKeyHash(backup)])
///     .pinning("*.cdn.example.com", to: [.certificate(cdnCertificate)])
/// ```
///
/// A pinned host must pass the system evaluation *and* present a chain containing one of its
/// pins; otherwise the request fails with ``HTTPError/Kind/serverTrust`` carrying a
/// ``ServerTrustError`` that names the host and the pins expected. Host patterns compare
/// case-insensitively: `api.example.com` is that host only; `*.example.com` is every subdomain of
/// `example.com` at any depth (as HPKP's `includeSubDomains`), not `example.com` itself. An exact
/// pattern wins over a wildcard, and a longer wildcard over a shorter one.
///
/// Pinning fails closed: a plain `http` request to a pinned host fails before it is sent, and so
/// does every request to a pinned host on a platform where the transport cannot see the
/// certificate chain. That is the case on Linux: swift-corelibs-foundation's FoundationNetworking
/// verifies certificates inside libcurl against the system CA bundle and never delivers a
/// server-trust challenge, so ``URLSessionTransport`` and ``URLSessionStreamingTransport``
/// refuse pinned hosts there with ``ServerTrustError/Reason/pinningUnavailable`` (see
/// <doc:ServerTrust>).
public struct ServerTrustPolicy: Sendable, Hashable {
    /// The pins of each host pattern, keyed by the lower-cased pattern.
    public private(set) var pinnedHosts: [String: Set<ServerTrustPin>]

    /// The platform's evaluation for every host, no pins.
    public static let systemDefault = ServerTrustPolicy()

    /// Creates a policy.
    /// - Parameter pinnedHosts: Pins by host pattern (`api.example.com` or `*.example.com`).
    public init(pinnedHosts: [String: Set<ServerTrustPin>] = [:]) {
        self.pinnedHosts = [:]
        for (pattern, pins) in pinnedHosts { self.pinnedHosts[Self.normalized(pattern), default: []].formUnion(pins) }
    }

    /// A copy that also pins `hostPattern` to `pins`.
    /// - Parameters:
    ///   - hostPattern: A host (`api.example.com`) or a wildcard (`*.example.com`).
    ///   - pins: The certificates or keys of which the chain must contain one; an empty list
    ///     makes every connection to the host fail.
    /// - Returns: The new policy.
    public func pinning(_ hostPattern: String, to pins: [ServerTrustPin]) -> ServerTrustPolicy {
        var copy = self
        copy.pinnedHosts[Self.normalized(hostPattern), default: []].formUnion(pins)
        return copy
    }

    /// Whether any host is pinned.
    public var isPinning: Bool { !pinnedHosts.isEmpty }

    /// The pins that apply to `host`, or `nil` when it is not pinned.
    /// - Parameter host: A host name or IP address, in any case.
    /// - Returns: The pins of the exact pattern, else of the longest matching wildcard.
    public func pins(forHost host: String) -> Set<ServerTrustPin>? {
        guard isPinning else { return nil }
        let host = Self.normalized(host)
        if let pins = pinnedHosts[host] { return pins }
        var suffix = Substring(host)
        while let dot = suffix.firstIndex(of: ".") {
            suffix = suffix[suffix.index(after: dot)...]
            if let pins = pinnedHosts["*." + suffix] { return pins }
        }
        return nil
    }

    /// Lower-cased, without a trailing dot (`Example.COM.` is `example.com`).
    private static func normalized(_ host: String) -> String {
        var host = host.lowercased()
        if host.hasSuffix(".") { host.removeLast() }
        return host
    }
}
