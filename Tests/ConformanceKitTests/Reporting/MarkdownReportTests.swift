import Testing
@testable import ConformanceKit

/// report.md keeps what spans lines (backtraces, dumps) as fenced blocks that text cannot close.
struct MarkdownReportTests {
    private static func markdown(message: String, actual: String? = nil) -> String {
        var run = ReportingFixtures.sample
        run.results[3].failure?.message = message
        run.results[3].failure?.actual = actual
        return MarkdownReporter.render(ComplianceReport(run, subject: ReportingFixtures.subject))
    }

    @Test func markdownKeepsBacktraceLinesInAFencedBlock() {
        let backtrace = "adapter crashed: signal 11\n0  libport.so  refresh() + 12\n1  libport.so  main + 40"
        let markdown = Self.markdown(message: backtrace)
        #expect(markdown.contains("- Error:\n\n  ```text\n  adapter crashed: signal 11\n  0  libport.so  refresh() + 12\n  1  libport.so  main + 40\n  ```\n\n"),
                "\(markdown)")
    }

    @Test func aStorageDumpKeepsItsLinesAndAOneLineValueStaysInline() {
        let markdown = Self.markdown(message: "one line", actual: "Storage now:\r\n  [defaults app] empty\r\n\r\n  [legacy] token")
        #expect(markdown.contains("- Error: one line\n"))
        #expect(markdown.contains("- Actual:\n\n  ```text\n  Storage now:\n    [defaults app] empty\n\n    [legacy] token\n  ```\n"), "\(markdown)")
    }

    @Test func fenceOutgrowsBackticksInTheText() {
        let hostile = "before\n``````\n# not a heading\n<script>x</script>\n```"
        let markdown = Self.markdown(message: hostile)
        #expect(markdown.contains("- Error:\n\n  ```````text\n  before\n  ``````\n  # not a heading\n  <script>x</script>\n  ```\n  ```````\n"), "\(markdown)")
        #expect(MarkdownText.codeBlock("a\n\nb", indent: "  ") == "  ```text\n  a\n\n  b\n  ```\n", "empty lines stay empty")
    }
}
