import AccessEnablerAdapter
import AccessEnablerConformance
import AccessEnablerExploration
import ConformanceKit
import ReferenceAccessEnabler

/// `aecheck explore --all-faults`: explores the reference and every named fault of it in every SDK profile
/// it plays, and sets what exploration catches beside what the written scenarios catch.
///
/// A fault is *caught by exploration* when, in some profile, a run breaks an invariant or behaves
/// differently from the correct reference of that profile (the report says which came first). It is
/// *caught by the written scenarios* when some scenario fails or errors on it in some profile: the
/// scenarios of the requirements a named fault declares are run first, the whole suite only if they all
/// pass; a path fault always meets the whole suite in every profile. The reference itself must
/// explore clean: no invariant broken and no difference from itself, in every profile. The path faults
/// (``PathFault``) are set apart: they stand for mistakes on paths no written scenario walks.
package struct ExploreCampaign: Sendable {
    /// What exploration and the written scenarios did with one fault.
    package struct Outcome: Sendable, Equatable {
        /// The fault's name.
        package var fault: String
        /// Whether it is a path fault rather than a named fault of the reference.
        package var isPathFault: Bool
        /// What exploration found first (`invariant [REQ]` or `differs from the reference`), where, or `nil`.
        package var explored: String?
        /// Whether an invariant found it first (no difference from the reference came earlier).
        package var byInvariant: Bool
        /// Whether a written scenario failed or errored on it.
        package var byWrittenScenarios: Bool
    }

    /// One outcome per fault: the named faults in order, then the path faults.
    package var outcomes: [Outcome]
    /// Runs of the reference itself, over every profile.
    package var referenceRuns: Int
    /// Events of those runs.
    package var referenceEvents: Int
    /// Invariants the reference broke (must be 0).
    package var referenceViolations: Int
    /// Runs in which the reference differed from itself (must be 0).
    package var referenceDifferences: Int
    /// The seed and budget of every exploration.
    package var configuration: ExploreConfiguration

    /// Explores the reference and each of `faults` with `configuration`'s seed and budget (per profile),
    /// `parallelism` faults at a time.
    package static func run(
        _ suite: ConformanceSuite, configuration: ExploreConfiguration, faults: [ReferenceFault] = ReferenceFault.allCases,
        pathFaults: [PathFault] = PathFault.allCases, parallelism: Int = campaignParallelism, progress: ((String) -> Void)? = nil
    ) -> ExploreCampaign {
        let base = { var stopping = configuration; stopping.stopsAtFirstFinding = true; return stopping }()
        var campaign = ExploreCampaign(outcomes: [], referenceRuns: 0, referenceEvents: 0, referenceViolations: 0, referenceDifferences: 0, configuration: configuration)
        for profile in ReferenceAccessEnabler.profiles {
            let reference = ReferenceAccessEnabler.implementation(profile: profile)
            let report = Explorer(implementation: reference, reference: reference, configuration: configuration).explore()
            campaign.referenceRuns += report.runs
            campaign.referenceEvents += report.events
            campaign.referenceViolations += report.violations
            campaign.referenceDifferences += report.differingRuns
        }
        let examined: [(name: String, declared: [String], isPathFault: Bool, make: @Sendable (SDKVersion) -> AccessEnablerImplementation)] =
            faults.map { fault in (fault.rawValue, fault.violates, false, { ReferenceAccessEnabler.implementation(faults: [fault], profile: $0) }) }
            + pathFaults.map { fault in (fault.rawValue, [], true, { fault.implementation(profile: $0) }) }
        let tell = progress.map { CampaignProgress(label: "explore --all-faults", total: examined.count, say: $0).callAsFunction }
        campaign.outcomes = examined.indices.map { $0 }.concurrentMap(parallelism: parallelism, progress: tell) { index in
            let (name, declared, isPathFault, make) = examined[index]
            return examine(name, declared: declared, isPathFault: isPathFault, make, suite: suite, configuration: base)
        }
        return campaign
    }

    private static func examine(
        _ name: String, declared: [String], isPathFault: Bool, _ make: (SDKVersion) -> AccessEnablerImplementation, suite: ConformanceSuite,
        configuration: ExploreConfiguration
    ) -> Outcome {
        var outcome = Outcome(fault: name, isPathFault: isPathFault, explored: nil, byInvariant: false, byWrittenScenarios: false)
        let profiles = ReferenceAccessEnabler.profiles
        for profile in profiles where outcome.explored == nil {
            let reference = ReferenceAccessEnabler.implementation(profile: profile)
            let report = Explorer(implementation: make(profile), reference: reference, configuration: configuration).explore()
            let broken = report.invariants.filter { $0.first != nil }.min { ($0.first!.run, $0.first!.event) < ($1.first!.run, $1.first!.event) }
            if let broken, let first = broken.first,
               report.firstDifference.map({ ($0.run, $0.event) >= (first.run, first.event) }) ?? true {
                outcome.explored = "\(broken.invariant.id) [\(first.requirement)] (SDK \(profile), run \(first.run), \(first.platform.rawValue), event \(first.event))"
                outcome.byInvariant = true
            } else if let first = report.firstDifference {
                outcome.explored = "differs from the reference (SDK \(profile), run \(first.run), \(first.platform.rawValue), event \(first.event))"
            }
        }
        let written = { (implementation: AccessEnablerImplementation, filter: String?) in
            suite.run(implementation, ConformanceSuite.Selection(filter: filter), timestamp: "").results
                .contains { $0.outcome == .failed || $0.outcome == .error }
        }
        for profile in profiles where !outcome.byWrittenScenarios {
            outcome.byWrittenScenarios = declared.contains { written(make(profile), $0) }
        }
        for profile in profiles where !outcome.byWrittenScenarios {
            outcome.byWrittenScenarios = written(make(profile), nil)
        }
        return outcome
    }

    /// Whether the reference explored clean in every profile.
    package var isClean: Bool { referenceViolations == 0 && referenceDifferences == 0 }

    /// The table and the counts.
    package func render() -> String {
        let width = max(24, (outcomes.map(\.fault.count).max() ?? 0) + 2)
        var lines = ["fault".padding(toLength: width, withPad: " ", startingAt: 0) + "written  explore: first finding"]
        for outcome in outcomes {
            if outcome.isPathFault, outcome == outcomes.first(where: \.isPathFault) {
                lines += ["", "path faults (around the reference, on paths no written scenario walks):"]
            }
            lines.append(outcome.fault.padding(toLength: width, withPad: " ", startingAt: 0)
                + (outcome.byWrittenScenarios ? "caught   " : "missed   ") + (outcome.explored ?? "missed"))
        }
        lines.append("")
        lines.append("budget per profile: seed \(configuration.seed), \(configuration.runs) runs of up to \(configuration.steps) events on "
            + configuration.platforms.map(\.rawValue).joined(separator: ", ") + "; \(ReferenceAccessEnabler.profiles.count) profiles")
        lines.append("the reference: \(referenceRuns) runs, \(referenceEvents) events: \(referenceViolations) violations, \(referenceDifferences) differences")
        lines.append(Self.tally("named faults", outcomes.filter { !$0.isPathFault }))
        lines.append(Self.tally("path faults", outcomes.filter(\.isPathFault)))
        return lines.joined(separator: "\n") + "\n"
    }

    private static func tally(_ title: String, _ outcomes: [Outcome]) -> String {
        let explored = outcomes.filter { $0.explored != nil }
        let written = outcomes.filter(\.byWrittenScenarios).count
        let both = explored.filter(\.byWrittenScenarios).count
        return "\(title): \(outcomes.count); caught by the written scenarios: \(written); by exploration: \(explored.count) "
            + "(first by an invariant: \(explored.filter(\.byInvariant).count), by the comparison with the reference: \(explored.filter { !$0.byInvariant }.count)); "
            + "by both: \(both), only by exploration: \(explored.count - both), only by the written scenarios: \(written - both), "
            + "by neither: \(outcomes.count - written - (explored.count - both))"
    }
}
