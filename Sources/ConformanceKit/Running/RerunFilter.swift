/// How the command that reruns a run (``RunMetadata/rerun``) selects one result: see
/// ``RunMetadata/rerunCommand(for:)``.
package enum RerunFilter: String, Sendable, Equatable, Codable, CaseIterable {
    /// aecheck's own command line: `--filter CACHE-04 --verbose`.
    case requirement
    /// `swift test` over the tests the `ConformanceScenarios` plugin generates, each named by its result's
    /// ID made an identifier (`CACHE_04_…_ios`): `--filter CACHE_04`.
    case testName = "test-name"
    /// `aecheck explore`: the first run that broke the invariant, replayed alone (`--seed 7 --run 12 --steps 30
    /// --verbose`).
    case explorationRun = "exploration-run"
}
