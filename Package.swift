// swift-tools-version: 6.3
import PackageDescription

let package = Package(
    name: "AccessEnablerConformance",
    // Mutex and Atomic, String(validating:as:): macOS 15, iOS 18, tvOS 18. (The tools version is 6.3 for Swift Testing's
    // Test.cancel and Issue.record(severity:), which the testing library calls: Xcode 26.4 on a Mac.)
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18)],
    // What a port links: the contract it implements, the suite in its own Swift Testing target, the
    // command line for its own executable. Every other module is this package's own (`package` access).
    products: [
        .library(name: "AccessEnablerAdapter", targets: ["AccessEnablerAdapter"]),
        .library(name: "AccessEnablerConformanceTesting", targets: ["AccessEnablerConformanceTesting"]),
        // Hosted where a port runs (an app in the Simulator or on a device, an XCTest bundle): serves it over a socket.
        .library(name: "AccessEnablerTestService", targets: ["AccessEnablerTestService"]),
        .library(name: "AECheckCLI", targets: ["AECheckCLI"]),
        .executable(name: "aecheck", targets: ["aecheck"]),
        .executable(name: "aecheck-testee", targets: ["aecheck-testee"]),
        // Applied to a port's test target: one Swift Testing test per scenario and platform.
        .plugin(name: "ConformanceScenarios", targets: ["ConformanceScenarios"]),
    ],
    targets: [
        // The contract a port implements. Depends on nothing but Foundation.
        .target(name: "AccessEnablerAdapter"),
        // The platform layer: everything that differs between Linux and Darwin (spawning, the process table, resource
        // figures, the host name, built products, Ed25519 in process), each in a branch per system. Nothing else may
        // use a Linux-only API (.ci/check_portability.py).
        .target(name: "HostSystem"),
        // The simulated world: virtual clock, Adobe Pass service, storage, devices, browser, transcript.
        .target(name: "PassSimulator", dependencies: ["AccessEnablerAdapter"]),
        // The reference implementation: sees the contract only, never the simulator.
        .target(name: "ReferenceAccessEnabler", dependencies: ["AccessEnablerAdapter"]),
        // The adapter protocol (Specs/adapter-protocol.md): a testee process driven by the suite, and the
        // testee side that serves a Swift implementation over stdin/stdout.
        .target(name: "AccessEnablerWire", dependencies: ["AccessEnablerAdapter", "HostSystem"]),
        // A port's test service: any implementation served over the adapter protocol on a TCP socket (or stdin and
        // stdout), from an app, an XCTest host or a command-line process. Sockets and threads only: it links on iOS and tvOS.
        .target(name: "AccessEnablerTestService", dependencies: ["AccessEnablerAdapter", "AccessEnablerWire", "HostSystem"]),
        // The reference implementation served over the adapter protocol, through the test service: over a pipe, or
        // listening or dialling on TCP.
        .executableTarget(
            name: "aecheck-testee", dependencies: ["AccessEnablerAdapter", "AccessEnablerTestService", "AccessEnablerWire", "ReferenceAccessEnabler"]
        ),
        // The Gherkin reader: feature files to documents to pickles, as cucumber/gherkin does.
        .target(name: "Gherkin"),
        // Generic machinery: step registry, runner, results, report formats.
        .target(name: "ConformanceKit", dependencies: ["Gherkin", "HostSystem"]),
        // The secret search: does a value (a token) appear, in any encoding, in bytes an implementation wrote?
        .target(name: "SecretSearch"),
        // The AccessEnabler suite: steps binding Specs/ to the simulator and an adapter, the suite's policy,
        // lint and seed trace.
        .target(
            name: "AccessEnablerConformance",
            dependencies: ["AccessEnablerAdapter", "PassSimulator", "ConformanceKit", "Gherkin", "HostSystem", "SecretSearch"]
        ),
        // Exploration: seeded random runs of world events, invariants after every event, shrinking.
        .target(
            name: "AccessEnablerExploration",
            dependencies: ["AccessEnablerAdapter", "PassSimulator", "ConformanceKit", "AccessEnablerConformance", "Gherkin"]
        ),
        // One run of the suite as data and stages (request, implementation choice, grading, report transaction, session):
        // what the command line and the Swift Testing entry share. No command line, and no spawning but HostSystem's,
        // which throws where processes do not exist (iOS, tvOS), so that it links into a Simulator test target.
        .target(
            name: "AECheckRun",
            dependencies: ["AccessEnablerAdapter", "AccessEnablerConformance", "AccessEnablerWire", "ConformanceKit", "Gherkin", "HostSystem"]
        ),
        // The suite in a port's own Swift Testing target: one call, one issue per failing scenario.
        .target(
            name: "AccessEnablerConformanceTesting",
            dependencies: ["AECheckRun", "AccessEnablerAdapter", "AccessEnablerConformance", "ConformanceKit", "HostSystem"]
        ),
        // The ConformanceScenarios plugin and its tool, which writes the tests from the specs.
        .executableTarget(name: "aecheck-scenarios", dependencies: ["AccessEnablerConformance", "ConformanceKit"]),
        .plugin(
            name: "ConformanceScenarios", capability: .buildTool(), dependencies: ["aecheck-scenarios"],
            path: "Sources/ConformanceScenariosPlugin"
        ),
        // The command line, as a library: a port's own executable gets it whole with its implementations.
        .target(
            name: "AECheckCLI",
            dependencies: [
                "AECheckRun", "AccessEnablerAdapter", "AccessEnablerConformance", "AccessEnablerExploration", "AccessEnablerWire", "ConformanceKit", "Gherkin",
                "HostSystem",
            ]
        ),
        // This package's self-test (the reference's named faults and profiles, the mutation campaign, the
        // benchmark): only its own aecheck and tests link it.
        .target(
            name: "AECheckSelfTest",
            dependencies: [
                "AECheckCLI", "AECheckRun", "AccessEnablerAdapter", "AccessEnablerConformance", "AccessEnablerExploration", "AccessEnablerTestService",
                "AccessEnablerWire", "ReferenceAccessEnabler", "ConformanceKit", "Gherkin", "HostSystem",
            ]
        ),
        .executableTarget(name: "aecheck", dependencies: ["AECheckCLI", "AECheckSelfTest"]),

        // What several test targets share: golden files, the shared material beside the package.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "GherkinTests", dependencies: ["Gherkin", "TestSupport"]),
        .testTarget(name: "ConformanceKitTests", dependencies: ["ConformanceKit", "Gherkin", "TestSupport"], exclude: ["Reporting/Golden"]),
        .testTarget(name: "SecretSearchTests", dependencies: ["SecretSearch", "TestSupport"]),
        .testTarget(name: "PassSimulatorTests", dependencies: ["PassSimulator", "AccessEnablerAdapter"]),
        .testTarget(
            name: "AccessEnablerConformanceTests",
            dependencies: [
                "AccessEnablerAdapter", "AccessEnablerConformance", "AccessEnablerExploration", "ReferenceAccessEnabler", "PassSimulator",
                "ConformanceKit", "Gherkin", "SecretSearch",
            ]
        ),
        .testTarget(
            name: "AccessEnablerExplorationTests",
            dependencies: [
                "AccessEnablerAdapter", "AccessEnablerExploration", "AccessEnablerConformance", "ReferenceAccessEnabler", "PassSimulator",
                "ConformanceKit",
            ]
        ),
        .testTarget(
            name: "AECheckCLITests",
            dependencies: [
                "AECheckCLI", "AECheckRun", "AECheckSelfTest", "AccessEnablerAdapter", "AccessEnablerConformance", "AccessEnablerExploration",
                "ConformanceKit", "HostSystem", "ReferenceAccessEnabler", "TestSupport",
            ],
            exclude: ["Golden"]
        ),
        // The README's port command line, compiled by every build and run by CI.
        .executableTarget(
            name: "port-aecheck-example", dependencies: ["AECheckCLI", "AccessEnablerAdapter", "ReferenceAccessEnabler"],
            path: "Tests/PortExampleCLI"
        ),
        // The fuzz target (the spec readers, the wire decoder, the secret search): with -DFUZZING and
        // -sanitize=fuzzer (Tests/Fuzz/run) libFuzzer drives it; a plain build replays the input files it is given.
        .executableTarget(
            name: "aecheck-fuzz", dependencies: ["AccessEnablerConformance", "AccessEnablerWire", "ConformanceKit", "Gherkin", "SecretSearch"],
            path: "Tests/Fuzz/Sources/aecheck-fuzz"
        ),
        // Uses the testing library exactly as another package's test target would (no @testable).
        .testTarget(
            name: "PortExampleTests",
            dependencies: ["AccessEnablerConformanceTesting", "AccessEnablerAdapter", "ReferenceAccessEnabler"],
            plugins: ["ConformanceScenarios"]
        ),
        .testTarget(
            name: "AccessEnablerWireTests",
            dependencies: [
                "AccessEnablerAdapter", "AccessEnablerTestService", "AccessEnablerWire", "AccessEnablerConformance", "ReferenceAccessEnabler", "ConformanceKit",
                "HostSystem", "PassSimulator", "TestSupport",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
