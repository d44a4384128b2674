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

    /// What the suite checks, as titles name it (`AccessEnabler`).
    package var subject: String
    /// The column headings: each run's implementation name (with a number when two share one).
    package var columns: [String]
    /// Each run's verdict, in column order.
    package var verdicts: [RunSummary.Verdict]
    /// What identifies each run, as label and one value per column: implementation, versions, specs
    /// digest, start, command line, results digest.
    package var facts: [(label: String, values: [String])]
    /// The link to each run's `report.html`, in column order; `nil` where there is none.
    package var reportLinks: [String?]
    /// What heads each run's column on the index page, in column order.
    package var headings: [RunHeading]
    package var rows: [Row]
    package var scenarioDifferences: [ScenarioDifference]
    /// Notes on what makes the comparison less than exact (runs of different specs or filters).
    package var caveats: [String]

    /// Compares `runs`, in the order given, each judged non-strictly unless it was run strictly; `origins`,
    /// in the same order, say where each was read (none: the digests and links are unknown); `subject` is what the
    /// suite checks.
    package init(_ runs: [SuiteRun], origins: [Origin] = [], subject: String) {
        self.subject = subject
        var seen: [String: Int] = [:]
        columns = runs.map { run in
            seen[run.implementation, default: 0] += 1
            return seen[run.implementation]! > 1 ? "\(run.implementation) (\(seen[run.implementation]!))" : run.implementation
        }
        verdicts = runs.map { RunSummary($0).verdict }
        let origin = { (index: Int) in index < origins.count ? origins[index] : Origin() }
        let shown = { (value: String) in value.isEmpty ? "—" : value }
        facts = [
            ("implementation", runs.map(\.implementation)),
            ("implementation version", runs.map { shown($0.metadata.implementationVersion) }),
            ("suite", runs.map { shown($0.metadata.suite) }),
            ("specs digest", runs.map { shown($0.metadata.specsDigest) }),
            ("started (UTC)", runs.map { shown($0.timestamp) }),
            ("command line", runs.map { shown($0.metadata.commandLine) }),
            ("results.json digest", runs.indices.map { shown(origin($0).resultsDigest) }),
        ]
        reportLinks = runs.indices.map { origin($0).reportLink }
        let badgeFiles = Self.badgeFiles(runs.map(\.implementation))
        headings = runs.indices.map { index in
            let run = runs[index]
            return RunHeading(implementation: run.implementation, version: run.metadata.implementationVersion, started: run.timestamp,
                              resultsDigest: origin(index).resultsDigest, badge: ConformanceBadge(run, subject: subject), badgeFile: badgeFiles[index])
        }
        let reports = runs.map { ComplianceReport($0, subject: subject) }
        var order: [String] = []
        var info: [String: (title: String, level: String, section: String)] = [:]
        for report in reports {
            for section in report.sections {
                for row in section.rows where info[row.requirement.id] == nil {
                    order.append(row.requirement.id)
                    info[row.requirement.id] = (MarkdownReporter.title(row.requirement), row.requirement.levelName, section.name)
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
        for (column, run) in zip(columns, runs) where Self.isExploration(run) {
            caveats.append("\(column) is an exploration run (aecheck explore): it checked invariants over random event sequences, "
                + "not the written scenarios, so a requirement no invariant covers shows as not run")
        }
        self.caveats = caveats
    }

    /// Whether `run` came from `aecheck explore`: its mode says so (format 2), or every result is an
    /// exploration's (tagged `explore`, format 1).
    static func isExploration(_ run: SuiteRun) -> Bool {
        run.metadata.mode == .exploration || (!run.results.isEmpty && run.results.allSatisfy { $0.tags.contains(ScenarioResult.explorationTag) })
    }

    /// The comparison as Markdown, ending with a newline.
    package func markdown() -> String {
        let m = MarkdownText.inline
        var out = "# Conformance comparison\n\n"
        out += "| | " + columns.map(m).joined(separator: " | ") + " |\n|---|" + String(repeating: "---|", count: columns.count) + "\n"
        out += "| verdict | " + verdicts.map(\.label).joined(separator: " | ") + " |\n"
        for fact in facts { out += "| \(fact.label) | " + fact.values.map(m).joined(separator: " | ") + " |\n" }
        if reportLinks.contains(where: { $0 != nil }) {
            out += "| report | " + reportLinks.map { $0.map { "[report.html](\($0))" } ?? "—" }.joined(separator: " | ") + " |\n"
        }
        out += "\n"
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

    /// The comparison as one self-contained HTML page (the report's shared styles and its own column widths),
    /// ending with a newline. Each run's report, where known, is a relative link.
    package func html() -> String {
        let e = HTMLText.escape
        var out = pageHead(title: "Conformance comparison", kicker: "\(subject) conformance comparison", style: Self.style)
        out += "<p class=\"lede\">\(rows.count) requirements, \(rows.filter(\.differs).count) where the implementations differ (highlighted).</p>\n</div>\n"
        out += "<h2 id=\"runs\">Runs</h2>\n<table class=\"runs\">\n<tr><th></th>" + columns.map { "<th>\(e($0))</th>" }.joined() + "</tr>\n"
        out += "<tr><th>verdict</th>" + verdicts.map { "<td>\(Self.verdictLabel($0))</td>" }.joined() + "</tr>\n"
        for fact in facts {
            out += "<tr><th>\(e(fact.label))</th>" + fact.values.map { "<td><code>\(e($0))</code></td>" }.joined() + "</tr>\n"
        }
        if reportLinks.contains(where: { $0 != nil }) {
            out += "<tr><th>report</th>" + reportLinks.map { link in
                "<td>" + (link.map { "<a href=\"\(e($0))\">report.html</a>" } ?? "—") + "</td>"
            }.joined() + "</tr>\n"
        }
        out += "</table>\n"
        out += "<h2 id=\"requirements\">Requirements</h2>\n<table class=\"comparison\">\n"
        out += "<tr><th class=\"mark\"></th><th>requirement</th><th class=\"lvl\">level</th>" + columns.map { "<th class=\"run\">\(e($0))</th>" }.joined() + "</tr>\n"
        out += "<tr><td class=\"mark\"></td><td><strong>verdict</strong></td><td></td>" + verdicts.map { "<td>\(Self.verdictLabel($0))</td>" }.joined() + "</tr>\n"
        out += rows.map(Self.htmlRow).joined()
        out += "</table>\n<h2 id=\"scenarios\">Scenarios that differ</h2>\n"
        if scenarioDifferences.isEmpty { out += "<p class=\"note\">None.</p>\n" } else {
            out += "<table class=\"comparison\">\n<tr><th>scenario</th>" + columns.map { "<th class=\"run\">\(e($0))</th>" }.joined() + "</tr>\n"
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

    /// A verdict as a coloured label (`<span class="status passed">PASSED</span>`).
    /// The start of an HTML page of the comparison, up to its lede: the document head with the report's shared
    /// styles and `style`, the kicker, the runs' names as the title, the caveats.
    func pageHead(title: String, kicker: String, style: String) -> String {
        let e = HTMLText.escape
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>\(e(title))</title>\n"
        out += "<style>\n\(HTMLReporter.style)\(style)</style>\n"
        out += "</head>\n<body>\n<div class=\"page\">\n<div class=\"head\">\n<p class=\"kicker\">\(e(kicker))</p>\n"
        out += "<h1>" + columns.map(e).joined(separator: " · ") + "</h1>\n"
        for caveat in caveats { out += "<p class=\"problem\">Caveat: \(e(caveat))</p>\n" }
        return out
    }

    /// A requirement's row of the HTML pages: the difference mark, the ID and title, the level, each run's status.
    static func htmlRow(_ row: Row) -> String {
        let e = HTMLText.escape
        return "<tr\(row.differs ? " class=\"differs\"" : "")><td class=\"mark\">\(row.differs ? "≠" : "")</td>"
            + "<td><span class=\"id\">\(e(row.id))</span> \(e(row.title))</td><td><span class=\"level \(e(row.level))\">\(e(row.level))</span></td>"
            + row.statuses.map { status in
                "<td><span class=\"status \(HTMLReporter.cssName(status.rawValue))\">\(e(status.rawValue))</span></td>"
            }.joined() + "</tr>\n"
    }

    static func verdictLabel(_ verdict: RunSummary.Verdict) -> String {
        "<span class=\"status \(verdict == .failed ? "failed" : verdict == .passed ? "passed" : "warning")\">\(HTMLText.escape(verdict.label))</span>"
    }

    /// The comparison's own styles: a narrow marker column, the requirement column taking the room, the
    /// run columns equal, differing rows highlighted.
    static let style = """
        table.comparison { table-layout: auto; }
        table.comparison .mark { width: 1.5em; padding-left: 6px; padding-right: 0; text-align: center; color: #b7791f; font-weight: 700; }
        table.comparison .lvl { width: 5em; } table.comparison .run { width: 12%; }
        table.comparison tr.differs td { background: #fff8e6; }
        table.runs th { width: 190px; } table.runs td { word-break: break-all; } table.runs a { color: #1d4ed8; }

        """
}
