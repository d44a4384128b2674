import AECheckCLI
import AECheckSelfTest
import ConformanceKit
import Foundation
import Testing

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A fresh folder, removed by `body`'s end.
private func withFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-ci-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}

/// A faulty run of one requirement from `directory`, under `environment`, with the package's specs
/// reached as `specs` from there.
private func faultyRun(in directory: URL, specs: String, environment: [String: String], _ extra: [String] = []) -> AECheck.Result {
    AECheck.main(["--fault", "caches-media-token", "--filter", "CACHE-04", "--platform", "ios", "--specs", specs, "--reports", "out"] + extra,
                 in: directory, selfTest: ReferenceSelfTest(), environment: environment)
}

/// The lines of `text` that are workflow commands.
private func commands(_ text: String) -> [String] {
    text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("::") }
}

@Suite("aecheck in CI: annotations, the job summary, paths that resolve in the checkout")
struct CIOutputTests {
    @Test func annotationsAreOnUnderGitHubActions() throws {
        try withFolder { root in
            try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Specs"), withDestinationURL: packageRoot.appendingPathComponent("Specs"))
            let annotated = faultyRun(in: root, specs: "Specs", environment: ["GITHUB_ACTIONS": "true"])
            #expect(annotated.exitCode == 1)
            let lines = commands(annotated.standardOutput)
            #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("::error file=Specs/caching.feature,line=") }, "\(lines)")
            // The last line is still the counts.
            #expect(annotated.standardOutput.split(separator: "\n").last?.hasSuffix("skipped") == true)
            #expect(commands(faultyRun(in: root, specs: "Specs", environment: [:]).standardOutput).isEmpty)
            #expect(commands(faultyRun(in: root, specs: "Specs", environment: ["GITHUB_ACTIONS": "true"], ["--annotations", "none"]).standardOutput).isEmpty)
            #expect(commands(faultyRun(in: root, specs: "Specs", environment: [:], ["--annotations", "github"]).standardOutput) == lines)
        }
    }

    @Test func annotationsPointAtTheSpecsWhereTheCheckoutHasThem() throws {
        try withFolder { root in
            // A port that checks the suite out as a dependency: its specs are in the port's own tree.
            let checkout = root.appendingPathComponent(".build/checkouts/aecheck")
            try FileManager.default.createDirectory(at: checkout, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: checkout.appendingPathComponent("Specs"), withDestinationURL: packageRoot.appendingPathComponent("Specs"))
            let inside = faultyRun(in: root, specs: ".build/checkouts/aecheck/Specs", environment: ["GITHUB_ACTIONS": "true"], ["--junit-files"])
            #expect(commands(inside.standardOutput).first?.hasPrefix("::error file=.build/checkouts/aecheck/Specs/caching.feature,line=119,") == true,
                    "\(commands(inside.standardOutput))")
            let junit = try String(contentsOf: root.appendingPathComponent("out/junit.xml"), encoding: .utf8)
            #expect(junit.contains("file=\".build/checkouts/aecheck/Specs/caching.feature\""))

            // Specs outside the folder the run starts in: no path there names them; the suite's place is in the title.
            let outside = faultyRun(in: root, specs: packageRoot.appendingPathComponent("Specs").path, environment: ["GITHUB_ACTIONS": "true"], ["--junit-files"])
            let first = try #require(commands(outside.standardOutput).first)
            #expect(first.hasPrefix("::error title=") && first.contains(" (suite spec Specs/caching.feature%3A119)::"), "\(first)")
            #expect(!(try String(contentsOf: root.appendingPathComponent("out/junit.xml"), encoding: .utf8)).contains(" file=\""))
        }
    }

    @Test func stepSummaryIsAppendedNotReplaced() throws {
        try withFolder { root in
            try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Specs"), withDestinationURL: packageRoot.appendingPathComponent("Specs"))
            let stepSummary = root.appendingPathComponent("step-summary.md")
            try Data("# An earlier step's summary\n".utf8).write(to: stepSummary)
            let environment = ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": stepSummary.path]
            let result = faultyRun(in: root, specs: "Specs", environment: environment)
            #expect(result.standardError.isEmpty, "\(result.standardError)")
            let file = try String(contentsOf: root.appendingPathComponent("out/report-summary.md"), encoding: .utf8)
            // The job summary is the file's, but on GitHub's page report.html is not there: its findings link nowhere.
            let appended = try String(contentsOf: stepSummary, encoding: .utf8)
            #expect(appended.hasPrefix("# An earlier step's summary\n### Conformance: "))
            #expect(file.contains("](report.html#finding-1)") && !appended.contains("report.html#"), "\(appended)")
            #expect(appended.contains("Details: report.html, report.md (in the run's uploaded reports)"))
            _ = faultyRun(in: root, specs: "Specs", environment: environment, ["--annotations", "none"])
            #expect(try String(contentsOf: stepSummary, encoding: .utf8) == appended, "--annotations none adds nothing")

            // A summary file that cannot be written is said, and changes neither the verdict nor the reports.
            let blocked = faultyRun(in: root, specs: "Specs", environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": root.path])
            #expect(blocked.exitCode == 1 && blocked.standardError.contains("GITHUB_STEP_SUMMARY"))
        }
    }

    @Test func anUnknownAnnotationFormatIsAUsageError() {
        let result = AECheck.main(["--annotations", "gitlab"], in: packageRoot, selfTest: ReferenceSelfTest())
        #expect(result.exitCode == 64 && result.standardError.contains("--annotations takes 'github' or 'none', not 'gitlab'"))
    }
}
