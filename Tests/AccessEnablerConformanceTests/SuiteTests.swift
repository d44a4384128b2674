import AccessEnablerAdapter
import AccessEnablerConformance
import ConformanceKit
import Foundation
import ReferenceAccessEnabler
import Testing

/// The package's `Specs/` folder.
let specsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Specs")

@Suite("The suite judges implementations")
struct SuiteTests {
    static let suite: ConformanceSuite = {
        do { return try ConformanceSuite.load(from: specsFolder) } catch { fatalError("Specs/ must load: \(error)") }
    }()

    @Test(arguments: ReferenceAccessEnabler.profiles)
    func theReferencePassesEveryApplicableScenario(profile: SDKVersion) {
        let run = Self.suite.run(ReferenceAccessEnabler.implementation(profile: profile))
        #expect(run.count(.passed) > 100)
        for result in run.results where result.outcome != .passed {
            if result.outcome == .notApplicable, let reason = result.message, reason.contains("SDK") { continue }
            Issue.record("\(profile) \(result.displayName): \(result.outcome.rawValue)\n\(result.details)")
        }
    }

    @Test func rulesScopedToOtherVersionsAreNotApplicableWithTheirReason() {
        let run = Self.suite.run(ReferenceAccessEnabler.implementation())
        let notApplicable = run.results.filter { $0.outcome == .notApplicable }
        // Rules of earlier versions, and scenarios on iOS 6 devices (SDK 1.9.4 raised the minimum to iOS 7).
        #expect(Set(notApplicable.flatMap(\.requirementIDs)) == ["BIND-03", "CACHE-06", "SANITIZE-01", "SSO-04", "SSO-05", "STORE-06"])
        #expect(notApplicable.allSatisfy { $0.message?.contains("the implementation declares 1.10") == true })
    }

    @Test func cachingTheMediaTokenFailsOnCACHE04AndWhereAnOldMediaTokenShowsThrough() {
        let run = Self.suite.run(ReferenceAccessEnabler.implementation(faults: [.cachesMediaToken]))
        let failing = Set(run.results.filter { $0.outcome == .failed || $0.outcome == .error }.flatMap(\.requirementIDs))
        // BIND-04 and the lifecycle matrix too: when the service refuses the session, the cached media token
        // is handed out anyway; CACHE-02, whose renewed authorizations still get the cached media token; and the
        // service-failure matrix, where a media token is handed out while the service fails or refuses it.
        #expect(failing == ["CACHE-04", "BIND-04", "CACHE-02", "LIFE-01", "FAIL-01", "FAIL-02"], "failing: \(failing.sorted())")
        #expect(run.results.filter { $0.outcome == .failed }.allSatisfy { !$0.details.isEmpty && $0.message != nil })
    }

    @Test func theSameRunGivesTheSameResults() {
        let strip: (SuiteRun) -> [ScenarioResult] = { $0.results.map { var r = $0; r.duration = 0; return r } }
        let implementation = ReferenceAccessEnabler.implementation(faults: [.cachesMediaToken])
        #expect(strip(Self.suite.run(implementation, timestamp: "T")) == strip(Self.suite.run(implementation, timestamp: "T")))
    }

    @Test func scenariosOnSeveralThreadsGiveTheSerialResultsHandedOnInSpecOrder() {
        let strip: ([ScenarioResult]) -> [ScenarioResult] = { $0.map { var r = $0; r.duration = 0; return r } }
        let implementation = ReferenceAccessEnabler.implementation(faults: [.cachesMediaToken])
        var handedOn: [ScenarioResult] = []
        let parallel = Self.suite.run(implementation, timestamp: "T", threads: 4) { handedOn.append($0) }
        let serial = Self.suite.run(implementation, timestamp: "T", threads: 1)
        #expect(strip(parallel.results) == strip(serial.results))
        #expect(strip(handedOn) == strip(parallel.results))
    }

