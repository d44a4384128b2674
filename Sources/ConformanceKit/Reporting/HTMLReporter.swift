/// Writes a ``ComplianceReport`` as `report.html`: one self-contained page (styles inline; no script,
/// font, image or link to anything outside it) that reads well on screen and on paper.
///
/// It uses only elements the HTML 4 parsers know (so `xmllint --html` reads it without complaint), and
/// every string from the implementation or the specs goes through ``HTMLText``. The same report always
/// gives the same bytes.
package enum HTMLReporter: Sendable {
    /// Renders `report`, ending with a newline.
    package static func render(_ report: ComplianceReport) -> String {
        let run = report.run
        let summary = report.summary
        let e = HTMLText.escape
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>Conformance report: \(e(run.implementation))</title>\n<style>\n\(style)</style>\n</head>\n<body>\n<div class=\"page\">\n"

        out += "<div class=\"head\">\n<p class=\"kicker\">AccessEnabler conformance report</p>\n"
        out += "<h1>\(e(run.implementation))</h1>\n"
        out += "<p class=\"verdict \(summary.verdict.rawValue)\">\(e(summary.verdict.label))" + (summary.strict ? " (strict)" : "") + "</p>\n"
        out += "<p class=\"lede\">\(summary.counts.total) scenarios: \(e(MarkdownReporter.counts(summary.counts)))"
            + (summary.warnings > 0 ? "; \(summary.warnings) warning(s) that do not decide the verdict" : "")
            + (summary.expectedFailures > 0 ? "; \(summary.expectedFailures) failure(s) the baseline expects" : "") + ".</p>\n"
        for problem in summary.baselineProblems { out += "<p class=\"problem\">Baseline \(e(problem))</p>\n" }
        out += "<p class=\"nav\"><a href=\"#summary\">Summary</a> · <a href=\"#findings\">Failures and errors (\(report.findings.count))</a>"
            + " · <a href=\"#requirements\">Requirements (\(report.sections.reduce(0) { $0 + $1.rows.count }))</a> · <a href=\"#run\">Run</a></p>\n"
        out += "</div>\n"

        out += "<h2 id=\"summary\">Summary</h2>\n<table class=\"counts\">\n"
        out += "<tr><th></th><th>passed</th><th>failed</th><th>errors</th><th>not applicable</th><th>total</th></tr>\n"
        out += countRow("all", summary.counts, strong: true)
        for group in summary.levels { out += countRow("@" + group.name, group.counts) }
        for group in summary.platforms { out += countRow(group.name, group.counts) }
        out += "</table>\n"

        out += "<h2 id=\"findings\">Failures and errors</h2>\n"
        if report.findings.isEmpty { out += "<p class=\"note\">None.</p>\n" }
        for (index, finding) in report.findings.enumerated() {
            let result = finding.result
            let label = ComplianceReport.label(finding)
            let kind = ["FAIL": "failed", "ERROR": "error", "WARNING": "warning"][label] ?? "expected-failure"
            out += "<div class=\"finding \(kind)\" id=\"finding-\(index + 1)\">\n"
            out += "<h3><span class=\"status \(kind)\">\(label)</span> \(e(result.displayName))</h3>\n<table class=\"facts\">\n"
            if let reason = result.expectedFailure { out += fact("Expected by the baseline", e(reason)) }
            if let record = finding.requirement {
                out += fact("Requirement", "<a href=\"#\(MarkdownReporter.anchor(record.id))\">\(e(record.id))</a> \(e(MarkdownReporter.title(record)))"
                    + " <span class=\"level \(e(record.level))\">\(e(record.level))</span>"
                    + (finding.blocking ? "" : " <span class=\"note\">(does not decide the verdict)</span>")
                    + record.sources.map(quote).joined())
            }
            out += fact("Scenario", "\(e(result.scenario)) <span class=\"place\">\(e(result.location))</span>")
            if let failure = result.failure {
                if !failure.step.isEmpty {
                    out += fact(result.outcome == .error ? "Error in step" : "Failed step",
                                "<code>\(e(failure.step))</code> <span class=\"place\">\(e(failure.location))</span>")
                }
                out += fact(result.outcome == .error ? "Error" : "Check", "<pre>\(e(failure.message))</pre>")
                if let expected = failure.expected { out += fact("Expected", "<pre class=\"expected\">\(e(expected))</pre>") }
                if let actual = failure.actual { out += fact("Actual", "<pre class=\"actual\">\(e(actual))</pre>") }
            }
            out += fact("What to look at", e(finding.hint))
            out += "</table>\n"
            if !result.steps.isEmpty {
                out += "<p class=\"label\">Steps</p>\n<pre class=\"steps\">"
                out += result.steps.map { step in
                    "<span class=\"step \(step.status.rawValue)\">\(e(step.marked))</span>"
                }.joined(separator: "\n") + "</pre>\n"
            }
            if !result.transcript.isEmpty {
                out += "<p class=\"label\">Transcript</p>\n<pre class=\"transcript\">\(e(result.transcript.joined(separator: "\n")))</pre>\n"
            }
            out += "</div>\n"
        }

        out += "<h2 id=\"requirements\">Requirements</h2>\n"
        out += "<p class=\"note\">Every requirement of the specs, grouped by the section of its source, with the sentence it encodes.</p>\n"
        for section in report.sections {
            out += "<h3>Section <code>\(e(section.name))</code></h3>\n<table class=\"matrix\">\n"
            out += "<tr><th>requirement</th><th>level</th><th>platforms</th><th>scenarios</th><th>result</th><th>source</th></tr>\n"
            for row in section.rows {
                let record = row.requirement
                let ran = row.results.filter { $0.outcome != .notApplicable }
                let passed = ran.filter { $0.outcome == .passed }.count
                let statusClass = String(row.status.rawValue.map { $0 == " " ? "-" : $0 })
                out += "<tr id=\"\(MarkdownReporter.anchor(record.id))\"><td><a class=\"id\" href=\"#\(MarkdownReporter.anchor(record.id))\">\(e(record.id))</a> "
                    + "\(e(MarkdownReporter.title(record)))<div class=\"place\">\(e(record.place))</div></td>"
                    + "<td><span class=\"level \(e(record.level))\">\(e(record.level))</span></td>"
                    + "<td>\(e(record.platforms.joined(separator: ", ")))</td><td class=\"num\">\(record.scenarios)</td>"
                    + "<td><span class=\"status \(statusClass)\">\(e(row.status.rawValue))</span>"
                    + (ran.isEmpty ? "" : " <span class=\"frac\">\(passed)/\(ran.count)</span>") + "</td><td class=\"source\">"
                out += record.sources.isEmpty ? "—" : record.sources.map(quote).joined()
                out += "</td></tr>\n"
            }
            out += "</table>\n"
        }

        out += "<h2 id=\"run\">Run</h2>\n<table class=\"meta\">\n"
        for (label, value) in report.metadata { out += "<tr><th>\(e(label))</th><td><code>\(e(value))</code></td></tr>\n" }
        out += "</table>\n</div>\n</body>\n</html>\n"
        return out
    }

    private static func countRow(_ name: String, _ counts: RunSummary.Counts, strong: Bool = false) -> String {
        let cells = [counts.passed, counts.failed, counts.errors, counts.notApplicable, counts.total].enumerated().map { index, value in
            let marked = (index == 1 || index == 2) && value > 0 ? " class=\"num bad\"" : " class=\"num\""
            return "<td\(marked)>\(value)</td>"
        }.joined()
        return "<tr\(strong ? " class=\"total\"" : "")><th>\(HTMLText.escape(name))</th>\(cells)</tr>\n"
    }

    private static func fact(_ label: String, _ html: String) -> String {
        "<tr><th>\(HTMLText.escape(label))</th><td>\(html)</td></tr>\n"
    }

    private static func quote(_ source: RequirementRecord.Source) -> String {
        let e = HTMLText.escape
        return "<div class=\"quote\"><span class=\"ref\">\(e(source.ref))</span> <span class=\"original\">\(e(source.original))</span>"
            + "<div class=\"english\">\(e(source.english))</div></div>"
    }

    static let style = """
        body { margin: 0; background: #f6f7f9; color: #1d2330; font: 15px/1.5 -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif; }
        .page { max-width: 1180px; margin: 0 auto; padding: 28px 32px 60px; }
        .head { background: #fff; border: 1px solid #dfe3ea; border-radius: 10px; padding: 20px 26px; }
        .kicker { margin: 0; color: #5b6577; font-size: 13px; letter-spacing: .06em; text-transform: uppercase; }
        h1 { margin: 4px 0 12px; font-size: 28px; word-break: break-word; }
        h2 { margin: 36px 0 12px; font-size: 21px; border-bottom: 2px solid #dfe3ea; padding-bottom: 6px; }
        h3 { margin: 24px 0 8px; font-size: 16px; }
        .verdict { display: inline-block; margin: 0; padding: 6px 16px; border-radius: 6px; font-weight: 700; font-size: 18px; color: #fff; }
        .verdict.passed { background: #1f8a4c; } .verdict.passed-non-strict { background: #b7791f; } .verdict.failed { background: #c53030; }
        .lede { margin: 12px 0 0; color: #3b4454; }
        .nav { margin: 14px 0 0; font-size: 14px; } .nav a { color: #1d4ed8; text-decoration: none; }
        .note { color: #5b6577; }
        table { border-collapse: collapse; width: 100%; background: #fff; border: 1px solid #dfe3ea; }
        th, td { text-align: left; vertical-align: top; padding: 7px 10px; border-bottom: 1px solid #eceff3; }
        table.counts tr:first-child th, table.matrix tr:first-child th { background: #eef1f5; font-size: 13px; color: #3b4454; }
        table.counts { width: auto; min-width: 520px; } .num { text-align: right; font-variant-numeric: tabular-nums; }
        .bad { color: #c53030; font-weight: 700; } tr.total th, tr.total td { font-weight: 700; }
        table.matrix td:first-child { width: 34%; } .id { font-weight: 700; color: #1d4ed8; text-decoration: none; white-space: nowrap; }
        .place { color: #7a8496; font-size: 12px; font-family: ui-monospace, Menlo, Consolas, monospace; }
        .level { display: inline-block; padding: 0 7px; border-radius: 10px; font-size: 12px; background: #e6e9ef; }
        .level.must { background: #dbe7ff; color: #1e3a8a; } .level.should { background: #fdf0d5; color: #7c4a03; } .level.info { background: #e8f5f0; color: #1c5b44; }
        .status { display: inline-block; padding: 1px 8px; border-radius: 4px; font-size: 12px; font-weight: 700; text-transform: uppercase; white-space: nowrap; }
        .status.passed { background: #d7f2e1; color: #14532d; } .status.failed, .status.error { background: #fde2e1; color: #9b1c1c; }
        .status.warning, .status.expected-failure { background: #fdf0d5; color: #7c4a03; }
        .problem { margin: 10px 0 0; color: #9b1c1c; font-weight: 700; } .status.not-applicable, .status.not-run, .status.no-scenario { background: #eceff3; color: #5b6577; }
        .frac { color: #5b6577; font-size: 12px; }
        .quote { margin: 0 0 6px; font-size: 13px; } .quote + .quote { border-top: 1px dashed #e1e5eb; padding-top: 6px; }
        .ref { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 11px; color: #5b6577; }
        .english { color: #3b4454; font-style: italic; }
        .finding { background: #fff; border: 1px solid #dfe3ea; border-left: 5px solid #c53030; border-radius: 8px; padding: 4px 18px 14px; margin: 16px 0; }
        .finding.warning, .finding.expected-failure { border-left-color: #b7791f; } .finding table { border: 0; } .finding th { width: 150px; color: #3b4454; }
        pre { margin: 0; white-space: pre-wrap; word-break: break-word; font: 12.5px/1.45 ui-monospace, Menlo, Consolas, monospace; }
        pre.expected { color: #14532d; } pre.actual { color: #9b1c1c; }
        pre.steps, pre.transcript { background: #f3f5f8; border: 1px solid #e1e5eb; border-radius: 6px; padding: 10px 12px; }
        .step.failed, .step.error { color: #9b1c1c; font-weight: 700; } .step.not-run { color: #8a93a3; }
        .label { margin: 12px 0 4px; font-weight: 700; font-size: 13px; color: #3b4454; }
        table.meta th { width: 190px; } code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 13px; word-break: break-all; }
        @media print { body { background: #fff; } .page { padding: 0; } .finding { break-inside: avoid; } }

        """
}
