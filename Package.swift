// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AccessEnablerConformance",
    products: [
        .library(name: "AccessEnablerAdapter", targets: ["AccessEnablerAdapter"]),
        .library(name: "AccessEnablerConformance", targets: ["AccessEnablerConformance"]),
        .library(name: "AccessEnablerConformanceTesting", targets: ["AccessEnablerConformanceTesting"]),
        .library(name: "ReferenceAccessEnabler", targets: ["ReferenceAccessEnabler"]),
        .library(name: "AccessEnablerWire", targets: ["AccessEnablerWire"]),
        .library(name: "ConformanceKit", targets: ["ConformanceKit"]),
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
        // The step library binding Specs/ to the simulator and an adapter: what a port links.
        .target(name: "AccessEnablerConformance", dependencies: ["AccessEnablerAdapter", "PassSimulator", "ConformanceKit"]),
        // The suite in a port's own Swift Testing target: one call, one issue per failing scenario.
        .target(name: "AccessEnablerConformanceTesting", dependencies: ["AccessEnablerConformance", "ConformanceKit"]),
        // The command line, as a library so its parsing and help text are testable; with the self-test
        // machinery (named faults, profiles, the mutation campaign) that a port never links.
        .target(name: "AECheckCLI", dependencies: ["AccessEnablerConformance", "AccessEnablerWire", "ReferenceAccessEnabler", "ConformanceKit"]),
        .executableTarget(name: "aecheck", dependencies: ["AECheckCLI"]),

        .testTarget(name: "ConformanceKitTests", dependencies: ["ConformanceKit"], exclude: ["Reporting/Golden"]),
        .testTarget(name: "PassSimulatorTests", dependencies: ["PassSimulator", "AccessEnablerAdapter"]),
        .testTarget(
            name: "AccessEnablerConformanceTests",
            dependencies: ["AccessEnablerConformance", "ReferenceAccessEnabler", "PassSimulator", "ConformanceKit"]
        ),
        .testTarget(name: "AECheckCLITests", dependencies: ["AECheckCLI"]),
        // Uses the testing library exactly as another package's test target would (no @testable).
        .testTarget(
            name: "PortExampleTests",
            dependencies: ["AccessEnablerConformanceTesting", "AccessEnablerAdapter", "ReferenceAccessEnabler"]
        ),
        .testTarget(
            name: "AccessEnablerWireTests",
            dependencies: ["AccessEnablerWire", "AccessEnablerConformance", "ReferenceAccessEnabler", "ConformanceKit"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
