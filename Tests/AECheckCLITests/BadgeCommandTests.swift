import AECheckCLI
import AECheckSelfTest
import ConformanceKit
import Foundation
import Testing

private func aecheck(_ arguments: [String], in directory: URL) -> AECheck.Result {
    AECheck.main(arguments, in: directory, selfTest: ReferenceSelfTest())
}

/// A fresh folder, removed by `body`'s end.
private func withFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-badge-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}

/// Writes the `results.json` of a run of `implementation` (SDK 1.10) into `folder`, one `@must` scenario per
/// outcome given, and returns the file's bytes.
@discardableResult
private func writeResults(_ implementation: String, _ outcomes: [Outcome], into folder: URL, started: String = "2024-05-07T08:09:10Z") throws -> Data {
    let results = outcomes.enumerated().map { index, outcome in
        ScenarioResult(feature: "F", featureFile: "f.feature", rule: "R\(index)", requirementIDs: ["REQ-0\(index)"], scenario: "S\(index)",
                       platform: "ios", tags: ["must"], outcome: outcome, message: outcome == .passed ? nil : "m",
                       steps: [], failure: nil, transcript: [], duration: 0, location: "f.feature:\(index + 1)")
    }
    let run = SuiteRun(implementation: implementation, timestamp: started, hostname: "ci",
                       metadata: RunMetadata(implementationVersion: "2.1", sdkVersion: "1.10"), results: results)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let data = Data(JSONReporter.render(run).utf8)
    try data.write(to: folder.appendingPathComponent("results.json"))
    return data
}

@Suite("aecheck badge, and the index page compare writes to publish")
struct BadgeCommandTests {
    @Test func badgePrintsTheRunsSVGAndExitsZeroWhateverTheVerdict() throws {
        try withFolder { root in
            try writeResults("my-port", [.passed, .passed], into: root.appendingPathComponent("good"))
            try writeResults("my-port", [.passed, .failed], into: root.appendingPathComponent("bad"))
            let good = aecheck(["badge", "good/results.json"], in: root)
            #expect(good.exitCode == 0, "\(good.standardError)")
            #expect(good.standardOutput.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
            #expect(good.standardOutput.contains(">2/2 must</text>") && good.standardOutput.contains("fill=\"#1a7f37\""))
            let bad = aecheck(["badge", "bad/results.json"], in: root)
            #expect(bad.exitCode == 0, "the badge shows the verdict; the command succeeded")
            #expect(bad.standardOutput.contains(">failed · 1/2 must</text>") && bad.standardOutput.contains("fill=\"#cf222e\""))
        }
    }

    @Test func badgeWritesToTheFileNamedWithTheLabelGiven() throws {
        try withFolder { root in
            try writeResults("my-port", [.passed], into: root.appendingPathComponent("run"))
            let result = aecheck(["badge", "run/results.json", "--output", "docs/conformance.svg", "--label", "tvOS port"], in: root)
            #expect(result.exitCode == 0, "\(result.standardError)")
            #expect(result.standardOutput == "Badge written: docs/conformance.svg (tvOS port: 1/1 must)\n")
            let written = try String(contentsOf: root.appendingPathComponent("docs/conformance.svg"), encoding: .utf8)
            #expect(written == aecheck(["badge", "run/results.json", "--label", "tvOS port"], in: root).standardOutput)
            #expect(written.contains(">tvOS port</text>"))
        }
    }

    @Test func badgeOfAMissingFileOrOfAnythingButAResultsJSONIsAUsageError() throws {
        try withFolder { root in
            try Data("# a report\n".utf8).write(to: root.appendingPathComponent("report.md"))
            try writeResults("my-port", [.passed], into: root)
            let cases: [([String], String)] = [
                (["badge", "nope.json"], "Error: cannot read 'nope.json'; a run writes Reports/<implementation>/results.json"),
                (["badge", "report.md"], "Error: 'report.md' is not a results.json of aecheck: not a JSON object"),
                (["badge"], "Error: 'badge' reads one results.json file, such as Reports/my-port/results.json"),
                (["badge", "results.json", "results.json"], "Error: 'badge' reads one results.json file"),
                (["badge", "results.json", "--label", " "], "Error: an empty value for '--label'"),
            ]
            for (arguments, message) in cases {
                let result = aecheck(arguments, in: root)
                #expect(result.exitCode == AECheck.ExitCode.usage, "\(arguments)")
                #expect(result.standardError.hasPrefix(message), "\(arguments): \(result.standardError)")
                #expect(result.standardError.contains("Usage: aecheck badge <results.json> [--output <file>] [--label <text>]"))
                #expect(result.standardOutput.isEmpty)
            }
        }
    }

