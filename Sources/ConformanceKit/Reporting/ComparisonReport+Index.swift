extension ComparisonReport {
    /// The comparison as the entry page of a static site, `index.html`, ending with a newline: one column per
    /// run, headed by its implementation and version (a relative link to its `report.html` where known),
    /// its badge (``RunHeading/badgeFile``), verdict, start and `results.json` digest; one row per
    /// requirement with its status in each run, rows that differ highlighted. `comparison.html`, beside it,
    /// keeps the scenarios that differ and what reproduces each run.
    package func indexHTML() -> String {
        let e = HTMLText.escape
        let differing = rows.filter(\.differs).count
        var out = pageHead(title: "\(subject) conformance", kicker: "\(subject) conformance", style: Self.style + Self.indexStyle)
        out += "<p class=\"lede\">\(columns.count) runs, \(rows.count) requirements, \(differing) where the implementations differ (highlighted). "
            + "Each run's name links to its report; <a href=\"comparison.html\">comparison.html</a> shows the scenarios that differ "
            + "and what reproduces each run.</p>\n</div>\n"
        out += "<table class=\"comparison index\">\n<tr><th class=\"mark\"></th><th>requirement</th><th class=\"lvl\">level</th>"
        for (index, heading) in headings.enumerated() {
            let name = reportLinks[index].map { "<a href=\"\(e($0))\">\(e(columns[index]))</a>" } ?? e(columns[index])
            out += "<th class=\"run\">\(name)" + (heading.version.isEmpty ? "" : "<div class=\"version\">\(e(heading.version))</div>") + "</th>"
        }
        out += "</tr>\n"
        out += factRow("badge", headings.map { heading in
            let (label, message) = heading.badge.widths
            return "<img src=\"\(e(heading.badgeFile))\" width=\"\(label + message)\" height=\"20\" alt=\"\(e(heading.badge.accessibleName))\">"
        })
        out += factRow("verdict", verdicts.map(Self.verdictLabel))
        out += factRow("started (UTC)", headings.map { "<code>\(e($0.started.isEmpty ? "—" : $0.started))</code>" })
        out += factRow("results.json digest", headings.map { "<code>\(e($0.resultsDigest.isEmpty ? "—" : $0.resultsDigest))</code>" })
        out += rows.map(Self.htmlRow).joined()
        out += "</table>\n</div>\n</body>\n</html>\n"
        return out
    }

    /// A row of the runs' facts above the requirements: its name in bold, then one cell per run.
    private func factRow(_ name: String, _ cells: [String]) -> String {
        "<tr class=\"fact\"><td class=\"mark\"></td><td><strong>\(name)</strong></td><td></td>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
    }

    /// The index's own styles: run headings that link, their versions, facts set apart from the requirements.
    static let indexStyle = """
        table.index th.run a { color: #1d4ed8; } table.index .version { font-weight: 400; color: #5b6577; }
        table.index tr.fact td { background: #f7f8fa; } table.index tr.fact img { display: block; max-width: 100%; height: auto; }

        """
}
