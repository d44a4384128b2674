import AccessEnablerAdapter
import AECheckCLI
import AECheckSelfTest
import Foundation
import ReferenceAccessEnabler
import TestSupport
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

    @Test(arguments: ["run", "list", "coverage", "explain", "compare", "baseline", "certify", "verify", "steps", "faults", "alternatives", "mutants", "bench", "explore", "help"])
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
