import AccessEnablerConformance
import AECheckCLI
@testable import AECheckSelfTest
import Foundation
import ReferenceAccessEnabler
import Testing

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let specs = packageRoot.appendingPathComponent("Specs")

@Suite("Legitimate alternatives: every port the seeds allow passes")
struct AlternativeTests {
    @Test func everyAlternativeQuotesTracedSeedSentencesAndAReadingAndDepartsOnlyBelowMust() throws {
        let suite = try ConformanceSuite.load(from: specs)
        let readings = try String(contentsOf: specs.appendingPathComponent("readings.md"), encoding: .utf8)
        for alternative in ReferenceAlternative.allCases {
            #expect(!alternative.seedRefs.isEmpty, "\(alternative.rawValue) names no seed sentence")
            for ref in alternative.seedRefs {
                #expect(suite.trace.sentences.contains { $0.source.ref == ref }, "\(alternative.rawValue): \(ref) is not in seed-trace.md")
            }
            #expect(AlternativeListing.section(alternative.reading, in: readings) != nil,
                    "\(alternative.rawValue): readings.md has no section \(alternative.reading)")
            for id in alternative.departsFrom {
                let level = suite.requirement(id)?.level
                #expect(level == .should || level == .info, "\(alternative.rawValue) departs from \(id), which is \(level?.rawValue ?? "no rule")")
            }
        }
        #expect(ReferenceAlternative.allCases.count >= 20)
    }

    @Test func anAlternativeRunsFromTheCommandLineUnderItsOwnName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-alt-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = AECheck.main(["--alternative", "polls-every-second", "--filter", "TVOS", "--in-process", "--strict", "--reports", folder.path],
                                  in: packageRoot, selfTest: ReferenceSelfTest())
        #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("implementation reference~polls-every-second"))
        let unknown = AECheck.main(["--alternative", "polls-never"], in: packageRoot, selfTest: ReferenceSelfTest())
        #expect(unknown.exitCode == 64)
        #expect(unknown.standardError.contains("unknown alternative 'polls-never'; 'aecheck alternatives' lists them"))
    }

    @Test func theListingQuotesEachSentenceAndItsReading() {
        let result = AECheck.main(["alternatives"], in: packageRoot, selfTest: ReferenceSelfTest())
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("polls-every-second: polls for the second-screen login every second"))
        #expect(result.standardOutput.contains("  000-generic-16: "))
        #expect(result.standardOutput.contains("  readings.md: 17. Registration codes and polling (tvOS)"))
        #expect(result.standardOutput.hasSuffix("'aecheck explore --all-alternatives' each exploring clean.\n"))
    }

    @Test func aVerdictPassesOnlyOnDeclaredDeparturesBelowMust() {
        typealias Verdict = AlternativeCampaign.Verdict
        let clean = Verdict(alternative: .pollsEverySecond, failedRequirements: [], firstUndeclared: nil, invalidDepartures: [])
        let declared = Verdict(alternative: .keepsSafetyMargin, failedRequirements: ["TOKEN-04"], firstUndeclared: nil, invalidDepartures: [])
        let undeclared = Verdict(alternative: .keepsSafetyMargin, failedRequirements: ["TOKEN-04", "CANCEL-01"], firstUndeclared: "x", invalidDepartures: [])
        let atMust = Verdict(alternative: .keepsSafetyMargin, failedRequirements: ["TOKEN-04"], firstUndeclared: "x", invalidDepartures: [], bindingFailures: ["TOKEN-04"])
        let noRule = Verdict(alternative: .keepsSafetyMargin, failedRequirements: [], firstUndeclared: nil, invalidDepartures: ["NOPE-01"])
        #expect(clean.passes && declared.passes)
        #expect(!undeclared.passes && undeclared.undeclared == ["CANCEL-01"])
        #expect(!atMust.passes && atMust.undeclared == ["TOKEN-04"] && !noRule.passes)
        let campaign = AlternativeCampaign(verdicts: [clean, declared, undeclared], wallTime: 0)
        #expect(!campaign.isComplete)
        #expect(campaign.render().hasSuffix("alternatives: 2/3 pass\n"))
        #expect(campaign.render().contains("FAILED on CANCEL-01"))
    }
}
