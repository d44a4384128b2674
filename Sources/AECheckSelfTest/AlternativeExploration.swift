import AccessEnablerAdapter
import AccessEnablerConformance
import AccessEnablerExploration
import ReferenceAccessEnabler

/// `aecheck explore --all-alternatives`: explores every named alternative of the reference in every SDK
/// profile it plays, with every invariant, and requires it clean: no invariant broken but on the rules
/// the alternative declares it departs from. No invariant may be stricter than the written rules.
package struct AlternativeExploration: Sendable {
    /// What exploring one alternative found.
    package struct Outcome: Sendable, Equatable {
        package var alternative: ReferenceAlternative
        /// Events explored over every profile.
        package var events: Int
        /// The first invariant broken on a rule it does not declare, where, and how to replay it; `nil` when clean.
        package var firstViolation: String?
        package var isClean: Bool { firstViolation == nil }
    }

    package var outcomes: [Outcome]
    /// The seed and budget of every exploration (per profile).
    package var configuration: ExploreConfiguration

    /// Explores each of `alternatives` with `configuration`'s seed and budget in every profile, `parallelism`
    /// alternatives at a time.
    package static func run(
        configuration: ExploreConfiguration, alternatives: [ReferenceAlternative] = ReferenceAlternative.allCases, parallelism: Int = campaignParallelism,
        progress: ((String) -> Void)? = nil
    ) -> AlternativeExploration {
        let stopping = { var stopping = configuration; stopping.stopsAtFirstFinding = true; return stopping }()
        let tell = progress.map { CampaignProgress(label: "explore --all-alternatives", total: alternatives.count, say: $0).callAsFunction }
        let outcomes = alternatives.concurrentMap(parallelism: parallelism, progress: tell) { explore($0, configuration: stopping) }
        return AlternativeExploration(outcomes: outcomes, configuration: configuration)
    }

    private static func explore(_ alternative: ReferenceAlternative, configuration: ExploreConfiguration) -> Outcome {
        // Invariants of the rules it departs from alone do not apply to it.
        let catalogue = Invariant.catalogue.filter { !$0.requirements.allSatisfy(alternative.departsFrom.contains) }
        var outcome = Outcome(alternative: alternative, events: 0, firstViolation: nil)
        for profile in ReferenceAccessEnabler.profiles where outcome.isClean {
            let implementation = ReferenceAccessEnabler.implementation(alternatives: [alternative], profile: profile)
            var explorer = Explorer(implementation: implementation, configuration: configuration, catalogue: catalogue)
            explorer.tolerating = Set(alternative.departsFrom)
            let report = explorer.explore()
            outcome.events += report.events
            if let error = report.error {
                outcome.firstViolation = "(SDK \(profile)) \(error)"
                continue
            }
            let broken = report.invariants.filter { result in
                result.first.map { !alternative.departsFrom.contains($0.requirement) } ?? false
            }
            guard let result = broken.min(by: { ($0.first!.run, $0.first!.event) < ($1.first!.run, $1.first!.event) }), let first = result.first else { continue }
            outcome.firstViolation = "\(result.invariant.id) [\(first.requirement)] (SDK \(profile), run \(first.run), \(first.platform.rawValue), event \(first.event)): "
                + "\(first.message); expected \(first.expected), got \(first.actual)\n    replay: aecheck explore --alternative \(alternative.rawValue) "
                + "--profile \(profile) --seed \(configuration.seed) --run \(first.run) --steps \(configuration.steps) --platform \(first.platform.rawValue)"
        }
        return outcome
    }

    /// Whether every alternative explored clean.
    package var isClean: Bool { outcomes.allSatisfy(\.isClean) }

    /// One line per alternative, then `alternatives explored clean: K/N`.
    package func render() -> String {
        let width = max(24, (outcomes.map(\.alternative.rawValue.count).max() ?? 0) + 2)
        var lines = ["alternative".padding(toLength: width, withPad: " ", startingAt: 0) + "every invariant, every profile"]
        for outcome in outcomes {
            lines.append(outcome.alternative.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
                + (outcome.firstViolation.map { "VIOLATION " + $0 } ?? "clean over \(outcome.events) events"))
        }
        lines.append("")
        lines.append("budget per profile: seed \(configuration.seed), \(configuration.runs) runs of up to \(configuration.steps) events on "
            + configuration.platforms.map(\.rawValue).joined(separator: ", ") + "; \(ReferenceAccessEnabler.profiles.count) profiles")
        lines.append("alternatives explored clean: \(outcomes.filter(\.isClean).count)/\(outcomes.count)")
        return lines.joined(separator: "\n") + "\n"
    }
}
