import AccessEnablerAdapter
import AccessEnablerConformance
import AccessEnablerExploration
import ConformanceKit
import Foundation
import ReferenceAccessEnabler
import Testing
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An implementation that does everything wrong in ways a harness must survive.
final class Misbehaving: AccessEnabler {
    enum Mode: Sendable { case runaway, doublingRunaway, hugeDelay, keepsOldDelegates, hostile, synchronous, answersTwice, staleInstance }
    let environment: AccessEnablerEnvironment
    let delegate: any EntitlementDelegate
    let mode: Mode

    init(_ environment: AccessEnablerEnvironment, _ delegate: any EntitlementDelegate, _ mode: Mode) {
        self.environment = environment
        self.delegate = delegate
        self.mode = mode
    }

    private func spin() { environment.clock.schedule(after: 0) { [weak self] in self?.spin() } }

    /// Every event schedules two: the queue doubles with each generation.
    private static func fork(_ clock: any EntitlementClock) {
        for _ in 0..<2 { clock.schedule(after: 0) { fork(clock) } }
    }

    func setRequestor(_ requestorID: String, serviceProviders: [String]?) {
        switch mode {
        case .runaway: spin()
        case .doublingRunaway: Self.fork(environment.clock)
        case .hugeDelay:
            environment.clock.schedule(after: .max) { [delegate] in delegate.setRequestorComplete(.success) }
            environment.clock.schedule(after: .min) { [delegate] in delegate.setRequestorComplete(.success) }
        case .keepsOldDelegates:
            // Calls back every delegate it was ever given, from earlier scenarios' worlds too.
            for old in OldDelegates.shared.keep(delegate) { old.setRequestorComplete(.success) }
        case .synchronous: delegate.setRequestorComplete(.success)
        case .answersTwice:
            environment.clock.schedule(after: 0) { [delegate] in
                delegate.setRequestorComplete(.success)
                delegate.setRequestorComplete(.success)
            }
        case .staleInstance:
            // Holds its delegate past its own life: the answer comes after the app was relaunched.
            environment.clock.schedule(after: 60_000) { [delegate] in delegate.setRequestorComplete(.success) }
        case .hostile:
            environment.clock.schedule(after: 0) { [delegate] in
                delegate.setRequestorComplete(.success)
                delegate.tokenRequestFailed("\u{1B}[31m]]></x>&\"'\u{0}", errorCode: "\u{FFFF}💥", errorDescription: "line\nbreak")
            }
        }
    }
    func checkAuthentication() {}
    func getAuthentication(forceAuthn: Bool, data: [String: String]?) {}
    func setSelectedProvider(_ mvpdID: String?) {}
    func handleExternalURL(_ url: String) {}
    func checkAuthorization(_ resourceID: String, data: [String: String]?) {}
    func getAuthorization(_ resourceID: String, data: [String: String]?) {}
    func checkPreauthorizedResources(_ resources: [String], cache: Bool) {}
    func getSelectedProvider() {}
    func getMetadata(_ key: MetadataKey, arguments: [String: String]?) {}
    func logout() {}
}

/// The delegates a misbehaving implementation keeps across scenarios, as a global would.
final class OldDelegates: @unchecked Sendable {
    static let shared = OldDelegates()
    private let lock = NSLock()
    private var delegates: [any EntitlementDelegate] = []

    /// Keeps `delegate`; returns every delegate kept so far, this one included.
    func keep(_ delegate: any EntitlementDelegate) -> [any EntitlementDelegate] {
        lock.lock()
        defer { lock.unlock() }
        delegates.append(delegate)
        return delegates
    }
}

private struct CannotStart: Error, CustomStringConvertible {
    var description: String { "no license key" }
}

private func implementation(_ name: String, _ make: @escaping @Sendable (AccessEnablerEnvironment, any EntitlementDelegate) throws -> any AccessEnabler) -> AccessEnablerImplementation {
    AccessEnablerImplementation(name: name, capabilities: Capabilities(platforms: [.iOS], sdkVersion: SDKVersion(1, 10)), make: make)
}

@Suite("A misbehaving implementation breaks its scenarios, not the run")
struct MisbehavingImplementationTests {
    @Test func aRunawayImplementationIsAnErrorOnEachScenarioAndTheRunGoesOn() {
        let run = SuiteTests.suite.run(implementation("runaway") { Misbehaving($0, $1, .runaway) }, ConformanceSuite.Selection(filter: "INIT"))
        let ran = run.results.filter { $0.outcome != .notApplicable }
        #expect(!ran.isEmpty)
        #expect(ran.allSatisfy { $0.outcome == .error || $0.outcome == .failed })
        #expect(ran.contains { $0.outcome == .error && $0.message?.contains("kept scheduling work") == true })
    }

    @Test func anImplementationWhoseEveryEventSchedulesTwoIsStoppedAsARunaway() {
        let run = SuiteTests.suite.run(implementation("doubling") { Misbehaving($0, $1, .doublingRunaway) }, ConformanceSuite.Selection(filter: "INIT-01"))
        let ran = run.results.filter { $0.outcome != .notApplicable }
        #expect(!ran.isEmpty)
        #expect(ran.allSatisfy { $0.outcome == .error && $0.message?.contains("kept scheduling work") == true }, "\(ran.map(\.message))")
    }

    @Test func delaysOfAnyLengthNeitherTrapNorRunTimeBackwards() {
        let run = SuiteTests.suite.run(implementation("huge-delay") { Misbehaving($0, $1, .hugeDelay) }, ConformanceSuite.Selection(filter: "INIT-01"))
        let ran = run.results.filter { $0.outcome != .notApplicable }
        #expect(!ran.isEmpty)
        #expect(ran.allSatisfy { $0.outcome != .error }, "\(ran.map(\.message))")
    }

