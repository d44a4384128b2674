import Foundation
import TestSupport
import Testing
@testable import ConformanceKit

/// Every report format, rendered from ``ReportingFixtures/sample``, compared byte for byte with a checked-in
/// file in `Golden/`: a change to a format shows as a diff to review.
struct ReportGoldenTests {
    /// Each file a run writes, as the folder writes it, against `<name>-sample.<extension>` (`results-sample.json`).
    @Test(arguments: ReportFile.allCases)
    func everyReportFileMatchesItsGoldenFile(_ file: ReportFile) throws {
        let report = ComplianceReport(ReportingFixtures.sample, resultsDigest: "sha256:feed", subject: ReportingFixtures.subject)
        let golden = file.rawValue.replacingOccurrences(of: ".", with: "-sample.", range: file.rawValue.range(of: "."))
        try expectGolden(file.text(of: report, resultsJSON: JSONReporter.render(ReportingFixtures.sample)), golden)
    }

    @Test func anAdvisoryRunsSummaryMatchesItsGoldenFile() throws {
        try expectGolden(SummaryReporter.render(ComplianceReport(ReportingFixtures.advisory, resultsDigest: "sha256:feed", subject: ReportingFixtures.subject)),
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
