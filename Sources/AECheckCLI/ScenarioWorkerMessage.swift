import ConformanceKit

/// A line between an isolated run and a scenario worker (both this program): JSON, one object per line.
///
/// The worker begins with `ready` (the digest of the specs it loaded); the run asks for a scenario by `spec`
/// and `pickle` (its indexes in the suite's specs and in that spec's pickles) and the worker answers with
/// its `results`, or a `problem` when it cannot run it. The run and the worker are the same program, so the
/// format is theirs alone and changes with it.
struct ScenarioWorkerMessage: Codable, Equatable {
    /// The worker is ready: the digest of the specs it loaded.
    var ready: String?
    /// A request: the index of the spec in the suite.
    var spec: Int?
    /// A request: the index of the pickle in its spec.
    var pickle: Int?
    /// An answer: the scenario's results, one per platform it ran on.
    var results: [ScenarioResult]?
    /// An answer: why the worker could not run what was asked.
    var problem: String?
}
