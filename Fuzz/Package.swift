// swift-tools-version: 6.0
import PackageDescription

/// libFuzzer targets for Courier's parsers, kept out of the root package so that its normal build and
/// tests never see the sanitizer flags. Build with `scripts/fuzz` (which passes
/// `-sanitize=fuzzer,address` to every module, the root package's included, and `-enable-testing`
/// so that the client's internal response parser and decoder can be fuzzed through `@testable
/// import`); each executable is one fuzzer whose `main` comes from libFuzzer.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .unsafeFlags(["-parse-as-library"]),
]

let package = Package(
    name: "CourierFuzz",
    platforms: [.macOS(.v12)],
    dependencies: [.package(name: "Courier", path: "..")],
    targets: [
        .target(name: "FuzzSupport", path: "Sources/FuzzSupport", swiftSettings: strictSettings),
        // The generated Star Wars code of Tests/StarWarsFixtureAPI (a symbolic link, not a copy).
        .target(
            name: "StarWarsFuzzAPI",
            dependencies: [.product(name: "CourierAPI", package: "Courier")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "FuzzGraphQLParser",
            dependencies: ["FuzzSupport", .product(name: "GraphQLLanguage", package: "Courier")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "FuzzGraphQLValidator",
            dependencies: ["FuzzSupport", .product(name: "GraphQLLanguage", package: "Courier")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "FuzzJSON",
            dependencies: ["FuzzSupport", .product(name: "CourierAPI", package: "Courier")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "FuzzCodable",
            dependencies: [
                "FuzzSupport",
                .product(name: "CourierAPI", package: "Courier"),
                .product(name: "CourierREST", package: "Courier"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "FuzzStarWarsDecoding",
            dependencies: ["FuzzSupport", "StarWarsFuzzAPI", .product(name: "CourierAPI", package: "Courier")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "FuzzWebSocketFrames",
            dependencies: ["FuzzSupport", .product(name: "CourierWebSocket", package: "Courier")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "FuzzHTTPRequestParser",
            dependencies: ["FuzzSupport", .product(name: "CourierTesting", package: "Courier")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "FuzzHTTPResponseReader",
            dependencies: ["FuzzSupport", .product(name: "CourierHTTP", package: "Courier")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "FuzzMultipart",
            dependencies: [
                "FuzzSupport", "StarWarsFuzzAPI",
                .product(name: "CourierAPI", package: "Courier"),
                .product(name: "CourierHTTP", package: "Courier"),
                .product(name: "CourierGraphQL", package: "Courier"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "FuzzSubscriptionMessages",
            dependencies: [
                "FuzzSupport",
                .product(name: "CourierAPI", package: "Courier"),
                .product(name: "CourierGraphQL", package: "Courier"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "FuzzGraphQLResponse",
            dependencies: [
                "FuzzSupport", "StarWarsFuzzAPI",
                .product(name: "CourierAPI", package: "Courier"),
                .product(name: "CourierHTTP", package: "Courier"),
                .product(name: "CourierGraphQL", package: "Courier"),
            ],
            swiftSettings: strictSettings
        ),
    ]
)
