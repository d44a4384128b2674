import Foundation
import Testing
@testable import ConformanceKit

/// GitHub workflow commands: one per finding, at its scenario's line, escaped as GitHub reads them.
struct GitHubAnnotationsTests {
    private static let here = SpecPaths(folder: "Specs")

    /// The lines of `run`'s annotations.
    private static func lines(_ run: SuiteRun, strict: Bool = false, paths: SpecPaths = here) -> [String] {
        GitHubAnnotations.render(ComplianceReport(run.graded(strict: strict), subject: ReportingFixtures.subject), paths: paths).split(separator: "\n").map(String.init)
    }

    @Test func annotationsPointAtTheScenarioLine() throws {
        var run = ReportingFixtures.sample
        run.results[1].location = "authentication.feature:12"
        let lines = Self.lines(run)
        try #require(lines.count == 2, "\(lines)")
        #expect(lines[0].hasPrefix("::error file=Specs/authentication.feature,line=12,title=[AUTHN-03%2CAUTHN-01] Token refresh [ios]::FAIL: expected"))
        #expect(lines[1].hasPrefix("::error file=Specs/authentication.feature,line=1,title=[AUTHN-03] Adapter crash [ios]::ERROR: adapter threw"))
        let checkedOut = Self.lines(run, paths: SpecPaths(folder: ".build/checkouts/aecheck/Specs"))
        #expect(checkedOut[0].hasPrefix("::error file=.build/checkouts/aecheck/Specs/authentication.feature,line=12,"))
    }

    @Test func pastTenOfAKindTheTenthSaysHowManyMoreAndWhere() throws {
        var run = ReportingFixtures.sample
        let failing = run.results[1]
        run.results = (0..<25).map { index in
            var result = failing
            result.scenario = "Failing \(index)"
            return result
        }
        let lines = Self.lines(run)
        try #require(lines.count == GitHubAnnotations.shownPerKind, "GitHub drops what is past ten errors of a step without a word")
        #expect(lines.prefix(9).allSatisfy { $0.hasPrefix("::error file=") })
        #expect(lines[9].hasPrefix("::error title=aecheck%3A 16 more failures and errors that decide the verdict::16 more failures"), "\(lines[9])")
        #expect(lines[9].contains("see the job summary, or report.html"))
    }

    @Test func specsOutsideTheWorkingDirectoryAreNamedAsTheSuitesInTheTitle() {
        let lines = Self.lines(ReportingFixtures.sample, paths: SpecPaths(folder: nil))
        #expect(lines[0].hasPrefix("::error title=[AUTHN-03%2CAUTHN-01] Token refresh [ios] (suite spec Specs/authentication.feature%3A1)::FAIL: "))
        #expect(!lines.joined().contains("file="))
    }

    @Test func annotationMessagesEscapeNewlinesAndPercent() throws {
        var run = ReportingFixtures.sample
        run.results[1].failure?.message = "100% off\r\nsecond line\n::error::forged"
        run.results[1].scenario = "a: b, c\nd"
        let line = try #require(Self.lines(run).first)
        #expect(line.contains("title=[AUTHN-03%2CAUTHN-01] a%3A b%2C c%0Ad [ios]::FAIL: 100%25 off%0Asecond line%0A::error::forged%0A"))
        let hostile = Self.lines(ReportingFixtures.hostileRun)
        #expect(hostile.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") }, "a line break escaped the message")
        #expect(!hostile.joined().contains("\u{1B}") && !hostile.joined().contains("\r"))
    }

    @Test func findingsThatDoNotDecideTheVerdictAreWarnings() {
        let lines = Self.lines(ReportingFixtures.advisory)
        #expect(lines.map { String($0.prefix { $0 != " " }) } == ["::warning", "::warning", "::warning", "::error"])
        #expect(lines[0].contains("::WARNING (@should, does not decide the verdict): a @should check"))
        #expect(lines[2].contains("::EXPECTED by the baseline (cached until 2.3): cached"))
        #expect(lines[3] == "::error title=aecheck baseline::Baseline stale: AUTHN-01 [ios] now passes; remove the entry")
        #expect(Self.lines(ReportingFixtures.advisory, strict: true).first?.hasPrefix("::error ") == true)
    }

    @Test func aHugeMessageIsCut() throws {
        var run = ReportingFixtures.sample
        run.results[1].failure?.message = String(repeating: "%\n", count: 100_000)
        run.results[1].scenario = String(repeating: ":", count: 100_000)
        let line = try #require(Self.lines(run).first)
        #expect(line.utf8.count < 5_000 && line.hasSuffix("…"))
    }

    @Test func specPathsAreRelativeToTheWorkingDirectoryOnlyWhenInsideIt() {
        let root = URL(fileURLWithPath: "/work/port")
        #expect(SpecPaths(specsFolder: root.appendingPathComponent(".build/checkouts/aecheck/Specs"), workingDirectory: root).folder
            == ".build/checkouts/aecheck/Specs")
        #expect(SpecPaths(specsFolder: URL(fileURLWithPath: "/work/port/x/../Specs"), workingDirectory: root).file("api.feature") == "Specs/api.feature")
        #expect(SpecPaths(specsFolder: root, workingDirectory: root).file("api.feature") == "api.feature")
        let outside = SpecPaths(specsFolder: URL(fileURLWithPath: "/work/port2/Specs"), workingDirectory: root)
        #expect(outside.folder == nil && outside.file("api.feature") == nil && outside.suitePlace("api.feature:3") == "Specs/api.feature:3")
    }
}
