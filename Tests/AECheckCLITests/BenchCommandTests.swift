import AECheckCLI
import AECheckSelfTest
import Foundation
import Testing

/// `aecheck bench` measures, and never passes off figures for specs it cannot run. (Its timings are not tested.)
@Suite("aecheck bench")
struct BenchCommandTests {
    private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func specsThatDoNotLoadEndTheBenchWithExitCode2AndNoFigures() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("Feature: Broken\n  Scenario: Nothing defined\n    Given a step no definition matches\n".utf8)
            .write(to: folder.appendingPathComponent("broken.feature"))
        for arguments in [["bench", "--specs", folder.path], ["bench", "--dry-steps", "--specs", folder.path]] {
            let result = AECheck.main(arguments, in: packageRoot, selfTest: ReferenceSelfTest())
            #expect(result.exitCode == AECheck.ExitCode.invalidSpecs)
            #expect(result.standardOutput.isEmpty)
        }
    }

    @Test func eachPartOfTheBenchIsAnOptionOfBenchOnly() throws {
        #expect(try ParsedArguments(["bench", "--dry-steps"]).benchScope == .drySteps)
        #expect(try ParsedArguments(["bench", "--isolation"]).benchScope == .isolation)
        #expect(try ParsedArguments(["bench", "--campaigns"]).benchScope == .campaigns)
        #expect(try ParsedArguments(["bench"]).benchScope == .all)
        for flag in ["--dry-steps", "--isolation", "--campaigns"] {
            #expect(throws: ParsedArguments.UsageError.self) { try ParsedArguments(["run", flag]) }
        }
    }
}
