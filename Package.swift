// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AccessEnablerConformance",
    products: [
        .library(name: "AccessEnablerAdapter", targets: ["AccessEnablerAdapter"]),
        .library(name: "AccessEnablerConformance", targets: ["AccessEnablerConformance"]),
        .executable(name: "aecheck", targets: ["aecheck"]),
    ],
    targets: [
        // The contract a port implements. Depends on nothing but Foundation.
        .target(name: "AccessEnablerAdapter"),
        // The simulated world: virtual clock, Adobe Pass service, storage, devices, browser, transcript.
        .target(name: "PassSimulator", dependencies: ["AccessEnablerAdapter"]),
        // The reference implementation: sees the contract only, never the simulator.
        .target(name: "ReferenceAccessEnabler", dependencies: ["AccessEnablerAdapter"]),
        // Generic machinery: Gherkin reader, step registry, runner, results, reporters.
        .target(name: "ConformanceKit"),
        // The step library binding Specs/ to the simulator and an adapter.
        .target(
            name: "AccessEnablerConformance",
            dependencies: ["AccessEnablerAdapter", "PassSimulator", "ReferenceAccessEnabler", "ConformanceKit"]
        ),
        // The command line, as a library so its parsing and help text are testable.
        .target(name: "AECheckCLI", dependencies: ["AccessEnablerConformance", "ConformanceKit"]),
        .executableTarget(name: "aecheck", dependencies: ["AECheckCLI"]),

        .testTarget(name: "ConformanceKitTests", dependencies: ["ConformanceKit"], exclude: ["Reporting/Golden"]),
        .testTarget(name: "PassSimulatorTests", dependencies: ["PassSimulator", "AccessEnablerAdapter"]),
        .testTarget(
            name: "AccessEnablerConformanceTests",
            dependencies: ["AccessEnablerConformance", "ReferenceAccessEnabler", "PassSimulator", "ConformanceKit"]
        ),
        .testTarget(name: "AECheckCLITests", dependencies: ["AECheckCLI"]),
    ],
    swiftLanguageModes: [.v6]
)
