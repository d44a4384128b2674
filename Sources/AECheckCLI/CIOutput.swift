import ConformanceKit
import Foundation

/// What a run prints and writes for the CI service that runs it: GitHub workflow commands on standard
/// output and the compact summary appended to the job's summary page.
///
/// The environment is read once, at the command line's edge, and handed in: `--annotations` decides, and
/// without it `GITHUB_ACTIONS=true` turns GitHub's on.
struct CIOutput: Sendable {
    /// The annotations to print.
    var annotations: AnnotationFormat
    /// The file GitHub gathers the job's summary in (`GITHUB_STEP_SUMMARY`), when annotating for GitHub.
    var stepSummary: URL?

    /// The CI output `parsed` asks for, under `environment`; relative paths resolve against `directory`.
    init(_ parsed: ParsedArguments, environment: [String: String], directory: URL) {
        annotations = parsed.reports.annotations ?? (environment["GITHUB_ACTIONS"] == "true" ? .github : .none)
        let summaryPath = environment["GITHUB_STEP_SUMMARY"].flatMap { $0.isEmpty ? nil : $0 }
        stepSummary = annotations == .github ? summaryPath.map { URL(fileURLWithPath: $0, relativeTo: directory) } : nil
    }

    /// The annotations of `report`, for standard output; appends `summary` to the step summary, and says
    /// on standard error when that cannot be done (the run's verdict does not change).
    func finish(_ report: ComplianceReport, summary: String, paths: SpecPaths) -> (standardOutput: String, standardError: String) {
        guard annotations == .github else { return ("", "") }
        var problem = ""
        if let stepSummary, OutputFile(stepSummary).kind == .special {
            // A FIFO or a device would block the run's end (GitHub's step summary is a regular file).
            problem = "Warning: the summary was not added to GITHUB_STEP_SUMMARY: it is not a regular file; it is in report-summary.md.\n"
        } else if let stepSummary {
            do {
                try OutputFile(stepSummary).append(summary)
            } catch {
                problem = "Warning: the summary was not added to GITHUB_STEP_SUMMARY: \(error); it is in report-summary.md.\n"
            }
        }
        return (GitHubAnnotations.render(report, paths: paths), problem)
    }
}
