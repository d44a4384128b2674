/// in-toto's test-result predicate (`https://in-toto.io/attestation/test-result/v0.1`) for one run: its
/// graded result, the configuration it ran with, and the stable IDs of its scenarios that passed, warned
/// and failed.
///
/// The IDs are results.json's `id`s (``ScenarioResult/displayName``, `[CACHE-04] Scenario [ios]`), in
/// the order of the specs; a scenario not applicable ran nothing and is in no list. Grading:
/// - `failedTests`: every result that decides the verdict (an error, or a failure of a binding rule) and
///   no baseline expects;
/// - `warnedTests`: failures that do not decide it (`@should` unless strict, `@info`) and failures and
///   errors a baseline expects (the run passes, with a known gap);
/// - `result`: `FAILED` when the run fails (``SuiteRun/passes(strict:)``: a blocking result, a baseline
///   problem, or no binding scenario passed), else `WARNED` when a test warned, else `PASSED`.
package struct TestResultPredicate: Sendable, Equatable, Codable {
    /// The run's result, as the predicate names it.
    package enum Result: String, Sendable, Equatable, Codable {
        case passed = "PASSED"
        case warned = "WARNED"
        case failed = "FAILED"
    }

    /// The run's result, graded.
    package var result: Result
    /// The specs, the run's settings and the baseline (see ``configuration(of:profile:filters:baselineSHA256:)``).
    package var configuration: [ResourceDescriptor]
    /// A link to the run, when there is one (`aecheck` writes none).
    package var url: String?
    /// The IDs of the results that passed, warned and failed (see the type's documentation).
    package var passedTests: [String]
    package var warnedTests: [String]
    package var failedTests: [String]

    /// The predicate of `run`, judged strictly or not, with `configuration`.
    package init(_ run: SuiteRun, strict: Bool, configuration: [ResourceDescriptor]) {
        let graded = Self.grade(run, strict: strict)
        result = graded.result
        passedTests = graded.passed
        warnedTests = graded.warned
        failedTests = graded.failed
        self.configuration = configuration
    }

    /// `run`'s result and the IDs of its results that passed, warned and failed (see the type's documentation).
    package static func grade(_ run: SuiteRun, strict: Bool) -> (result: Result, passed: [String], warned: [String], failed: [String]) {
        var passed: [String] = [], warned: [String] = [], failed: [String] = []
        for result in run.results {
            switch result.outcome {
            case .notApplicable: continue
            case .passed: passed.append(result.displayName)
            case .failed, .error:
                if run.decides(result, strict: strict) { failed.append(result.displayName) } else { warned.append(result.displayName) }
            }
        }
        let grade: Result = !run.passes(strict: strict) ? .failed : warned.isEmpty ? .passed : .warned
        return (grade, passed, warned, failed)
    }

    /// The descriptor named `name` in the configuration, or `nil`.
    package func configuration(named name: String) -> ResourceDescriptor? {
        configuration.first { $0.name == name }
    }
}
