import Foundation
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
        try expectGolden(MarkdownReporter.render(ComplianceReport(ReportingFixtures.sample, strict: false, resultsDigest: "sha256:feed")),
                         "report-sample.md")
    }

    @Test func htmlMatchesItsGoldenFile() throws {
        try expectGolden(HTMLReporter.render(ComplianceReport(ReportingFixtures.sample, strict: false, resultsDigest: "sha256:feed")),
                         "report-sample.html")
    }

    @Test func comparisonMatchesItsGoldenFiles() throws {
        var port = ReportingFixtures.sample
        port.implementation = "port"
        port.results[0].outcome = .failed
        port.results[0].message = "differs"
        let comparison = ComparisonReport([ReportingFixtures.sample, port])
        try expectGolden(comparison.markdown(), "comparison-sample.md")
        try expectGolden(comparison.html(), "comparison-sample.html")
    }

    @Test func consoleMatchesItsGoldenFile() throws {
        try expectGolden(ConsoleReporter.render(ReportingFixtures.sample, verbose: true), "console-sample.txt")
    }
}

/// Compares `actual` with `Golden/<name>` beside this file; with `AECHECK_RECORD_GOLDEN=1` in the
/// environment, writes it there instead.
func expectGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/\(name)")
    if ProcessInfo.processInfo.environment["AECHECK_RECORD_GOLDEN"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
        return
    }
    let update = "To update it, rerun with AECHECK_RECORD_GOLDEN=1 in the environment "
        + "(AECHECK_RECORD_GOLDEN=1 swift test --filter ReportGoldenTests) and review the diff."
    guard let data = FileManager.default.contents(atPath: url.path) else {
        Issue.record("Golden file missing: \(url.path). \(update)", sourceLocation: sourceLocation)
        return
    }
    let golden = String(decoding: data, as: UTF8.self)
    #expect(actual == golden, "\(name) differs from \(url.path). \(update)\nActual:\n\(actual)", sourceLocation: sourceLocation)
}
