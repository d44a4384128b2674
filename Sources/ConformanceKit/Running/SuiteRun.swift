/// A whole run: which implementation, when, where, what was asked, the requirements the specs state, and
/// every scenario's result in spec order. `results.json` is this value, encoded; every reporter reads it.
package struct SuiteRun: Sendable, Equatable, Codable {
    /// The implementation's name.
    package var implementation: String
    /// When the run started, UTC, ISO 8601 (`YYYY-MM-DDTHH:MM:SSZ`; results of format 1 have no `Z`).
    package var timestamp: String
    /// When the run ended, as ``timestamp``, or `nil` when not recorded.
    package var finished: String?
    /// How long the run took, in seconds of wall time (reports only), or `nil` when not recorded.
    package var duration: Double?
    /// The exit code the run ended with (0 conformant, 1 checks failed, 3 adapter failed), or `nil`
    /// when not recorded.
    package var exitCode: Int32?
    /// A team's own fields (a commit, a CI job's address), given with `--provenance KEY=VALUE`:
    /// results.json carries them, nothing judges them. `nil` when none.
    package var provenance: [String: String]?
    /// The machine's host name.
    package var hostname: String
    /// What reproduces the run: suite version, specs digest, the implementation's declaration, filters,
    /// command line.
    package var metadata: RunMetadata
    /// Every requirement the specs state, selected or not, in spec order (empty when the caller has none).
    package var requirements: [RequirementRecord]
    /// Every result, in the order of the specs.
    package var results: [ScenarioResult]
    /// What a baseline found wrong with itself (stale or expired entries); each fails the run.
    package var baselineProblems: [String] = []
    /// What a baseline says will soon fail the run (an entry that expires within
    /// ``Baseline/expiryWarningDays`` days); `nil` when nothing.
    package var baselineWarnings: [String]?

    /// Creates a run.
    package init(
        implementation: String, timestamp: String, hostname: String, metadata: RunMetadata = RunMetadata(),
        requirements: [RequirementRecord] = [], results: [ScenarioResult]
    ) {
        self.implementation = implementation
        self.timestamp = timestamp
        self.hostname = hostname
        self.metadata = metadata
        self.requirements = requirements
        self.results = results
    }

    /// How many results ended with `outcome`.
    package func count(_ outcome: Outcome) -> Int { results.filter { $0.outcome == outcome }.count }

    /// The failed or errored results that decide the verdict: every error (the implementation could not
    /// be judged) and every failure, except those of scenarios tagged `info`, or `should` unless `strict`
    /// (those are warnings), and those a baseline expects.
    package func blocking(strict: Bool) -> [ScenarioResult] {
        results.filter { Self.isBlocking($0, strict: strict, everyLevelBinds: selectionBinds) }
    }

    /// The failures that do not decide the verdict (see ``blocking(strict:)``).
    package func warnings(strict: Bool) -> [ScenarioResult] {
        results.filter { $0.outcome == .failed && $0.expectedFailure == nil && !Self.isBlocking($0, strict: strict, everyLevelBinds: selectionBinds) }
    }

    /// Whether the run passes: nothing blocking, no baseline problem, and something shown to hold: when
    /// binding scenarios ran, at least one of them passed (a run whose every `@must` scenario was expected
    /// to fail checked nothing it may be certified for).
    package func passes(strict: Bool) -> Bool {
        blocking(strict: strict).isEmpty && baselineProblems.isEmpty && !nothingBindingPassed
    }

    /// Whether binding (`@must`, or unlevelled) scenarios were judged and none of them passed.
    package var nothingBindingPassed: Bool {
        let binding = results.filter { $0.outcome != .notApplicable && ($0.level ?? .must) == .must }
        return !binding.isEmpty && !binding.contains { $0.outcome == .passed }
    }

    /// Whether the selection holds no `@must` scenario (a filter chose only `@should` or `@info` rules): then
    /// every selected scenario binds, so that a run whose every scenario failed never passes. A shard's
    /// selection is judged when the shards are merged.
    package var selectionBinds: Bool {
        guard metadata.shard == nil else { return false }
        let judged = results.filter { $0.outcome != .notApplicable }
        return !judged.isEmpty && !judged.contains { ($0.level ?? .must) == .must }
    }

    /// What the reports say when ``selectionBinds``.
    package static let selectionBindsNote = "The selection holds no @must scenario: every selected scenario binds, and a failure decides the verdict"

    /// Whether `result` decides the verdict of this run (see ``blocking(strict:)``).
    package func decides(_ result: ScenarioResult, strict: Bool) -> Bool {
        Self.isBlocking(result, strict: strict, everyLevelBinds: selectionBinds)
    }

    /// Whether `result` decides the verdict (see ``blocking(strict:)``); with `everyLevelBinds` (a selection
    /// with no `@must` scenario), every failure not expected by a baseline does.
    package static func isBlocking(_ result: ScenarioResult, strict: Bool, everyLevelBinds: Bool = false) -> Bool {
        guard result.expectedFailure == nil else { return false }
        if everyLevelBinds, result.outcome == .failed { return true }
        // A failure is graded at the level of the check that failed; one without a level binds, as a @must one does.
        return result.outcome == .error || (result.outcome == .failed && result.gradedLevel?.decides(strict: strict) ?? true)
    }
}