    @Test func reportTimestampsAreUTCDatesAndTimesOfTheGregorianCalendar() {
        #expect(ConformanceSuite.timestamp(secondsSince1970: 0) == "1970-01-01T00:00:00")
        #expect(ConformanceSuite.timestamp(secondsSince1970: -1) == "1969-12-31T23:59:59")
        #expect(ConformanceSuite.timestamp(secondsSince1970: 951_782_400) == "2000-02-29T00:00:00")
        #expect(ConformanceSuite.timestamp(secondsSince1970: 1_234_567_890) == "2009-02-13T23:31:30")
        #expect(ConformanceSuite.timestamp(secondsSince1970: 1_709_251_199) == "2024-02-29T23:59:59")
        #expect(ConformanceSuite.timestamp(secondsSince1970: 4_107_542_400) == "2100-03-01T00:00:00")
        #expect(ConformanceSuite.timestampNow().count == "YYYY-MM-DDTHH:MM:SSZ".count && ConformanceSuite.timestampNow().hasSuffix("Z"))
    }

    @Test func everyRuleRunsOnEachPlatformItNames() {
        let run = Self.suite.run(ReferenceAccessEnabler.implementation())
        let tvOnly = run.results.filter { $0.requirementIDs == ["TVOS-01"] }
        #expect(tvOnly.map(\.platform) == ["tvos"])
        let both = run.results.filter { $0.requirementIDs == ["CACHE-04"] }.compactMap(\.platform)
        #expect(Set(both) == ["ios", "tvos"])
    }

    @Test func aScenarioThatPassesWhenNothingHappensIsAnInvalidSpec() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-silent-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            Feature: F
              @AE-TEST-01 @must @ios @source-generic
              Rule: TEST-01 A rule
                The requirement.

                Scenario: Only absences
                  When the app calls checkAuthentication
                  Then the service receives no request
                  And the app receives no displayProviderDialog

            """.write(to: folder.appendingPathComponent("x.feature"), atomically: true, encoding: .utf8)
        #expect {
            try ConformanceSuite.load(from: folder)
        } throws: { error in
            "\(error)".hasPrefix("x.feature:6:5: the scenario 'Only absences' only checks that things did not happen")
        }
    }

    @Test(arguments: [
        ("""
            Scenario: A count of nothing
              When the app calls getAuthorization for "movie-1"
              Then the service receives 0 mediatoken requests

        """, "x.feature:5:5: the scenario 'A count of nothing' only checks that things did not happen"),
        ("""
            Scenario Outline: No rows
              When the app calls getAuthorization for "<resource>"
              Then the app receives setToken

              Examples:
                | resource |

        """, "x.feature:3:3: the Rule 'TEST-01 A rule' has no scenario that runs"),
    ])
    func aRuleThatChecksNothingIsAnInvalidSpec(_ scenario: String, _ problem: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-nothing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try ("""
            Feature: F
              @AE-TEST-01 @must @ios @source-generic
              Rule: TEST-01 A rule
                The requirement.

            """ + scenario).write(to: folder.appendingPathComponent("x.feature"), atomically: true, encoding: .utf8)
        #expect {
            try ConformanceSuite.load(from: folder)
        } throws: { error in
            "\(error)".contains(problem)
        }
    }

    @Test func anUndefinedStepIsReportedWithItsPlaceAndASuggestion() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-undefined-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "Feature: F\n  Scenario: S\n    Given the moon is made of \"cheese\" 3 times\n".write(
            to: folder.appendingPathComponent("x.feature"), atomically: true, encoding: .utf8)
        #expect {
            try ConformanceSuite.load(from: folder)
        } throws: { error in
            let text = "\(error)"
            return text.contains("x.feature:3:") && text.contains("undefined step")
                && text.contains("registry.define(\"the moon is made of {string} {int} times\")")
        }
    }
}

@Suite("Every rule can fail")
struct FaultCatalogueTests {
    // Running every fault is `aecheck mutants`, which CI runs once; here, only what needs no run.
    @Test func everyRuleIsDeclaredByAtLeastOneFault() {
        let declared = Set(ReferenceFault.allCases.flatMap(\.violates))
        let rules = SuiteTests.suite.requirements.map(\.id)
        #expect(rules.filter { !declared.contains($0) } == [], "rules no fault declares: add one to ReferenceFault and run 'aecheck mutants'")
        #expect(declared.subtracting(rules).sorted() == [], "faults declare rules the specs do not hold")
    }
}
