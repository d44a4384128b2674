/// A file a run writes into its report folder, in the order it writes them: `results.json` first, whose digest
/// every other carries. A new format is a case here: the compiler then asks for its text and whether an option
/// places it elsewhere (``placement``: the command line derives that option), the folder writes, clears and attests
/// it, and the golden test asks for its golden file.
package enum ReportFile: String, CaseIterable, Sendable {
    case results = "results.json"
    case junit = "junit.xml"
    case markdown = "report.md"
    case html = "report.html"
    case summary = "report-summary.md"

    /// The option that writes this report somewhere else than the folder (`--junit <path>`) and what `--help` says
    /// of it; `nil` when it is written only in the folder.
    package var placement: (option: String, help: String)? {
        switch self {
        case .junit: ("--junit", "Write the JUnit XML here instead of the reports folder; standard output (/dev/stdout) takes it alone, the console then going to standard error.")
        case .results, .markdown, .html, .summary: nil
        }
    }

    /// The file's text for `report`'s run, given the run's `results.json` text (rendered once: the others carry
    /// its digest, ``ComplianceReport/resultsDigest``); `filePrefix` places JUnit's test cases in files.
    package func text(of report: ComplianceReport, resultsJSON: String, filePrefix: String? = nil) -> String {
        switch self {
        case .results: resultsJSON
        case .junit: JUnitReporter.render(report.run, resultsDigest: report.resultsDigest, filePrefix: filePrefix)
        case .markdown: MarkdownReporter.render(report)
        case .html: HTMLReporter.render(report)
        case .summary: SummaryReporter.render(report)
        }
    }
}
