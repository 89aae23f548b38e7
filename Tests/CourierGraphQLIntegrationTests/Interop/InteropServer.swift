import Foundation
import Testing

/// The independent GraphQL servers that the interoperability tests run against: the Strawberry
/// integration server (`COURIER_INTEGRATION_SERVER_URL`) and the stock Ariadne server
/// (`COURIER_ARIADNE_SERVER_URL`), both started by `scripts/test`.
enum InteropServer: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case strawberry
    case ariadne

    static let ariadneURLVariable = "COURIER_ARIADNE_SERVER_URL"

    /// The environment variable holding the server's base URL.
    var urlVariable: String { self == .strawberry ? IntegrationServer.urlVariable : Self.ariadneURLVariable }

    /// The server's base URL, or `nil` when it does not run.
    var baseURL: URL? { ProcessInfo.processInfo.environment[urlVariable].flatMap { URL(string: $0) } }

    /// The servers that run.
    static var available: [InteropServer] { allCases.filter { $0.baseURL != nil } }

    /// The trait that skips a suite when neither server runs.
    static var enabled: ConditionTrait {
        .enabled(
            if: !available.isEmpty,
            "neither \(IntegrationServer.urlVariable) nor \(ariadneURLVariable) is set: run scripts/test")
    }

    var testDescription: String { rawValue }

    /// A scope on this server for one test.
    func scope(_ name: String = #function) throws -> ServerScope {
        ServerScope(name, baseURL: try #require(baseURL, "\(urlVariable) is not set"))
    }
}
