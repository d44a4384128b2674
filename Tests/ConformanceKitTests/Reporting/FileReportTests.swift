import Foundation
import Testing
@testable import ConformanceKit

/// results.json, report.md and report.html: content, round trip, and hostile strings in every format.
struct FileReportTests {
    static let run: SuiteRun = {
        var run = ReportingFixtures.sample
        run.requirements = [
            RequirementRecord(id: "AUTHN-01", title: "AUTHN-01 Sign in", level: .must, platforms: ["ios"], versions: [],
                              section: "generic", place: "authentication.feature:3",
                              sources: [.init(ref: "000-generic-4", original: "此方法會檢查有效的快取驗證Token", english: "It checks for a cached token.")],
                              scenarios: 1),
            RequirementRecord(id: "AUTHN-03", title: "AUTHN-03 Tokens", level: .must, platforms: ["ios"], versions: [],
                              section: "generic", place: "authentication.feature:9", sources: [], scenarios: 2),
            RequirementRecord(id: "PERSIST-09", title: "PERSIST-09 Unrun", level: .should, platforms: ["ios"], versions: [],
                              section: "persistence", place: "storage.feature:3", sources: [], scenarios: 0),
        ]
        return run
    }()

    @Test func resultsJSONRoundTripsAndIsDeterministic() throws {
        let json = JSONReporter.render(Self.run)
        #expect(json == JSONReporter.render(Self.run))
        let decoded = try JSONReporter.decode(Data(json.utf8))
        #expect(decoded == Self.run)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["format"] as? String == JSONReporter.format)
        #expect((object["summary"] as? [String: Any])?["verdict"] as? String == "failed")
    }

    @Test func aResultsFileOfAnotherFormatIsRefusedWithAReason() {
        #expect(throws: JSONReporter.ReadError.self) { try JSONReporter.decode(Data(#"{"format":"other/9"}"#.utf8)) }
        #expect(throws: JSONReporter.ReadError.self) { try JSONReporter.decode(Data("[]".utf8)) }
    }

    @Test func theMatrixShowsEveryRequirementWithItsSourceAndStatus() {
        let report = ComplianceReport(Self.run, resultsDigest: "sha256:feed", subject: ReportingFixtures.subject)
        let rows = report.sections.flatMap(\.rows)
        #expect(rows.map(\.requirement.id) == ["AUTHN-01", "AUTHN-03", "PERSIST-09", "LOGOUT-02"])
        #expect(rows.map(\.status) == [.failed, .error, .noScenario, .passed])
        let markdown = MarkdownReporter.render(report)
        #expect(markdown.contains("**Verdict: FAILED**"))
        #expect(markdown.contains("000-generic-4: “此方法會檢查有效的快取驗證Token” (It checks for a cached token.)"))
        #expect(markdown.contains("<a id=\"req-PERSIST-09\"></a>"))
        #expect(markdown.contains("| results.json digest | sha256:feed |"))
        #expect(markdown.contains("- Expected: token refreshed\n- Actual: nothing happened\n"))
        let html = HTMLReporter.render(report)
        #expect(html.contains("<tr id=\"req-AUTHN-01\" "))
        #expect(html.contains("sha256:feed"))
    }

