import AccessEnablerConformance
import ConformanceKit
import Foundation

/// `aecheck compare`, `aecheck baseline` and `aecheck badge`: commands that read the `results.json` of earlier runs.
enum ResultsCommands {
    /// Writes `comparison.md`, `comparison.html`, `index.html` and each run's badge into `badges/` for two
    /// or more runs, and prints the Markdown.
    static func compare(_ parsed: ParsedArguments, in directory: URL, help: HelpText) -> AECheck.Result {
        var runs: [SuiteRun] = []
        for path in parsed.inputs {
            switch read(path, in: directory) {
            case .success(let run): runs.append(run)
            case .failure(let message): return usage(message, .compare, help)
            }
        }
        let folder = URL(fileURLWithPath: parsed.outputPath ?? "Reports/compare", relativeTo: directory)
        let origins = parsed.inputs.map { ComparisonReport.Origin(resultsAt: URL(fileURLWithPath: $0, relativeTo: directory), comparisonFolder: folder) }
        let comparison = ComparisonReport(runs, origins: origins)
        let markdown = comparison.markdown()
        let report = ReportFolder(url: folder)
        let files = [("comparison.md", markdown), ("comparison.html", comparison.html()), ("index.html", comparison.indexHTML())]
            + comparison.headings.map { ($0.badgeFile, $0.badge.svg()) }
        do {
            for (name, text) in files { try ReportFolder.write(text, to: folder.appendingPathComponent(name)) }
        } catch {
            return AECheck.Result(exitCode: AECheck.ExitCode.cannotWriteReports, standardOutput: "",
                                  standardError: "Error: \(error). Choose another folder with --output <dir>.\n")
        }
        let written = files.map { report.url.appendingPathComponent($0.0).relativePath }
        return AECheck.Result(exitCode: 0, standardOutput: markdown + "\nWritten: " + written.joined(separator: ", ") + "\n", standardError: "")
    }

    /// Prints (or writes to `--output`) a baseline expecting every failure of a run.
    static func baseline(_ parsed: ParsedArguments, in directory: URL, help: HelpText) -> AECheck.Result {
        let run: SuiteRun
        switch read(parsed.inputs[0], in: directory) {
        case .success(let read): run = read
        case .failure(let message): return usage(message, .baseline, help)
        }
        let today = parsed.today ?? String(ConformanceSuite.timestampNow().prefix(10))
        if let expires = parsed.entryExpires, let day = Baseline.dayNumber(expires), let now = Baseline.dayNumber(today), day < now {
            return usage("--expires \(expires) is already past (today is \(today)); an expiry is a day to come", .baseline, help)
        }
        let baseline = Baseline.expecting(run, reason: parsed.entryReason, link: parsed.entryLink, expires: parsed.entryExpires)
        let text = baseline.render()
        guard let output = parsed.outputPath else { return AECheck.Result(exitCode: 0, standardOutput: text, standardError: "") }
        do {
            try ReportFolder.write(text, to: URL(fileURLWithPath: output, relativeTo: directory))
        } catch {
            return AECheck.Result(exitCode: AECheck.ExitCode.cannotWriteReports, standardOutput: "", standardError: "Error: \(error).\n")
        }
        let next = parsed.entryReason == nil ? "replace each entry's reason by why it fails (a run refuses the one written), and give it a link and an expiry date.\n"
            : parsed.entryExpires == nil ? "give each entry an expiry date, so that it cannot be forgotten.\n" : "commit it beside your CI configuration.\n"
        return AECheck.Result(exitCode: 0, standardOutput: "Baseline written: \(output) (\(baseline.expectedFailures.count) expected failures); " + next,
                              standardError: "")
    }

    /// Prints (or writes to `--output`) the SVG badge of a run; exit code 0 whatever the run's verdict, which
    /// the badge shows.
    static func badge(_ parsed: ParsedArguments, in directory: URL, help: HelpText) -> AECheck.Result {
        let run: SuiteRun
        switch read(parsed.inputs[0], in: directory) {
        case .success(let read): run = read
        case .failure(let message): return usage(message, .badge, help)
        }
        let badge = ConformanceBadge(run, label: parsed.badgeLabel)
        guard let output = parsed.outputPath else { return AECheck.Result(exitCode: 0, standardOutput: badge.svg(), standardError: "") }
        do {
            try ReportFolder.write(badge.svg(), to: URL(fileURLWithPath: output, relativeTo: directory))
        } catch {
            return AECheck.Result(exitCode: AECheck.ExitCode.cannotWriteReports, standardOutput: "", standardError: "Error: \(error). Choose another file with --output <file>.\n")
        }
        return AECheck.Result(exitCode: 0, standardOutput: "Badge written: \(output) (\(badge.label): \(badge.message))\n", standardError: "")
    }

    private static func read(_ path: String, in directory: URL) -> Swift.Result<SuiteRun, Message> {
        let url = URL(fileURLWithPath: path, relativeTo: directory)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(Message(text: "cannot read '\(path)'; a run writes Reports/<implementation>/results.json"))
        }
        do {
            return .success(try JSONReporter.decode(data))
        } catch {
            return .failure(Message(text: "'\(path)' is not a results.json of aecheck: \(error)"))
        }
    }

    private struct Message: Error { var text: String }

    private static func usage(_ message: Message, _ command: ParsedArguments.Command, _ help: HelpText) -> AECheck.Result {
        AECheck.Result(exitCode: AECheck.ExitCode.usage, standardOutput: "",
                       standardError: help.usageError(message.text, command))
    }

    private static func usage(_ text: String, _ command: ParsedArguments.Command, _ help: HelpText) -> AECheck.Result {
        usage(Message(text: text), command, help)
    }
}
