import ConformanceKit

/// The options that place a run's reports and what they carry: `--reports`, each report placed elsewhere
/// (`--junit`), `--junit-files`, `--annotations` and `--provenance`.
package struct ReportOptions: Equatable, Sendable {
    /// The folder for the run's reports (default `Reports/<implementation>`).
    package var reportsPath: String?
    /// Reports written somewhere else than the folder, by format (``ReportFile/placement``).
    package var placedReports: [ReportFile: String] = [:]
    /// Add `file` attributes to the JUnit test cases.
    package var junitFiles = false
    /// `--annotations`: the CI annotations to print; `nil` lets the environment decide.
    package var annotations: AnnotationFormat?
    /// A team's own fields for results.json (`--provenance KEY=VALUE`), in the order given.
    package var provenance: [ProvenanceField] = []

    /// One `--provenance KEY=VALUE`.
    package struct ProvenanceField: Equatable, Sendable {
        package var key: String
        package var value: String
    }
}
