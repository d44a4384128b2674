/// Writes a ``ComplianceReport`` as `report.md`: summary, run metadata, the requirement matrix by source
/// section, then every failure with its requirement, expected and actual, steps and transcript.
///
/// Every string from the implementation or the specs goes through ``MarkdownText``: it shows as text, and
/// no HTML passes through. The same report always gives the same bytes.
package enum MarkdownReporter: Sendable {
    /// Renders `report`, ending with a newline.
    package static func render(_ report: ComplianceReport) -> String {
        let run = report.run
        let summary = report.summary
        var out = "# Conformance report: \(MarkdownText.inline(run.implementation))\n\n"
        out += "**Verdict: \(summary.verdict.label)**" + (summary.strict ? " (strict)" : "")
            + " · \(summary.counts.total) scenarios: \(counts(summary.counts))"
            + (summary.warnings > 0 ? " · \(summary.warnings) warning(s)" : "")
            + (summary.expectedFailures > 0 ? " · \(summary.expectedFailures) expected by the baseline" : "") + "\n\n"
        if let must = report.mustRequirementsSentence { out += "\(must)\n\n" }
        if let certifies = run.metadata.certifies { out += "\(MarkdownText.inline(certifies))\n\n" }
        if run.selectionBinds { out += SuiteRun.selectionBindsNote + ".\n\n" }
        for problem in summary.baselineProblems { out += "- Baseline \(MarkdownText.inline(problem))\n" }
        if !summary.baselineProblems.isEmpty { out += "\n" }

        out += "## Summary\n\n| | passed | failed | errors | not applicable | total |\n|---|---:|---:|---:|---:|---:|\n"
        out += countRow("all", summary.counts)
        for group in summary.levels { out += countRow("@" + group.name, group.counts) }
        for group in summary.platforms { out += countRow(group.name, group.counts) }

        out += "\n## Failures and errors\n\n"
        if report.findings.isEmpty { out += "None.\n" }
        for finding in report.findings {
            let result = finding.result
            out += "### \(ComplianceReport.label(finding)) \(MarkdownText.inline(result.displayName))\n\n"
            if let record = finding.requirement {
                out += "- Requirement: [\(MarkdownText.inline(record.id))](#\(anchor(record.id))) \(MarkdownText.inline(title(record)))"
                    + " (@\(MarkdownText.inline(record.levelName))" + (finding.blocking ? ", decides the verdict)" : ", a warning)") + "\n"
                for source in record.sources {
                    out += "  - \(MarkdownText.inline(source.ref)): “\(MarkdownText.inline(source.original))” (\(MarkdownText.inline(source.english)))\n"
                }
            }
            if let reason = result.expectedFailure { out += "- Expected by the baseline: \(MarkdownText.inline(reason))\n" }
            out += "- Scenario: \(MarkdownText.inline(result.scenario)) (\(MarkdownText.inline(result.location)))\n"
            if let failure = result.failure {
                if !failure.step.isEmpty {
                    out += "- \(result.outcome == .error ? "Error in step" : "Failed step"): \(MarkdownText.inline(failure.step))"
                        + " (\(MarkdownText.inline(failure.location)))\n"
                }
                out += item(result.outcome == .error ? "Error" : "Check", failure.message)
                if result.outcome == .failed, let level = failure.level {
                    out += "- The check enforces (@\(level.rawValue)):" + ((failure.sources ?? []).isEmpty ? " its rule's sentences\n" : "\n")
                    for source in failure.sources ?? [] {
                        out += "  - \(MarkdownText.inline(source.ref)): " + (source.original.isEmpty ? "" : "“\(MarkdownText.inline(source.original))” ")
                            + "(\(MarkdownText.inline(source.english)))\n"
                    }
                }
                if let expected = failure.expected { out += item("Expected", expected) }
                if let actual = failure.actual { out += item("Actual", actual) }
            }
            out += "- What to look at: \(MarkdownText.inline(finding.hint))\n\n"
            if !result.steps.isEmpty {
                out += "Steps:\n\n" + MarkdownText.codeBlock(result.steps.map(\.marked).joined(separator: "\n")) + "\n"
            }
            if !result.transcript.isEmpty {
                out += "Transcript:\n\n" + MarkdownText.codeBlock(result.transcript.joined(separator: "\n")) + "\n"
            }
        }
        out += "\n## Requirements\n"
        if report.unexplored > 0 {
            out += "\nThe requirements this exploration's invariants check; the other \(report.unexplored) are the written scenarios' to check (`aecheck run`).\n"
        }
        for section in report.sections {
            out += "\n### Section \(MarkdownText.inline(section.name))\n\n"
            out += "| requirement | level | platforms | scenarios | result | source |\n|---|---|---|---:|---|---|\n"
            for row in section.rows {
                let record = row.requirement
                let anchor = "<a id=\"\(anchor(record.id))\"></a>"
                let sources = record.sources.map { source in
                    "\(MarkdownText.inline(source.ref)): “\(MarkdownText.inline(source.original))” (\(MarkdownText.inline(source.english)))"
                }
                out += "| \(anchor)**\(MarkdownText.inline(record.id))** \(MarkdownText.inline(title(record))) "
                    + "| \(MarkdownText.inline(record.levelName)) | \(MarkdownText.inline(record.platforms.joined(separator: ", "))) "
                    + "| \(record.scenarios) | \(statusText(row)) | \(sources.isEmpty ? "—" : sources.joined(separator: "<br>")) |\n"
            }
        }

        out += "\n## Run\n\n| | |\n|---|---|\n"
        for (label, value) in report.metadata { out += "| \(label) | \(MarkdownText.inline(value)) |\n" }

        return out
    }

    /// A list item `- label: value`; a value of several lines (a backtrace, a storage dump) follows the label
    /// as a fenced block inside the item, so its line breaks stay.
    static func item(_ label: String, _ value: String) -> String {
        guard value.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) else {
            return "- \(label): \(MarkdownText.inline(value))\n"
        }
        return "- \(label):\n\n" + MarkdownText.codeBlock(value, indent: "  ") + "\n"
    }

    /// The HTML and Markdown anchor of a requirement: `req-` and its ID, characters outside `[A-Za-z0-9-]` as `_`.
    package static func anchor(_ id: String) -> String {
        "req-" + String(id.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") ? $0 : "_" })
    }

    /// The rule's title without its leading ID (`AUTHN-03 Sign in` → `Sign in`).
    static func title(_ record: RequirementRecord) -> String {
        record.title.hasPrefix(record.id + " ") ? String(record.title.dropFirst(record.id.count + 1)) : record.title
    }

    static func counts(_ counts: RunSummary.Counts) -> String {
        "\(counts.passed) passed, \(counts.failed) failed, \(counts.errors) errors, \(counts.notApplicable) not applicable"
    }

    private static func countRow(_ name: String, _ counts: RunSummary.Counts) -> String {
        "| \(MarkdownText.inline(name)) | \(counts.passed) | \(counts.failed) | \(counts.errors) | \(counts.notApplicable) | \(counts.total) |\n"
    }

    private static func statusText(_ row: ComplianceReport.Row) -> String {
        let symbol = switch row.status {
        case .passed: "✅"
        case .failed, .error: "❌"
        case .warning, .expectedFailure: "⚠️"
        case .notApplicable, .notRun, .noScenario: "➖"
        }
        let ran = row.results.filter { $0.outcome != .notApplicable }
        let passed = ran.filter { $0.outcome == .passed }.count
        return "\(symbol) \(row.status.rawValue)" + (ran.isEmpty ? "" : " (\(passed)/\(ran.count))")
    }
}
