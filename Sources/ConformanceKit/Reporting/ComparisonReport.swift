/// Several runs side by side: one row per requirement, one column per implementation, and where they
/// differ, down to the scenario. `aecheck compare` renders it as Markdown and HTML.
package struct ComparisonReport: Sendable {
    /// One requirement across the runs.
    package struct Row: Sendable {
        package var id: String
        package var title: String
        package var level: String
        package var section: String
        /// The requirement's status in each run, in column order.
        package var statuses: [ComplianceReport.Status]
        /// Whether the runs disagree.
        package var differs: Bool { Set(statuses).count > 1 }
    }

    /// One scenario on one platform whose outcome differs between runs.
    package struct ScenarioDifference: Sendable {
        package var name: String
        package var location: String
        /// The outcome in each run (`nil`: not in that run), in column order.
        package var outcomes: [Outcome?]
    }

    /// The column headings: each run's implementation name (with a number when two share one).
    package var columns: [String]
    /// Each run's verdict, in column order.
    package var verdicts: [RunSummary.Verdict]
    package var rows: [Row]
    package var scenarioDifferences: [ScenarioDifference]
    /// Notes on what makes the comparison less than exact (runs of different specs or filters).
    package var caveats: [String]

    /// Compares `runs`, in the order given, each judged non-strictly unless it was run strictly.
    package init(_ runs: [SuiteRun]) {
        var seen: [String: Int] = [:]
        columns = runs.map { run in
            seen[run.implementation, default: 0] += 1
            return seen[run.implementation]! > 1 ? "\(run.implementation) (\(seen[run.implementation]!))" : run.implementation
        }
        verdicts = runs.map { RunSummary($0, strict: $0.metadata.strict).verdict }
        let reports = runs.map { ComplianceReport($0, strict: $0.metadata.strict) }
        var order: [String] = []
        var info: [String: (title: String, level: String, section: String)] = [:]
        for report in reports {
            for section in report.sections {
                for row in section.rows where info[row.requirement.id] == nil {
                    order.append(row.requirement.id)
                    info[row.requirement.id] = (MarkdownReporter.title(row.requirement), row.requirement.level, section.name)
                }
            }
        }
        let statusByRun = reports.map { report in
            Dictionary(report.sections.flatMap(\.rows).map { ($0.requirement.id, $0.status) }, uniquingKeysWith: { first, _ in first })
        }
        rows = order.map { id in
            Row(id: id, title: info[id]?.title ?? "", level: info[id]?.level ?? "", section: info[id]?.section ?? "",
                statuses: statusByRun.map { $0[id] ?? .notRun })
        }
        var keys: [String] = []
        var byKey: [String: (name: String, location: String)] = [:]
        let outcomeByRun = runs.map { run in
            Dictionary(run.results.map { ("\($0.location)|\($0.platform ?? "")|\($0.scenario)", $0.outcome) }, uniquingKeysWith: { first, _ in first })
        }
        for run in runs {
            for result in run.results {
                let key = "\(result.location)|\(result.platform ?? "")|\(result.scenario)"
                if byKey[key] == nil {
                    keys.append(key)
                    byKey[key] = (result.displayName, result.location)
                }
            }
        }
        scenarioDifferences = keys.compactMap { key in
            let outcomes = outcomeByRun.map { $0[key] }
            guard Set(outcomes.map { $0?.rawValue ?? "-" }).count > 1 else { return nil }
            return ScenarioDifference(name: byKey[key]!.name, location: byKey[key]!.location, outcomes: outcomes)
        }
        var caveats: [String] = []
        if Set(runs.map(\.metadata.specsDigest)).count > 1 { caveats.append("the runs used different specs (their specs digests differ)") }
        if Set(runs.map { "\($0.metadata.filter ?? "")|\($0.metadata.platformFilter ?? "")" }).count > 1 {
            caveats.append("the runs used different filters")
        }
        if Set(runs.map(\.metadata.strict)).count > 1 { caveats.append("some runs were strict and some were not") }
        self.caveats = caveats
    }

    /// The comparison as Markdown, ending with a newline.
    package func markdown() -> String {
        let m = MarkdownText.inline
        var out = "# Conformance comparison\n\n"
        out += "| | " + columns.map(m).joined(separator: " | ") + " |\n|---|" + String(repeating: "---|", count: columns.count) + "\n"
        out += "| verdict | " + verdicts.map(\.label).joined(separator: " | ") + " |\n\n"
        for caveat in caveats { out += "- Caveat: \(m(caveat))\n" }
        let differing = rows.filter(\.differs).count
        out += (caveats.isEmpty ? "" : "\n") + "\(rows.count) requirements, \(differing) where the implementations differ (marked ≠).\n\n"
        out += "| | requirement | level | " + columns.map(m).joined(separator: " | ") + " |\n|---|---|---|"
            + String(repeating: "---|", count: columns.count) + "\n"
        for row in rows {
            out += "| \(row.differs ? "≠" : "") | **\(m(row.id))** \(m(row.title)) | \(m(row.level)) | "
                + row.statuses.map { $0.rawValue }.joined(separator: " | ") + " |\n"
        }
        out += "\n## Scenarios that differ\n\n"
        if scenarioDifferences.isEmpty { out += "None.\n" } else {
            out += "| scenario | place | " + columns.map(m).joined(separator: " | ") + " |\n|---|---|"
                + String(repeating: "---|", count: columns.count) + "\n"
            for difference in scenarioDifferences {
                out += "| \(m(difference.name)) | \(m(difference.location)) | "
                    + difference.outcomes.map { $0?.rawValue ?? "—" }.joined(separator: " | ") + " |\n"
            }
        }
        return out
    }

    /// The comparison as one self-contained HTML page (the report's styles), ending with a newline.
    package func html() -> String {
        let e = HTMLText.escape
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Conformance comparison</title>\n"
        out += "<style>\n\(HTMLReporter.style)tr.differs td { background: #fff8e6; } .mark { color: #b7791f; font-weight: 700; }\n</style>\n"
        out += "</head>\n<body>\n<div class=\"page\">\n<div class=\"head\">\n<p class=\"kicker\">AccessEnabler conformance comparison</p>\n"
        out += "<h1>" + columns.map(e).joined(separator: " · ") + "</h1>\n"
        for caveat in caveats { out += "<p class=\"problem\">Caveat: \(e(caveat))</p>\n" }
        out += "<p class=\"lede\">\(rows.count) requirements, \(rows.filter(\.differs).count) where the implementations differ (highlighted).</p>\n</div>\n"
        out += "<h2>Requirements</h2>\n<table class=\"matrix\">\n<tr><th></th><th>requirement</th><th>level</th>"
            + columns.map { "<th>\(e($0))</th>" }.joined() + "</tr>\n"
        out += "<tr><td></td><td><strong>verdict</strong></td><td></td>" + verdicts.map { verdict in
            "<td><span class=\"status \(verdict == .failed ? "failed" : verdict == .passed ? "passed" : "warning")\">\(e(verdict.label))</span></td>"
        }.joined() + "</tr>\n"
        for row in rows {
            out += "<tr\(row.differs ? " class=\"differs\"" : "")><td class=\"mark\">\(row.differs ? "≠" : "")</td>"
                + "<td><span class=\"id\">\(e(row.id))</span> \(e(row.title))</td><td><span class=\"level \(e(row.level))\">\(e(row.level))</span></td>"
                + row.statuses.map { status in
                    "<td><span class=\"status \(String(status.rawValue.map { $0 == " " ? "-" : $0 }))\">\(e(status.rawValue))</span></td>"
                }.joined() + "</tr>\n"
        }
        out += "</table>\n<h2>Scenarios that differ</h2>\n"
        if scenarioDifferences.isEmpty { out += "<p class=\"note\">None.</p>\n" } else {
            out += "<table class=\"matrix\">\n<tr><th>scenario</th>" + columns.map { "<th>\(e($0))</th>" }.joined() + "</tr>\n"
            for difference in scenarioDifferences {
                out += "<tr class=\"differs\"><td>\(e(difference.name))<div class=\"place\">\(e(difference.location))</div></td>"
                    + difference.outcomes.map { outcome in
                        let name = outcome?.rawValue ?? "—"
                        return "<td><span class=\"status \(name == "—" ? "not-run" : name)\">\(e(name))</span></td>"
                    }.joined() + "</tr>\n"
            }
            out += "</table>\n"
        }
        out += "</div>\n</body>\n</html>\n"
        return out
    }
}