    @Test func badgeNeverReplacesAFolderOrALinkItIsNamed() throws {
        try withFolder { root in
            try writeResults("my-port", [.passed], into: root)
            try FileManager.default.createDirectory(at: root.appendingPathComponent("taken"), withIntermediateDirectories: true)
            let folder = aecheck(["badge", "results.json", "--output", "taken"], in: root)
            #expect(folder.exitCode == AECheck.ExitCode.cannotWriteReports)
            #expect(folder.standardError.hasPrefix("Error: cannot write reports to '") && folder.standardError.contains("a folder is in the way"))
            try Data("old".utf8).write(to: root.appendingPathComponent("target.svg"))
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("link.svg").path, withDestinationPath: "target.svg")
            #expect(aecheck(["badge", "results.json", "--output", "link.svg"], in: root).exitCode == 0)
            let link = try FileManager.default.destinationOfSymbolicLink(atPath: root.appendingPathComponent("link.svg").path)
            #expect(link == "target.svg", "the link stays; its file is replaced")
            #expect(try String(contentsOf: root.appendingPathComponent("target.svg"), encoding: .utf8).contains("<svg "))
        }
    }

    @Test func compareWritesAnIndexWhoseLinksAreRelativeAndResolveWithEachRunsDateDigestAndBadge() throws {
        try withFolder { root in
            let port = root.appendingPathComponent("site/runs/my port")
            let portData = try writeResults("my-port", [.passed, .passed], into: port)
            try Data("<html>\n".utf8).write(to: port.appendingPathComponent("report.html"))
            let otherData = try writeResults("other", [.passed, .failed], into: root.appendingPathComponent("elsewhere"), started: "2024-05-08T00:00:00Z")
            let result = aecheck(["compare", "site/runs/my port/results.json", "elsewhere/results.json", "--output", "site"], in: root)
            #expect(result.exitCode == 0, "\(result.standardError)")
            #expect(result.standardOutput.hasSuffix("Written: site/comparison.md, site/comparison.html, site/index.html, site/badges/my-port.svg, site/badges/other.svg\n"),
                    "\(result.standardOutput)")
            let site = root.appendingPathComponent("site")
            let index = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
            let links = Self.attributes(["href", "src"], in: index)
            #expect(links == ["comparison.html", "runs/my%20port/report.html", "badges/my-port.svg", "badges/other.svg"])
            for link in links {
                #expect(!link.hasPrefix("/") && !link.contains("://"), "\(link) is relative")
                let target = site.appendingPathComponent(try #require(link.removingPercentEncoding))
                #expect(FileManager.default.fileExists(atPath: target.path), "\(link) resolves from the index's folder")
            }
            for (data, started) in [(portData, "2024-05-07T08:09:10Z"), (otherData, "2024-05-08T00:00:00Z")] {
                #expect(index.contains("<code>sha256:\(SHA256.hex(data))</code>"), "each run's results.json digest")
                #expect(index.contains("<code>\(started)</code>"), "each run's start")
            }
            let badge = try String(contentsOf: site.appendingPathComponent("badges/other.svg"), encoding: .utf8)
            #expect(badge == aecheck(["badge", "elsewhere/results.json"], in: root).standardOutput, "the badge badge writes")
        }
    }

    /// The values of the attributes `names` in `html`, in order.
    private static func attributes(_ names: [String], in html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "\\s(?:\(names.joined(separator: "|")))=\"([^\"]*)\"")
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap { match in
            Range(match.range(at: 1), in: html).map { String(html[$0]) }
        }
    }
}
