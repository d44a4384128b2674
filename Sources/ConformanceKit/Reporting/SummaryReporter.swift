/// Writes a ``ComplianceReport`` as `report-summary.md`: the verdict as the exit code decides it, the
/// counts, and one line per failure and error linking to its card in `report.html`; short enough for a
/// pull-request comment or a CI job's summary page whatever the run holds.
///
/// The size is bounded, not the run: at most ``maxFindings`` lines of findings (the rest counted, with a
/// pointer to `report.md`), at most ``maxBaselineProblems`` baseline problems, and every field cut to a
/// budget of bytes after escaping (``BoundedText``), so the whole stays far under ``limit``. Every string
/// from the implementation or the specs goes through ``MarkdownText``. The same report always gives the
/// same bytes.
package enum SummaryReporter: Sendable {
    /// The size the summary always stays under, in UTF-8 bytes: a GitHub comment holds 65,536 characters.
    package static let limit = 65_536
    /// How many failures and errors get a line of their own; the rest are counted.
    package static let maxFindings = 50
    /// How many stale or expired baseline entries are named; the rest are counted.
    package static let maxBaselineProblems = 10
    /// The budget of one requirement ID, in bytes after escaping.
    static let idBytes = 48
    /// The budget of one title (the rule's title and the scenario's name), in bytes after escaping.
    static let titleBytes = 200
    /// The budget of a platform, in bytes after escaping.
    static let nameBytes = 32
    /// The budget of the implementation's name (the reference's carries its faults), in bytes after escaping.
    static let implementationBytes = 160
    /// The budget of one baseline problem, in bytes after escaping.
    static let problemBytes = 300

    /// The anchor of the `number`th finding's card in `report.html` (from 1, in the report's order).
    package static func findingAnchor(_ number: Int) -> String {
        "finding-\(number)"
    }

    /// Renders `report`, ending with a newline.
    ///
    /// Without `linkingCards` (a CI service's job summary, on a page where `report.html` is not), a finding names its
    /// requirement without a link, and the last line says where the reports are.
    package static func render(_ report: ComplianceReport, linkingCards: Bool = true) -> String {
        let summary = report.summary
        let exitCode = report.run.passes(strict: summary.strict) ? 0 : 1
        var out = "### Conformance: \(field(report.run.implementation, implementationBytes)) — \(summary.verdict.label)\n\n"
        out += "**Verdict: \(summary.verdict.label)**" + (summary.strict ? " (strict)" : "") + " · exit code \(exitCode)"
            + " · \(summary.counts.total) scenarios: \(MarkdownReporter.counts(summary.counts))"
            + (summary.warnings > 0 ? " · \(summary.warnings) warning(s)" : "")
            + (summary.expectedFailures > 0 ? " · \(summary.expectedFailures) expected by the baseline" : "") + "\n\n"
        for problem in summary.baselineProblems.prefix(maxBaselineProblems) { out += "- Baseline \(field(problem, problemBytes))\n" }
        if summary.baselineProblems.count > maxBaselineProblems {
            out += "- and \(summary.baselineProblems.count - maxBaselineProblems) more baseline problems: see report.md\n"
        }
        if !summary.baselineProblems.isEmpty { out += "\n" }

        if report.findings.isEmpty {
            out += "No failures or errors.\n\n"
        } else {
            out += "| outcome | requirement | title | platform | level |\n|---|---|---|---|---|\n"
            for (index, finding) in report.findings.prefix(maxFindings).enumerated() { out += line(finding, number: index + 1, linking: linkingCards) }
            if report.findings.count > maxFindings {
                out += "\nand \(report.findings.count - maxFindings) more — see report.md\n"
            }
            out += "\n"
        }
        out += "Details: report.html, report.md\(linkingCards ? "" : " (in the run's uploaded reports)"); results.json \(report.resultsDigest.isEmpty ? "—" : report.resultsDigest)\n"
        return out
    }

    /// The table row of one finding, linking to its card.
    private static func line(_ finding: ComplianceReport.Finding, number: Int, linking: Bool) -> String {
        let result = finding.result
        let id = finding.requirement?.id ?? result.requirementIDs.first
        let rule = finding.requirement.map(MarkdownReporter.title)
        let title = rule.map { $0 == result.scenario ? $0 : $0 + ": " + result.scenario } ?? result.scenario
        let link = "report.html#\(findingAnchor(number))"
        let named = id.map { field($0, idBytes) } ?? "details"
        let requirement = linking ? "[\(named)](\(link))" : named
        return "| \(ComplianceReport.label(finding)) | \(requirement) | \(field(title, titleBytes)) "
            + "| \(result.platform.map { field($0, nameBytes) } ?? "—") | \(result.level.map { "@" + $0.rawValue } ?? "—") |\n"
    }

    /// `text` escaped for a line of Markdown, cut to `bytes`.
    private static func field(_ text: String, _ bytes: Int) -> String {
        BoundedText.prefix(text, maxBytes: bytes, escape: MarkdownText.inline)
    }
}
