/// The figures every report opens with: the verdict, and counts per outcome, per level and per platform.
///
/// The verdict is graded, as conformance suites grade theirs: **passed** when every `@must` and
/// `@should` scenario passed; **passed (non-strict)** when only `@should` scenarios failed and the run was
/// not strict; **failed** when a `@must` scenario failed (or a `@should` one, with `--strict`) or any
/// scenario errored. `@info` failures never decide it; they are counted as informational.
package struct RunSummary: Sendable, Equatable, Codable {
    /// Counts of one group of results.
    package struct Counts: Sendable, Equatable, Codable {
        package var passed = 0
        package var failed = 0
        package var errors = 0
        package var notApplicable = 0

        /// Every result counted.
        package var total: Int { passed + failed + errors + notApplicable }

        /// Counts of `results`.
        package init(_ results: some Sequence<ScenarioResult>) {
            for result in results {
                switch result.outcome {
                case .passed: passed += 1
                case .failed: failed += 1
                case .error: errors += 1
                case .notApplicable: notApplicable += 1
                }
            }
        }
    }

    /// The graded verdict.
    package enum Verdict: String, Sendable, Equatable, Codable {
        case passed
        case passedNonStrict = "passed-non-strict"
        case failed

        /// How reports name it.
        package var label: String {
            switch self {
            case .passed: "PASSED"
            case .passedNonStrict: "PASSED (non-strict)"
            case .failed: "FAILED"
            }
        }
    }

    /// Counts for one level or platform.
    package struct Group: Sendable, Equatable, Codable {
        /// `must`, `should`, `info`, `none`; or a platform name, `any` when the spec names none.
        package var name: String
        package var counts: Counts
    }

    package var verdict: Verdict
    /// Whether `@should` failures decided it.
    package var strict: Bool
    package var counts: Counts
    /// Failures that did not decide the verdict (`@should` unless strict, and `@info`).
    package var warnings: Int
    /// Failures and errors a baseline expects.
    package var expectedFailures: Int
    /// Stale and expired baseline entries; each fails the run.
    package var baselineProblems: [String]
    /// Per level, in the order must, should, info, then `none` for scenarios without a level.
    package var levels: [Group]
    /// Per platform, sorted, then `any`.
    package var platforms: [Group]

    /// The summary of `run`, judged as its grading says (``RunMetadata/strict``).
    package init(_ run: SuiteRun) {
        strict = run.metadata.strict
        counts = Counts(run.results)
        warnings = run.warnings(strict: strict).count
        levels = (RequirementLevel.allCases.map(Optional.some) + [nil]).compactMap { level in
            let results = run.results.filter { $0.gradedLevel == level }
            return results.isEmpty ? nil : Group(name: level?.rawValue ?? "none", counts: Counts(results))
        }
        let platformNames = Set(run.results.map { $0.platform ?? "any" })
        platforms = platformNames.sorted { ($0 == "any" ? 1 : 0, $0) < ($1 == "any" ? 1 : 0, $1) }.map { name in
            Group(name: name, counts: Counts(run.results.filter { ($0.platform ?? "any") == name }))
        }
        expectedFailures = run.results.filter { $0.expectedFailure != nil }.count
        baselineProblems = run.baselineProblems
        if !run.passes(strict: strict) {
            verdict = .failed
        } else if run.results.contains(where: { $0.outcome == .failed && $0.gradedLevel == .should && $0.expectedFailure == nil }) {
            verdict = .passedNonStrict
        } else {
            verdict = .passed
        }
    }
}
