/// A run's findings as GitHub Actions workflow commands, one line each, so that they show on the job's
/// page and beside the spec line in a pull request's diff.
///
/// A failure or error that decides the verdict is an `::error`; one that does not (a `@should` rule's
/// when not strict, an `@info` rule's) and one a baseline expects are `::warning`s; each stale or expired
/// baseline entry, which fails the run, is an `::error` of its own. Each points at its scenario's line in
/// the spec file when ``SpecPaths`` finds the file in the working directory; otherwise it has no `file`
/// and its title names the suite's own place (`suite spec Specs/caching.feature:12`). Text is escaped as
/// GitHub reads it: in the message `%`, CR and LF as `%25`, `%0D`, `%0A`; in properties also `:` and `,`
/// as `%3A`, `%2C`; other control characters are shown as `\uXXXX`. Titles and messages are cut to a
/// length. The same report always gives the same lines.
///
/// GitHub shows at most ``shownPerKind`` errors and as many warnings of a step and drops the rest without a
/// word: past that, the last one shown says how many more there are and where they are (the job summary,
/// report.html).
package enum GitHubAnnotations: Sendable {
    /// How many annotations of each kind (error, warning) GitHub shows for a step.
    static let shownPerKind = 10

    /// The budget of a title, in bytes after escaping.
    static let titleBytes = 240
    /// The budget of a message, in bytes after escaping.
    static let messageBytes = 4_000

    /// One workflow command per finding of `report`, then one per baseline problem; empty when there is none.
    package static func render(_ report: ComplianceReport, paths: SpecPaths) -> String {
        var lines: [(error: Bool, text: String)] = report.findings.enumerated().map { index, finding in
            (finding.blocking, annotation(finding, number: index + 1, metadata: report.run.metadata, paths: paths))
        }
        for problem in report.run.baselineProblems {
            lines.append((true, "::error title=\(property("aecheck baseline"))::\(message("Baseline \(problem)"))\n"))
        }
        // In order, each kind up to what GitHub shows; a kind with more keeps its last place for how many more.
        var out = "", shown = (errors: 0, warnings: 0)
        let total = (errors: lines.filter(\.error).count, warnings: lines.filter { !$0.error }.count)
        let allowed = (errors: total.errors > shownPerKind ? shownPerKind - 1 : total.errors,
                       warnings: total.warnings > shownPerKind ? shownPerKind - 1 : total.warnings)
        for line in lines {
            if line.error, shown.errors < allowed.errors {
                out += line.text
                shown.errors += 1
            } else if !line.error, shown.warnings < allowed.warnings {
                out += line.text
                shown.warnings += 1
            }
        }
        if total.errors > allowed.errors { out += more(total.errors - allowed.errors, "error", noun: "failures and errors that decide the verdict") }
        if total.warnings > allowed.warnings { out += more(total.warnings - allowed.warnings, "warning", noun: "warnings and expected failures") }
        return out
    }

    /// The annotation in the last place GitHub shows: how many more of a kind there are, and where they are.
    private static func more(_ count: Int, _ command: String, noun: String) -> String {
        "::\(command) title=\(property("aecheck: \(count) more \(noun)"))::"
            + message("\(count) more \(noun) than GitHub shows for a step: see the job summary, or report.html in the run's reports") + "\n"
    }

    /// The workflow command of one finding.
    private static func annotation(_ finding: ComplianceReport.Finding, number: Int, metadata: RunMetadata, paths: SpecPaths) -> String {
        let result = finding.result
        var title = result.displayName
        var properties: [String] = []
        if let line = line(of: result) {
            if let file = paths.file(result.featureFile) {
                properties += ["file=" + escaped(file, property: true), "line=\(line)"]
            } else {
                title += " (suite spec \(paths.suitePlace(result.location)))"
            }
        }
        properties.append("title=" + property(title))
        let label = ComplianceReport.label(finding)
        let why = result.failure?.message ?? result.message ?? result.outcome.rawValue
        var text: String
        switch label {
        case "EXPECTED": text = "EXPECTED by the baseline (\(result.expectedFailure ?? "")): \(why)"
        case "WARNING": text = "WARNING (@\(result.gradedLevel?.rawValue ?? ""), does not decide the verdict): \(why)"
        default: text = "\(label): \(why)"
        }
        if let expected = result.failure?.expected { text += "\nExpected: \(expected)" }
        if let actual = result.failure?.actual { text += "\nActual: \(actual)" }
        if let record = finding.requirement { text += "\nRequirement: \(record.id) \(MarkdownReporter.title(record)) (@\(record.levelName))" }
        if let rerun = metadata.rerunCommand(for: result) { text += "\nRerun: " + ShellWords.line(rerun) }
        text += "\nDetails: report.html#\(SummaryReporter.findingAnchor(number)) in the run's reports"
        let command = finding.blocking ? "error" : "warning"
        return "::\(command) \(properties.joined(separator: ","))::\(message(text))\n"
    }

    /// The scenario's line, when its place reads `<feature file>:<line>`.
    private static func line(of result: ScenarioResult) -> Int? {
        let prefix = result.featureFile + ":"
        guard result.location.hasPrefix(prefix), let line = Int(result.location.dropFirst(prefix.count)), line > 0 else { return nil }
        return line
    }

    /// `text` escaped as a command's message, cut to ``messageBytes``.
    static func message(_ text: String) -> String {
        BoundedText.prefix(text, maxBytes: messageBytes) { escaped($0, property: false) }
    }

    /// `text` escaped as a property's value, cut to ``titleBytes``.
    static func property(_ text: String) -> String {
        BoundedText.prefix(text, maxBytes: titleBytes) { escaped($0, property: true) }
    }

    /// `text` with controls visible and GitHub's escapes applied; `property` adds those of `:` and `,`.
    static func escaped(_ text: String, property: Bool) -> String {
        var out = ""
        for scalar in ConsoleReporter.visible(text, keepingLineBreaks: true).unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
