import ConformanceKit

extension SuiteRun {
    /// This run as a run graded strictly (or not) records it, which is what the reports read.
    func graded(strict: Bool) -> SuiteRun {
        var run = self
        run.metadata.strict = strict
        return run
    }
}
