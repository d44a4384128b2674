import AccessEnablerConformance
import AECheckCLI
import AECheckSelfTest
import ConformanceKit
import Foundation
import Testing

private func aecheck(_ arguments: [String], in directory: URL) -> AECheck.Result {
    AECheck.main(arguments, in: directory, selfTest: ReferenceSelfTest())
}

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A temporary folder holding the package's specs as `Specs`, removed by the caller.
private func workspace() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-reports-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Specs"), to: folder.appendingPathComponent("Specs"))
    return folder
}

private func files(_ folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
}

@Suite("aecheck's reports, baselines and comparisons")
struct ReportCommandTests {
    @Test func aRunWritesEveryReportIntoItsFolderAndShowsEachResultAsItFinishes() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        var streamed: [String] = []
        let result = AECheck.main(["--filter", "CACHE-04"], in: root, selfTest: ReferenceSelfTest()) { streamed.append($0) }
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(streamed.first?.hasPrefix("PASS  [CACHE-04]") == true && streamed.count > 2, "one chunk per result, then the summary")
        #expect(streamed.joined() == result.standardOutput)
        let folder = root.appendingPathComponent("Reports/reference")
        #expect(files(folder) == ["junit.xml", "report-summary.md", "report.html", "report.md", "results.json"])
        let run = try JSONReporter.decode(try Data(contentsOf: folder.appendingPathComponent("results.json")))
        #expect(run.metadata.commandLine == "aecheck --filter CACHE-04")
        #expect(run.metadata.specsDigest.hasPrefix("sha256:") && run.metadata.filter == "CACHE-04")
        // Every duration is measured (it used to be set after the result was returned, and stay 0).
        #expect(run.results.allSatisfy { $0.requirementIDs == ["CACHE-04"] && $0.outcome == .passed && $0.duration > 0 })
        // Every requirement of the specs, run or not.
        #expect(run.requirements.count == (try ConformanceSuite.load(from: root.appendingPathComponent("Specs")).requirements.count))
        #expect(run.requirements.count > 80)
    }

    @Test func resultsJSONRecordsTheModeTheTimesTheExitCodeAndTheTeamsProvenance() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = aecheck(["--fault", "caches-media-token", "--filter", "CACHE-04", "--in-process",
                              "--provenance", "git-commit=0123abc", "--provenance", "ci-job=https://ci.example/7?a=b"], in: root)
        #expect(result.exitCode == 1, "\(result.standardError)")
        let run = try JSONReporter.decode(try Data(contentsOf: root.appendingPathComponent("Reports/reference+caches-media-token/results.json")))
        #expect(run.exitCode == 1 && run.metadata.mode == .inProcess && run.metadata.program == "aecheck")
        #expect(run.provenance == ["git-commit": "0123abc", "ci-job": "https://ci.example/7?a=b"])
        #expect(run.timestamp.hasSuffix("Z") && run.finished?.hasSuffix("Z") == true && (run.duration ?? -1) >= 0)
        #expect(run.finished.map { $0 >= run.timestamp } == true)
    }

    @Test func aProvenanceFieldThatIsNotKeyEqualsValueOrGivenTwiceIsAUsageError() {
        let root = packageRoot
        for arguments in [["--provenance", "no-equals-sign"], ["--provenance", "=value"], ["--provenance", "k=1", "--provenance", "k=2"]] {
            let result = aecheck(arguments + ["--filter", "CACHE-04"], in: root)
            #expect(result.exitCode == 64 && result.standardError.contains("--provenance"), "\(arguments): \(result.standardError)")
        }
    }

    @Test func anUnwritableReportPlaceIsExit73BeforeAnythingRuns() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = FileManager.default.createFile(atPath: root.appendingPathComponent("a-file").path, contents: Data())
        let result = aecheck(["--filter", "CACHE-04", "--reports", "a-file/reports"], in: root)
        #expect(result.exitCode == 73)
        #expect(result.standardOutput.isEmpty, "nothing ran")
        #expect(result.standardError.hasPrefix("Error: cannot write reports to '"), "\(result.standardError)")
        #expect(result.standardError.hasSuffix("Choose another folder with --reports <dir>.\n"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("j.xml"), withIntermediateDirectories: true)
        #expect(aecheck(["--filter", "CACHE-04", "--junit", "j.xml"], in: root).exitCode == 73)
        #expect(aecheck(["--filter", "CACHE-04", "--reports", ""], in: root).exitCode == 64)
    }

    @Test func aRunThatJudgesNothingLeavesANoteInPlaceOfTheOldReports() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(aecheck(["--filter", "CACHE-04", "--reports", "out"], in: root).exitCode == 0)
        try "Feature: F\n  Scenario: S\n    Given x\n  this line is not gherkin\n".write(to: root.appendingPathComponent("Specs/broken.feature"), atomically: true, encoding: .utf8)
        #expect(aecheck(["--filter", "CACHE-04", "--reports", "out"], in: root).exitCode == 2)
        #expect(files(root.appendingPathComponent("out")) == ["NOT-RUN.txt"])
        try FileManager.default.removeItem(at: root.appendingPathComponent("Specs/broken.feature"))
        #expect(aecheck(["--filter", "CACHE-04", "--reports", "out"], in: root).exitCode == 0)
        #expect(aecheck(["--filter", "NOTHING-99", "--reports", "out"], in: root).exitCode == 64)
        let note = try String(contentsOf: root.appendingPathComponent("out/NOT-RUN.txt"), encoding: .utf8)
        #expect(note.contains("ended with exit code 64 before judging anything: no scenario matches --filter 'NOTHING-99'"))
    }

    @Test func aRunStoppedByABadBaselineOrAnUnwritablePlaceLeavesNotRunInsteadOfEarlierReports() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(aecheck(["--filter", "CACHE-04", "--reports", "out"], in: root).exitCode == 0)
        #expect(aecheck(["--filter", "CACHE-04", "--reports", "out", "--baseline", "missing.json"], in: root).exitCode == 64)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("out/NOT-RUN.txt").path))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out/results.json").path))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("a-folder"), withIntermediateDirectories: true)
        #expect(aecheck(["--filter", "CACHE-04", "--reports", "fresh", "--junit", "a-folder"], in: root).exitCode == 73)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("fresh/NOT-RUN.txt").path))
    }

    @Test func aBaselineEntryForARequirementNoRuleHasIsRefused() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        try #"{"format":"aecheck-baseline/1","expectedFailures":[{"requirement":"CACHE-99","reason":"typo"}]}"#
            .write(to: root.appendingPathComponent("baseline.json"), atomically: true, encoding: .utf8)
        let result = aecheck(["--filter", "CACHE-04", "--baseline", "baseline.json", "--reports", "out"], in: root)
        #expect(result.exitCode == 64)
        #expect(result.standardError.contains("names requirement 'CACHE-99', which no rule of the specs has"), "\(result.standardError)")
    }

    @Test func aBaselineEntryThatCouldNeverMatchIsRefused() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let cases = [
            (#"{"requirement":"cache-04","reason":"lower case"}"#, "names requirement 'cache-04'; write it 'CACHE-04'"),
            (#"{"requirement":"AE-CACHE-04","reason":"the tag"}"#, "names requirement 'AE-CACHE-04'; write it 'CACHE-04'"),
            (#"{"requirement":"CACHE-04","scenario":"A first login shows the provider dialog","reason":"another rule's"}"#,
             "names scenario \"A first login shows the provider dialog\", which is none of CACHE-04's"),
            (#"{"scenario":"A first logn shows the provider dialog","reason":"by scenario alone, mistyped"}"#,
             "names scenario \"A first logn shows the provider dialog\", which no scenario of the specs is"),
        ]
        for (entry, message) in cases {
            let baseline = #"{"format":"aecheck-baseline/1","expectedFailures":["# + entry + "]}"
            try baseline.write(to: root.appendingPathComponent("baseline.json"), atomically: true, encoding: .utf8)
            let result = aecheck(["--filter", "CACHE-04", "--baseline", "baseline.json", "--reports", "out"], in: root)
            #expect(result.exitCode == 64 && result.standardError.contains(message), "\(result.standardError)")
        }
    }

    @Test func aRunThatErrsEverywhereIsNeverPassedWithOrWithoutItsOwnBaseline() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let crashing = ["--filter", "CACHE-04", "--testee", "python3 \(packageRoot.path)/Tests/Testees/hostile/hostile_testee.py crash",
                        "--turn-timeout", "2", "--reports", "crashing"]
        #expect(aecheck(crashing, in: root).exitCode == 1)
        let written = aecheck(["baseline", "crashing/results.json", "--output", "baseline.json"], in: root)
        #expect(written.exitCode == 0, "\(written.standardError)")
        let again = aecheck(crashing + ["--baseline", "baseline.json"], in: root)
        #expect(again.exitCode == 1, "\(again.standardOutput)")
        #expect(!again.standardOutput.contains("Verdict: PASSED"), "\(again.standardOutput)")
    }

    @Test func aRunWhoseOnlyBindingScenarioIsAnExpectedFailureShowsNothingToHold() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let faulty = ["--filter", "CACHE-04", "--fault", "caches-media-token", "--reports", "faulty"]
        #expect(aecheck(faulty, in: root).exitCode == 1)
        #expect(aecheck(["baseline", "faulty/results.json", "--output", "baseline.json", "--reason", "caches media tokens (PORT-12)"], in: root).exitCode == 0)
        let expected = aecheck(faulty + ["--baseline", "baseline.json"], in: root)
        #expect(expected.exitCode == 1)
        #expect(expected.standardOutput.contains("No @must scenario passed"), "\(expected.standardOutput)")
    }

    @Test func aBaselinePassesWithItsExpectedFailureAndFailsWhenStaleOrExpired() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        // CACHE-01 passes: a run whose every binding scenario is an expected failure would show nothing to hold.
        let faulty = ["--filter", "CACHE-04", "--filter", "CACHE-01", "--fault", "caches-media-token", "--reports", "faulty"]
        #expect(aecheck(faulty, in: root).exitCode == 1)
        let placeholder = aecheck(["baseline", "faulty/results.json", "--output", "baseline.json"], in: root)
        #expect(placeholder.exitCode == 0 && placeholder.standardOutput.hasPrefix("Baseline written: baseline.json (8 expected failures); replace each entry's reason"), "\(placeholder.standardOutput)")
        // (Into a folder of its own: a run refused leaves NOT-RUN.txt where the faulty run's results are.)
        // One entry per scenario and platform: an entry cannot hide a new failure elsewhere in CACHE-04.
        let first = "CACHE-04 \"Every authorization fetches a new media token and none is stored\""
        let unexplained = aecheck(Array(faulty.dropLast()) + ["unexplained", "--baseline", "baseline.json"], in: root)
        #expect(unexplained.exitCode == 64 && unexplained.standardError.contains("expected failure 1 (\(first) [ios]) still gives the reason 'aecheck baseline' wrote"),
                "\(unexplained.standardError)")
        let written = aecheck(["baseline", "faulty/results.json", "--output", "baseline.json", "--reason", "caches media tokens until 2.3",
                               "--link", "https://tracker.example/PORT-12"], in: root)
        #expect(written.exitCode == 0 && written.standardOutput.hasPrefix("Baseline written: baseline.json (8 expected failures); give each entry an expiry date"), "\(written.standardOutput)\(written.standardError)")

        let expected = aecheck(faulty + ["--baseline", "baseline.json"], in: root)
        #expect(expected.exitCode == 0, "\(expected.standardOutput)")
        #expect(expected.standardOutput.contains("Verdict: PASSED"))
        #expect(try String(contentsOf: root.appendingPathComponent("faulty/report.md"), encoding: .utf8).contains("### EXPECTED \\[CACHE-04\\]"))

        let stale = aecheck(["--filter", "CACHE-04", "--baseline", "baseline.json", "--reports", "fixed"], in: root)
        #expect(stale.exitCode == 1)
        #expect(stale.standardOutput.contains("Baseline stale: \(first) [ios] now passes; remove the entry"), "\(stale.standardOutput)")

        var baseline = try Baseline.decode(try Data(contentsOf: root.appendingPathComponent("baseline.json")), platforms: ["ios", "tvos"])
        for index in baseline.expectedFailures.indices { baseline.expectedFailures[index].expires = "2026-03-31" }
        try baseline.render().write(to: root.appendingPathComponent("baseline.json"), atomically: true, encoding: .utf8)
        let lastDay = aecheck(faulty + ["--baseline", "baseline.json", "--today", "2026-03-31"], in: root)
        #expect(lastDay.exitCode == 0 && lastDay.standardOutput.contains("Baseline entry expires today: \(first) [ios] is expected until 2026-03-31"), "\(lastDay.standardOutput)")
        let quiet = aecheck(faulty + ["--baseline", "baseline.json", "--today", "2026-03-17"], in: root)
        let warned = aecheck(faulty + ["--baseline", "baseline.json", "--today", "2026-03-18"], in: root)
        #expect(!quiet.standardOutput.contains("Baseline entry expires") && warned.standardOutput.contains("Baseline entry expires in 13 days"), "\(warned.standardOutput)")
        let expired = aecheck(faulty + ["--baseline", "baseline.json", "--today", "2026-04-01"], in: root)
        #expect(expired.exitCode == 1)
        #expect(expired.standardOutput.contains("Baseline expired: \(first) [tvos] expected until 2026-03-31"), "\(expired.standardOutput)")

        let unreadable = aecheck(faulty + ["--baseline", "missing.json"], in: root)
        #expect(unreadable.exitCode == 64 && unreadable.standardError.hasPrefix("Error: cannot read the baseline 'missing.json'"))
        // A FIFO would block the run before it began: it is refused unread.
        #expect(mkfifo(root.appendingPathComponent("fifo.json").path, 0o600) == 0)
        let fifo = aecheck(faulty + ["--baseline", "fifo.json"], in: root)
        #expect(fifo.exitCode == 64 && fifo.standardError.hasPrefix("Error: cannot read the baseline 'fifo.json' (it is a FIFO, not a regular file)"), "\(fifo.standardError)")
    }

    @Test func compareSetsTheReferenceBesideAFaultyReference() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(aecheck(["--filter", "CACHE", "--reports", "a"], in: root).exitCode == 0)
        #expect(aecheck(["--filter", "CACHE", "--fault", "caches-media-token", "--reports", "b"], in: root).exitCode == 1)
        let result = aecheck(["compare", "a/results.json", "b/results.json", "--output", "c"], in: root)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("| ≠ | **CACHE-04** Short media tokens are never cached | must | passed | failed |"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("| | reference | reference+caches-media-token |"))
        #expect(files(root.appendingPathComponent("c")) == ["badges", "comparison.html", "comparison.md", "index.html"])
        #expect(files(root.appendingPathComponent("c/badges")) == ["reference+caches-media-token.svg", "reference.svg"])
        #expect(result.standardOutput.contains("| report | [report.html](../a/report.html) | [report.html](../b/report.html) |"))
        #expect(aecheck(["compare", "a/results.json"], in: root).exitCode == 64)
        #expect(aecheck(["compare", "a/results.json", "a/report.md"], in: root).standardError.hasPrefix("Error: 'a/report.md' is not a results.json of aecheck"))
    }
}
