// A port's per-scenario conformance tests, as another package would write them: one Swift Testing case per
// scenario and platform, sharing one run of the suite.
import AccessEnablerAdapter
import AccessEnablerConformanceTesting
import Foundation
import ReferenceAccessEnabler
import Testing

extension ConformanceSubject {
    /// The implementation these tests certify (the reference stands in for the port), with its reports.
    static let underTest = ConformanceSubject(
        ReferenceAccessEnabler.implementation(),
        reports: FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-port-example-reports"))
}

@Suite("A port's scenarios, one test case each")
struct PortScenarioTests {
    /// A baseline, in a folder of its own, expecting CACHE-04's failures on iOS.
    private static func baselineExpectingCACHE04OnIOS() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-port-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let baseline = folder.appendingPathComponent("baseline.json")
        try #"{"format":"aecheck-baseline/1","expectedFailures":[{"requirement":"CACHE-04","platform":"ios","reason":"cached until 2.3"}]}"#
            .write(to: baseline, atomically: true, encoding: .utf8)
        return baseline
    }

    /// The parameterized form the README shows, over one area: the plugin's generated tests
    /// (`AccessEnablerConformanceScenarios`) already ask every scenario of the same run.
    @Test(arguments: try ConformanceScenario.all(selection: .init(filter: "CACHE")))
    func conforms(_ scenario: ConformanceScenario) throws {
        try ConformanceSubject.underTest.expect(scenario)
    }

    @Test func theScenariosAreTheResultsOfARunOneForOne() throws {
        let scenarios = try ConformanceScenario.all()
        let run = try ConformanceSubject.underTest.run()
        #expect(scenarios.map(\.id) == run.results.map(\.displayName))
        #expect(Set(scenarios.map(\.id)).count == scenarios.count && scenarios.count > 300)
        #expect(run.passed)
    }

    @Test func theSharedRunWritesTheFourReports() throws {
        _ = try ConformanceSubject.underTest.run()
        let folder = try #require(ConformanceSubject.underTest.reports)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(Set(["results.json", "junit.xml", "report.md", "report.html"]).isSubset(of: written))
    }

    @Test func aFailingScenarioIsAnIssueOfItsOwnTestNamingItsRequirement() throws {
        let selection = ConformanceSelection(filter: "CACHE-04", platform: .iOS)
        let broken = ConformanceSubject(ReferenceAccessEnabler.implementation(faults: [.cachesMediaToken]), selection: selection)
        let failing = Set(try broken.run().results.filter { $0.outcome == .failed }.map(\.displayName))
        #expect(!failing.isEmpty)
        for scenario in try ConformanceScenario.all(selection: selection) {
            try withKnownIssue {
                try broken.expect(scenario)
            } when: {
                failing.contains(scenario.id)
            } matching: { issue in
                // Marked where the editor shows the spec: the failing step's line of caching.feature.
                issue.description.contains(scenario.id) && issue.description.contains("failed (")
                    && issue.description.contains("Rerun it: swift test --filter 'CACHE_04_") && issue.description.contains("_ios\\('")
                    && issue.sourceLocation?.fileName == "caching.feature" && (issue.sourceLocation?.line ?? 0) > 1
                    && issue.sourceLocation?.fileID == "Specs/caching.feature"
            }
        }
    }

    @Test func aFailureTheBaselineExpectsIsAKnownIssueAndAStaleEntryFailsTheBaselineCheck() throws {
        let baseline = try Self.baselineExpectingCACHE04OnIOS()
        defer { try? FileManager.default.removeItem(at: baseline.deletingLastPathComponent()) }
        let selection = ConformanceSelection(filters: ["CACHE-04", "CACHE-01"], platform: .iOS)
        let expected = ConformanceSubject(ReferenceAccessEnabler.implementation(faults: [.cachesMediaToken]), baseline: baseline, selection: selection)
        for scenario in try ConformanceScenario.all(selection: selection) {
            // A known issue inside passes the test; an expected failure is recorded as one.
            try expected.expect(scenario)
        }
        try expected.expectBaselineHolds()
        #expect(try expected.run().passed)
        let fixed = ConformanceSubject(ReferenceAccessEnabler.implementation(), baseline: baseline, selection: selection)
        try withKnownIssue {
            try fixed.expectBaselineHolds()
        } matching: { issue in
            issue.description.contains("stale: CACHE-04 [ios] now passes")
        }
    }

