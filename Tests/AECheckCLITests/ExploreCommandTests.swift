import AccessEnablerAdapter
@testable import AccessEnablerConformance
@testable import AccessEnablerExploration
import AECheckCLI
import AECheckSelfTest
import ConformanceKit
import Foundation
import ReferenceAccessEnabler
import Testing

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `aecheck explore` with its reports in a fresh temporary folder.
private func explore(_ arguments: [String]) -> (result: AECheck.Result, reports: URL) {
    let reports = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-explore-\(UUID().uuidString)")
    return (AECheck.main(["explore"] + arguments + ["--reports", reports.path], in: packageRoot, selfTest: ReferenceSelfTest()), reports)
}

@Suite("aecheck explore")
struct ExploreCommandTests {
    @Test func listShowsEveryInvariantWithItsRequirements() {
        let result = AECheck.main(["explore", "--list"], in: packageRoot, selfTest: ReferenceSelfTest())
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("no-media-token-stored  [CACHE-04]"))
        #expect(result.standardOutput.hasSuffix("\n\(Invariant.catalogue.count) invariants\n"))
    }

    @Test func theSameCommandPrintsTheSameTextAndWritesTheReports() throws {
        let (first, reports) = explore(["--seed", "4", "--runs", "12"])
        let (second, _) = explore(["--seed", "4", "--runs", "12"])
        #expect(first.exitCode == 0, "\(first.standardOutput)\(first.standardError)")
        let body = { (result: AECheck.Result) in result.standardOutput.split(separator: "\n").filter { !$0.hasPrefix("Reports:") } }
        #expect(body(first) == body(second))
        #expect(first.standardOutput.contains("Explored 12 run(s), 360 events: 0 violation(s)"))
        #expect(first.standardError.contains("events/s"))
        for name in ReportFolder.fileNames {
            #expect(FileManager.default.fileExists(atPath: reports.appendingPathComponent(name).path), "\(name)")
        }
    }

    @Test func anImplementationThatDoesNothingDoesNotExploreClean() throws {
        // It shakes hands and ends every turn with done: no request, no callback, ever.
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-does-nothing-\(UUID().uuidString).py")
        defer { try? FileManager.default.removeItem(at: script) }
        try """
            import sys
            for line in sys.stdin:
                if '"type":"hello"' in line.replace(" ", ""):
                    print('{"type":"hello","protocol":1,"name":"does-nothing","platforms":["ios","tvos"],"sdkVersion":"1.10"}')
                print('{"type":"done"}', flush=True)
            """.write(to: script, atomically: true, encoding: .utf8)
        let (result, reports) = explore(["--testee", "python3 \(script.path)", "--runs", "10"])
        defer { try? FileManager.default.removeItem(at: reports) }
        #expect(result.exitCode == AECheck.ExitCode.checksFailed, "\(result.standardOutput)")
        #expect(result.standardOutput.contains("FAIL  [INIT-01] vacuous: in no run did the implementation answer setRequestor"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("; vacuous: nothing was checked"))
        let run = try JSONReporter.decode(Data(contentsOf: reports.appendingPathComponent("results.json")))
        let vacuous = try #require(run.results.first { $0.requirementIDs == ["INIT-01"] && $0.outcome == .failed })
        // It names its own sentence, at that sentence's level: setRequestor's only answer is setRequestorComplete.
        #expect(vacuous.failure?.sources?.map(\.ref) == ["api-setRequestor-4"] && vacuous.failure?.level == .must)
    }

    @Test func anImplementationThatConfiguresButAnswersNothingElseIsAViolationNotADifference() throws {
        // It answers setRequestor at once, without asking the service, and ends every other turn with done.
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-answers-nothing-\(UUID().uuidString).py")
        defer { try? FileManager.default.removeItem(at: script) }
        try """
            import json, sys
            for line in sys.stdin:
                event = json.loads(line)
                if event["type"] == "hello":
                    print('{"type":"hello","protocol":1,"name":"answers-nothing","platforms":["ios","tvos"],"sdkVersion":"1.10"}')
                elif event["type"] == "call" and event["method"] == "setRequestor":
                    print(json.dumps({"type": "callback", "instance": event["instance"], "name": "setRequestorComplete", "arguments": {"status": 1}}))
                print('{"type":"done"}', flush=True)
            """.write(to: script, atomically: true, encoding: .utf8)
        let (result, reports) = explore(["--testee", "python3 \(script.path)", "--runs", "20", "--against", "reference"])
        defer { try? FileManager.default.removeItem(at: reports) }
        #expect(result.exitCode == AECheck.ExitCode.checksFailed, "\(result.standardOutput)")
        // The calls it leaves unanswered break an invariant at must; the difference from the reference stays information.
        #expect(result.standardOutput.contains("] answered-when-due: broken in"), "\(result.standardOutput)")
        let run = try JSONReporter.decode(Data(contentsOf: reports.appendingPathComponent("results.json")))
        let due = try #require(run.results.first { $0.scenario.hasPrefix("answered-when-due") })
        #expect(due.outcome == .failed && due.gradedLevel == .must)
    }

    @Test func aPlantedFaultFailsTheRunWithItsShrunkScenario() {
        let (result, _) = explore(["--seed", "1", "--runs", "20", "--fault", "caches-media-token", "--platform", "ios"])
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains("FAIL  [CACHE-04] no-media-token-stored"))
        #expect(result.standardOutput.contains("Then no media token is in storage"))
        #expect(result.standardOutput.contains("Replay: aecheck explore --fault caches-media-token --seed 1 --run "))
        #expect(result.standardOutput.contains("verified by running it: fails on the implementation at 'no media token is in storage'; passes on the reference"))
    }

    @Test func optionsOutsideTheirRangeAreUsageErrors() {
        #expect(explore(["--runs", "0"]).result.exitCode == 64)
        #expect(explore(["--seed", "-1"]).result.exitCode == 64)
        #expect(explore(["--against", "python"]).result.exitCode == 64)
        #expect(explore(["--all-faults", "--fault", "caches-media-token"]).result.exitCode == 64)
        #expect(explore(["--filter", "CACHE-04"]).result.exitCode == 64)
        // A campaign writes no reports: a report place named with it is refused, not ignored.
        let campaign = explore(["--all-faults"]).result
        #expect(campaign.exitCode == 64 && campaign.standardError.contains("--all-faults prints its table and writes no reports"), "\(campaign.standardError)")
    }

    /// The path faults are what exploration is for: no written scenario walks their paths.
    @Test func pathFaultsPassEveryWrittenScenario() throws {
        let suite = try ConformanceSuite.load(from: ConformanceSuite.packagedSpecs)
        for fault in PathFault.allCases {
            let run = suite.run(fault.implementation(), timestamp: "")
            #expect(run.count(.failed) == 0 && run.count(.error) == 0, "\(fault.rawValue)")
        }
    }

    @Test func aLogoutWhileAnAuthorizationIsInFlightIsCaughtOnThePathFaultOnly() throws {
        // tvOS: held answers are released in request order, so the authorization is issued before the logout
        // ends the session, and its answer arrives after the app called logout.
        let events: [ExploreEvent] = [
            .setOwnRequestor, .willPick("MVPD1"), .call(.getAuthentication(forceAuthn: false)), .completeSecondScreenLogin,
            .pass(minutes: 0, seconds: 6), .hold(.authorize), .call(.getAuthorization("movie-1")), .hold(.logout), .call(.logout), .releaseHeld,
        ]
        let faulty = try ExploreSession(implementation: PathFault.storesAuthorizationAnsweredAfterLogout.implementation(), catalogue: Invariant.catalogue)
            .replay(events, platform: .tvOS, traced: false)
        #expect(faulty.findings.map(\.invariant.id) == ["logout-clears-storage"])
        #expect(faulty.findings.first?.event == events.count - 1)
        let reference = try ExploreSession(implementation: ReferenceAccessEnabler.implementation(), catalogue: Invariant.catalogue)
            .replay(events, platform: .tvOS, traced: false)
        #expect(reference.findings.isEmpty)
    }

    @Test func aRedirectReachingAnInstanceThatShowedNoPageIsCaught() {
        let (result, _) = explore(["--seed", "1", "--runs", "200", "--platform", "ios", "--fault", "trusts-redirect-without-login"])
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains("FAIL  [VALID-01,VALID-02,BIND-02,CACHE-06,AUTHN-09] authenticated-only-with-a-valid-token"))
    }
}
