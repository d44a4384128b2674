import AccessEnablerConformance
import ConformanceKit
import Foundation

/// `aecheck merge`: the runs of shards `1…N` (`run --shard K/N`, one per CI job) put back together into the
/// run the whole makes, and its reports written as a run writes them.
///
/// What only the whole can judge is judged here: a baseline the shards applied is applied again to the
/// merged results (`--baseline`, the same file: its digest must match), and a merged run in which nothing
/// was checked is refused as a run is. For CI it prints and writes what a run does (annotations, the step
/// summary): the merge job is the one that gives the verdict.
enum MergeCommand {
    static func run(_ parsed: ParsedArguments, in directory: URL, specs: URL, environment: [String: String], help: HelpText) -> AECheck.Result {
        var runs: [SuiteRun] = []
        for path in parsed.inputs {
            let url = URL(fileURLWithPath: path, relativeTo: directory)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                return usage("cannot read '\(path)'; each shard's run writes its results.json into its --reports folder", help)
            }
            do {
                runs.append(try JSONReporter.decode(data))
            } catch {
                return usage("'\(path)' is not a results.json of aecheck: \(error)", help)
            }
        }
        var merged: SuiteRun
        do {
            merged = try ShardMerge.merge(runs, sources: parsed.inputs)
        } catch {
            return usage(error.description, help)
        }
        let strict = merged.metadata.strict
        if let digest = merged.metadata.baselineDigest {
            guard let path = parsed.baselinePath else {
                return usage("the shards applied a baseline (\(merged.metadata.baseline ?? "?")); give the same file with --baseline, so that it is judged on the whole run", help)
            }
            let url = URL(fileURLWithPath: path, relativeTo: directory)
            guard let data = FileManager.default.contents(atPath: url.path) else { return usage("cannot read the baseline '\(path)'", help) }
            guard "sha256:" + SHA256.hex(data) == digest else {
                return usage("the baseline '\(path)' is not the one the shards applied (its digest differs from \(digest.prefix(19))…)", help)
            }
            do {
                let today = parsed.today ?? String(ConformanceSuite.timestampNow().prefix(10))
                merged = try Baseline.decode(data).apply(to: merged, today: today)
            } catch {
                return usage("the baseline '\(path)' cannot be used: \(error)", help)
            }
        } else if parsed.baselinePath != nil {
            return usage("the shards applied no baseline; run them with --baseline, or merge without it", help)
        }
        let judged = merged.results.filter { $0.outcome != .notApplicable }
        if judged.isEmpty {
            return AECheck.Result(exitCode: AECheck.ExitCode.usage, standardOutput: "", standardError:
                "Error: nothing was checked: the \(merged.results.count) scenario run(s) of the \(merged.metadata.mergedShards ?? 0) shards are all not applicable to '\(ConsoleReporter.oneLine(merged.implementation))'\n")
        }
        merged.exitCode = merged.passes(strict: strict) ? AECheck.ExitCode.conformant : AECheck.ExitCode.checksFailed
        let junit = parsed.junitPath.map { URL(fileURLWithPath: $0, relativeTo: directory) }
        let folder = ReportFolder(url: URL(fileURLWithPath: parsed.reportsPath ?? "Reports/" + ReportFolder.folderName(merged.implementation) + "-merged",
                                           relativeTo: directory), junitURL: junit)
        let written: (paths: [URL], resultsDigest: String, digests: [String])
        do {
            try folder.check()
            folder.clear()
            written = try folder.write(merged, strict: strict)
        } catch {
            return AECheck.Result(exitCode: AECheck.ExitCode.cannotWriteReports, standardOutput: "",
                                  standardError: "Error: \(error). Choose another folder with --reports <dir>.\n")
        }
        let report = ComplianceReport(merged, strict: strict, resultsDigest: written.resultsDigest)
        let ci = CIOutput(parsed, environment: environment, directory: directory)
            .finish(report, summary: SummaryReporter.render(report), paths: SpecPaths(specsFolder: specs, workingDirectory: directory))
        let name = ConsoleReporter.oneLine(merged.implementation)
        let merging: String = "Merged \(merged.metadata.mergedShards ?? 0) shards of \(name): \(merged.results.count) results\n"
        let output = ci.standardOutput + merging
            + "Reports: " + written.paths.map(\.relativePath).joined(separator: ", ") + " (results \(written.resultsDigest.prefix(19))…)\n"
            + ConsoleReporter.summary(merged, strict: strict)
        return AECheck.Result(exitCode: merged.exitCode!, standardOutput: output, standardError: ci.standardError)
    }

    private static func usage(_ message: String, _ help: HelpText) -> AECheck.Result {
        AECheck.Result(exitCode: AECheck.ExitCode.usage, standardOutput: "", standardError: help.usageError(message, .merge))
    }
}
