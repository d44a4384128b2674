import Foundation
import Testing
@testable import ConformanceKit

/// `aecheck compare`: requirement rows, implementation columns, differences marked.
struct ComparisonReportTests {
    private func run(_ name: String, cacheOutcome: Outcome, digest: String = "sha256:1") -> SuiteRun {
        var cache = ReportingFixtures.result("Media tokens", outcome: cacheOutcome, requirements: ["CACHE-04"], message: "m")
        cache.tags.append("must")
        var signIn = ReportingFixtures.result("Sign in", outcome: .passed, requirements: ["AUTHN-01"])
        signIn.tags.append("must")
        return SuiteRun(implementation: name, timestamp: "t", hostname: "h", metadata: RunMetadata(specsDigest: digest), results: [cache, signIn])
    }

    @Test func rowsWhereImplementationsDifferAreMarkedDownToTheScenario() {
        let comparison = ComparisonReport([run("reference", cacheOutcome: .passed), run("port", cacheOutcome: .failed)], subject: ReportingFixtures.subject)
        #expect(comparison.columns == ["reference", "port"])
        #expect(comparison.verdicts == [.passed, .failed])
        #expect(comparison.rows.map(\.id) == ["CACHE-04", "AUTHN-01"])
        #expect(comparison.rows.map(\.differs) == [true, false])
        #expect(comparison.scenarioDifferences.map(\.outcomes) == [[.passed, .failed]])
        let markdown = comparison.markdown()
        #expect(markdown.contains("| ≠ | **CACHE-04** Media tokens | must | passed | failed |"), "\(markdown)")
        #expect(markdown.contains("2 requirements, 1 where the implementations differ"))
        #expect(comparison.html().contains("<tr class=\"differs\">"))
        #expect(comparison.caveats.isEmpty)
    }

    @Test func twoRunsOfOneNameGetDistinctColumnsAndDifferentSpecsAreACaveat() {
        let comparison = ComparisonReport([run("port", cacheOutcome: .passed), run("port", cacheOutcome: .passed, digest: "sha256:2")], subject: ReportingFixtures.subject)
        #expect(comparison.columns == ["port", "port (2)"])
        #expect(comparison.caveats == ["the runs used different specs (their specs digests differ)"])
    }

    @Test func hostileNamesStayText() {
        let hostile = run("<script>x</script>", cacheOutcome: .passed)
        let comparison = ComparisonReport([hostile, run("b|c", cacheOutcome: .error)], subject: ReportingFixtures.subject)
        #expect(!comparison.html().contains("<script>"))
        #expect(comparison.markdown().contains("&lt;script&gt;x&lt;/script&gt; | b\\|c"))
    }

    @Test func comparisonShowsEachRunsMetadata() {
        var reference = run("reference", cacheOutcome: .passed)
        reference.metadata.implementationVersion = "2.1"
        reference.metadata.suite = "aecheck 1.1.0"
        reference.metadata.commandLine = "aecheck --reports a"
        let comparison = ComparisonReport([reference, run("port", cacheOutcome: .failed)],
                                          origins: [.init(resultsDigest: "sha256:aa", reportLink: "../a/report.html"), .init()], subject: ReportingFixtures.subject)
        let markdown = comparison.markdown()
        for line in ["| implementation version | 2.1 | — |", "| suite | aecheck 1.1.0 | — |", "| specs digest | sha256:1 | sha256:1 |",
                     "| started (UTC) | t | t |", "| command line | aecheck --reports a | — |", "| results.json digest | sha256:aa | — |",
                     "| report | [report.html](../a/report.html) | — |"] {
            #expect(markdown.contains(line + "\n"), "\(line)\n\(markdown)")
        }
        let html = comparison.html()
        #expect(html.contains("<tr><th>implementation version</th><td><code>2.1</code></td><td><code>—</code></td></tr>"))
        #expect(html.contains("<tr><th>results.json digest</th><td><code>sha256:aa</code></td><td><code>—</code></td></tr>"))
        #expect(html.contains("<tr><th>report</th><td><a href=\"../a/report.html\">report.html</a></td><td>—</td></tr>"))
        #expect(!ComparisonReport([reference], subject: ReportingFixtures.subject).markdown().contains("| report |"), "no row of dashes when no report is known")
    }

    @Test func theMarkerColumnIsNarrowAndTheComparisonHasItsOwnWidths() {
        let html = ComparisonReport([run("a", cacheOutcome: .passed), run("b", cacheOutcome: .failed)], subject: ReportingFixtures.subject).html()
        #expect(html.contains("<table class=\"comparison\">\n<tr><th class=\"mark\"></th><th>requirement</th><th class=\"lvl\">level</th>"))
        #expect(!html.contains("class=\"matrix\""), "the report's matrix widths do not apply")
        #expect(ComparisonReport.style.contains("table.comparison .mark { width: 1.5em;"))
        #expect(!HTMLReporter.style.contains("td:first-child { width"), "no shared rule sizes a first column")
    }

