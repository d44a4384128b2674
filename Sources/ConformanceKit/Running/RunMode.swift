/// How the implementation under test ran.
package enum RunMode: String, Sendable, Equatable, Codable, CaseIterable {
    /// In the suite's own process (`--in-process`, the Swift Testing entry): fastest, but a crash ends the run.
    case inProcess = "in-process"
    /// In worker processes, each running whole scenarios (one a worker could not run, because it crashed or hung,
    /// runs again in a worker driven over the adapter protocol), so that a crash or a hang costs one scenario.
    case isolated
    /// A testee command of any language, over the adapter protocol (`--testee`).
    case testee
    /// Explored by seeded random runs against invariants (`explore`), not by the specs' scenarios.
    case exploration
}