    @Test func hostileStringsShowAsTextInMarkdownAndHTML() throws {
        let report = ComplianceReport(ReportingFixtures.hostileRun, resultsDigest: "", subject: ReportingFixtures.subject)
        let html = HTMLReporter.render(report)
        #expect(html.components(separatedBy: "<script").count == 2, "only the report's own script")
        #expect(!html.contains("<script>x") && !html.contains("]]>"))
        #expect(!html.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0x7F || $0.value == 0xFFFF })
        #expect(html.contains("a &amp; b &lt; c &gt; d &quot; e &#39; f ]]&gt; g \\u0000 h \\u001B[31m"))
        let markdown = MarkdownReporter.render(report)
        #expect(markdown.contains("- Check:\n\n  ```text\n  message a & b < c > d \" e ' f ]]> g \\u0000 h \\u001B[31m i \\uFFFF j 🎉👩‍💻 k\n  line 2\ttab\n  end\n  ```\n"))
        #expect(markdown.contains("- Scenario: scenario 1 a &amp; b &lt; c &gt; d \" e ' f \\]\\]&gt; g \\\\u0000 h \\\\u001B\\[31m i \\\\uFFFF j 🎉👩‍💻 k line 2\ttab end"))
        #expect(!markdown.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0x7F })
        let json = JSONReporter.render(ReportingFixtures.hostileRun)
        #expect(try JSONReporter.decode(Data(json.utf8)).results.map(\.scenario) == ReportingFixtures.hostileRun.results.map(\.scenario))
    }

    @Test func aScriptTagFromTheImplementationStaysText() {
        var run = ReportingFixtures.sample
        run.results[1].failure?.actual = "<script>alert(1)</script>```\n# heading"
        let report = ComplianceReport(run, subject: ReportingFixtures.subject)
        #expect(HTMLReporter.render(report).contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        let markdown = MarkdownReporter.render(report)
        #expect(markdown.contains("- Actual:\n\n  ````text\n  <script>alert(1)</script>```\n  # heading\n  ````\n"), "a fenced block: text, not HTML")
    }

    @Test func aCodeBlockFenceIsLongerThanAnyBacktickRunInside() {
        #expect(MarkdownText.codeBlock("a ```` b") == "`````text\na ```` b\n`````\n")
        #expect(MarkdownText.codeBlock("x\r\ny\rz") == "```text\nx\ny\nz\n```\n")
    }

    @Test func theHTMLReportIsSelfContained() {
        let html = HTMLReporter.render(ComplianceReport(Self.run, subject: ReportingFixtures.subject))
        #expect(html.components(separatedBy: "<script").count == 2 && html.contains("<script>\n(function () {"), "one inline script")
        for outside in ["<link", "<img", "@import", "url(", "src=", "http://", "https://"] {
            #expect(!html.contains(outside), "\(outside)")
        }
    }

    @Test func theVerdictIsGraded() {
        // Beside a passing @must scenario: the level of the other one decides.
        func run(_ tags: [String], _ outcome: Outcome) -> SuiteRun {
            var result = ReportingFixtures.result("s", outcome: outcome, message: "m")
            result.tags = tags
            var binding = ReportingFixtures.result("b", outcome: .passed, message: nil)
            binding.tags = ["must"]
            return SuiteRun(implementation: "x", timestamp: "t", hostname: "h", results: [binding, result])
        }
        #expect(RunSummary(run(["must"], .passed)).verdict == .passed)
        #expect(RunSummary(run(["should"], .failed)).verdict == .passedNonStrict)
        #expect(RunSummary(run(["should"], .failed).graded(strict: true)).verdict == .failed)
        #expect(RunSummary(run(["info"], .failed).graded(strict: true)).verdict == .passed)
        #expect(RunSummary(run(["must"], .failed)).verdict == .failed)
        #expect(RunSummary(run(["info"], .error)).verdict == .failed)
    }

    @Test func aRunWithNoMustScenarioBindsEveryScenarioItSelected() {
        var result = ReportingFixtures.result("s", outcome: .failed, message: "m")
        result.tags = ["should"]
        let run = SuiteRun(implementation: "x", timestamp: "t", hostname: "h", results: [result])
        #expect(run.selectionBinds && !run.passes(strict: false) && RunSummary(run).verdict == .failed)
        #expect(MarkdownReporter.render(ComplianceReport(run, subject: ReportingFixtures.subject)).contains(SuiteRun.selectionBindsNote))
        #expect(ConsoleReporter.summary(run).contains(SuiteRun.selectionBindsNote))
    }
}
