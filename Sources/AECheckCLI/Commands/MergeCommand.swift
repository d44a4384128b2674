import AECheckRun
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
enum MergeCommand: AECheckCommand {
    static let summary = "Put the runs of shards 1…N (run --shard K/N) back together: one results.json and every report, as the whole run makes them; refuses shards of different suites, specs, implementations or options, and a shard missing or given twice."
    static let arguments = "<results.json>..."
    static let options: [CommandOption] = [.reports] + CommandOption.placings + [.annotations, .baseline, .today, .specs]
    static func validate(_ parsed: ParsedArguments) throws(ParsedArguments.UsageError) {
        if parsed.inputs.isEmpty {
            throw .init(message: "'merge' reads the results.json of every shard, such as Reports/shard-1/results.json Reports/shard-2/results.json", command: parsed.command)
        }
    }


    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        let (parsed, directory, specs, environment, help) = (invocation.parsed, invocation.directory, invocation.specs, invocation.environment, invocation.help)
        let progress = invocation.progress
        var runs: [SuiteRun] = []
        for path in parsed.inputs {
            runs.append(try ResultsFile.read(path, invocation, whereWritten: "each shard's run writes its results.json into its --reports folder"))
        }
        var merged: SuiteRun
        do {
            merged = try ShardMerge.merge(runs, sources: parsed.inputs)
        } catch {
            throw usage(error.description, help)
        }
        if let problem = incompleteShard(runs, sources: parsed.inputs, specs: specs) { throw usage(problem, help) }
        let strict = merged.metadata.strict
        if let digest = merged.metadata.baselineDigest {
            guard let path = parsed.grading.baselinePath else {
                throw usage("the shards applied a baseline (\(merged.metadata.baseline ?? "?")); give the same file with --baseline, so that it is judged on the whole run", help)
            }
            let url = URL(fileURLWithPath: path, relativeTo: directory)
            guard let data = FileManager.default.contents(atPath: url.path) else { throw usage("cannot read the baseline '\(path)'", help) }
            guard "sha256:" + SHA256.hex(data) == digest else {
                throw usage("the baseline '\(path)' is not the one the shards applied (its digest differs from \(digest.prefix(19))…)", help)
            }
            do {
                let today = parsed.grading.today ?? String(ConformanceSuite.timestampNow().prefix(10))
                merged = try Baseline.decode(data, platforms: ConformanceSuite.platformNames).apply(to: merged, today: today)
            } catch {
                throw usage("the baseline '\(path)' cannot be used: \(error)", help)
            }
        } else if parsed.grading.baselinePath != nil {
            throw usage("the shards applied no baseline; run them with --baseline, or merge without it", help)
        }
        let judged = merged.results.filter { $0.outcome != .notApplicable }
        if judged.isEmpty {
            throw CommandFailure(exitCode: AECheck.ExitCode.usage, standardError:
                "Error: nothing was checked: the \(merged.results.count) scenario run(s) of the \(merged.metadata.mergedShards ?? 0) shards are all not applicable to '\(ConsoleReporter.oneLine(merged.implementation))'\n")
        }
        merged.exitCode = merged.passes(strict: strict) ? AECheck.ExitCode.conformant : AECheck.ExitCode.checksFailed
        let transaction = ReportTransaction(ReportDestination(parsed, in: directory), name: merged.implementation + "-merged", subject: "merged run")
        try CommandFailure.mapping(.merge, help) { () throws(RunFailure) in try transaction.check() }
        let summary = ConsoleReporter.summary(merged)
        let run = merged
        return try CommandFailure.mapping(.merge, help) { () throws(RunFailure) in
            try transaction.holding(waiting: progress) { () throws(RunFailure) in
                try transaction.write(run, filePrefix: nil, output: summary) { written in
                    let report = written.report
                    let ci = CIOutput(parsed, environment: environment, directory: directory)
                        .finish(report, summary: SummaryReporter.render(report, linkingCards: false), paths: SpecPaths(specsFolder: specs, workingDirectory: directory))
                    let name = ConsoleReporter.oneLine(run.implementation)
                    let merging: String = "Merged \(run.metadata.mergedShards ?? 0) shards of \(name): \(run.results.count) results\n"
                    let output = ci.standardOutput + merging
                        + "Reports: " + written.paths.map(\.relativePath).joined(separator: ", ") + " (results \(written.resultsDigest.prefix(19))…)\n"
                        + summary
                    return AECheck.Result(exitCode: run.exitCode!, standardOutput: output, standardError: ci.standardError)
                }
            }
        }
    }

    /// Why the shards do not make the whole run: the specs, the selection and K/N say which scenarios each
    /// shard ran, and each must hold exactly their results, once each (a shard emptied, given twice under
    /// another number, or holding another's results is refused, naming what is missing or extra). An
    /// exploration's shards hold invariants, not scenarios: the shard numbering is their check.
    private static func incompleteShard(_ runs: [SuiteRun], sources: [String], specs: URL) -> String? {
        guard let first = runs.first else { return nil }
        let named = { (items: [String]) in items.prefix(5).joined(separator: "; ") + (items.count > 5 ? " and \(items.count - 5) more" : "") }
        if first.metadata.mode == .exploration {
            // Every shard of an exploration has one result per invariant (and per comparison): the same ones, once each.
            let expected = first.results.map(\.displayName).sorted()
            for (position, run) in runs.enumerated() {
                let held = run.results.map(\.displayName).sorted()
                guard held != expected || Set(held).count != held.count else { continue }
                let missing = expected.filter { !held.contains($0) }, extra = held.filter { !expected.contains($0) }
                var parts: [String] = []
                if !missing.isEmpty { parts.append("it lacks \(named(missing))") }
                if !extra.isEmpty { parts.append("it holds \(named(extra)), which \(sources[0]) does not") }
                if Set(held).count != held.count { parts.append("it holds a result twice") }
                return "\(sources[position]) is not a shard of the same exploration as \(sources[0]): " + parts.joined(separator: "; ")
            }
            return nil
        }
        guard SpecFile.digest(of: specs) == first.metadata.specsDigest, let suite = try? ConformanceSuite.load(from: specs) else {
            return "the specs at '\(specs.relativePath)' are not those the shards ran (\(first.metadata.specsDigest.prefix(19))…): merge checks "
                + "that the shards hold the whole run against them; name them with --specs <dir>"
        }
        for (position, run) in runs.enumerated() {
            guard let shard = run.metadata.shard else { continue }
            let selection = ConformanceSuite.Selection(recordedFilter: run.metadata.filter, shard: shard)
            // Result by result: each scenario once on each platform it runs on (the run's --platform, or each its tags name),
            // so that a result cannot go missing while its twin on the other platform stays.
            let expected = suite.scenarios(selection).flatMap { item in
                ConformanceSuite.platforms(of: item.pickle).map(\.rawValue).filter { run.metadata.platformFilter == nil || $0 == run.metadata.platformFilter }
                    .map { "\(item.spec.path):\(item.pickle.location.line) [\($0)]" }
            }
            let held = run.results.map { "\($0.location) [\($0.platform ?? "")]" }
            let missing = expected.filter { !held.contains($0) }
            let extra = Array(Set(held).subtracting(expected)).sorted()
            var seen: Set<String> = []
            let twice = run.results.map(\.displayName).filter { !seen.insert($0).inserted }
            if !missing.isEmpty || !extra.isEmpty || !twice.isEmpty {
                var parts: [String] = []
                if !missing.isEmpty { parts.append("it lacks the results of \(named(missing))") }
                if !extra.isEmpty { parts.append("it holds results of scenarios shard \(shard) does not run: \(named(extra))") }
                if !twice.isEmpty { parts.append("it holds results twice: \(named(twice))") }
                return "\(sources[position]) is not shard \(shard) of this run: " + parts.joined(separator: "; ")
            }
        }
        return nil
    }

    private static func usage(_ message: String, _ help: HelpText) -> CommandFailure {
        .usage(message, .merge, help)
    }
}
