// swift-tools-version: 6.0
import PackageDescription

// A separate package so that Courier itself never depends on RxSwift: apps that want Rx add this
// package; everyone else never fetches RxSwift. The root package must not reference it.
let package = Package(
    name: "RxCourier",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8)],
    products: [
        .library(name: "RxCourier", targets: ["RxCourier"])
    ],
    dependencies: [
        // The Courier package two levels up (this directory is Integrations/RxCourier). The name
        // lets `.product(…, package: "Courier")` resolve whatever the checkout directory is called.
        .package(name: "Courier", path: "../.."),
        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"),
    ],
    targets: [
        .target(
            name: "RxCourier",
            dependencies: [
                .product(name: "CourierGraphQL", package: "Courier"),
                .product(name: "CourierAPI", package: "Courier"),
                .product(name: "CourierHTTP", package: "Courier"),
                .product(name: "CourierREST", package: "Courier"),
                .product(name: "CourierViewModels", package: "Courier"),
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxRelay", package: "RxSwift"),
            ],
            swiftSettings: [
                .enableUpcomingFeature("ExistentialAny"),
                .enableUpcomingFeature("InternalImportsByDefault"),
                .enableUpcomingFeature("MemberImportVisibility"),
            ]
        )
    ]
)
