public import Foundation

/// The launch-environment switch that points an app at an in-process mock server instead of
/// the network — for UI tests, demos and previews.
///
/// An app reads it at start-up (see `GraphQLClientConfiguration.mockable(...)`); a UI test
/// sets it:
///
/// ```swift
/// app.launchEnvironment["COURIER_MOCK_SERVER"] = "1"
/// app.launchEnvironment["COURIER_MOCK_SERVER_SEED"] = "42"
/// app.launchEnvironment["COURIER_MOCK_SERVER_SCENARIO"] = "emptyReviews"
/// ```
public struct MockServerLaunchEnvironment: Sendable, Hashable {
    /// The variable that turns the mock server on: `1`, `true` or `yes` (any case).
    public static let enabledKey = "COURIER_MOCK_SERVER"
    /// The variable with the seed for generated data (a decimal `UInt64`).
    public static let seedKey = "COURIER_MOCK_SERVER_SEED"
    /// The variable naming a scenario the app's mock set-up may choose fixtures by.
    public static let scenarioKey = "COURIER_MOCK_SERVER_SCENARIO"

    /// Whether the app should use the mock server.
    public var isEnabled: Bool
    /// The seed asked for, if any.
    public var seed: UInt64?
    /// The scenario asked for, if any.
    public var scenario: String?

    /// Reads the switch from `environment`.
    /// - Parameter environment: The process environment; inject a dictionary in tests.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let flag = environment[Self.enabledKey]?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        isEnabled = ["1", "true", "yes"].contains(flag)
        seed = environment[Self.seedKey].flatMap { UInt64($0.trimmingCharacters(in: .whitespaces)) }
        scenario = environment[Self.scenarioKey].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Creates a switch with explicit values.
    /// - Parameters:
    ///   - isEnabled: Whether the mock server is used.
    ///   - seed: The seed, if any.
    ///   - scenario: The scenario, if any.
    public init(isEnabled: Bool, seed: UInt64? = nil, scenario: String? = nil) {
        self.isEnabled = isEnabled
        self.seed = seed
        self.scenario = scenario
    }

    /// The variables that reproduce this switch, e.g. for `XCUIApplication.launchEnvironment`.
    public var variables: [String: String] {
        var result: [String: String] = [:]
        if isEnabled { result[Self.enabledKey] = "1" }
        if let seed { result[Self.seedKey] = String(seed) }
        if let scenario { result[Self.scenarioKey] = scenario }
        return result
    }

    /// A mock configuration with this switch's seed (0 when none was given), adjusted by `configure`.
    /// - Parameter configure: The app's overrides and resolvers.
    /// - Returns: The configuration.
    public func configuration(_ configure: (inout MockServerConfiguration) -> Void = { _ in })
        -> MockServerConfiguration
    {
        MockServerConfiguration { configuration in
            configuration.seed = seed ?? 0
            configure(&configuration)
        }
    }
}
