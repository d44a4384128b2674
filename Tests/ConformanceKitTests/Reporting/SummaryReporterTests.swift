import Foundation
import Testing
@testable import ConformanceKit

/// `report-summary.md`: the verdict as the exit code decides it, a line per finding linking to its card,
/// and a size a pull-request comment takes whatever the run holds.
struct SummaryReporterTests {
    /// A run of `count` failures whose every name, message and ID is `text` (one string, shared).
    private static func failingRun(_ count: Int, text: String) -> SuiteRun {
        let results = (0..<count).map { index in
            ReportingFixtures.result(
                text, outcome: index % 7 == 0 ? .error : .failed, feature: text, featureFile: text, rule: text,
                requirements: [text], platform: text, message: text, expected: text, actual: text, transcript: [text])
        }
        return SuiteRun(implementation: text, timestamp: "2024-05-06T07:08:09", hostname: text, results: results)
    }

    @Test func summaryStaysUnderACommentsLimitWithThousandsOfFailures() {
        // Every name is 5,000 characters of what escapes the most, then one character of 2,000 scalars.
        let hostile = String(repeating: "<|`\u{1B}\n", count: 1_000) + "e" + String(repeating: "\u{301}", count: 2_000)
        var run = Self.failingRun(3_000, text: hostile)
        run.baselineProblems = Array(repeating: "stale: \(hostile)", count: 1_000)
        let summary = SummaryReporter.render(ComplianceReport(run.graded(strict: true), resultsDigest: "sha256:feed", subject: ReportingFixtures.subject))
        #expect(summary.utf8.count < SummaryReporter.limit / 2, "\(summary.utf8.count) bytes")
        #expect(summary.contains("and \(3_000 - SummaryReporter.maxFindings) more — see report.md"))
        #expect(summary.contains("and \(1_000 - SummaryReporter.maxBaselineProblems) more baseline problems: see report.md"))
        #expect(summary.components(separatedBy: "](report.html#finding-").count - 1 == SummaryReporter.maxFindings)
    }

    @Test func hostileTextCannotBreakTheTableOrPassHTML() {
        let summary = SummaryReporter.render(ComplianceReport(ReportingFixtures.hostileRun, subject: ReportingFixtures.subject))
        for line in summary.split(separator: "\n") where line.hasPrefix("| ") && !line.hasPrefix("| outcome") {
            // Six cells: an unescaped pipe or a line break from a name would add or split one.
            let cells = line.replacingOccurrences(of: "\\|", with: "").split(separator: "|", omittingEmptySubsequences: false)
            #expect(cells.count == 7, "\(line)")
        }
        #expect(!summary.contains("<script") && !summary.contains("\u{1B}") && !summary.contains("a & b <"))
    }

    @Test func theVerdictIsTheExitCodes() {
        let failing = SummaryReporter.render(ComplianceReport(ReportingFixtures.sample, subject: ReportingFixtures.subject))
        #expect(failing.contains("**Verdict: FAILED** · exit code 1"))
        let advisory = SummaryReporter.render(ComplianceReport(ReportingFixtures.advisory, subject: ReportingFixtures.subject))
        // Only a stale baseline entry fails this run: warnings and expected failures do not.
        #expect(advisory.contains("exit code 1") && advisory.contains("| WARNING |") && advisory.contains("| EXPECTED |"))
        var clean = ReportingFixtures.advisory
        clean.baselineProblems = []
        #expect(SummaryReporter.render(ComplianceReport(clean, subject: ReportingFixtures.subject)).contains("**Verdict: PASSED (non-strict)** · exit code 0"))
        #expect(SummaryReporter.render(ComplianceReport(clean.graded(strict: true), subject: ReportingFixtures.subject)).contains("**Verdict: FAILED** (strict) · exit code 1"))
    }

    @Test func eachLineLinksToItsCardInTheHTMLReport() {
        let report = ComplianceReport(ReportingFixtures.sample, subject: ReportingFixtures.subject)
        let html = HTMLReporter.render(report)
        let summary = SummaryReporter.render(report)
        for number in 1...report.findings.count {
            #expect(summary.contains("(report.html#\(SummaryReporter.findingAnchor(number)))"))
            #expect(html.contains("id=\"\(SummaryReporter.findingAnchor(number))\""), "report.html has no card \(number)")
        }
    }
}
