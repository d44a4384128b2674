import AECheckCLI
import Foundation
import Testing

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

@Suite("aecheck on the command line")
struct AECheckTests {
    @Test func helpIsPrintedVerbatim() {
        let result = AECheck.main(["--help"], in: packageRoot)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == """
            OVERVIEW: Conformance suite for AccessEnabler implementations (Adobe Pass Authentication, iOS/tvOS SDK).

            Runs the executable specs in Specs/ against an implementation (the built-in reference by default),
            prints a summary and writes JUnit XML.

            USAGE: aecheck [run] [<options>]
                   aecheck list [--json] [--filter <id-or-pattern>] [--specs <dir>]
                   aecheck faults
                   aecheck mutants
                   aecheck help

            COMMANDS:
              run                     Run the specs (the default).
              list                    List the requirements and scenarios the specs hold.
              faults                  List the reference's deliberate faults and the rules each breaks.
              mutants                 Run the suite against each fault; print the kill matrix and the score.
              help                    Show this help.

            OPTIONS:
              --filter <id-or-pattern>
                                      Only the requirement with this ID, or IDs with this prefix (CACHE-04,
                                      AUTHN), or rules and scenarios whose name matches (* is a wildcard).
              --platform <platform>   Only this platform: ios or tvos.
              --junit <path>          Where to write JUnit XML (default: Reports/<implementation>/junit.xml).
              --specs <dir>           The specs folder (default: Specs).
              --profile <version>     Run the reference as SDK 1.10 (default), 1.8 or 1.6.
              --fault <name>          Run the reference with this deliberate fault; repeatable.
              --verbose               Show each failure's details and transcript.
              --json                  With list: print JSON.
              -h, --help              Show help information.

            EXIT CODES:
              0   every applicable scenario passed (mutants: every fault caught, every rule guarded)
              1   a scenario failed (a rule was broken) or errored (the adapter or harness broke)
              2   the specs are invalid
              3   the implementation failed to start
              64  usage error

            """)
    }

    @Test func aUsageErrorSaysWhatIsWrongAndWhereToLook() {
        let result = AECheck.main(["run", "--colour"], in: packageRoot)
        #expect(result.exitCode == 64)
        #expect(result.standardError == """
            Error: unknown option '--colour' for 'run'
            Usage: aecheck [run] [--filter <id-or-pattern>] [--platform ios|tvos] [--junit <path>] [--specs <dir>] [--profile <version>] [--fault <name>] [--verbose]
            See 'aecheck --help'.

            """)
        #expect(AECheck.main(["--platform", "android"], in: packageRoot).exitCode == 64)
        #expect(AECheck.main(["--fault", "no-such-fault"], in: packageRoot).exitCode == 64)
        #expect(AECheck.main(["--profile", "1.7"], in: packageRoot).exitCode == 64)
        #expect(AECheck.main(["--filter", "NOTHING-99"], in: packageRoot).exitCode == 64)
    }

    @Test func malformedSpecsStopTheRunWithTheirPlaceAndExitCode2() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "Feature: F\n  Scenario: S\n    Given x\n  this line is not gherkin\n".write(
            to: folder.appendingPathComponent("bad.feature"), atomically: true, encoding: .utf8)
        let result = AECheck.main(["--specs", folder.path], in: packageRoot)
        #expect(result.exitCode == 2)
        #expect(result.standardError.hasPrefix("error: bad.feature:4:"))
    }

    @Test func theReferenceIsConformantAndTheReportIsWritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("junit.xml")
        let result = AECheck.main(["--filter", "CACHE", "--junit", junit.path], in: packageRoot)
        #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.hasSuffix(" failed, 0 skipped\n") || result.standardOutput.contains(" 0 failed"))
        #expect(FileManager.default.fileExists(atPath: junit.path))
    }

    @Test func aFaultyReferenceFailsNamingTheRule() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = AECheck.main(["--fault", "caches-media-token", "--junit", folder.appendingPathComponent("j.xml").path], in: packageRoot)
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains("FAIL  [CACHE-04]"))
    }
}
