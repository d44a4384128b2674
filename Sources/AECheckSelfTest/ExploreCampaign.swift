import AccessEnablerAdapter
import AccessEnablerConformance
import ConformanceKit
import Dispatch
import ReferenceAccessEnabler
import Synchronization

/// `aecheck explore --all-faults`: explores the reference and every named fault of it in every SDK profile
/// it plays, and sets what exploration catches beside what the written scenarios catch.
///
/// A fault is *caught by exploration* when, in some profile, a run breaks an invariant (tried first, alone)
/// or, failing that, behaves differently from the correct reference of that profile. It is *caught by the
/// written scenarios* when some scenario fails or errors on it in some profile. The reference itself must
/// explore clean: no invariant broken and no difference from itself, in every profile.
public struct ExploreCampaign: Sendable {
    /// What exploration and the written scenarios did with one fault.
    public struct Outcome: Sendable, Equatable {
        public var fault: ReferenceFault
        /// What exploration found first (`invariant [REQ]` or `differs from the reference`), where, or `nil`.
        public var explored: String?
        /// Whether an invariant (not only a difference) caught it.
        public var byInvariant: Bool
        /// Whether a written scenario failed or errored on it.
        public var byWrittenScenarios: Bool
    }

    public var outcomes: [Outcome]
    /// Runs, events, violations and differences of the reference itself, over every profile.
    public var referenceRuns: Int
    public var referenceEvents: Int
    public var referenceViolations: Int
    public var referenceDifferences: Int
    public var configuration: ExploreConfiguration

    /// Explores the reference and each of `faults` with `configuration`'s seed and budget (per profile),
    /// `parallelism` faults at a time.
    public static func run(
        _ suite: ConformanceSuite, configuration: ExploreConfiguration, faults: [ReferenceFault] = ReferenceFault.allCases, parallelism: Int = 2
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
        let results = Mutex([Outcome?](repeating: nil, count: faults.count))
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: max(1, min(parallelism, faults.count))) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < faults.count else { return }
                let outcome = examine(faults[index], suite: suite, configuration: base)
                results.withLock { $0[index] = outcome }
            }
        }
        campaign.outcomes = results.withLock { $0.compactMap { $0 } }
        return campaign
    }

    private static func examine(_ fault: ReferenceFault, suite: ConformanceSuite, configuration: ExploreConfiguration) -> Outcome {
        var outcome = Outcome(fault: fault, explored: nil, byInvariant: false, byWrittenScenarios: false)
        let profiles = ReferenceAccessEnabler.profiles
        // Invariants alone first, in every profile; then, if they missed it, the comparison with the reference.
        for compare in [false, true] where outcome.explored == nil {
            for profile in profiles where outcome.explored == nil {
                let faulty = ReferenceAccessEnabler.implementation(faults: [fault], profile: profile)
                let reference = compare ? ReferenceAccessEnabler.implementation(profile: profile) : nil
                let report = Explorer(implementation: faulty, reference: reference, configuration: configuration).explore()
                if let broken = report.invariants.first(where: { $0.first != nil }), let first = broken.first {
                    outcome.explored = "\(broken.invariant.id) [\(first.requirement)] (SDK \(profile), run \(first.run), \(first.platform.rawValue), event \(first.event))"
                    outcome.byInvariant = true
                } else if let first = report.firstDifference {
                    outcome.explored = "differs from the reference (SDK \(profile), run \(first.run), \(first.platform.rawValue), event \(first.event))"
                }
            }
        }
        for profile in profiles where !outcome.byWrittenScenarios {
            let run = suite.run(ReferenceAccessEnabler.implementation(faults: [fault], profile: profile), timestamp: "")
            outcome.byWrittenScenarios = run.results.contains { $0.outcome == .failed || $0.outcome == .error }
        }
        return outcome
    }

    /// Whether the reference explored clean in every profile.
    public var isClean: Bool { referenceViolations == 0 && referenceDifferences == 0 }

    /// The table and the counts.
    public func render() -> String {
        let width = max(24, (outcomes.map(\.fault.rawValue.count).max() ?? 0) + 2)
        var lines = ["fault".padding(toLength: width, withPad: " ", startingAt: 0) + "written  explore: first finding"]
        for outcome in outcomes {
            lines.append(outcome.fault.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
                + (outcome.byWrittenScenarios ? "caught   " : "missed   ") + (outcome.explored ?? "missed"))
        }
        let explored = outcomes.filter { $0.explored != nil }
        let both = explored.filter(\.byWrittenScenarios).count
        let written = outcomes.filter(\.byWrittenScenarios).count
        lines.append("")
        lines.append("budget per profile: seed \(configuration.seed), \(configuration.runs) runs of up to \(configuration.steps) events on "
            + configuration.platforms.map(\.rawValue).joined(separator: ", ") + "; \(ReferenceAccessEnabler.profiles.count) profiles")
        lines.append("the reference: \(referenceRuns) runs, \(referenceEvents) events: \(referenceViolations) violations, \(referenceDifferences) differences")
        lines.append("named faults: \(outcomes.count); caught by the written scenarios: \(written); caught by exploration: \(explored.count) "
            + "(\(explored.filter(\.byInvariant).count) by an invariant, \(explored.filter { !$0.byInvariant }.count) only by the comparison with the reference)")
        lines.append("caught by both: \(both); only by exploration: \(explored.count - both); only by the written scenarios: \(written - both); by neither: \(outcomes.count - written - (explored.count - both))")
        return lines.joined(separator: "\n") + "\n"
    }
}
