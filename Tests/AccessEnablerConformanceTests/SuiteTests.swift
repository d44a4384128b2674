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
        #expect(Set(notApplicable.flatMap(\.requirementIDs)) == ["CACHE-06", "SSO-05"])
        #expect(notApplicable.allSatisfy { $0.message?.contains("the implementation declares 1.10") == true })
    }

    @Test func cachingTheMediaTokenFailsOnCACHE04AndNowhereElse() {
        let run = Self.suite.run(ReferenceAccessEnabler.implementation(faults: [.cachesMediaToken]))
        let failing = Set(run.results.filter { $0.outcome == .failed || $0.outcome == .error }.flatMap(\.requirementIDs))
        #expect(failing == ["CACHE-04"], "the fault must be caught on CACHE-04 only; failing: \(failing.sorted())")
        #expect(run.results.filter { $0.outcome == .failed }.allSatisfy { !$0.details.isEmpty && $0.message != nil })
    }

    @Test func theSameRunGivesTheSameResults() {
        let strip: (SuiteRun) -> [ScenarioResult] = { $0.results.map { var r = $0; r.duration = 0; return r } }
        let implementation = ReferenceAccessEnabler.implementation(faults: [.cachesMediaToken])
        #expect(strip(Self.suite.run(implementation, timestamp: "T")) == strip(Self.suite.run(implementation, timestamp: "T")))
    }

    @Test func everyRuleRunsOnEachPlatformItNames() {
        let run = Self.suite.run(ReferenceAccessEnabler.implementation())
        let tvOnly = run.results.filter { $0.requirementIDs == ["TVOS-01"] }
        #expect(tvOnly.map(\.platform) == ["tvos"])
        let both = run.results.filter { $0.requirementIDs == ["CACHE-04"] }.compactMap(\.platform)
        #expect(Set(both) == ["ios", "tvos"])
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
struct MutationCampaignTests {
    @Test func everyFaultIsCaughtOnItsRuleAndEveryRuleHasAFault() {
        let campaign = MutationCampaign.run(SuiteTests.suite)
        #expect(campaign.kills.count == ReferenceFault.allCases.count)
        #expect(campaign.survivors.isEmpty, "faults the suite misses:\n\(campaign.render())")
        #expect(campaign.unguardedRequirements.isEmpty, "rules no fault is caught on — add a fault to ReferenceFault:\n\(campaign.render())")
        #expect(campaign.render().hasSuffix("mutation score: \(campaign.kills.count)/\(campaign.kills.count)\n"))
    }
}
