// swift-tools-version:6.3
// A port's package, as the README shows it, built by CI in a folder of its own beside the suite checked out
// as `accessenabler-conformance`: the suite's README snippets, compiled as another package compiles them.
import PackageDescription

let package = Package(
    name: "my-port",
    // At least the suite's own platforms (macOS 15, iOS 18, tvOS 18): a package may not target older systems than
    // the products it links.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18)],
    dependencies: [
        // A dependency's package name is the last part of its path or URL: here `accessenabler-conformance`.
        .package(path: "../accessenabler-conformance"),
    ],
    targets: [
        .target(name: "MyPort", dependencies: [.product(name: "AccessEnablerAdapter", package: "accessenabler-conformance")]),
        // The port's own command line: the whole aecheck, the port isolated in workers.
        .executableTarget(name: "my-port-aecheck", dependencies: [
            "MyPort", .product(name: "AECheckCLI", package: "accessenabler-conformance"),
        ]),
        // The port's tests: one Swift Testing test per scenario and platform, written by the plugin.
        .testTarget(
            name: "MyPortConformanceTests",
            dependencies: ["MyPort", .product(name: "AccessEnablerConformanceTesting", package: "accessenabler-conformance")],
            plugins: [.plugin(name: "ConformanceScenarios", package: "accessenabler-conformance")]
        ),
    ]
)
