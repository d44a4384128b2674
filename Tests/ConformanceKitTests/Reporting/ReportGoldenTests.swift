import Foundation
import TestSupport
import Testing
@testable import ConformanceKit

/// Every report format, rendered from ``ReportingFixtures/sample``, compared byte for byte with a checked-in
/// file in `Golden/`: a change to a format shows as a diff to review.
struct ReportGoldenTests {
    @Test func junitMatchesItsGoldenFile() throws {
        try expectGolden(JUnitReporter.render(ReportingFixtures.sample), "junit-sample.xml")
    }

    @Test func jsonMatchesItsGoldenFile() throws {
        try expectGolden(JSONReporter.render(ReportingFixtures.sample, strict: false), "results-sample.json")
    }

    @Test func markdownMatchesItsGoldenFile() throws {
        try expectGolden(MarkdownReporter.render(ComplianceReport(ReportingFixtures.sample, strict: false, resultsDigest: "sha256:feed", subject: ReportingFixtures.subject)),
                         "report-sample.md")
    }

    @Test func htmlMatchesItsGoldenFile() throws {
        try expectGolden(HTMLReporter.render(ComplianceReport(ReportingFixtures.sample, strict: false, resultsDigest: "sha256:feed", subject: ReportingFixtures.subject)),
                         "report-sample.html")
    }

    @Test func summaryMatchesItsGoldenFiles() throws {
        try expectGolden(SummaryReporter.render(ComplianceReport(ReportingFixtures.sample, strict: false, resultsDigest: "sha256:feed", subject: ReportingFixtures.subject)),
                         "report-summary-sample.md")
        try expectGolden(SummaryReporter.render(ComplianceReport(ReportingFixtures.advisory, strict: false, resultsDigest: "sha256:feed", subject: ReportingFixtures.subject)),
                         "report-summary-advisory.md")
    }

    @Test func comparisonMatchesItsGoldenFiles() throws {
        var port = ReportingFixtures.sample
        port.implementation = "port"
        port.results[0].outcome = .failed
        port.results[0].message = "differs"
        let comparison = ComparisonReport([ReportingFixtures.sample, port],
                                          origins: [.init(resultsDigest: "sha256:feed", reportLink: "../reference/report.html"), .init()], subject: ReportingFixtures.subject)
        try expectGolden(comparison.markdown(), "comparison-sample.md")
        try expectGolden(comparison.html(), "comparison-sample.html")
    }

    @Test func badgeMatchesItsGoldenFile() throws {
        try expectGolden(ConformanceBadge(ReportingFixtures.conformant, subject: ReportingFixtures.subject).svg(), "badge-sample.svg")
    }

    @Test func indexPageMatchesItsGoldenFile() throws {
        let comparison = ComparisonReport([ReportingFixtures.conformant, ReportingFixtures.advisory, ReportingFixtures.sample], origins: [
            .init(resultsDigest: "sha256:feed", reportLink: "runs/my-port/report.html"), .init(resultsDigest: "sha256:beef"), .init(),
        ], subject: ReportingFixtures.subject)
        try expectGolden(comparison.indexHTML(), "index-sample.html")
    }

    @Test func consoleMatchesItsGoldenFile() throws {
        try expectGolden(ConsoleReporter.render(ReportingFixtures.sample, verbose: true), "console-sample.txt")
    }
}
