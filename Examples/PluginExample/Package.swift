// swift-tools-version: 6.0
import PackageDescription

// A package that applies CourierCodegenPlugin: the StarWarsAPI target holds a schema and two
// operations and no Swift of its own; the plugin generates its code on every build.
let package = Package(
    name: "PluginExample",
    platforms: [.iOS(.v15), .macOS(.v12)],
    dependencies: [.package(name: "Courier", path: "../..")],
    targets: [
        .target(
            name: "StarWarsAPI",
            dependencies: [.product(name: "CourierAPI", package: "Courier")],
            exclude: ["courier.json"],
            plugins: [.plugin(name: "CourierCodegenPlugin", package: "Courier")]
        ),
        .executableTarget(
            name: "PluginExampleApp",
            dependencies: ["StarWarsAPI", .product(name: "CourierAPI", package: "Courier")]
        ),
    ]
)
