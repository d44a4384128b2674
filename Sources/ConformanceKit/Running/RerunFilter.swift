/// How the command that reruns a run (``RunMetadata/rerun``) selects one requirement.
package enum RerunFilter: String, Sendable, Equatable, Codable {
    /// aecheck's own command line: `--filter CACHE-04 --verbose`.
    case requirement
    /// `swift test` over the tests the `ConformanceScenarios` plugin generates, each named by its result's
    /// ID made an identifier (`CACHE_04_…_ios`): `--filter CACHE_04`.
    case testName = "test-name"

    /// The arguments that select the requirement `id`.
    package func arguments(selecting id: String) -> [String] {
        switch self {
        case .requirement: ["--filter", id, "--verbose"]
        case .testName: ["--filter", TestFunctionName.of(id)]
        }
    }
}
