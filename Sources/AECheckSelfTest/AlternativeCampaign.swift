import AccessEnablerConformance
import ConformanceKit
import ReferenceAccessEnabler

/// Runs the whole suite against the reference once per named legitimate alternative and SDK profile, to
/// show that no rule fails a port that follows the seeds another way.
///
/// An alternative *passes* when, in every profile, no scenario errors, no check graded `@must` fails, and
/// no check graded `@should` fails but in the rules it declares it departs from
/// (``ReferenceAlternative/departsFrom``): the verdict under `--strict` is PASSED, or PASSED (non-strict)
/// on its declared departures only. A failure graded `@info` decides no verdict and is no departure. The
/// campaign is complete when every alternative passes and every declared departure names a rule of the specs.
package struct AlternativeCampaign: Sendable {
    /// What one alternative met.
    package struct Verdict: Sendable, Equatable {
        package var alternative: ReferenceAlternative
        /// Requirement IDs with a failed or errored scenario in some profile, sorted.
        package var failedRequirements: [String]
        /// The first failed or errored scenario outside the declared departures, as `[ID] name [platform]
        /// (SDK profile): message`, or `nil`.
        package var firstUndeclared: String?
        /// Declared departures that are not a rule of the specs.
        package var invalidDepartures: [String]
        /// Requirement IDs with a check graded `@must` that failed, or a scenario that errored: never excused.
        package var bindingFailures: [String] = []

        /// Failed requirements it does not declare, and binding failures wherever they are.
        package var undeclared: [String] {
            Array(Set(failedRequirements.filter { !alternative.departsFrom.contains($0) } + bindingFailures)).sorted()
        }
        /// Whether it passed: it failed only where it declares it departs, below `@must`.
        package var passes: Bool { undeclared.isEmpty && invalidDepartures.isEmpty }
    }

    package var verdicts: [Verdict]
    /// Seconds of wall time the campaign took (a measurement for people; no check reads it).
    package var wallTime: Double

    /// Runs the suite against every alternative in every profile, `parallelism` alternatives at a time.
    package static func run(
        _ suite: ConformanceSuite, alternatives: [ReferenceAlternative] = ReferenceAlternative.allCases, parallelism: Int = campaignParallelism,
        progress: ((String) -> Void)? = nil
    ) -> AlternativeCampaign {
        let started = ContinuousClock.now
        let tell = progress.map { CampaignProgress(label: "mutants: alternatives", total: alternatives.count, say: $0).callAsFunction }
        let verdicts = alternatives.concurrentMap(parallelism: parallelism, progress: tell) { judge($0, suite: suite) }
        let (seconds, attoseconds) = (ContinuousClock.now - started).components
        return AlternativeCampaign(verdicts: verdicts, wallTime: Double(seconds) + Double(attoseconds) / 1e18)
    }

    private static func judge(_ alternative: ReferenceAlternative, suite: ConformanceSuite) -> Verdict {
        var failed: Set<String> = []
        var binding: Set<String> = []
        var firstUndeclared: String?
        for profile in ReferenceAccessEnabler.profiles {
            let run = suite.run(ReferenceAccessEnabler.implementation(alternatives: [alternative], profile: profile), timestamp: "", threads: 1)
            // A failure graded @info never decides a verdict, even a strict one: it is no departure.
            for result in run.results where result.outcome == .error || (result.outcome == .failed && result.gradedLevel != .info) {
                failed.formUnion(result.requirementIDs)
                let isBinding = result.outcome == .error || result.gradedLevel == .must
                if isBinding { binding.formUnion(result.requirementIDs) }
                if firstUndeclared == nil, isBinding || !result.requirementIDs.allSatisfy(alternative.departsFrom.contains) {
                    let failure = result.failure.map { "\($0.step): \($0.message)" + ($0.actual.map { " (actual: \($0))" } ?? "") } ?? result.message ?? ""
                    firstUndeclared = "\(result.displayName) (SDK \(profile)): \(failure)"
                }
            }
        }
        let invalid = alternative.departsFrom.filter { suite.requirement($0) == nil }
        return Verdict(
            alternative: alternative, failedRequirements: failed.sorted(), firstUndeclared: firstUndeclared, invalidDepartures: invalid,
            bindingFailures: binding.sorted())
    }

    /// Alternatives that failed a rule they do not declare, or declared an invalid departure.
    package var failing: [Verdict] { verdicts.filter { !$0.passes } }

    /// Whether every alternative passed.
    package var isComplete: Bool { failing.isEmpty }

    /// The verdicts, ending with `alternatives: K/N pass`.
    package func render() -> String {
        let width = max(24, (verdicts.map(\.alternative.rawValue.count).max() ?? 0) + 2)
        var lines = ["alternative".padding(toLength: width, withPad: " ", startingAt: 0) + "verdict in every profile (declared departures)"]
        for verdict in verdicts {
            var line = verdict.alternative.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
            if !verdict.passes {
                line += "FAILED on \(verdict.undeclared.joined(separator: ","))"
                if !verdict.invalidDepartures.isEmpty { line += "; declares departures that are no rule: \(verdict.invalidDepartures.joined(separator: ","))" }
                if let first = verdict.firstUndeclared { line += "\n" + String(repeating: " ", count: width) + "first: " + first }
            } else if verdict.failedRequirements.isEmpty {
                line += "PASSED (--strict)"
            } else {
                line += "PASSED, departing as declared on \(verdict.failedRequirements.joined(separator: ","))"
            }
            if !verdict.alternative.departsFrom.isEmpty, verdict.passes, verdict.failedRequirements.isEmpty {
                line += " (declares \(verdict.alternative.departsFrom.joined(separator: ",")))"
            }
            lines.append(line)
        }
        lines.append("")
        lines.append("failing: " + (failing.isEmpty ? "none" : failing.map(\.alternative.rawValue).joined(separator: ", ")))
        lines.append("\(verdicts.count) alternatives × the whole suite × \(ReferenceAccessEnabler.profiles.count) SDK profiles, wall time \(String(format: "%.1f", wallTime)) s")
        lines.append("alternatives: \(verdicts.count - failing.count)/\(verdicts.count) pass")
        return lines.joined(separator: "\n") + "\n"
    }
}
