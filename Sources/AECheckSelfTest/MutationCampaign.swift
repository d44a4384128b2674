import AccessEnablerConformance
import ConformanceKit
import ReferenceAccessEnabler

/// Runs the whole suite against the reference once per named fault and SDK profile the reference
/// plays, to show every rule can fail.
///
/// A fault is *caught* when a scenario of its first declared requirement fails or errors. A rule is
/// *guarded* when some fault that declares it is caught on it. The campaign is complete when every
/// fault is caught and every rule of the specs is guarded.
package struct MutationCampaign: Sendable {
    /// What one fault did to the suite.
    package struct Kill: Sendable, Equatable {
        package var fault: ReferenceFault
        /// Requirement IDs with a failed or errored scenario, sorted.
        package var failedRequirements: [String]
        /// Whether the fault's first declared requirement is among them.
        package var isCaught: Bool { fault.violates.first.map(failedRequirements.contains) ?? false }
        /// Declared requirements the suite caught it on.
        package var caughtOnDeclared: [String] { fault.violates.filter(failedRequirements.contains) }
        /// Requirements it failed on that it does not declare.
        package var alsoFailed: [String] { failedRequirements.filter { !fault.violates.contains($0) } }
    }

    package var kills: [Kill]
    /// Every requirement ID the specs hold, sorted.
    package var requirements: [String]
    /// Whether these are only some of the faults (a shard of the campaign): then no requirement is called
    /// unguarded, since a fault of another shard may guard it.
    package var isPartial = false
    /// Seconds of wall time the campaign took (a measurement for people; no check reads it).
    package var wallTime: Double

    /// Runs the suite against every fault, `parallelism` faults at a time.
    package static func run(
        _ suite: ConformanceSuite, faults: [ReferenceFault] = ReferenceFault.allCases, parallelism: Int = campaignParallelism, progress: ((String) -> Void)? = nil
    ) -> MutationCampaign {
        let started = ContinuousClock.now
        let tell = progress.map { CampaignProgress(label: "mutants: faults", total: faults.count, say: $0).callAsFunction }
        let kills = faults.concurrentMap(parallelism: parallelism, progress: tell) { fault in
            var failed: Set<String> = []
            for profile in ReferenceAccessEnabler.profiles {
                // The campaign runs suites side by side; each suite keeps to its thread.
                let run = suite.run(ReferenceAccessEnabler.implementation(faults: [fault], profile: profile), timestamp: "", threads: 1)
                failed.formUnion(run.results.filter { $0.outcome == .failed || $0.outcome == .error }.flatMap(\.requirementIDs))
            }
            return Kill(fault: fault, failedRequirements: failed.sorted())
        }
        let elapsed = ContinuousClock.now - started
        let requirements = Set(suite.scenarios().flatMap { item in
            ConformanceSuite.requirementIDs(of: item.pickle)
        })
        let (seconds, attoseconds) = elapsed.components
        return MutationCampaign(
            kills: kills, requirements: requirements.sorted(),
            wallTime: Double(seconds) + Double(attoseconds) / 1e18)
    }

    /// Faults the suite did not catch on their first declared requirement.
    package var survivors: [Kill] { kills.filter { !$0.isCaught } }

    /// Requirements no fault is caught on (while declaring them).
    package var unguardedRequirements: [String] {
        guard !isPartial else { return [] }
        let guarded = Set(kills.flatMap(\.caughtOnDeclared))
        return requirements.filter { !guarded.contains($0) }
    }

    /// Whether every fault is caught and every requirement guarded.
    package var isComplete: Bool { survivors.isEmpty && unguardedRequirements.isEmpty }

    /// The kill matrix and the score, ending with `mutation score: K/N`.
    package func render() -> String {
        let width = max(24, (kills.map(\.fault.rawValue.count).max() ?? 0) + 2)
        var lines = ["fault".padding(toLength: width, withPad: " ", startingAt: 0) + "declared → caught on (also failed)"]
        for kill in kills {
            let mark = kill.isCaught ? "caught" : "SURVIVED"
            var line = kill.fault.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
            line += "\(kill.fault.violates.joined(separator: ",")) → \(mark) on \(kill.caughtOnDeclared.isEmpty ? "nothing declared" : kill.caughtOnDeclared.joined(separator: ","))"
            if !kill.alsoFailed.isEmpty { line += " (also \(kill.alsoFailed.joined(separator: ",")))" }
            lines.append(line)
        }
        lines.append("")
        lines.append("survivors: " + (survivors.isEmpty ? "none" : survivors.map(\.fault.rawValue).joined(separator: ", ")))
        let unrelatedOnly = kills.filter { !$0.isCaught && !$0.failedRequirements.isEmpty }
        lines.append("caught only on unrelated requirements: " + (unrelatedOnly.isEmpty ? "none" : unrelatedOnly.map(\.fault.rawValue).joined(separator: ", ")))
        lines.append("requirements no fault is caught on: " + (isPartial ? "judged on the whole campaign only (this is a shard)"
            : unguardedRequirements.isEmpty ? "none" : unguardedRequirements.joined(separator: ", ")))
        lines.append("\(kills.count) faults × the whole suite × \(ReferenceAccessEnabler.profiles.count) SDK profiles, wall time \(String(format: "%.1f", wallTime)) s")
        lines.append("mutation score: \(kills.count - survivors.count)/\(kills.count)")
        return lines.joined(separator: "\n") + "\n"
    }
}
