// swift-tools-version: 6.0
import PackageDescription

// A test-only root package (never a dependency of anything): it builds the reactive bridges
// against the real libraries and runs their tests. `scripts/test-bridges` points the two remote
// URLs below at local clones of vendored bundles through a SwiftPM mirror file in the build
// folder; the URLs themselves stay the normal ones.
//
// - RxCourier (Integrations/RxCourier), as its users get it, against RxSwift, RxTest, RxBlocking.
// - CourierCombine's sources (Sources/CombineBridgeUnderTest is a symlink to them) compiled
//   against OpenCombine under the module name `Combine`, so their `#if canImport(Combine)`
//   code, which compiles to nothing on Linux in the root package, is built and run.

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]
/// Makes `import Combine` mean OpenCombine.
let combineAsOpenCombine: [SwiftSetting] = strictSettings + [.unsafeFlags(["-module-alias", "Combine=OpenCombine"])]

/// Courier's libraries every target here uses.
let courier: [Target.Dependency] = ["CourierGraphQL", "CourierAPI", "CourierHTTP", "CourierREST", "CourierViewModels"]
    .map { .product(name: $0, package: "Courier") }
let courierTesting: Target.Dependency = .product(name: "CourierTesting", package: "Courier")
/// RxSwift's products by name.
func rx(_ names: String...) -> [Target.Dependency] { names.map { .product(name: $0, package: "RxSwift") } }
let openCombine: Target.Dependency = .product(name: "OpenCombine", package: "OpenCombine")
let rxCourier: Target.Dependency = .product(name: "RxCourier", package: "RxCourier")

let package = Package(
    name: "BridgeTests",
    platforms: [.macOS(.v12)],
    dependencies: [
        .package(name: "Courier", path: "../.."),
        .package(name: "RxCourier", path: "../RxCourier"),
        .package(url: "https://github.com/ReactiveX/RxSwift.git", exact: "6.9.1"),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
    ],
    targets: [
        .target(
            name: "BridgeTestSupport", dependencies: courier + [courierTesting] + rx("RxSwift", "RxTest"),
            swiftSettings: strictSettings),
        .target(
            name: "CombineBridgeUnderTest", dependencies: courier + [openCombine], swiftSettings: combineAsOpenCombine),
        .testTarget(
            name: "RxCourierTests",
            dependencies: ["BridgeTestSupport", rxCourier, courierTesting] + courier
                + rx("RxSwift", "RxRelay", "RxTest", "RxBlocking"),
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CombineBridgeTests",
            dependencies: ["BridgeTestSupport", "CombineBridgeUnderTest", courierTesting, openCombine]
                + courier + [.product(name: "OpenCombineDispatch", package: "OpenCombine")],
            swiftSettings: combineAsOpenCombine
        ),
        // CourierViewModels.docc/AppLayer.md's one screen three ways (Observation, Combine, RxSwift), run.
        .testTarget(
            name: "AppLayerScreenTests",
            dependencies: ["BridgeTestSupport", "CombineBridgeUnderTest", openCombine, rxCourier] + courier
                + rx("RxSwift", "RxRelay", "RxTest"),
            swiftSettings: combineAsOpenCombine
        ),
    ]
)
