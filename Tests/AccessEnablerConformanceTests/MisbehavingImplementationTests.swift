import AccessEnablerAdapter
import AccessEnablerConformance
import ConformanceKit
import Foundation
import Testing

/// An implementation that does everything wrong in ways a harness must survive.
private final class Misbehaving: AccessEnabler {
    enum Mode { case runaway, hostile }
    let environment: AccessEnablerEnvironment
    unowned let delegate: any EntitlementDelegate
    let mode: Mode

    init(_ environment: AccessEnablerEnvironment, _ delegate: any EntitlementDelegate, _ mode: Mode) {
        self.environment = environment
        self.delegate = delegate
        self.mode = mode
    }

    private func spin() { environment.clock.schedule(after: 0) { [weak self] in self?.spin() } }

    func setRequestor(_ requestorID: String, serviceProviders: [String]?) {
        switch mode {
        case .runaway: spin()
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
        #if canImport(FoundationXML)
        #expect(XMLParserProbe.isWellFormed(xml))
        #endif
    }
}

#if canImport(FoundationXML)
import FoundationXML

enum XMLParserProbe {
    static func isWellFormed(_ xml: String) -> Bool {
        XMLParser(data: Data(xml.utf8)).parse()
    }
}
#endif
