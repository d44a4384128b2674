// swift-tools-version: 6.0
import PackageDescription

// The readers' fuzz target: libFuzzer drives the Gherkin reader, the step matcher and the spec lint of
// the package two folders up. Built only by Tests/Fuzz/run (swift build -Xswiftc -sanitize=fuzzer);
// a plain build of the package never sees it.
let package = Package(
    name: "AECheckFuzz",
    dependencies: [.package(name: "AccessEnablerConformance", path: "../..")],
    targets: [
        .executableTarget(
            name: "aecheck-fuzz",
            dependencies: [
                .product(name: "ConformanceKit", package: "AccessEnablerConformance"),
                .product(name: "AccessEnablerConformance", package: "AccessEnablerConformance"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
