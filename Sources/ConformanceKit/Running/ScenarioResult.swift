/// How one scenario ended.
package enum Outcome: String, Sendable, Codable, CaseIterable {
    /// Every step ran and every check held.
    case passed
    /// The implementation broke a rule: a check did not hold.
    case failed
    /// The adapter or the harness broke: the scenario could not be judged.
    case error
    /// The implementation declared it does not target this platform or version; nothing ran.
    case notApplicable = "not-applicable"
}

/// The result of one scenario on one platform, as data every reporter reads alike.
package struct ScenarioResult: Sendable, Equatable, Codable {
    /// The tag an exploration's results carry (`aecheck explore`), written and read through this one name.
    package static let explorationTag = "explore"
    /// The tag of an exploration's result about all its runs together (whether they reached a configured library):
    /// shards merged, it holds when it holds in any shard.
    package static let wholeExplorationTag = "explore-whole"

    /// The feature's name.
    package var feature: String
    /// The feature file, relative to the specs folder (`authentication.feature`).
    package var featureFile: String
    /// The name of the Rule the scenario sits in, or `nil`.
    package var rule: String?
    /// The requirement IDs the scenario checks (`AUTHN-03`), from its `@AE-` tags.
    package var requirementIDs: [String]
    /// The scenario's name (outline rows included).
    package var scenario: String
    /// The platform it ran on (`ios`, `tvos`), or `nil` when the spec names none.
    package var platform: String?
    /// Every tag that applies, without `@`, sorted.
    package var tags: [String]
    /// How it ended.
    package var outcome: Outcome
    /// One line saying why it failed, errored or did not apply; `nil` when it passed.
    package var message: String?
    /// The steps in order, each with how it ended.
    package var steps: [StepRecord]
    /// The failing step, the check, expected and actual; `nil` when it passed or did not apply.
    package var failure: FailureDetail?
    /// What the world recorded up to the failure (calls, callbacks, service requests, storage), a line
    /// each; empty when it passed or did not apply.
    package var transcript: [String]
    /// How long it took, in seconds of wall time (reports only; never read by checks). Never negative,
    /// never infinite or NaN: such values are stored as 0.
    package var duration: Double {
        didSet { duration = Self.sanitized(duration) }
    }
    /// `file:line` of the scenario, relative to the specs folder.
    package var location: String
    /// When a baseline expects this failure or error: the entry's reason. It then does not decide the
    /// verdict (see ``Baseline``).
    package var expectedFailure: String?
    /// For a result of exploration that broke: how many runs broke it, and where first; otherwise `nil`.
    package var exploration: ExplorationTally?

    /// Creates a result.
    package init(
        feature: String, featureFile: String, rule: String?, requirementIDs: [String], scenario: String,
        platform: String?, tags: [String], outcome: Outcome, message: String?, steps: [StepRecord] = [],
        failure: FailureDetail? = nil, transcript: [String] = [], duration: Double, location: String
    ) {
        self.feature = feature
        self.featureFile = featureFile
        self.rule = rule
        self.requirementIDs = requirementIDs
        self.scenario = scenario
        self.platform = platform
        self.tags = tags
        self.outcome = outcome
        self.message = message
        self.steps = steps
        self.failure = failure
        self.transcript = transcript
        self.duration = Self.sanitized(duration)
        self.location = location
    }

    /// The test name reports use, and the result's stable ID: `[AUTHN-03] Scenario name [ios]`.
    package var displayName: String {
        Self.displayName(requirementIDs: requirementIDs, scenario: scenario, platform: platform)
    }

    /// The name of the result of `scenario` on `platform` (what `list --json` announces before a run).
    package static func displayName(requirementIDs: [String], scenario: String, platform: String?) -> String {
        var name = requirementIDs.isEmpty ? scenario : "[\(requirementIDs.joined(separator: ","))] \(scenario)"
        if let platform { name += " [\(platform)]" }
        return name
    }

    /// The level its tags give (`must`, `should`, `info`), or `nil` when none does.
    package var level: RequirementLevel? {
        RequirementLevel.allCases.first { tags.contains($0.rawValue) }
    }

    /// The level its outcome is graded at: a failure's is the level of the check that failed (a `@should`
    /// check failing in a `@must` scenario is a warning); otherwise the scenario's ``level``.
    package var gradedLevel: RequirementLevel? {
        guard outcome == .failed, let checked = failure?.level else { return level }
        return max(checked, level ?? .must)
    }

    /// The long story as text, made from the data: the requirement, the scenario, the failing step with
    /// expected and actual, the steps, the transcript.
    package var details: String {
        if outcome == .notApplicable { return "Not run: \(message ?? "not applicable")" }
        var parts: [String] = []
        if let failure {
            if let rule { parts.append("Requirement: \(requirementIDs.joined(separator: ", ")) — \(rule)") }
            parts.append("Scenario: \(scenario)\(platform.map { " [\($0)]" } ?? "") (\(location))")
            if outcome == .failed {
                parts.append("Failed step: \(failure.step) (\(failure.location))")
                parts.append("Check: \(failure.message)")
                if let level = failure.level {
                    let sentences = (failure.sources ?? []).map { "\($0.ref) (\($0.english))" }.joined(separator: "; ")
                    parts.append("Enforces (@\(level.rawValue)): \(sentences.isEmpty ? "no sentence named (specs without traces)" : sentences)")
                }
                if let expected = failure.expected { parts.append("Expected: \(expected)") }
                if let actual = failure.actual { parts.append("Actual: \(actual)") }
            } else {
                if !failure.step.isEmpty { parts.append("Error in step: \(failure.step) (\(failure.location))") }
                parts.append("Error: \(failure.message)")
            }
            if !steps.isEmpty { parts.append("") }
        }
        if !steps.isEmpty { parts.append("Steps:\n" + steps.map { "  " + $0.marked }.joined(separator: "\n")) }
        if !transcript.isEmpty { parts.append("\n" + transcript.joined(separator: "\n")) }
        return parts.joined(separator: "\n")
    }

    private static func sanitized(_ seconds: Double) -> Double {
        seconds.isFinite && seconds > 0 ? seconds : 0
    }
}
