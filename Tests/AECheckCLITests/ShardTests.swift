import AECheckCLI
import AECheckSelfTest
import ConformanceKit
import Foundation
import ReferenceAccessEnabler
import Testing

/// `run --shard K/N` and `merge`: a run cut into CI jobs and put back together is the run the whole makes.
@Suite("Shards and merge")
struct ShardTests {
    private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func aecheck(_ arguments: [String]) -> AECheck.Result {
        AECheck.main(arguments, in: packageRoot, selfTest: ReferenceSelfTest())
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-shards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A run's results.json as data, without what differs between any two runs (times, host, command line) or
    /// tells a merged run from a whole one.
    private func comparable(_ folder: URL) throws -> SuiteRun {
        var run = try JSONReporter.decode(try Data(contentsOf: folder.appendingPathComponent("results.json")))
        run.timestamp = ""
        run.finished = nil
        run.duration = nil
        run.hostname = ""
        run.metadata.commandLine = ""
        run.metadata.mergedShards = nil
        for index in run.results.indices { run.results[index].duration = 0 }
        return run
    }

    @Test func everyUnitIsInExactlyOneShardAndTheShardsInOrderAreTheWhole() throws {
        for total in 0...40 {
            for count in 1...9 {
                let parts = (1...count).map { Shard(index: $0, count: count)!.part(of: Array(0..<total)) }
                #expect(parts.flatMap { $0 } == Array(0..<total), "\(total) units in \(count) shards")
                let sizes = parts.map(\.count)
                #expect(sizes.max()! - sizes.min()! <= 1, "\(total) units in \(count) shards: sizes \(sizes)")
            }
        }
        for text in [#"{"index":0,"count":0}"#, #"{"index":4,"count":3}"#, #"{"index":-1,"count":2}"#] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(Shard.self, from: Data(text.utf8)) }
        }
        #expect(try JSONDecoder().decode(Shard.self, from: Data(#"{"index":2,"count":3}"#.utf8)) == Shard(index: 2, count: 3))
        #expect(Shard(index: 0, count: 3) == nil)
        #expect(Shard(index: 4, count: 3) == nil)
        #expect(Shard(index: 1, count: 0) == nil)
    }

    @Test(arguments: [1, 2, 3, 7])
    func shardsMergedGiveTheResultsOfTheWholeRun(count: Int) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = ["--fault", "caches-media-token", "--filter", "CACHE", "--filter", "AUTHN"]
        let whole = aecheck(["run"] + options + ["--reports", folder.appendingPathComponent("whole").path])
        #expect(whole.exitCode == 1, "the fault fails CACHE-04")
        var inputs: [String] = []
        for index in 1...count {
            let shard = folder.appendingPathComponent("shard-\(index)")
            let result = aecheck(["run"] + options + ["--shard", "\(index)/\(count)", "--reports", shard.path])
            #expect([0, 1].contains(result.exitCode), "\(result.standardError)")
            inputs.append(shard.appendingPathComponent("results.json").path)
        }
        let merged = aecheck(["merge"] + inputs.reversed() + ["--reports", folder.appendingPathComponent("merged").path])
        #expect(merged.exitCode == whole.exitCode, "\(merged.standardError)")
        #expect(try comparable(folder.appendingPathComponent("merged")) == comparable(folder.appendingPathComponent("whole")))
        let junit = try String(contentsOf: folder.appendingPathComponent("merged/junit.xml"), encoding: .utf8)
        #expect(junit.components(separatedBy: "<testcase ").count - 1 == (try comparable(folder.appendingPathComponent("whole")).results.count))
    }

