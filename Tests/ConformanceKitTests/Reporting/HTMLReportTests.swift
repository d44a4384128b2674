import Foundation
import Testing
@testable import ConformanceKit

/// report.html as people read it: what comes first, folding, filters, links, languages, print, validity.
struct HTMLReportTests {
    /// ``FileReportTests/run`` with a rerun command, a Portuguese quote and a `@should` warning.
    static let run: SuiteRun = {
        var run = FileReportTests.run
        run.metadata.commandLine = "aecheck --fault caches-media-token --reports out"
        run.metadata.rerun = ["aecheck", "--fault", "caches-media-token"]
        run.requirements[1].sources = [.init(ref: "004-sso-2", original: "O token de autenticação é guardado", english: "The token is stored.")]
        var warning = ReportingFixtures.result("Advice", outcome: .failed, requirements: ["PERSIST-09"], platform: "tvos", message: "m")
        warning.tags.append("should")
        run.results.append(warning)
        return run
    }()

    private static var html: String { HTMLReporter.render(ComplianceReport(run, resultsDigest: "sha256:feed", subject: ReportingFixtures.subject)) }

    private static func offset(of text: String, in html: String) throws -> Int {
        let range = try #require(html.range(of: text), "\(text)")
        return html.distance(from: html.startIndex, to: range.lowerBound)
    }

    @Test func htmlPutsVerdictAndRerunBeforeTheMatrix() throws {
        let html = Self.html
        let verdict = try Self.offset(of: "<p class=\"verdict failed\">FAILED</p>", in: html)
        let command = try Self.offset(of: "<code>aecheck --fault caches-media-token --reports out</code>", in: html)
        let rerun = try Self.offset(of: "<tr><th>rerun with the same implementation</th><td><code>aecheck --fault caches-media-token</code>", in: html)
        let findings = try Self.offset(of: "<h2 id=\"findings\">", in: html)
        let matrix = try Self.offset(of: "<h2 id=\"requirements\">", in: html)
        #expect(verdict < command && command < rerun && rerun < findings && findings < matrix)
        #expect(try Self.offset(of: "sha256:feed", in: html) < findings, "the results digest is among what reproduces the run")
    }

    @Test func matrixRowsAndFailureCardsLinkBothWays() throws {
        let html = Self.html
        // Token refresh fails AUTHN-03 and AUTHN-01; the adapter crash errs on AUTHN-03; the advice warns on PERSIST-09.
        #expect(html.contains("<div class=\"finding failed\" id=\"finding-1\""))
        #expect(html.contains("<div class=\"finding error\" id=\"finding-2\""))
        #expect(html.contains("<div class=\"finding warning\" id=\"finding-3\""))
        let row = { (id: String) throws -> Substring in
            let start = try #require(html.range(of: "<tr id=\"req-\(id)\""))
            return html[start.lowerBound...].prefix { $0 != "\n" }
        }
        #expect(try row("AUTHN-03").contains("<a class=\"card-link\" href=\"#finding-1\">FAIL ios</a> <a class=\"card-link\" href=\"#finding-2\">ERROR ios</a>"))
        #expect(try row("AUTHN-01").contains("href=\"#finding-1\""))
        #expect(try row("PERSIST-09").contains("<a class=\"card-link\" href=\"#finding-3\">WARNING tvos</a>"))
        #expect(try !row("LOGOUT-02").contains("card-link"))
        let card = { (number: Int) throws -> Substring in
            let start = try #require(html.range(of: "id=\"finding-\(number)\""))
            let end = try #require(html.range(of: "</div>\n</div>\n", range: start.upperBound..<html.endIndex))
            return html[start.lowerBound..<end.upperBound]
        }
        #expect(try card(1).contains("<a href=\"#req-AUTHN-03\">AUTHN-03</a>"))
        #expect(try card(1).contains("<tr><th>Also checks</th><td><a href=\"#req-AUTHN-01\">AUTHN-01</a></td></tr>"))
        #expect(try card(3).contains("<a href=\"#req-PERSIST-09\">PERSIST-09</a>"))
    }

