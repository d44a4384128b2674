// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AccessEnablerConformance",
    products: [
        .library(name: "AccessEnablerAdapter", targets: ["AccessEnablerAdapter"]),
        .library(name: "AccessEnablerConformance", targets: ["AccessEnablerConformance"]),
        .library(name: "AccessEnablerWire", targets: ["AccessEnablerWire"]),
        .executable(name: "aecheck", targets: ["aecheck"]),
        .executable(name: "aecheck-testee", targets: ["aecheck-testee"]),
    ],
    targets: [
        // The contract a port implements. Depends on nothing but Foundation.
        .target(name: "AccessEnablerAdapter"),
        // The simulated world: virtual clock, Adobe Pass service, storage, devices, browser, transcript.
        .target(name: "PassSimulator", dependencies: ["AccessEnablerAdapter"]),
        // The reference implementation: sees the contract only, never the simulator.
        .target(name: "ReferenceAccessEnabler", dependencies: ["AccessEnablerAdapter"]),
        // The adapter protocol (Specs/adapter-protocol.md): a testee process driven by the suite, and the
        // testee side that serves a Swift implementation over stdin/stdout.
        .target(name: "AccessEnablerWire", dependencies: ["AccessEnablerAdapter"]),
        // The reference implementation served over the adapter protocol.
        .executableTarget(name: "aecheck-testee", dependencies: ["AccessEnablerWire", "ReferenceAccessEnabler"]),
        // Generic machinery: Gherkin reader, step registry, runner, results, reporters.
        .target(name: "ConformanceKit"),
        // The step library binding Specs/ to the simulator and an adapter.
        .target(
            name: "AccessEnablerConformance",
            dependencies: ["AccessEnablerAdapter", "PassSimulator", "ReferenceAccessEnabler", "ConformanceKit"]
        ),
        // The command line, as a library so its parsing and help text are testable.
        .target(name: "AECheckCLI", dependencies: ["AccessEnablerConformance", "AccessEnablerWire", "ConformanceKit"]),
        .executableTarget(name: "aecheck", dependencies: ["AECheckCLI"]),

        .testTarget(name: "ConformanceKitTests", dependencies: ["ConformanceKit"], exclude: ["Reporting/Golden"]),
        .testTarget(name: "PassSimulatorTests", dependencies: ["PassSimulator", "AccessEnablerAdapter"]),
        .testTarget(
            name: "AccessEnablerConformanceTests",
            dependencies: ["AccessEnablerConformance", "ReferenceAccessEnabler", "PassSimulator", "ConformanceKit"]
        ),
        .testTarget(name: "AECheckCLITests", dependencies: ["AECheckCLI"]),
        .testTarget(
            name: "AccessEnablerWireTests",
            dependencies: ["AccessEnablerWire", "AccessEnablerConformance", "ReferenceAccessEnabler", "ConformanceKit"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