    @Test func anImplementationCallingDelegatesOfEndedScenariosDoesNotCrashTheRun() {
        // One thread: its instances share the delegates they keep, so on several threads the "old" delegates would
        // be those of scenarios still running elsewhere, a race the contract forbids (instances share nothing).
        let run = SuiteTests.suite.run(implementation("old-delegates") { Misbehaving($0, $1, .keepsOldDelegates) }, ConformanceSuite.Selection(filter: "INIT"),
                                       threads: 1)
        let ran = run.results.filter { $0.outcome != .notApplicable }
        #expect(ran.count > 1)
        #expect(ran.allSatisfy { $0.outcome != .error }, "\(ran.map(\.message))")
    }

    @Test func anImplementationThatCannotStartIsReportedAsSuchEverywhere() {
        let broken = implementation("cannot-start") { _, _ in throw CannotStart() }
        #expect(SuiteTests.suite.startupProblem(broken)?.contains("no license key") == true)
        let run = SuiteTests.suite.run(broken, ConformanceSuite.Selection(filter: "CACHE-04"))
        let ran = run.results.filter { $0.outcome != .notApplicable }
        #expect(!ran.isEmpty && ran.allSatisfy { $0.outcome == .error && $0.message?.contains("no license key") == true })
    }

    @Test func hostileStringsFromTheImplementationLeaveTheReportsWellFormed() throws {
        let run = SuiteTests.suite.run(implementation("hostile") { Misbehaving($0, $1, .hostile) }, ConformanceSuite.Selection(filter: "INIT"))
        #expect(run.count(.failed) > 0)
        let xml = JUnitReporter.render(run)
        #expect(!xml.contains("\u{1B}") && !xml.contains("\u{0}") && !xml.contains("\u{FFFF}"))
        #expect(xml.contains("💥"))
        let console = ConsoleReporter.render(run, verbose: true)
        #expect(!console.contains("\u{1B}"))
        #expect(XMLParserProbe.isWellFormed(xml))
    }
}

/// A one-scenario spec folder, run against `implementation`: the scenario's single result.
private func runOneScenario(_ steps: String, against implementation: AccessEnablerImplementation) throws -> ScenarioResult {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-contract-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = """
        Feature: F
          @AE-TEST-01 @must @ios @source-generic
          Rule: TEST-01 The contract holds
            The implementation keeps the adapter contract.

            Scenario: S
              Given the service knows requestor "P" offering MVPDs "M"
              And the device has app "A" of team "T" with bundle ID "com.a.b" using requestor "P"
        \(steps)
        """
    try source.write(to: folder.appendingPathComponent("x.feature"), atomically: true, encoding: .utf8)
    let run = try ConformanceSuite.load(from: folder).run(implementation)
    return try #require(run.results.first)
}

@Suite("The harness holds implementations to the adapter contract")
struct ContractTests {
    /// A way to break the contract, the steps that show it, and the rule the failure must name.
    struct Breach: Sendable, CustomTestStringConvertible {
        var mode: Misbehaving.Mode
        var steps: String
        var rule: String
        var testDescription: String { rule }
    }

    static let breaches = [
        Breach(mode: .synchronous, steps: "When the app calls setRequestor", rule: "never call back from inside a call"),
        Breach(mode: .answersTwice, steps: "When the app calls setRequestor", rule: "every call is answered once"),
        Breach(mode: .staleInstance, steps: "When the app calls setRequestor\nAnd the app is closed and opened again\nAnd 2 minutes pass",
               rule: "a callback comes only from the running instance"),
    ]

    @Test(arguments: breaches)
    func aBreachOfTheContractFailsTheScenarioNamingTheRule(_ breach: Breach) throws {
        let steps = (breach.steps + "\nThen the app receives setRequestorComplete with status 1")
            .split(separator: "\n").map { "          " + $0 }.joined(separator: "\n")
        let result = try runOneScenario(steps, against: implementation("\(breach.mode)") { Misbehaving($0, $1, breach.mode) })
        #expect(result.outcome == .failed)
        #expect(result.message?.contains(breach.rule) == true, "\(result.message ?? "")")
    }

    @Test func aCallbackNoCheckAccountsForFailsTheBlock() throws {
        // The reference answers checkAuthentication with one status; the block checks nothing about it.
        let result = try runOneScenario("""
                  When the app calls setRequestor
                  And the app calls checkAuthentication
                  Then the app receives setRequestorComplete with status 1
            """, against: ReferenceAccessEnabler.implementation())
        #expect(result.outcome == .failed)
        #expect(result.message?.contains("no check of this block accounts for") == true, "\(result.message ?? "")")
        #expect(result.details.contains("setAuthenticationStatus(0"), "\(result.details)")
    }

    @Test func aFaultThatOnlyAddsAnExtraCallbackIsCaughtOnItsRule() {
        let run = SuiteTests.suite.run(ReferenceAccessEnabler.implementation(faults: [.answersTwice]), ConformanceSuite.Selection(filter: "AUTHN-02"))
        #expect(run.count(.failed) > 0)
        #expect(run.results.filter { $0.outcome == .failed }.allSatisfy { $0.requirementIDs == ["AUTHN-02"] })
    }
}

/// Whether a text is well-formed XML, by Foundation's parser (in FoundationXML on Linux, in Foundation on Darwin).
enum XMLParserProbe {
    static func isWellFormed(_ xml: String) -> Bool {
        XMLParser(data: Data(xml.utf8)).parse()
    }
}
