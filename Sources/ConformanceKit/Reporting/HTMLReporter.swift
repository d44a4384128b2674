/// Writes a ``ComplianceReport`` as `report.html`: one self-contained page (styles and a small script
/// inline; no font, image or link to anything outside it) that reads well on screen and on paper.
///
/// The verdict and what reproduces the run come first, then the counts, every failure as a card that folds,
/// and the requirement matrix; matrix rows and failure cards link to each other. With scripts off every
/// part shows; the script only adds filters by outcome, level and platform over the `data-` attributes.
/// Folding is a checkbox and a label (HTML 4 has no disclosure element), so `xmllint --html` reads the page
/// without complaint. Every string from the implementation or the specs goes through ``HTMLText``. The same
/// report always gives the same bytes.
package enum HTMLReporter: Sendable {
    /// Renders `report`, ending with a newline.
    package static func render(_ report: ComplianceReport) -> String {
        let run = report.run
        let summary = report.summary
        let e = HTMLText.escape
        let anchors = Anchors(report)
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>Conformance report: \(e(run.implementation))</title>\n<style>\n\(style)\(reportStyle)</style>\n</head>\n<body>\n<div class=\"page\">\n"

        out += "<div class=\"head\">\n<p class=\"kicker\">\(e(report.subject)) conformance report</p>\n"
        out += "<h1>\(e(run.implementation))</h1>\n"
        out += "<p class=\"verdict \(summary.verdict.rawValue)\">\(e(summary.verdict.label))" + (summary.strict ? " (strict)" : "") + "</p>\n"
        out += "<p class=\"lede\">\(summary.counts.total) scenarios: \(e(MarkdownReporter.counts(summary.counts)))"
            + (summary.warnings > 0 ? "; \(summary.warnings) warning(s) that do not decide the verdict" : "")
            + (summary.expectedFailures > 0 ? "; \(summary.expectedFailures) failure(s) the baseline expects" : "") + ".</p>\n"
        if let must = report.mustRequirementsSentence { out += "<p class=\"lede\">\(e(must))</p>\n" }
        if let certifies = run.metadata.certifies { out += "<p class=\"certifies\">\(e(certifies))</p>\n" }
        if run.selectionBinds { out += "<p class=\"certifies\">\(e(SuiteRun.selectionBindsNote)).</p>\n" }
        for problem in summary.baselineProblems { out += "<p class=\"problem\">Baseline \(e(problem))</p>\n" }
        out += "<p class=\"nav\"><a href=\"#run\">Reproduce</a> · <a href=\"#summary\">Summary</a>"
            + " · <a href=\"#findings\">Failures and errors (\(report.findings.count))</a>"
            + " · <a href=\"#requirements\">Requirements (\(report.sections.reduce(0) { $0 + $1.rows.count }))</a></p>\n"
        out += "</div>\n"

        out += "<h2 id=\"run\">How to reproduce</h2>\n<table class=\"meta\">\n"
        let command = report.metadata.first { $0.label == "command line" }
        if let command { out += "<tr><th>\(e(command.label))</th><td><code>\(e(command.value))</code></td></tr>\n" }
        if let rerun = run.metadata.rerun, !rerun.isEmpty {
            out += "<tr><th>rerun with the same implementation</th><td><code>\(e(ShellWords.line(rerun)))</code></td></tr>\n"
        }
        for (label, value) in report.metadata where label != "command line" {
            out += "<tr><th>\(e(label))</th><td><code>\(e(value))</code></td></tr>\n"
        }
        out += "</table>\n"
        out += "<div id=\"filters\" class=\"filters\"></div>\n"

        out += "<h2 id=\"summary\">Summary</h2>\n<table class=\"counts\">\n"
        out += "<tr><th></th><th>passed</th><th>failed</th><th>errors</th><th>not applicable</th><th>total</th></tr>\n"
        out += countRow("all", summary.counts, strong: true)
        for group in summary.levels { out += countRow("@" + group.name, group.counts) }
        for group in summary.platforms { out += countRow(group.name, group.counts) }
        out += "</table>\n"

        out += "<h2 id=\"findings\">Failures and errors</h2>\n"
        if report.findings.isEmpty { out += "<p class=\"note\">None.</p>\n" }
        for (index, finding) in report.findings.enumerated() {
            if index > 0, let platform = finding.result.platform, repeats(finding, report.findings[index - 1]) {
                out += repeatCard(finding, number: index + 1, platform: platform)
            } else {
                out += card(finding, number: index + 1, anchors: anchors)
            }
        }

        out += "<h2 id=\"requirements\">Requirements</h2>\n"
        out += report.unexplored == 0
            ? "<p class=\"note\">Every requirement of the specs, grouped by the section of its source, with the sentence it encodes.</p>\n"
            : "<p class=\"note\">The requirements this exploration's invariants check, grouped by the section of their source, with the sentence each "
                + "encodes; the other \(report.unexplored) are the written scenarios' to check ('aecheck run').</p>\n"
        out += "<p class=\"note print-only\">On paper the sources are in English; on screen, and in report.md, each also reads in its own language.</p>\n"
        var rowIndex = 0
        for section in report.sections {
            out += "<h3>Section <code>\(e(section.name))</code></h3>\n<table class=\"matrix\">\n"
            out += "<tr><th>requirement</th><th>level</th><th>platforms</th><th>scenarios</th><th>result</th><th>source</th></tr>\n"
            for row in section.rows {
                let record = row.requirement
                let anchor = anchors.rows[rowIndex]
                rowIndex += 1
                let ran = row.results.filter { $0.outcome != .notApplicable }
                let passed = ran.filter { $0.outcome == .passed }.count
                let statusClass = cssName(row.status.rawValue)
                let cards = anchors.cards(record.id).map { card in
                    "<a class=\"card-link\" href=\"#finding-\(card.number)\">\(e(card.label))</a>"
                }
                out += "<tr id=\"\(anchor)\" data-outcome=\"\(statusClass)\" data-level=\"\(e(record.levelName))\""
                    + " data-platform=\"\(e(record.platforms.joined(separator: " ")))\">"
                    + "<td><a class=\"id\" href=\"#\(anchor)\">\(e(record.id))</a> "
                    + "\(e(MarkdownReporter.title(record)))<div class=\"place\">\(e(record.place))</div></td>"
                    + "<td><span class=\"level \(e(record.levelName))\">\(e(record.levelName))</span></td>"
                    + "<td>\(e(record.platforms.joined(separator: ", ")))</td><td class=\"num\">\(record.scenarios)</td>"
                    + "<td><span class=\"status \(statusClass)\">\(e(row.status.rawValue))</span>"
                    + (ran.isEmpty ? "" : " <span class=\"frac\">\(passed)/\(ran.count)</span>")
                    + (cards.isEmpty ? "" : "<div class=\"cards\">" + cards.joined(separator: " ") + "</div>") + "</td><td class=\"source\">"
                out += record.sources.isEmpty ? "—" : record.sources.map(quote).joined()
                out += "</td></tr>\n"
            }
            out += "</table>\n"
        }
        out += "<script>\n\(script)</script>\n</div>\n</body>\n</html>\n"
        return out
    }

    /// One failure as a card that folds: open when it decides the verdict, its transcript folded apart.
    private static func card(_ finding: ComplianceReport.Finding, number: Int, anchors: Anchors) -> String {
        let e = HTMLText.escape
        let result = finding.result
        let label = ComplianceReport.label(finding)
        let kind = kind(of: label)
        var out = cardStart(finding, number: number, classes: kind, platform: result.platform ?? "")
        out += "<input type=\"checkbox\" class=\"fold\" id=\"open-finding-\(number)\"\(finding.blocking ? " checked" : "")>"
        out += "<h3><label for=\"open-finding-\(number)\"><span class=\"status \(kind)\">\(label)</span> \(e(result.displayName))</label></h3>\n"
        out += "<div class=\"more\">\n<table class=\"facts\">\n"
        if let reason = result.expectedFailure { out += fact("Expected by the baseline", e(reason)) }
        if let record = finding.requirement {
            out += fact("Requirement", "<a href=\"#\(anchors.row(record.id))\">\(e(record.id))</a> \(e(MarkdownReporter.title(record)))"
                + " <span class=\"level \(e(record.levelName))\">\(e(record.levelName))</span>"
                + (finding.blocking ? "" : " <span class=\"note\">(does not decide the verdict)</span>")
                + record.sources.map(quote).joined())
        }
        let others = result.requirementIDs.filter { $0 != finding.requirement?.id }
        if !others.isEmpty {
            out += fact("Also checks", others.map { "<a href=\"#\(anchors.row($0))\">\(e($0))</a>" }.joined(separator: ", "))
        }
        out += fact("Scenario", "\(e(result.scenario)) <span class=\"place\">\(e(result.location))</span>")
        if let failure = result.failure {
            if !failure.step.isEmpty {
                out += fact(result.outcome == .error ? "Error in step" : "Failed step",
                            "<code>\(e(failure.step))</code> <span class=\"place\">\(e(failure.location))</span>")
            }
            out += fact(result.outcome == .error ? "Error" : "Check", "<pre>\(e(failure.message))</pre>")
            if result.outcome == .failed, let level = failure.level {
                let sources = failure.sources ?? []
                out += fact("The check enforces", "<span class=\"level \(level.rawValue)\">\(level.rawValue)</span>"
                    + (sources.isEmpty ? " its rule's sentences"
                        : Set(sources.map(\.ref)).isSubset(of: Set((finding.requirement?.sources ?? []).map(\.ref)))
                        ? " " + e(sources.map(\.ref).joined(separator: ", ")) + ", quoted above"
                        : sources.map(quote).joined()))
            }
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
            out += "<input type=\"checkbox\" class=\"fold\" id=\"open-transcript-\(number)\">"
            out += "<label class=\"label transcript-label\" for=\"open-transcript-\(number)\">Transcript and storage (\(result.transcript.count) lines)</label>\n"
            out += "<div class=\"more transcript-more\"><pre class=\"transcript\">\(e(result.transcript.joined(separator: "\n")))</pre></div>\n"
        }
        out += "</div>\n</div>\n"
        return out
    }

    /// Whether `finding` is the failure `previous` shows, on another platform: the same scenario, label, step,
    /// check, expected and actual. Such a card says so in one line instead of repeating the page.
    static func repeats(_ finding: ComplianceReport.Finding, _ previous: ComplianceReport.Finding) -> Bool {
        let (one, other) = (finding.result, previous.result)
        return one.location == other.location && one.platform != other.platform && one.outcome == other.outcome
            && ComplianceReport.label(finding) == ComplianceReport.label(previous) && one.message == other.message
            && one.failure?.step == other.failure?.step && one.failure?.message == other.failure?.message
            && one.failure?.expected == other.failure?.expected && one.failure?.actual == other.failure?.actual
    }

    /// The card of a failure the card before shows on another platform: its name, and a line that says so.
    private static func repeatCard(_ finding: ComplianceReport.Finding, number: Int, platform: String) -> String {
        let e = HTMLText.escape
        let result = finding.result
        let label = ComplianceReport.label(finding)
        let kind = kind(of: label)
        return cardStart(finding, number: number, classes: kind + " repeat", platform: platform)
            + "<h3><span class=\"status \(kind)\">\(label)</span> \(e(result.displayName))</h3>\n"
            + "<p class=\"note\">The same failure as <a href=\"#finding-\(number - 1)\">the card above</a>, on \(e(platform)):"
            + " the same step, check, expected and actual.</p>\n</div>\n"
    }

    /// A card's opening tag: its anchor, and the attributes the filters read.
    private static func cardStart(_ finding: ComplianceReport.Finding, number: Int, classes: String, platform: String) -> String {
        let e = HTMLText.escape
        let kind = kind(of: ComplianceReport.label(finding))
        let level = finding.requirement?.levelName ?? finding.result.level?.rawValue ?? ""
        return "<div class=\"finding \(classes)\" id=\"finding-\(number)\" data-outcome=\"\(kind)\" data-level=\"\(e(level))\""
            + " data-platform=\"\(e(platform))\">\n"
    }

    /// The class a finding's label gives its card and badge.
    private static func kind(of label: String) -> String {
        ["FAIL": "failed", "ERROR": "error", "WARNING": "warning"][label] ?? "expected-failure"
    }

    /// `name` as a class name: spaces as hyphens (`not run` → `not-run`).
    static func cssName(_ name: String) -> String {
        String(name.map { $0 == " " ? "-" : $0 })
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

    /// A source sentence, in its own language where its script tells it (see ``QuoteLanguage``).
    private static func quote(_ source: RequirementRecord.Source) -> String {
        let e = HTMLText.escape
        let lang = QuoteLanguage.tag(for: source.original).map { " lang=\"\($0)\"" } ?? ""
        return "<div class=\"quote\"><span class=\"ref\">\(e(source.ref))</span> <span class=\"original\"\(lang)>\(e(source.original))</span>"
            + "<div class=\"english\">\(e(source.english))</div></div>"
    }
}
