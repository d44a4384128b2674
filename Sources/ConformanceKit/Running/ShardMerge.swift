/// Puts the runs of shards `1…N` of one piece of work (`--shard K/N`) back together into the run the whole
/// would have made: the results of each shard in shard order (a shard is a consecutive block of the whole
/// in its order), the requirements, the metadata they share. It refuses shards that are not of one run:
/// another suite, other specs, another implementation or version, other options, a shard missing or given twice.
///
/// What only the whole can judge is left to the caller: a baseline (its entries may match results of
/// several shards) is applied to the merged run again, and whether anything was checked at all.
package enum ShardMerge: Sendable {
    /// Why shards cannot be merged: the reason, naming the shard and the field.
    package struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        package var description: String
    }

    /// The run the shards make together. `sources` names each run for messages (its file, as given).
    package static func merge(_ runs: [SuiteRun], sources: [String]) throws(Refusal) -> SuiteRun {
        precondition(runs.count == sources.count)
        guard let first = runs.first else { throw Refusal(description: "no shard to merge") }
        var byIndex: [Int: Int] = [:]
        for (position, run) in runs.enumerated() {
            guard let shard = run.metadata.shard else {
                throw Refusal(description: "\(sources[position]) is not the run of a shard (it was run without --shard K/N)")
            }
            guard let firstShard = first.metadata.shard, shard.count == firstShard.count else {
                throw Refusal(description: "\(sources[position]) is shard \(shard) and \(sources[0]) is shard \(first.metadata.shard.map(\.description) ?? "?"): "
                    + "shards of one run are cut into the same number of parts")
            }
            if let earlier = byIndex[shard.index] {
                throw Refusal(description: "\(sources[position]) and \(sources[earlier]) are both shard \(shard)")
            }
            byIndex[shard.index] = position
            if let difference = difference(first, run) {
                throw Refusal(description: "\(sources[position]) is not a shard of the same run as \(sources[0]): \(difference) differs; "
                    + "merge the shards of one run, made with the same suite, specs, implementation and options")
            }
        }
        let count = first.metadata.shard!.count
        let missing = (1...count).filter { byIndex[$0] == nil }
        guard missing.isEmpty else {
            let named = missing.prefix(10).map { "\($0)/\(count)" }.joined(separator: ", ") + (missing.count > 10 ? " and \(missing.count - 10) more" : "")
            throw Refusal(description: "shard\(missing.count == 1 ? "" : "s") \(named) "
                + "\(missing.count == 1 ? "is" : "are") missing: every shard of a run is needed to merge it")
        }
        let ordered = (1...count).map { runs[byIndex[$0]!] }
        var merged = first
        merged.results = first.metadata.mode == .exploration ? mergedExploration(ordered) : ordered.flatMap(\.results)
        merged.metadata.shard = nil
        merged.metadata.mergedShards = count
        // Processes at once, per shard: the most any shard ran.
        merged.metadata.testeeProcesses = ordered.compactMap(\.metadata.testeeProcesses).max()
        merged.timestamp = ordered.map(\.timestamp).min()!
        let finished = ordered.compactMap(\.finished)
        merged.finished = finished.count == count ? finished.max() : nil
        let durations = ordered.compactMap(\.duration)
        merged.duration = durations.count == count ? durations.reduce(0, +) : nil
        merged.hostname = ordered.map(\.hostname).uniqued().joined(separator: ", ")
        // A value every shard gives alike stays as it is; values that differ are kept per shard, never joined.
        var provenance: [String: [(shard: Shard, value: String)]] = [:]
        for run in ordered { for (key, value) in run.provenance ?? [:] { provenance[key, default: []].append((run.metadata.shard!, value)) } }
        var kept: [String: String] = [:]
        for (key, values) in provenance {
            if values.count == count, Set(values.map(\.value)).count == 1 {
                kept[key] = values[0].value
            } else {
                for (shard, value) in values { kept["\(key) (shard \(shard))"] = value }
            }
        }
        merged.provenance = kept.isEmpty ? nil : kept
        // Judged again on the whole by the caller.
        merged.exitCode = nil
        merged.baselineProblems = []
        merged.baselineWarnings = nil
        for index in merged.results.indices { merged.results[index].expectedFailure = nil }
        return merged
    }

    /// The results of an exploration's shards as the whole exploration gives them. Each shard has a result per
    /// invariant (and per comparison); one that broke in some shard takes the first shard's breach that broke it
    /// (its runs come first, so its first run is the whole's first, shrunk alike) and the runs of every shard.
    private static func mergedExploration(_ shards: [SuiteRun]) -> [ScenarioResult] {
        var order: [String] = []
        var byID: [String: [ScenarioResult]] = [:]
        for shard in shards {
            for result in shard.results {
                if byID[result.displayName] == nil { order.append(result.displayName) }
                byID[result.displayName, default: []].append(result)
            }
        }
        return order.map { id in
            let results = byID[id]!
            // A result that holds for the whole when it holds in any shard (the runs reached a configured library in some
            // shard): passed if one shard passed it, else failed if one failed it, else not applicable.
            if results.allSatisfy({ $0.tags.contains(ScenarioResult.wholeExplorationTag) }) {
                return results.first { $0.outcome == .passed } ?? results.first { $0.outcome == .failed } ?? results[0]
            }
            guard var merged = results.first(where: { $0.outcome == .error }) ?? results.first(where: { $0.exploration != nil }) else {
                return results[0]
            }
            if var tally = merged.exploration {
                tally.violatingRuns = results.compactMap(\.exploration).map(\.violatingRuns).reduce(0, +)
                merged.exploration = tally
                merged.message = tally.message
            }
            return merged
        }
    }

    /// The first field that tells `a` and `b` apart as runs (timings, hosts, shards and command lines aside), or `nil`.
    private static func difference(_ a: SuiteRun, _ b: SuiteRun) -> String? {
        let (x, y) = (a.metadata, b.metadata)
        let fields: [(String, Bool)] = [
            ("the implementation", a.implementation == b.implementation),
            ("the suite version", x.suite == y.suite),
            ("the specs digest", x.specsDigest == y.specsDigest),
            ("the implementation's version", x.implementationVersion == y.implementationVersion),
            ("the implementation's features", x.features == y.features),
            ("the implementation's platforms", x.platforms == y.platforms),
            ("the SDK version", x.sdkVersion == y.sdkVersion),
            ("--filter", x.filter == y.filter),
            ("--platform", x.platformFilter == y.platformFilter),
            ("--strict", x.strict == y.strict),
            ("the baseline", x.baselineDigest == y.baselineDigest),
            ("how the implementation was run", x.rerun == y.rerun && x.program == y.program),
            ("the run mode", x.mode == y.mode),
            ("the testee", x.testee == y.testee),
            ("the exploration", x.exploration == y.exploration),
            ("the requirements", a.requirements == b.requirements),
        ]
        return fields.first { !$0.1 }?.0
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    fileprivate func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
