import ConformanceKit
import Gherkin

/// Somewhere else a scenario can run whole, as the suite would run it here: a worker process, so that a
/// crash or a hang there costs that scenario and not the run.
///
/// ```swift
/// let run = suite.run(implementation, selection, host: workers)   // each scenario in a worker, or here
/// ```
package protocol ScenarioHost: Sendable {
    /// The results of `pickle` of `spec` (one per platform variant, as ``ConformanceSuite/run(_:_:timestamp:threads:host:onResult:)``
    /// gives them), or `nil` when it could not run there; the suite then runs it with its implementation.
    func results(of pickle: Pickle, in spec: SpecFile) -> [ScenarioResult]?

    /// Ends every process the host runs: after the run, before anything is written.
    func stop()
}
