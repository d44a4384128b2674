import AECheckSelfTest
import Foundation
import ReferenceAccessEnabler
import Testing

/// The generated-mutant campaign reads its manifest and triage, and scores by the verdict.
struct GeneratedMutantCampaignTests {
    typealias Campaign = GeneratedMutantCampaign

    private func mutant(_ id: Int, _ key: String) -> Campaign.Mutant {
        Campaign.Mutant(id: id, key: key, file: "f.swift", line: id, operator: "drop-statement", original: "a()", mutated: "if !x { a() }")
    }

    @Test func theManifestTheGeneratorWritesIsRead() throws {
        let json = #"{"mutants": [{"id": 1, "key": "f.swift|constant|abc|0", "file": "f.swift", "line": 3, "operator": "constant", "original": "x = 1", "mutated": "x = (m ? 1 + 1 : 1)"}]}"#
        let mutants = try Campaign.mutants(in: Data(json.utf8))
        #expect(mutants.count == 1 && mutants[0].key == "f.swift|constant|abc|0" && mutants[0].operator == "constant")
    }

    @Test func aTriageLineNamesItsKindAndReasonAndABadLineIsAProblem() {
        let read = Campaign.triage(in: "# a comment\nk1\tequivalent\tthe value is never read\nk2\tgap\t000-generic-5: no scenario\nk3\tmaybe\tx\n")
        #expect(read.entries["k1"] == .init(kind: .equivalent, reason: "the value is never read"))
        #expect(read.entries["k2"]?.kind == .gap)
        #expect(read.problems == ["line 4: expected KEY<tab>KIND<tab>REASON with KIND one of equivalent, legitimate, gap, below-must"])
    }

    @Test func aMutantProcessThatDiedKilledItsMutant() {
        #expect(Campaign.outcome(fromProcessOutput: "mutant 3 survived \n", exitedNormally: true).outcome == .survived)
        #expect(Campaign.outcome(fromProcessOutput: "mutant 3 below-must API-10,LIFE-04\n", exitedNormally: true) == (.caughtBelowMust, ["API-10", "LIFE-04"]))
        #expect(Campaign.outcome(fromProcessOutput: "", exitedNormally: false).outcome == .killed)
        #expect(Campaign.line(7, (.killed, ["CACHE-04"])) == "mutant 7 killed CACHE-04")
    }

    @Test func theScoreIsKilledOverKilledAndGapsWithUntriagedSurvivorsCountedAsGaps() {
        let results: [Campaign.Result] = [
            .init(mutant: mutant(1, "k1"), outcome: .killed, failedRequirements: ["CACHE-04"]),
            .init(mutant: mutant(2, "k2"), outcome: .killed, failedRequirements: ["INIT-01"]),
            .init(mutant: mutant(3, "k3"), outcome: .survived, failedRequirements: []),
            .init(mutant: mutant(4, "k4"), outcome: .survived, failedRequirements: []),
            .init(mutant: mutant(5, "k5"), outcome: .caughtBelowMust, failedRequirements: ["API-10"]),
        ]
        var campaign = Campaign(results: results, triage: ["k3": .init(kind: .equivalent, reason: "never read"), "gone": .init(kind: .gap, reason: "x")])
        #expect(campaign.killed == 2 && campaign.gaps == 1 && campaign.untriaged.map(\.mutant.id) == [4, 5])
        #expect(campaign.staleTriage == ["gone"] && !campaign.isComplete)
        #expect(campaign.render().contains("mutation score by verdict: 2/3 (66.7%)"))
        campaign.triage = ["k3": .init(kind: .equivalent, reason: "never read"), "k4": .init(kind: .gap, reason: "000-x-1"),
                           "k5": .init(kind: .belowMust, reason: "API-10 @should")]
        #expect(campaign.isComplete && campaign.gaps == 1)
    }

    @Test func aTriageKindWhatTheSuiteDidContradictsLeavesItsMutantUntriaged() {
        let results: [Campaign.Result] = [
            .init(mutant: mutant(1, "k1"), outcome: .survived, failedRequirements: []),
            .init(mutant: mutant(2, "k2"), outcome: .caughtBelowMust, failedRequirements: ["API-10"]),
            .init(mutant: mutant(3, "k3"), outcome: .caughtBelowMust, failedRequirements: ["BIND-04"]),
        ]
        // A survivor called below-must (no check failed), a mutant a @should check fails called equivalent.
        let campaign = Campaign(results: results, triage: [
            "k1": .init(kind: .belowMust, reason: "x"), "k2": .init(kind: .equivalent, reason: "x"),
            "k3": .init(kind: .legitimate, reason: "a named alternative may fail a @should check [keeps-tokens-the-service-calls-expired]"),
        ])
        #expect(campaign.untriaged.map(\.mutant.id) == [1, 2] && !campaign.isComplete)
        #expect(campaign.contradictions == ["k1 is triaged below-must, but every check held",
                                            "k2 is triaged equivalent, but checks below must failed (API-10)"])
        // The survivor counts as a gap, as an untriaged one does: no more "100%".
        #expect(campaign.gaps == 1 && campaign.render().contains("contradicted triage line"))
    }

    @Test func aMutantProcessThatRunsPastItsLimitIsEndedAndKillsItsMutant() {
        let started = ContinuousClock.now
        let campaign = Campaign.run(
            [mutant(1, "k1")], triage: [:], program: URL(fileURLWithPath: "/bin/sh"), command: { _ in ["-c", "exec sleep 60"] }, jobs: 1,
            limit: .milliseconds(300))
        #expect(campaign.results.map(\.outcome) == [.killed] && campaign.results[0].failedRequirements == ["(no answer within 0.3 seconds)"],
                "\(campaign.results)")
        #expect(started.duration(to: .now) < .seconds(50), "not waited for")
    }

    @Test func aLegitimateMutantNamesTheAlternativeItBecame() {
        let read = Campaign.triage(in: "k1\tlegitimate\tcalls wait [waits-for-next-requestor-after-failure].\nk2\tlegitimate\tcalls wait\n")
        #expect(read.entries["k1"]?.kind == .legitimate && read.entries["k2"] == nil)
        #expect(read.problems.count == 1 && read.problems[0].hasPrefix("line 2: a legitimate mutant becomes a named alternative"))
    }

    @Test func aTriageLineForAMutantTheSuiteNowKillsIsStale() {
        let results: [Campaign.Result] = [.init(mutant: mutant(1, "k1"), outcome: .killed, failedRequirements: ["REPEAT-01"])]
        let campaign = Campaign(results: results, triage: ["k1": .init(kind: .gap, reason: "000-post-init-7: no scenario")])
        #expect(campaign.staleTriage == ["k1"] && !campaign.isComplete && campaign.gaps == 0)
    }

    @Test func theSwitchTurnsOneMutantOnForTheCurrentThreadOnly() {
        #expect(!GeneratedMutant.isOn(4))
        let reached = GeneratedMutant.with(4) { GeneratedMutant.isOn(4) && !GeneratedMutant.isOn(5) }
        #expect(reached.value && reached.reached)
        #expect(!GeneratedMutant.with(4) { GeneratedMutant.isOn(5) }.reached)
        #expect(!GeneratedMutant.isOn(4))
    }
}
