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
        .library(name: "AECheckCLI", targets: ["AECheckCLI"]),
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
        // The command line, as a library: a port's own executable gets it whole with its implementations.
        .target(name: "AECheckCLI", dependencies: ["AccessEnablerConformance", "AccessEnablerWire", "ConformanceKit"]),
        // This package's self-test (the reference's named faults and profiles, the mutation campaign, the
        // benchmark): only its own aecheck and tests link it.
        .target(name: "AECheckSelfTest", dependencies: ["AECheckCLI", "AccessEnablerConformance", "ReferenceAccessEnabler", "ConformanceKit"]),
        .executableTarget(name: "aecheck", dependencies: ["AECheckCLI", "AECheckSelfTest"]),

        .testTarget(name: "ConformanceKitTests", dependencies: ["ConformanceKit"], exclude: ["Reporting/Golden"]),
        .testTarget(name: "PassSimulatorTests", dependencies: ["PassSimulator", "AccessEnablerAdapter"]),
        .testTarget(
            name: "AccessEnablerConformanceTests",
            dependencies: ["AccessEnablerConformance", "ReferenceAccessEnabler", "PassSimulator", "ConformanceKit"]
        ),
        .testTarget(name: "AECheckCLITests", dependencies: ["AECheckCLI", "AECheckSelfTest", "AccessEnablerAdapter", "ReferenceAccessEnabler"]),
        // The README's port command line, compiled by every build and run by CI.
        .executableTarget(
            name: "port-aecheck-example", dependencies: ["AECheckCLI", "AccessEnablerAdapter", "ReferenceAccessEnabler"],
            path: "Tests/PortExampleCLI"
        ),
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