    @Test func passedPassesAndBlockingReadOneVerdictUnderABaseline() throws {
        let baseline = try Self.baselineExpectingCACHE04OnIOS()
        defer { try? FileManager.default.removeItem(at: baseline.deletingLastPathComponent()) }
        let selection = ConformanceSelection(filters: ["CACHE-04", "CACHE-01"], platform: .iOS)
        // Every CACHE-04 failure expected: the run passes, whichever way it is asked, and nothing blocks.
        let expected = try ConformanceSubject(ReferenceAccessEnabler.implementation(faults: [.cachesMediaToken]), baseline: baseline, selection: selection).run()
        #expect(expected.results.contains { $0.outcome == .failed && $0.expectedFailure == "cached until 2.3" })
        #expect(expected.passed && expected.passes(strict: false) && expected.passes(strict: true))
        #expect(expected.blocking(strict: false).isEmpty && expected.blocking(strict: true).isEmpty)
        // The entry stale (nothing fails): the run fails, whichever way it is asked, though no result blocks.
        let stale = try ConformanceSubject(ReferenceAccessEnabler.implementation(), baseline: baseline, selection: selection).run()
        #expect(!stale.baselineProblems.isEmpty && stale.blocking(strict: false).isEmpty)
        #expect(!stale.passed && !stale.passes(strict: false) && !stale.passes(strict: true))
    }

    @Test func aFailureCardsRerunHintRunsInSwiftTestByTheGeneratedTestsName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-port-hint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = ConformanceSubject(ReferenceAccessEnabler.implementation(faults: [.cachesMediaToken]), reports: folder,
                                        selection: ConformanceSelection(filter: "CACHE-04", platform: .iOS))
        #expect(!(try broken.run().passed))
        let report = try String(contentsOf: folder.appendingPathComponent("report.md"), encoding: .utf8)
        let hint = report.split(separator: "\n").first { $0.contains("reruns it") }.map(String.init) ?? ""
        // Exactly its own test: its function's name, then the parenthesis that ends it (Markdown escapes the backslash).
        #expect(hint.contains(#"swift test --filter 'CACHE\_04\_"#) && hint.contains(#"\_ios\\('"#), "\(hint)")
        #expect(!report.contains("--specs") && !report.contains("--verbose"))
    }

    @Test func byDefaultASubjectRunsIsolatedInThePortsOwnExecutableWhenTheTestsKnowIt() throws {
        func mode(portExecutable: String) throws -> String? {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-port-isolation-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let subject = ConformanceSubject(ReferenceAccessEnabler.implementation(), reports: folder,
                                             selection: ConformanceSelection(filter: "CACHE-04", platform: .iOS))
            #expect(try subject.run(portExecutable: portExecutable).passed)
            let results = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("results.json"))) as? [String: Any]
            return (results?["metadata"] as? [String: Any])?["mode"] as? String
        }
        // This package's README example executable serves the reference: the run's scenarios go to its workers.
        #expect(try mode(portExecutable: "port-aecheck-example") == "isolated")
        // An executable that is not there: in the test process, with a warning that says why.
        #expect(try mode(portExecutable: "no-such-port-executable") == "in-process")
    }

    @Test func aRunThatCannotStartSaysWhyInsteadOfJudging() {
        let missing = ConformanceSubject(ReferenceAccessEnabler.implementation(), baseline: URL(fileURLWithPath: "/nonexistent/baseline.json"))
        #expect(throws: ConformanceRunFailure.self) { try missing.run() }
        #expect(throws: ConformanceRunFailure.self) { try ConformanceScenario.all(specs: URL(fileURLWithPath: "/nonexistent")) }
    }
}
