import AccessEnablerConformance
import ConformanceKit
import Foundation

/// `aecheck compare RESULTS...`: several runs side by side. Writes `comparison.md`, `comparison.html`,
/// `index.html` and each run's badge into `badges/`, and prints the Markdown.
enum CompareCommand: AECheckCommand {
    static let summary = "Put several runs side by side: one row per requirement, one column per implementation, differences marked; writes comparison.md, comparison.html, and index.html with each run's badge in badges/, a page to publish (default folder: Reports/compare)."
    static let arguments = "<results.json> <results.json>..."
    static let options: [CommandOption] = [.compareOutput]
    static func validate(_ parsed: ParsedArguments) throws(ParsedArguments.UsageError) {
        if parsed.inputs.count < 2 {
            throw .init(message: "'compare' needs two or more results.json files, such as Reports/a/results.json Reports/b/results.json", command: parsed.command)
        }
    }


    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        let parsed = invocation.parsed
        var runs: [SuiteRun] = []
        for path in parsed.inputs { runs.append(try ResultsFile.read(path, invocation)) }
        let folder = URL(fileURLWithPath: parsed.outputPath ?? "Reports/compare", relativeTo: invocation.directory)
        let origins = parsed.inputs.map {
            ComparisonReport.Origin(resultsAt: URL(fileURLWithPath: $0, relativeTo: invocation.directory), comparisonFolder: folder)
        }
        let comparison = ComparisonReport(runs, origins: origins, subject: ConformanceSuite.subject)
        let markdown = comparison.markdown()
        let files = [("comparison.md", markdown), ("comparison.html", comparison.html()), ("index.html", comparison.indexHTML())]
            + comparison.headings.map { ($0.badgeFile, $0.badge.svg()) }
        do {
            for (name, text) in files { try ReportFolder.write(text, to: folder.appendingPathComponent(name)) }
        } catch {
            throw CommandFailure(exitCode: AECheck.ExitCode.cannotWriteReports, standardError: "Error: \(error). Choose another folder with --output <dir>.\n")
        }
        let written = files.map { folder.appendingPathComponent($0.0).relativePath }
        return AECheck.Result(exitCode: 0, standardOutput: markdown + "\nWritten: " + written.joined(separator: ", ") + "\n", standardError: "")
    }
}