    @Test func everyIDOnThePageIsUniqueEvenWhenAnchorsCollide() throws {
        var run = Self.run
        // `A.1` and `A_1` make the same anchor; AUTHN-01 is listed twice.
        run.requirements += [
            RequirementRecord(id: "A.1", title: "dot", level: .must, platforms: [], versions: [], section: "x", place: "p", sources: [], scenarios: 0),
            RequirementRecord(id: "A_1", title: "underscore", level: .must, platforms: [], versions: [], section: "x", place: "p", sources: [], scenarios: 0),
            run.requirements[0],
        ]
        let html = HTMLReporter.render(ComplianceReport(run, subject: ReportingFixtures.subject))
        let ids = html.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Set(ids).count == ids.count, "\(ids)")
        #expect(ids.contains("req-A_1") && ids.contains("req-A_1-2") && ids.contains("req-AUTHN-01-2"))
        #expect(html == HTMLReporter.render(ComplianceReport(run, subject: ReportingFixtures.subject)), "the same report, the same ids")
    }

    @Test func blockingFailuresOpenAndWarningsAndTranscriptsFold() {
        let html = Self.html
        #expect(html.contains("<input type=\"checkbox\" class=\"fold\" id=\"open-finding-1\" checked>"))
        #expect(html.contains("<input type=\"checkbox\" class=\"fold\" id=\"open-finding-3\">"))
        #expect(html.contains("<input type=\"checkbox\" class=\"fold\" id=\"open-transcript-2\"><label class=\"label transcript-label\" for=\"open-transcript-2\">"
            + "Transcript and storage (2 lines)</label>\n<div class=\"more transcript-more\"><pre class=\"transcript\">HarnessError: adapter threw\n  at step 2</pre></div>"))
        #expect(HTMLReporter.reportStyle.contains(".fold:not(:checked) ~ .more { display: none; }"))
    }

    @Test func everythingShowsWithoutTheScriptAndTheScriptOnlyFilters() throws {
        let html = Self.html
        let start = try #require(html.range(of: "</style>")).upperBound
        let end = try #require(html.range(of: "<script>")).lowerBound
        let body = html[start..<end]
        #expect(body.contains("<div id=\"filters\" class=\"filters\"></div>"), "no dead controls without the script")
        #expect(!body.contains("filtered-out") && !body.contains("hidden"), "nothing is hidden by the markup")
        #expect(html.contains("<div class=\"finding warning\" id=\"finding-3\" data-outcome=\"warning\" data-level=\"should\" data-platform=\"tvos\">"))
        #expect(html.contains("<tr id=\"req-AUTHN-01\" data-outcome=\"failed\" data-level=\"must\" data-platform=\"ios\">"))
        #expect(HTMLReporter.reportStyle.contains("@media screen { .filtered-out { display: none; } }"))
        #expect(!HTMLReporter.script.contains("<"), "an HTML 4 parser reads the script as text")
        for key in ["outcome", "level", "platform"] { #expect(HTMLReporter.script.contains("[\"\(key)\", \"\(key)\"]")) }
    }

    @Test func seedQuotesCarryTheirLanguage() {
        let html = Self.html
        #expect(html.contains("<span class=\"original\" lang=\"zh-Hant\">此方法會檢查有效的快取驗證Token</span>"))
        #expect(html.contains("<span class=\"original\">O token de autenticação é guardado</span>"), "Latin script keeps the page's language")
        #expect(html.contains("<html lang=\"en\">"))
        #expect(HTMLReporter.style.contains(":lang(zh-Hant) { font-family: \"Noto Sans CJK TC\", \"Noto Sans TC\", \"Source Han Sans TC\", \"PingFang TC\", \"Microsoft JhengHei\", \"Noto Sans CJK SC\""),
                "a Traditional quote asks for Traditional fonts first, which name the common ones")
        #expect(QuoteLanguage.tag(for: "這可讓AccessEnabler有機會") == "zh-Hant")
        #expect(QuoteLanguage.tag(for: "这可让AccessEnabler有机会") == "zh-Hans")
        #expect(QuoteLanguage.tag(for: "令牌") == "zh")
        #expect(QuoteLanguage.tag(for: "トークンを") == "ja")
        #expect(QuoteLanguage.tag(for: "토큰") == "ko")
        #expect(QuoteLanguage.tag(for: "Het token wordt bewaard") == nil)
    }

    @Test func printUnfoldsEveryCardAndHidesTheFilters() throws {
        let css = HTMLReporter.style + HTMLReporter.reportStyle
        let print = try #require(HTMLReporter.reportStyle.range(of: "@media print {")).upperBound
        let rules = HTMLReporter.reportStyle[print...]
        #expect(rules.contains(".filters, .fold { display: none; } .fold:not(:checked) ~ .more { display: block; }"))
        #expect(rules.contains(".finding { break-inside: avoid;"))
        #expect(css.contains("h1, h2, h3 { break-after: avoid;"))
        #expect(css.contains("@page { margin: 10mm 8mm; }"))
    }

    @Test(.enabled(if: ReportingSchemaValidator.xmllint() != nil, "xmllint is not on PATH (Debian: apt-get install libxml2-utils)"),
          arguments: ["sample", "hostile", "advisory"])
    func xmllintReadsThePageWithoutComplaint(fixture: String) throws {
        let xmllint = try #require(ReportingSchemaValidator.xmllint())
        let run = fixture == "sample" ? Self.run : fixture == "advisory" ? ReportingFixtures.advisory : ReportingFixtures.hostileRun
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-report-\(fixture)-\(UUID().uuidString).html")
        try Data(HTMLReporter.render(ComplianceReport(run, subject: ReportingFixtures.subject)).utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try ReportingSchemaValidator.parseHTML(file: file, xmllint: xmllint)
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    }

    @Test func oneFailureOnBothPlatformsPrintsOneCardAndALineThatSaysSo() throws {
        var run = SuiteRun(implementation: "port", timestamp: "2024-05-06T07:08:09", hostname: "ci", results: [])
        for platform in ["ios", "tvos"] {
            var result = ReportingFixtures.result("Same on both", outcome: .failed, requirements: ["CACHE-04"], platform: platform,
                                                  message: "cached", expected: "1 request", actual: "0 requests", transcript: ["t"])
            result.location = "caching.feature:12"
            run.results.append(result)
        }
        var other = run.results[1]
        other.failure?.actual = "2 requests"
        let html = HTMLReporter.render(ComplianceReport(run, subject: ReportingFixtures.subject))
        #expect(html.contains("<div class=\"finding failed repeat\" id=\"finding-2\""))
        #expect(html.contains("The same failure as <a href=\"#finding-1\">the card above</a>, on tvos: the same step, check, expected and actual."))
        #expect(html.components(separatedBy: "<table class=\"facts\">").count - 1 == 1)
        // Another actual value is another failure: a card of its own.
        run.results[1] = other
        #expect(!HTMLReporter.render(ComplianceReport(run, subject: ReportingFixtures.subject)).contains("finding failed repeat"))
    }

    @Test func theVerdictBlockStatesTheBadgesFigure() throws {
        let report = ComplianceReport(ReportingFixtures.conformant, subject: ReportingFixtures.subject)
        let badge = ConformanceBadge(ReportingFixtures.conformant, subject: ReportingFixtures.subject)
        let sentence = try #require(report.mustRequirementsSentence)
        #expect(sentence == "@must requirements: \(badge.mustPassed) of \(badge.mustRan) passed (the badge's \(badge.mustPassed)/\(badge.mustRan) must).")
        #expect(badge.message.hasPrefix("\(badge.mustPassed)/\(badge.mustRan) must"))
        let html = HTMLReporter.render(report)
        let verdict = try Self.offset(of: "<p class=\"verdict", in: html)
        let figure = try Self.offset(of: HTMLText.escape(sentence), in: html)
        let reproduce = try Self.offset(of: "<h2 id=\"run\">", in: html)
        #expect(figure > verdict && figure < reproduce)
        #expect(MarkdownReporter.render(report).contains(sentence))
    }

    @Test func anExplorationListsOnlyTheRequirementsItsInvariantsCheck() {
        var run = Self.run
        run.metadata.mode = .exploration
        let explored = run.requirements[0].id
        run.results = run.results.filter { $0.requirementIDs == [explored] }
        #expect(!run.results.isEmpty && run.requirements.count > 1)
        let report = ComplianceReport(run, subject: ReportingFixtures.subject)
        let rows = report.sections.flatMap(\.rows)
        #expect(rows.map(\.requirement.id) == [explored] && report.unexplored == run.requirements.count - 1)
        #expect(!rows.contains { $0.status == .notRun })
        #expect(HTMLReporter.render(report).contains("the other \(report.unexplored) are the written scenarios' to check"))
    }

    @Test func onPaperTheTranscriptFoldsAwayAndTheMatrixShrinks() {
        let html = Self.html
        #expect(html.contains("<div class=\"more transcript-more\">"))
        #expect(html.contains(".finding div.more.transcript-more { display: none; }"))
        #expect(html.contains("table.matrix .source .original, table.matrix .place, .finding .quote .original { display: none; }"))
        #expect(html.contains("<p class=\"note print-only\">On paper the sources are in English"))
    }
}
