import AccessEnablerAdapter
import AccessEnablerConformance
import ConformanceKit

/// What an exploration found: for each invariant, how many runs broke it and the first such run shrunk to
/// a scenario; with a reference, how many runs behaved differently and the first such run shrunk. Its text
/// depends only on the seed, the configuration and the implementations, never on timing.
package struct ExploreReport: Sendable {
    /// A run that broke an invariant, or behaved differently from the reference.
    package struct Finding: Sendable, Equatable {
        /// The run.
        package var run: Int
        /// The platform it ran on.
        package var platform: Platform
        /// The event (1-based) at which it happened.
        package var event: Int
        /// That event's step (or what the missing step would say).
        package var step: String
        /// The requirement it is about (empty for a difference), and what happened.
        package var requirement: String
        /// What happened, in one line.
        package var message: String
        /// What the rule (or the reference) expects.
        package var expected: String
        /// What happened instead.
        package var actual: String
        /// The run's events up to that one.
        package var events: [String]
        /// The run shrunk and printed as a scenario, when shrinking ran.
        package var shrunk: ShrunkScenario?
    }

    /// One invariant's result.
    package struct InvariantResult: Sendable {
        /// The invariant.
        package var invariant: Invariant
        /// Why it does not apply to the implementation, or `nil`.
        package var notApplicable: String?
        /// How many runs broke it.
        package var violatingRuns: Int
        /// The first run that broke it.
        package var first: Finding?
    }

    /// The implementation explored.
    package var implementation: String
    /// The SDK version it declares.
    package var sdkVersion: String
    /// The implementation compared with, if any.
    package var reference: String?
    /// What was explored.
    package var configuration: ExploreConfiguration
    /// One result per invariant, in catalogue order.
    package var invariants: [InvariantResult]
    /// How many runs behaved differently from the reference.
    package var differingRuns: Int
    /// The first run that behaved differently, shrunk.
    package var firstDifference: Finding?
    /// How many runs were explored.
    package var runs: Int
    /// How many events they had in all.
    package var events: Int
    /// Why the exploration could not run (the implementation failed to start), or `nil`.
    package var error: String?
    /// How many runs saw the implementation answer a setRequestor (a setRequestorComplete came).
    package var answeringRuns = 0

    /// How many runs broke some invariant (a run counts once per invariant it broke).
    package var violations: Int { invariants.reduce(0) { $0 + $1.violatingRuns } }

    /// Whether the runs checked nothing: runs were made, and in none did the implementation answer a setRequestor,
    /// so that every invariant about a configured library held only because nothing happened (an implementation
    /// that answers `done` to every event and does nothing).
    package var isVacuous: Bool { error == nil && runs > 0 && answeringRuns == 0 }

    /// The name of the result that says whether the runs reached a configured library.
    package static let reachedName = "INIT-01: the explored runs reach a configured library"
    /// The sentence the vacuity check names: setRequestor's only answer is setRequestorComplete.
    static let reachedSentence = "api-setRequestor-4"

    /// Why a vacuous exploration checked nothing, said for people.
    var vacuity: String {
        "in no run did the implementation answer setRequestor with setRequestorComplete: no invariant about a configured library was checked, "
            + "and those that held held because nothing happened (were the runs too short for it? --steps \(configuration.steps))"
    }

    /// Whether nothing was found: no invariant broken, no difference, no error, and the runs checked something.
    package var isClean: Bool { violations == 0 && differingRuns == 0 && error == nil && !isVacuous }

    /// The report as text: one line per invariant, each finding with its shrunk scenario, a summary.
    package func render(verbose: Bool = false) -> String {
        var lines: [String] = []
        let against = reference.map { ", compared with \($0)" } ?? ""
        let shardText = configuration.shard.map { shard in
            let range = shard.range(of: configuration.runs)
            return range.isEmpty ? " (shard \(shard): none of them)" : " (shard \(shard): runs \(range.lowerBound) to \(range.upperBound - 1))"
        } ?? ""
        let runText = configuration.onlyRun.map { "run \($0)" } ?? "\(configuration.runs) runs\(shardText)"
        lines.append("Exploring \(implementation) (SDK \(sdkVersion)) on \(configuration.platforms.map(\.rawValue).joined(separator: ", "))\(against): "
            + "seed \(configuration.seed), \(runText) of up to \(configuration.steps) events")
        lines.append("\(invariants.count) invariants, checked after every event (aecheck explore --list)")
        lines.append("")
        if let error { lines.append("ERROR  \(error)") }
        if isVacuous { lines.append("FAIL  [INIT-01] vacuous: \(vacuity)") }
        for result in invariants {
            let ids = result.invariant.requirements.joined(separator: ",")
            if let reason = result.notApplicable {
                lines.append("N/A   [\(ids)] \(result.invariant.id): \(reason)")
            } else if let first = result.first {
                lines.append("FAIL  [\(ids)] \(result.invariant.id): broken in \(result.violatingRuns) run(s); first in run \(first.run) (\(first.platform.rawValue)), event \(first.event)")
                lines += Self.describe(first, verbose: verbose)
            } else {
                lines.append("PASS  [\(ids)] \(result.invariant.id)")
            }
        }
        if let reference {
            if let first = firstDifference {
                lines.append("DIFF  \(differingRuns) run(s) behave differently from \(reference); first in run \(first.run) (\(first.platform.rawValue)), event \(first.event)"
                    + " (information: a choice the seeds may leave open; no invariant was broken there)")
                lines += Self.describe(first, verbose: verbose)
            } else {
                lines.append("SAME  every run behaves as \(reference) does")
            }
        }
        lines.append("")
        lines.append("Explored \(runs) run(s), \(events) events: \(violations) violation(s)" + (reference == nil ? "" : ", \(differingRuns) difference(s)")
            + (isVacuous ? "; vacuous: nothing was checked" : ""))
        return lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ finding: Finding, verbose: Bool) -> [String] {
        var lines = ["      \(finding.requirement.isEmpty ? "" : finding.requirement + ": ")\(finding.message) at '\(finding.step)'",
                     "      expected: \(finding.expected)", "      actual:   \(finding.actual)"]
        if verbose {
            lines.append("      the run's events:")
            lines += finding.events.enumerated().map { "        \($0.offset + 1). \($0.element)" }
        }
        guard let shrunk = finding.shrunk else { return lines }
        if shrunk.verification.passesOnReference == false {
            // A scenario that fails on the reference too is no scenario for the specs: the invariant is
            // stricter than its written rule, or the reference breaks that rule. Either is a defect to report.
            lines.append("      shrunk from \(shrunk.originalEvents) to \(shrunk.events) events in \(shrunk.replays) replays; it fails on the "
                + "reference too, so it is not a scenario to paste under \"Rule: \(shrunk.rule)\": the invariant is stricter than "
                + "that rule, or the reference breaks it. Report it with this reproduction:")
        } else {
            lines.append("      shrunk from \(shrunk.originalEvents) to \(shrunk.events) events in \(shrunk.replays) replays; "
                + "paste under \"Rule: \(shrunk.rule)\" in \(shrunk.featureFile):")
        }
        lines.append("")
        lines += shrunk.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.append("")
        lines.append("      verified by running it: \(shrunk.verification.summary)")
        if !shrunk.missingSteps.isEmpty {
            lines.append("      no step yet for: " + shrunk.missingSteps.joined(separator: "; "))
        }
        lines.append("")
        return lines
    }

    /// The results as a suite run, one result per invariant (and one for the comparison with the
    /// reference), so that every reporter writes them: feature "Exploration", the shrunk scenario in the
    /// failure's detail.
    package func suiteRun(suite: ConformanceSuite?, timestamp: String, hostname: String, commandLine: String) -> SuiteRun {
        let level = { (id: String) in suite?.requirement(id)?.level ?? .must }
        var results = invariants.map { result -> ScenarioResult in
            let invariant = result.invariant
            return Self.result(
                name: "\(invariant.id): \(invariant.statement)", rule: invariant.statement, requirements: invariant.requirements,
                level: invariant.refs.flatMap { refs in suite.map { $0.grading.source(named: refs).level } }
                    ?? level(result.first?.requirement ?? invariant.requirements[0]), notApplicable: result.notApplicable,
                finding: result.first, count: result.violatingRuns, configuration: configuration)
        }
        if let reference {
            // A difference is information, never a failure of the port: where the seeds leave a choice, a port
            // may choose otherwise than the reference; where they do not, an invariant or a scenario judges.
            results.append(Self.result(
                name: "same-as-\(reference): every run behaves as \(reference) does", rule: "Differential exploration against \(reference)",
                requirements: firstDifference.map { $0.requirement.isEmpty ? [] : [$0.requirement] } ?? [], level: .info, notApplicable: nil,
                finding: firstDifference, count: differingRuns, configuration: configuration))
        }
        if error == nil {
            // Whether the runs checked anything: failed when none saw setRequestor answered, not applicable for a shard
            // with no run (the merge judges the whole: passed when any shard's runs reached a configured library).
            // The sentence it enforces: setRequestor's only answer is setRequestorComplete (graded as the specs grade it).
            let source = suite?.grading.source(named: [Self.reachedSentence])
            var reached = Self.result(
                name: Self.reachedName, rule: "An exploration checks something", requirements: ["INIT-01"], level: source?.level ?? .must,
                notApplicable: runs == 0 ? "no run was explored" : nil, finding: nil, count: 0, configuration: configuration)
            reached.tags.append(ScenarioResult.wholeExplorationTag)
            if isVacuous {
                reached.outcome = .failed
                reached.message = vacuity
                reached.failure = FailureDetail(location: "exploration: seed \(configuration.seed)", step: "", message: "INIT-01: " + vacuity,
                                                level: source?.level, sources: source?.sentences)
            }
            results.append(reached)
        }
        if let error {
            results.append(ScenarioResult(
                feature: "Exploration", featureFile: "exploration", rule: nil, requirementIDs: [], scenario: "the implementation starts",
                platform: nil, tags: [ScenarioResult.explorationTag, RequirementLevel.must.rawValue], outcome: .error, message: error,
                failure: FailureDetail(location: "exploration", step: "", message: error), duration: 0, location: "exploration"))
        }
        let metadata = RunMetadata(
            suite: ConformanceSuite.version, specsDigest: suite?.specsDigest ?? "", platforms: configuration.platforms.map(\.rawValue), sdkVersion: sdkVersion,
            platformFilter: configuration.platforms.count == 1 ? configuration.platforms[0].rawValue : nil, commandLine: commandLine)
        return SuiteRun(implementation: implementation, timestamp: timestamp, hostname: hostname, metadata: metadata,
                        requirements: suite?.requirementRecords ?? [], results: results)
    }

    private static func result(
        name: String, rule: String, requirements: [String], level: RequirementLevel, notApplicable: String?, finding: Finding?, count: Int,
        configuration: ExploreConfiguration
    ) -> ScenarioResult {
        let location = "exploration: seed \(configuration.seed)"
        var result = ScenarioResult(
            feature: "Exploration", featureFile: "exploration", rule: rule, requirementIDs: requirements, scenario: name,
            platform: nil, tags: [ScenarioResult.explorationTag, level.rawValue], outcome: .passed, message: nil, duration: 0, location: location)
        if let notApplicable {
            result.outcome = .notApplicable
            result.message = notApplicable
            return result
        }
        guard let finding else { return result }
        result.outcome = .failed
        let place = "run \(finding.run) (\(finding.platform.rawValue)), event \(finding.event)"
        let tally = ExplorationTally(violatingRuns: count, firstRun: finding.run, place: place, breach: finding.message)
        result.exploration = tally
        result.message = tally.message
        // The step named is the one the card's steps mark failed: the shrunk scenario's, when it has one.
        result.failure = FailureDetail(location: "\(location), \(place)", step: finding.shrunk?.verification.failingStep ?? finding.step,
                                       message: "\(finding.requirement): \(finding.message)", expected: finding.expected, actual: finding.actual)
        if let shrunk = finding.shrunk {
            let body = shrunk.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var status = StepRecord.Status.passed
            result.steps = body.enumerated().compactMap { index, line in
                let text = line.trimmingCharacters(in: .whitespaces)
                guard let space = text.firstIndex(of: " "), ["Given", "When", "Then", "And"].contains(String(text[..<space])) else { return nil }
                let step = String(text[text.index(after: space)...])
                if status == .failed { status = .notRun }
                if status == .passed, step == shrunk.verification.failingStep { status = .failed }
                return StepRecord(text: step, line: index + 1, status: status)
            }
            result.transcript = ["Shrunk scenario (from \(shrunk.originalEvents) to \(shrunk.events) events; paste under \"Rule: \(shrunk.rule)\" in \(shrunk.featureFile)):"]
                + body + ["", "Verified by running it: \(shrunk.verification.summary)"]
                + (shrunk.missingSteps.isEmpty ? [] : ["No step yet for: " + shrunk.missingSteps.joined(separator: "; ")])
        } else {
            result.transcript = ["The run's events:"] + finding.events.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        }
        return result
    }
}
