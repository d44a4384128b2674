/// The CI annotations a run prints (`--annotations`): GitHub Actions workflow commands, or none.
package enum AnnotationFormat: String, Sendable, CaseIterable {
    /// One `::error`/`::warning` workflow command per failure and error, and the summary appended to
    /// `$GITHUB_STEP_SUMMARY` when it names a file.
    case github
    /// Nothing for a CI service beyond the reports.
    case none
}
