import AccessEnablerAdapter
import AECheckCLI
import AECheckSelfTest
import Foundation
import ReferenceAccessEnabler
import Testing

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The pages people read, compared byte for byte with checked-in files in `Golden/`: every `--help` page
/// (this package's and a port's), `list` and `explain`.
@Suite("Every help page, list and explain match their golden files")
struct PageGoldenTests {
    @Test func theWholeHelpMatchesItsGoldenFile() throws {
        try expectPage(["--help"], "help/aecheck.txt")
    }

    @Test func aPortsHelpMatchesItsGoldenFile() throws {
        let port = AECheck.main(["--help"], in: packageRoot, implementations: [ReferenceAccessEnabler.implementation()])
        #expect(port.exitCode == 0)
        try expectGolden(port.standardOutput, "help/port.txt")
    }

    @Test(arguments: ["run", "list", "coverage", "explain", "compare", "baseline", "steps", "faults", "alternatives", "mutants", "bench", "explore", "help"])
    func eachCommandsHelpMatchesItsGoldenFile(_ command: String) throws {
        try expectPage([command, "--help"], "help/\(command).txt")
        try expectPage(["help", command], "help/\(command).txt")
    }

    @Test func listMatchesItsGoldenFile() throws {
        try expectPage(["list", "--filter", "CACHE"], "list-CACHE.txt")
    }

    @Test func explainMatchesItsGoldenFile() throws {
        try expectPage(["explain", "CACHE-04"], "explain-CACHE-04.txt")
    }

    private func expectPage(_ arguments: [String], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = AECheck.main(arguments, in: packageRoot, selfTest: ReferenceSelfTest())
        #expect(result.exitCode == 0, "\(result.standardError)", sourceLocation: sourceLocation)
        try expectGolden(result.standardOutput, name, sourceLocation: sourceLocation)
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
        + "(AECHECK_RECORD_GOLDEN=1 swift test --filter PageGoldenTests) and review the diff."
    guard let data = FileManager.default.contents(atPath: url.path) else {
        Issue.record("Golden file missing: \(url.path). \(update)", sourceLocation: sourceLocation)
        return
    }
    let golden = String(decoding: data, as: UTF8.self)
    #expect(actual == golden, "\(name) differs from \(url.path). \(update)\nActual:\n\(actual)", sourceLocation: sourceLocation)
}