    @Test func anExplorationRunIsAVisibleCaveat() {
        var explored = run("port", cacheOutcome: .failed)
        for index in explored.results.indices { explored.results[index].tags.append("explore") }
        let comparison = ComparisonReport([run("reference", cacheOutcome: .passed), explored], subject: ReportingFixtures.subject)
        #expect(comparison.caveats == ["port is an exploration run (aecheck explore): it checked invariants over random event sequences, "
            + "not the written scenarios, so a requirement no invariant covers shows as not run"])
        #expect(comparison.html().contains("<p class=\"problem\">Caveat: port is an exploration run"))
        #expect(comparison.markdown().contains("- Caveat: port is an exploration run"))
    }

    @Test func theReportLinkIsTheReportBesideTheResults() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-compare-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let withReport = root.appendingPathComponent("Reports/my port")
        let without = root.appendingPathComponent("elsewhere")
        for folder in [withReport, without] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try Data("{}".utf8).write(to: withReport.appendingPathComponent("results.json"))
        try Data("<html>".utf8).write(to: withReport.appendingPathComponent("report.html"))
        try Data("{}".utf8).write(to: without.appendingPathComponent("results.json"))
        let folder = root.appendingPathComponent("Reports/compare")
        let found = ComparisonReport.Origin(resultsAt: withReport.appendingPathComponent("results.json"), comparisonFolder: folder)
        #expect(found == .init(resultsDigest: "sha256:" + SHA256.hex("{}"), reportLink: "../my%20port/report.html"))
        #expect(ComparisonReport.Origin(resultsAt: without.appendingPathComponent("results.json"), comparisonFolder: folder).reportLink == nil)
        #expect(ComparisonReport.Origin.link(to: URL(fileURLWithPath: "/r/a/report.html"), from: URL(fileURLWithPath: "/r")) == "a/report.html")
        #expect(ComparisonReport.Origin.link(to: URL(fileURLWithPath: "/r/a\"<b>/report.html"), from: URL(fileURLWithPath: "/r/c/d"))
            == "../../a%22%3Cb%3E/report.html")
    }

    @Test(.enabled(if: ReportingSchemaValidator.xmllint() != nil, "xmllint is not on PATH (Debian: apt-get install libxml2-utils)"))
    func xmllintReadsTheComparisonWithoutComplaint() throws {
        let xmllint = try #require(ReportingSchemaValidator.xmllint())
        var explored = run("<b>port</b>", cacheOutcome: .failed)
        explored.results[0].tags.append("explore")
        let comparison = ComparisonReport([run("reference", cacheOutcome: .passed), explored],
                                          origins: [.init(resultsDigest: "sha256:aa", reportLink: "../a%20b/report.html")], subject: ReportingFixtures.subject)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-comparison-\(UUID().uuidString).html")
        try Data(comparison.html().utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try ReportingSchemaValidator.parseHTML(file: file, xmllint: xmllint)
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    }
}

/// `index.html`, the page `compare` writes to publish: a column per run headed by its name, version, badge,
/// verdict, start and digest, a row per requirement.
struct ComparisonIndexTests {
    private func comparison() -> ComparisonReport {
        ComparisonReport([ReportingFixtures.conformant, ReportingFixtures.advisory], origins: [
            .init(resultsDigest: "sha256:aa", reportLink: "../my%20port/report.html"), .init(resultsDigest: "sha256:bb"),
        ], subject: ReportingFixtures.subject)
    }

    @Test func eachColumnShowsItsRunsVersionDateDigestAndBadge() {
        let html = comparison().indexHTML()
        #expect(html.contains("<th class=\"run\"><a href=\"../my%20port/report.html\">my-port</a><div class=\"version\">2.1</div></th>"), "\(html)")
        #expect(html.contains("<th class=\"run\">port</th>"), "no link where no report is known, no version where none is declared")
        #expect(html.contains("<td><code>2024-05-07T08:09:10Z</code></td><td><code>2024-05-06T07:08:09</code></td>"))
        #expect(html.contains("<td><code>sha256:aa</code></td><td><code>sha256:bb</code></td>"))
        #expect(html.contains("<img src=\"badges/my-port.svg\" width=\"") && html.contains("<img src=\"badges/port.svg\""))
        #expect(html.contains("alt=\"AccessEnabler 1.10: 2/2 must. my-port 2.1: PASSED; 2 of 2 @must requirements passed.\""))
        #expect(html.contains("<a href=\"comparison.html\">comparison.html</a>"))
        #expect(html.contains("<span class=\"id\">CACHE-04</span>"))
    }

    @Test func badgeFilesAreSafeFileNamesAndNeverShared() {
        #expect(ComparisonReport.badgeFiles(["my-port", "My-Port", "my-port", "../../etc/passwd", "a b"])
            == ["badges/my-port.svg", "badges/My-Port-2.svg", "badges/my-port-3.svg", "badges/.._.._etc_passwd.svg", "badges/a_b.svg"])
        #expect(comparison().headings.map(\.badgeFile) == ["badges/my-port.svg", "badges/port.svg"])
    }

    @Test func hostileNamesStayTextOnTheIndex() {
        var hostile = ReportingFixtures.conformant
        hostile.implementation = "<script>x</script>"
        hostile.metadata.implementationVersion = "\"><img src=x onerror=alert(1)>"
        let html = ComparisonReport([hostile, ReportingFixtures.advisory], subject: ReportingFixtures.subject).indexHTML()
        #expect(!html.contains("<script>x") && !html.contains("<img src=x"))
        #expect(html.contains("badges/_script_x__script_.svg"))
    }

    @Test(.enabled(if: ReportingSchemaValidator.xmllint() != nil, "xmllint is not on PATH (Debian: apt-get install libxml2-utils)"))
    func xmllintReadsTheIndexWithoutComplaint() throws {
        let xmllint = try #require(ReportingSchemaValidator.xmllint())
        var hostile = ReportingFixtures.hostileRun
        hostile.metadata.implementationVersion = ReportingFixtures.hostile
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-index-\(UUID().uuidString).html")
        try Data(ComparisonReport([ReportingFixtures.conformant, hostile], subject: ReportingFixtures.subject).indexHTML().utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try ReportingSchemaValidator.parseHTML(file: file, xmllint: xmllint)
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    }
}