    @Test func mergeRefusesAnExplorationShardWithAResultTakenOut() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var inputs: [String] = []
        for index in 1...2 {
            let reports = folder.appendingPathComponent("shard-\(index)")
            _ = aecheck(["explore", "--seed", "3", "--runs", "8", "--fault", "caches-media-token", "--shard", "\(index)/2", "--reports", reports.path])
            inputs.append(reports.appendingPathComponent("results.json").path)
        }
        var run = try JSONReporter.decode(Data(contentsOf: URL(fileURLWithPath: inputs[1])))
        let index = try #require(run.results.firstIndex { $0.outcome == .failed } ?? run.results.indices.first)
        run.results.remove(at: index)
        let forged = folder.appendingPathComponent("forged.json")
        try Data(JSONReporter.render(run).utf8).write(to: forged)
        let refused = aecheck(["merge", inputs[0], forged.path, "--reports", folder.appendingPathComponent("merged").path])
        #expect(refused.exitCode == 64 && refused.standardError.contains("is not a shard of the same exploration as"), "\(refused.standardError)")
        #expect([0, 1].contains(aecheck(["merge"] + inputs + ["--reports", folder.appendingPathComponent("merged").path]).exitCode), "the true shards merge")
    }

    @Test(arguments: [1, 2, 3, 7])
    func explorationShardsMergedGiveTheResultsOfTheWholeExploration(count: Int) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A fault that breaks an invariant in some runs and not others, compared with the reference too: the first
        // seed whose exploration counts a breach over several runs (which seed does depends on the platforms and
        // invariants there are, not on what this test checks).
        let exploring = { (seed: Int) in
            ["explore", "--seed", "\(seed)", "--runs", "40", "--steps", "30", "--fault", "caches-media-token", "--against", "reference"]
        }
        let wholeFolder = folder.appendingPathComponent("whole")
        let brokeOverSeveralRuns = { (try? self.comparable(wholeFolder))?.results.contains { ($0.exploration?.violatingRuns ?? 0) > 1 } ?? false }
        var seed = 1
        var whole = aecheck(exploring(seed) + ["--reports", wholeFolder.path])
        while seed < 8, whole.exitCode != 1 || !brokeOverSeveralRuns() {
            seed += 1
            whole = aecheck(exploring(seed) + ["--reports", wholeFolder.path])
        }
        let options = exploring(seed)
        #expect(whole.exitCode == 1, "\(whole.standardError)")
        var inputs: [String] = []
        for index in 1...count {
            let shard = folder.appendingPathComponent("shard-\(index)")
            let result = aecheck(options + ["--shard", "\(index)/\(count)", "--reports", shard.path])
            #expect([0, 1].contains(result.exitCode), "\(result.standardError)")
            inputs.append(shard.appendingPathComponent("results.json").path)
        }
        let merged = aecheck(["merge"] + inputs + ["--reports", folder.appendingPathComponent("merged").path])
        #expect(merged.exitCode == whole.exitCode, "\(merged.standardError)")
        let mergedRun = try comparable(folder.appendingPathComponent("merged")), wholeRun = try comparable(folder.appendingPathComponent("whole"))
        #expect(mergedRun == wholeRun)
        #expect(wholeRun.results.contains { ($0.exploration?.violatingRuns ?? 0) > 1 }, "a breach counted over several runs, summed over the shards")
    }

    @Test func aShardOfTheCampaignsRunsItsBlockOfFaultsAndAlternativesAndLeavesGuardingToTheWhole() {
        let result = aecheck(["mutants", "--shard", "40/40"])
        #expect(result.exitCode == 0, "\(result.standardOutput)")
        let shard = Shard(index: 40, count: 40)!
        let faults = shard.part(of: ReferenceFault.allCases).count, alternatives = shard.part(of: ReferenceAlternative.allCases).count
        #expect(result.standardOutput.contains("Shard 40/40 of the campaigns: faults \(faults) of \(ReferenceFault.allCases.count), "
            + "alternatives \(alternatives) of \(ReferenceAlternative.allCases.count)"))
        #expect(result.standardOutput.contains("requirements no fault is caught on: judged on the whole campaign only (this is a shard)"))
        #expect(result.standardOutput.contains("mutation score: \(faults)/\(faults)"))
    }

    @Test func theMergeJobAnnotatesAndSummarisesAsTheWholeRunWould() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = ["--fault", "caches-media-token", "--filter", "CACHE", "--annotations", "none"]
        var inputs: [String] = []
        for index in 1...2 {
            let shard = folder.appendingPathComponent("s\(index)")
            _ = aecheck(["run"] + options + ["--shard", "\(index)/2", "--reports", shard.path])
            inputs.append(shard.appendingPathComponent("results.json").path)
        }
        let summary = folder.appendingPathComponent("step-summary.md")
        let environment = ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path]
        let merged = AECheck.main(["merge"] + inputs + ["--reports", folder.appendingPathComponent("merged").path], in: packageRoot,
                                  selfTest: ReferenceSelfTest(), environment: environment)
        let whole = AECheck.main(["run", "--fault", "caches-media-token", "--filter", "CACHE", "--reports", folder.appendingPathComponent("whole").path],
                                 in: packageRoot, selfTest: ReferenceSelfTest(), environment: ["GITHUB_ACTIONS": "true"])
        #expect(merged.exitCode == 1)
        let annotations = { (output: String) in output.split(separator: "\n").filter { $0.hasPrefix("::") } }
        #expect(!annotations(merged.standardOutput).isEmpty)
        #expect(annotations(merged.standardOutput) == annotations(whole.standardOutput))
        // The job summary is the merged report's summary, its findings without links (report.html is not on GitHub's page).
        let appended = try String(contentsOf: summary, encoding: .utf8)
        let file = try String(contentsOf: folder.appendingPathComponent("merged/report-summary.md"), encoding: .utf8)
        let unlinked = file.replacingOccurrences(of: #"\[([^\]]*)\]\(report\.html#finding-[0-9]+\)"#, with: "$1", options: .regularExpression)
            .replacingOccurrences(of: "Details: report.html, report.md;", with: "Details: report.html, report.md (in the run's uploaded reports);")
        #expect(appended == unlinked)
    }

    @Test func aShardWithNothingInItPassesAndTheMergeStillJudgesTheWhole() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // One scenario per platform variant at most: more shards than scenarios leave some empty.
        let scenarios = aecheck(["list", "--filter", "CACHE-04", "--json"])
        #expect(scenarios.exitCode == 0)
        var inputs: [String] = []
        for index in 1...9 {
            let shard = folder.appendingPathComponent("s\(index)")
            #expect(aecheck(["run", "--filter", "CACHE-04", "--shard", "\(index)/9", "--reports", shard.path]).exitCode == 0)
            inputs.append(shard.appendingPathComponent("results.json").path)
        }
        let merged = aecheck(["merge"] + inputs + ["--reports", folder.appendingPathComponent("merged").path])
        #expect(merged.exitCode == 0, "\(merged.standardError)")
        #expect(merged.standardOutput.hasPrefix("Merged 9 shards of reference"))
    }

    @Test func mergeRefusesShardsThatAreNotOfOneRun() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func shard(_ name: String, _ arguments: [String]) -> String {
            let reports = folder.appendingPathComponent(name)
            _ = aecheck(["run", "--filter", "CACHE"] + arguments + ["--reports", reports.path])
            return reports.appendingPathComponent("results.json").path
        }
        let one = shard("one", ["--shard", "1/2"]), two = shard("two", ["--shard", "2/2"])
        let faulty = shard("faulty", ["--shard", "2/2", "--fault", "caches-media-token"])
        let strict = shard("strict", ["--shard", "2/2", "--strict"])
        let ofThree = shard("three", ["--shard", "2/3"])
        let whole = shard("whole", [])
        let cases: [([String], String)] = [
            ([one], "shard 2/2 is missing"),
            ([one, two, two], "are both shard 2/2"),
            ([one, faulty], "the implementation differs"),
            ([one, strict], "--strict differs"),
            ([one, ofThree], "the same number of parts"),
            ([one, whole], "is not the run of a shard"),
            ([folder.appendingPathComponent("none.json").path], "cannot read"),
        ]
        for (inputs, expected) in cases {
            let result = aecheck(["merge"] + inputs + ["--reports", folder.appendingPathComponent("merged").path])
            #expect(result.exitCode == 64, "\(expected)")
            #expect(result.standardError.contains(expected), "\(result.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("merged").path), "a refused merge writes nothing")
        #expect(aecheck(["merge", one, two, "--reports", folder.appendingPathComponent("merged").path]).exitCode == 0)
    }

    @Test func mergeRefusesShardsThatDoNotHoldTheirPartOfTheRun() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func shard(_ name: String, _ arguments: [String]) throws -> (path: String, data: Data) {
            let reports = folder.appendingPathComponent(name)
            _ = aecheck(["run", "--filter", "CACHE", "--fault", "caches-media-token"] + arguments + ["--reports", reports.path])
            let path = reports.appendingPathComponent("results.json").path
            return (path, try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        let one = try shard("one", ["--shard", "1/2", "--provenance", "job=1"]), two = try shard("two", ["--shard", "2/2", "--provenance", "job=2"])
        func forged(_ name: String, from source: (path: String, data: Data), _ change: (inout SuiteRun) -> Void) throws -> String {
            var run = try JSONReporter.decode(source.data)
            change(&run)
            let url = folder.appendingPathComponent(name + ".json")
            try Data(JSONReporter.render(run).utf8).write(to: url)
            return url.path
        }
        let emptied = try forged("emptied", from: two) { $0.results = [] }
        let doubled = try forged("doubled", from: two) { $0.results += $0.results }
        let relabelled = try forged("relabelled", from: one) { $0.metadata.shard = Shard(index: 2, count: 2) }
        // A failing result on one platform taken out while its twin on the other stays: the same scenarios, not the same results.
        let untwinned = try forged("untwinned", from: two) { run in
            if let index = run.results.firstIndex(where: { $0.platform == "tvos" && $0.outcome == .failed }) { run.results.remove(at: index) }
        }
        let cases: [([String], String)] = [
            ([one.path, emptied], "is not shard 2/2 of this run: it lacks the results of"),
            ([one.path, untwinned], "is not shard 2/2 of this run: it lacks the results of caching.feature:"),
            ([one.path, doubled], "it holds results twice: ["),
            ([one.path, relabelled], "it holds results of scenarios shard 2/2 does not run"),
        ]
        for (inputs, expected) in cases {
            let result = aecheck(["merge"] + inputs + ["--reports", folder.appendingPathComponent("merged").path])
            #expect(result.exitCode == 64, "\(expected)")
            #expect(result.standardError.contains(expected), "\(result.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("merged").path), "a refused merge writes nothing")
        // The true shards merge, FAILED as the whole run is, and each keeps its own provenance.
        let merged = aecheck(["merge", one.path, two.path, "--reports", folder.appendingPathComponent("merged").path])
        #expect(merged.exitCode == 1, "\(merged.standardError)")
        let run = try JSONReporter.decode(try Data(contentsOf: folder.appendingPathComponent("merged/results.json")))
        #expect(run.provenance == ["job (shard 1/2)": "1", "job (shard 2/2)": "2"])
    }

    @Test func aBaselineIsJudgedOnTheMergedRunNotOnEachShard() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = ["--fault", "caches-media-token", "--filter", "CACHE"]
        #expect(aecheck(["run"] + options + ["--reports", folder.appendingPathComponent("faulty").path]).exitCode == 1)
        let baseline = folder.appendingPathComponent("baseline.json").path
        #expect(aecheck(["baseline", folder.appendingPathComponent("faulty/results.json").path, "--output", baseline,
                         "--reason", "CACHE-04 is planted here", "--expires", "2099-01-01"]).exitCode == 0)
        let whole = aecheck(["run"] + options + ["--baseline", baseline, "--reports", folder.appendingPathComponent("whole").path])
        #expect(whole.exitCode == 0)
        var inputs: [String] = []
        for index in 1...3 {
            let shard = folder.appendingPathComponent("s\(index)")
            #expect(aecheck(["run"] + options + ["--baseline", baseline, "--shard", "\(index)/3", "--reports", shard.path]).exitCode == 0,
                    "a shard without the baseline's failures is not stale: other shards may hold them")
            inputs.append(shard.appendingPathComponent("results.json").path)
        }
        let withoutBaseline = aecheck(["merge"] + inputs + ["--reports", folder.appendingPathComponent("merged").path])
        #expect(withoutBaseline.exitCode == 64 && withoutBaseline.standardError.contains("give the same file with --baseline"))
        let merged = aecheck(["merge"] + inputs + ["--baseline", baseline, "--reports", folder.appendingPathComponent("merged").path])
        #expect(merged.exitCode == 0, "\(merged.standardError)")
        #expect(try comparable(folder.appendingPathComponent("merged")) == comparable(folder.appendingPathComponent("whole")))
        // Run clean, the same shards make the entry stale, on the whole.
        var clean: [String] = []
        for index in 1...3 {
            let shard = folder.appendingPathComponent("clean\(index)")
            _ = aecheck(["run", "--filter", "CACHE", "--baseline", baseline, "--shard", "\(index)/3", "--reports", shard.path])
            clean.append(shard.appendingPathComponent("results.json").path)
        }
        let stale = aecheck(["merge"] + clean + ["--baseline", baseline, "--reports", folder.appendingPathComponent("stale").path])
        #expect(stale.exitCode == 1)
        #expect(stale.standardOutput.contains("stale"), "\(stale.standardOutput)")
    }
}
