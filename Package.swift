// swift-tools-version: 6.2
import PackageDescription

/// Settings every target shares: Swift 6 mode plus the upcoming features the conventions ask for.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "Courier",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8)],
    products: [
        .library(name: "CourierHTTP", targets: ["CourierHTTP"]),
        .library(name: "CourierREST", targets: ["CourierREST"]),
        .library(name: "CourierLoopback", targets: ["CourierLoopback"]),
        .library(name: "CourierTesting", targets: ["CourierTesting"]),
        .library(name: "CourierTestMocks", targets: ["CourierTestMocks"]),
        .library(name: "CourierMockServer", targets: ["CourierMockServer"]),
        .library(name: "GraphQLLanguage", targets: ["GraphQLLanguage"]),
        .library(name: "CourierAPI", targets: ["CourierAPI"]),
        .library(name: "GraphQLCodegen", targets: ["GraphQLCodegen"]),
        .library(name: "CourierWebSocket", targets: ["CourierWebSocket"]),
        .library(name: "CourierGraphQL", targets: ["CourierGraphQL"]),
        .library(name: "CourierSQLite", targets: ["CourierSQLite"]),
        .library(name: "CourierCombine", targets: ["CourierCombine"]),
        .library(name: "CourierViewModels", targets: ["CourierViewModels"]),
        .executable(name: "courier", targets: ["courier"]),
        .executable(name: "courier-bench", targets: ["courier-bench"]),
        .executable(name: "courier-demo", targets: ["courier-demo"]),
        .plugin(name: "CourierCodegenPlugin", targets: ["CourierCodegenPlugin"]),
        .plugin(name: "CourierCommandPlugin", targets: ["CourierCommandPlugin"]),
    ],
    targets: [
        // The package's bottom layer (not a product): the lock box, POSIX socket glue, hashing, body
        // excerpts and the system clock that the other modules share through `package` access.
        .target(name: "CourierSupport", swiftSettings: strictSettings),
        .target(name: "CourierHTTP", dependencies: ["CourierSupport"], swiftSettings: strictSettings),
        .target(
            name: "CourierREST", dependencies: ["CourierHTTP", "CourierAPI", "CourierSupport"],
            swiftSettings: strictSettings),
        .target(
            name: "CourierLoopback",
            dependencies: ["CourierHTTP", "CourierWebSocket", "CourierSupport"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CourierTesting",
            dependencies: [
                "CourierHTTP", "CourierLoopback", "CourierGraphQL", "CourierAPI", "CourierWebSocket", "CourierSupport",
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CourierMockServer",
            dependencies: [
                "GraphQLLanguage", "CourierAPI", "CourierHTTP", "CourierGraphQL", "CourierLoopback", "CourierWebSocket",
                "CourierSupport",
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CourierCombine",
            dependencies: ["CourierGraphQL", "CourierAPI", "CourierHTTP", "CourierREST", "CourierViewModels"],
            swiftSettings: strictSettings),
        .target(name: "GraphQLLanguage", swiftSettings: strictSettings),
        .target(name: "CourierAPI", dependencies: ["CourierSupport"], swiftSettings: strictSettings),
        // Runtime of generated test mocks (`Mock<Droid>`, `Data.from(mock)`): for test targets only.
        .target(name: "CourierTestMocks", dependencies: ["CourierAPI"], swiftSettings: strictSettings),
        .target(
            name: "GraphQLCodegen", dependencies: ["GraphQLLanguage", "CourierAPI"], swiftSettings: strictSettings),
        // TLS for the POSIX WebSocket client's wss:// on Linux: the system OpenSSL (libssl-dev,
        // installed by scripts/lib/setup-openssl.sh). Apple platforms use URLSession for wss://.
        .systemLibrary(name: "CCourierOpenSSL", path: "Sources/CCourierOpenSSL", providers: [.apt(["libssl-dev"])]),
        .target(
            name: "CourierWebSocket",
            dependencies: ["CourierSupport", .target(name: "CCourierOpenSSL", condition: .when(platforms: [.linux]))],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CourierGraphQL",
            dependencies: ["CourierAPI", "CourierHTTP", "CourierWebSocket", "CourierSupport"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CourierViewModels", dependencies: ["CourierGraphQL", "CourierAPI"], swiftSettings: strictSettings),
        // The Star Wars example app layer (Examples/StarWars): generated code (`courier generate
        // --config Examples/StarWars/courier.json`), a service and view models, and their tests.
        .target(
            name: "StarWarsAPI", dependencies: ["CourierAPI"], path: "Examples/StarWars/Sources/StarWarsAPI",
            swiftSettings: strictSettings),
        .target(
            name: "StarWarsExample",
            dependencies: ["StarWarsAPI", "CourierViewModels", "CourierGraphQL", "CourierAPI"],
            path: "Examples/StarWars/Sources/StarWarsExample",
            swiftSettings: strictSettings
        ),
        .systemLibrary(
            name: "CSQLite", path: "Sources/CSQLite", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .target(
            name: "CourierSQLite", dependencies: ["CourierGraphQL", "CourierAPI", "CSQLite"],
            swiftSettings: strictSettings),
        .executableTarget(
            name: "courier-demo",
            dependencies: [
                "CourierGraphQL", "CourierAPI", "CourierHTTP", "CourierREST", "CourierMockServer", "CourierLoopback",
                "CourierViewModels", "GraphQLLanguage", "CourierSupport",
            ],
            exclude: ["GraphQL", "courier.json"],
            resources: [.copy("Resources/schema.graphqls")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "courier-sqlite-writer", dependencies: ["CourierSQLite", "CourierGraphQL", "CourierAPI"],
            swiftSettings: strictSettings),
        .executableTarget(
            name: "courier",
            dependencies: ["GraphQLLanguage", "GraphQLCodegen", "CourierHTTP", "CourierSupport"],
            swiftSettings: strictSettings
        ),
        .plugin(name: "CourierCodegenPlugin", capability: .buildTool(), dependencies: ["courier"]),
        // `swift package courier …`: the CLI through SwiftPM, without installing it.
        .plugin(
            name: "CourierCommandPlugin",
            capability: .command(
                intent: .custom(verb: "courier", description: "Runs the courier CLI (generate, verify, validate …)"),
                permissions: [
                    .writeToPackageDirectory(reason: "generate, init and fetch-schema write files into the package")
                ]
            ),
            dependencies: ["courier"]
        ),
        .executableTarget(
            name: "courier-bench",
            dependencies: [
                "CourierHTTP", "CourierREST", "CourierTesting", "GraphQLLanguage", "CourierAPI", "CourierWebSocket",
                "CourierGraphQL", "GraphQLCodegen", "CourierSQLite", "CourierSupport",
                "StarWarsFixtureAPI",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "CourierSupportTests", dependencies: ["CourierSupport"], swiftSettings: strictSettings),
        .testTarget(
            name: "CourierHTTPTests",
            dependencies: ["CourierHTTP", "CourierTesting", "CourierSupport", "CourierLoopback"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "CourierRESTTests",
            dependencies: ["CourierREST", "CourierTesting", "CourierSupport"],
            exclude: ["Goldens"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CourierMockServerTests",
            dependencies: [
                "CourierMockServer", "CourierGraphQL", "CourierAPI", "CourierHTTP", "CourierLoopback",
                "GraphQLLanguage", "CourierTesting", "CourierWebSocket", "CourierSupport", "StarWarsFixtureAPI",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CourierLoopbackTests", dependencies: ["CourierLoopback", "CourierHTTP", "CourierSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "CourierTestingTests", dependencies: ["CourierTesting", "CourierHTTP"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "CourierTestingGraphQLTests",
            dependencies: ["CourierTesting", "CourierGraphQL", "CourierAPI", "CourierHTTP", "StarWarsFixtureAPI"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CourierCombineTests", dependencies: ["CourierCombine", "CourierGraphQL", "CourierAPI"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "GraphQLLanguageTests",
            dependencies: ["GraphQLLanguage"],
            exclude: ["Validation/Corpus"],
            resources: [.copy("Fixtures"), .copy("Printer/Goldens")],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "CourierAPITests", dependencies: ["CourierAPI"], swiftSettings: strictSettings),
        .testTarget(
            name: "GraphQLCodegenTests",
            dependencies: ["GraphQLCodegen", "GraphQLLanguage", "CourierAPI"],
            exclude: ["Fixtures", "Goldens"],
            swiftSettings: strictSettings
        ),
        // The Star Wars fixture's generated code, one copy shared by every target that compiles or uses it:
        // `courier generate --config Tests/StarWarsFixtureAPI/courier.json`, the same files as
        // GraphQLCodegenTests' goldens. MainActor default isolation, as Xcode 26 gives app targets: the
        // generated code must compile in it and stay usable off the main actor (its other users are nonisolated).
        .target(
            name: "StarWarsFixtureAPI",
            dependencies: ["CourierAPI"],
            path: "Tests/StarWarsFixtureAPI/Generated",
            swiftSettings: strictSettings + [.defaultIsolation(MainActor.self)]
        ),
        .testTarget(
            name: "StarWarsAPITests", dependencies: ["CourierAPI", "StarWarsFixtureAPI"],
            swiftSettings: strictSettings),
        .testTarget(name: "GeneratedCodeCompileTests", dependencies: ["CourierAPI"], swiftSettings: strictSettings),
        // Generated code for a schema and operations named to collide with runtime, Swift and
        // Foundation types and Swift keywords (`courier generate --config Tests/GeneratedTortureTests/courier.json`).
        .testTarget(
            name: "GeneratedTortureTests",
            dependencies: ["CourierAPI"],
            exclude: ["schema.graphqls", "Operations", "README.md", "courier.json"],
            swiftSettings: strictSettings
        ),
        // An app-like target whose default isolation is MainActor (Xcode 26's default for new app
        // targets): the clients and the Star Wars generated code (`StarWarsFixtureAPI`) used from it.
        .testTarget(
            name: "MainActorDefaultTests",
            dependencies: [
                "CourierAPI", "CourierGraphQL", "CourierHTTP", "CourierREST", "CourierSQLite", "CourierTesting",
                "CourierViewModels",
                "StarWarsFixtureAPI",
            ],
            swiftSettings: strictSettings + [.defaultIsolation(MainActor.self)]
        ),
        // An Apollo iOS app's codegen input as it is (`Tests/ApolloSample/apollo-codegen-config.json`: a 2.x config,
        // `@typePolicy`/`@fieldPolicy` schema extension, a local cache mutation), generated into a
        // schema module and a test mocks module, both with MainActor default isolation.
        .target(
            name: "ApolloSampleAPI",
            dependencies: ["CourierAPI"],
            path: "Tests/ApolloSample/Generated",
            swiftSettings: strictSettings + [.defaultIsolation(MainActor.self)]
        ),
        .target(
            name: "ApolloSampleAPITestMocks",
            dependencies: ["ApolloSampleAPI", "CourierTestMocks"],
            path: "Tests/ApolloSample/TestMocks",
            swiftSettings: strictSettings + [.defaultIsolation(MainActor.self)]
        ),
        // Two generated modules: `FeatureOperations` spreads a fragment `SharedFragments` generates.
        .target(
            name: "SharedFragments", dependencies: ["CourierAPI"], path: "Tests/ImportedFragments/SharedFragments",
            swiftSettings: strictSettings
        ),
        .target(
            name: "FeatureOperations", dependencies: ["CourierAPI", "SharedFragments"],
            path: "Tests/ImportedFragments/FeatureOperations", swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ImportedFragmentsTests", dependencies: ["FeatureOperations", "SharedFragments", "CourierAPI"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ApolloSampleTests",
            dependencies: [
                "ApolloSampleAPI", "ApolloSampleAPITestMocks", "CourierTestMocks", "CourierAPI", "CourierGraphQL",
                "CourierTesting",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CourierWebSocketTests",
            dependencies: ["CourierWebSocket", "CourierTesting", "CourierHTTP", "CourierSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CourierGraphQLTests",
            dependencies: ["CourierGraphQL", "CourierAPI", "CourierHTTP", "CourierTesting", "CourierSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CourierGraphQLIntegrationTests",
            dependencies: [
                "CourierGraphQL", "CourierAPI", "CourierHTTP", "GraphQLCodegen", "GraphQLLanguage", "CourierTesting",
                "CourierWebSocket",
            ],
            exclude: ["Operations", "courier.json"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CourierViewModelsTests",
            dependencies: ["CourierViewModels", "CourierGraphQL", "CourierAPI", "CourierHTTP", "CourierTesting"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "StarWarsExampleTests",
            dependencies: [
                "StarWarsExample", "StarWarsAPI", "CourierViewModels", "CourierGraphQL", "CourierAPI", "CourierHTTP",
                "CourierTesting",
            ],
            path: "Examples/StarWars/Tests/StarWarsExampleTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CourierSQLiteTests",
            dependencies: ["CourierSQLite", "CourierGraphQL", "CourierAPI", "CourierTesting", "courier-sqlite-writer"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CourierCLITests",
            dependencies: ["GraphQLLanguage", "courier", "CourierTesting", "CourierHTTP"],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
    ]
)
