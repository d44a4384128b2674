import AccessEnablerAdapter
import AECheckCLI
import AECheckRun
import AccessEnablerConformance
import ConformanceKit
import AECheckSelfTest
import Foundation
import HostSystem
import ReferenceAccessEnabler
import Testing
import TestSupport

/// A device whose every write fails for want of room: Linux's `/dev/full`; none on a Mac.
#if os(Linux)
    private let fullDevice: String? = "/dev/full"
#else
    private let fullDevice: String? = nil
#endif

/// This package's own `aecheck`: the command line with its self-test.
private func aecheck(_ arguments: [String], in directory: URL) -> AECheck.Result {
    AECheck.main(arguments + reportsElsewhere(arguments), in: directory, selfTest: ReferenceSelfTest())
}

/// A run's reports go to a temporary folder, not to the package's `Reports/`.
private func reportsElsewhere(_ arguments: [String]) -> [String] {
    let isRun = arguments.first.map { $0 == "run" || $0.hasPrefix("-") } ?? true
    guard isRun, !arguments.contains("--reports"), !arguments.contains("--help") else { return [] }
    return ["--reports", FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-test-reports/\(UUID().uuidString)").path]
}

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

@Suite("aecheck on the command line")
struct AECheckTests {
    @Test func aUsageErrorSaysWhatIsWrongAndWhereToLook() {
        let result = aecheck(["run", "--frobnicate"], in: packageRoot)
        #expect(result.exitCode == 64)
        // The usage lines between are the command's, as its help page (pinned by its golden file) shows them.
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines.first == "Error: unknown option '--frobnicate' for 'run'")
        #expect(lines.dropFirst().first?.hasPrefix("Usage: aecheck [run] [--filter <id-or-pattern>]") == true)
        #expect(lines.last == "See 'aecheck run --help'.")
        #expect(aecheck(["run", "--colour"], in: packageRoot).standardError.hasPrefix("Error: unknown option '--colour' for 'run'; did you mean '--color'?\n"))
        #expect(aecheck(["--platform", "android"], in: packageRoot).exitCode == 64)
        #expect(aecheck(["--fault", "no-such-fault"], in: packageRoot).exitCode == 64)
        #expect(aecheck(["--profile", "1.7"], in: packageRoot).exitCode == 64)
        #expect(aecheck(["--filter", "NOTHING-99"], in: packageRoot).exitCode == 64)
        #expect(aecheck(["--testee", "x", "--fault", "caches-media-token"], in: packageRoot).exitCode == 64)
        #expect(aecheck(["--name", "x"], in: packageRoot).exitCode == 64)
        #expect(aecheck(["--testee", "x", "--turn-timeout", "-1"], in: packageRoot).exitCode == 64)
    }

    @Test func failuresOfShouldAndInfoRulesAreWarningsUnlessStrict() {
        let should = aecheck(["--alternative", "confirms-session-with-service", "--filter", "TOKEN-04", "--filter", "CACHE-04"], in: packageRoot)
        #expect(should.exitCode == 0, "\(should.standardOutput)")
        #expect(should.standardOutput.contains("Warnings: 2 failed scenario(s) of @should or @info rules do not decide the verdict; --strict counts @should"))
        #expect(aecheck(["--alternative", "confirms-session-with-service", "--filter", "TOKEN-04", "--filter", "CACHE-04", "--strict"], in: packageRoot).exitCode == 1)
        let info = aecheck(["--fault", "reorders-provider-dialog", "--filter", "API-14", "--filter", "CACHE-04", "--strict"], in: packageRoot)
        #expect(info.exitCode == 0, "\(info.standardOutput)")
        #expect(info.standardOutput.contains("(@info only)"))
    }

    @Test func aSelectionWithNoMustScenarioBindsEverySelectedScenario() {
        // CACHE-03 is @should: alone, its failures are what the run shows, and they decide it.
        let failing = aecheck(["--fault", "single-authorization-slot", "--filter", "CACHE-03"], in: packageRoot)
        #expect(failing.exitCode == 1, "\(failing.standardOutput)")
        #expect(failing.standardOutput.contains("The selection holds no @must scenario: every selected scenario binds"))
        #expect(failing.standardOutput.contains("Verdict: FAILED"))
        let info = aecheck(["--fault", "reorders-provider-dialog", "--filter", "API-14"], in: packageRoot)
        #expect(info.exitCode == 1, "\(info.standardOutput)")
        #expect(aecheck(["--filter", "CACHE-03"], in: packageRoot).exitCode == 0)
        // With a @must rule beside it, a @should failure is a warning again.
        #expect(aecheck(["--fault", "single-authorization-slot", "--filter", "CACHE-03", "--filter", "API-14"], in: packageRoot).exitCode == 1)
        #expect(aecheck(["--fault", "single-authorization-slot", "--filter", "CACHE-03", "--filter", "CACHE-04"], in: packageRoot).exitCode == 0)
    }

    @Test func nothingAnImplementationNamesReachesTheTerminalAsAControl() {
        var spoofing = ReferenceAccessEnabler.implementation()
        spoofing.name = "port\u{9B}1A\u{9B}2KPASSED\u{202E}"
        let result = AECheck.main(["--filter", "CACHE-04", "--in-process"] + reportsElsewhere(["--filter"]), in: packageRoot,
                                  implementations: [spoofing])
        let controls = (result.standardOutput + result.standardError).unicodeScalars.filter {
            (0x80...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value) || ($0.value < 0x20 && $0 != "\n")
        }
        #expect(controls.isEmpty, "\(controls.map { String($0.value, radix: 16) })")
        #expect(result.standardOutput.contains("port\\u009B1A"))
    }

    @Test func noTextAnImplementationNamesBecomesAWorkflowCommand() {
        var spoofing = ReferenceAccessEnabler.implementation(faults: [.cachesMediaToken])
        spoofing.name = "##[add-mask]x\u{2028}::stop-commands::t\u{85}  ::error::y\r::warning::z"
        let result = AECheck.main(["--filter", "CACHE-04", "--filter", "AUTHN-01", "--in-process", "--verbose"] + reportsElsewhere(["--filter"]),
                                  in: packageRoot, implementations: [spoofing], environment: ["GITHUB_ACTIONS": "true"])
        let printed = result.standardOutput + result.standardError
        // GitHub's runner: `##[` anywhere, `::` after a line's leading whitespace; lines end at LF, CR, NEL, U+2028, U+2029.
        let lines = printed.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\u{85}" || $0 == "\u{2028}" || $0 == "\u{2029}" })
        #expect(!printed.contains("##["))
        let commands = lines.filter { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("::") }
        #expect(!commands.isEmpty && commands.allSatisfy { $0.hasPrefix("::error file=") || $0.hasPrefix("::warning file=") || $0.hasPrefix("::error title=") },
                "\(commands)")
        #expect(CILogText.neutral("  ::set-output x\n::error file=a,line=1::m\nq ##[group]\r") == "  :\\u003Aset-output x\n::error file=a,line=1::m\nq #\\u0023[group]\\u000D")
    }

    @Test func aFIFOGivenAsAKeyOrAStepSummaryIsRefusedNotWaitedOn() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        try Data("x\n".utf8).write(to: folder.appendingPathComponent("port.bin"))
        let signing = aecheck(["certify", "--filter", "CACHE-04", "--in-process", "--reports", folder.appendingPathComponent("out").path,
                               "--subject", folder.appendingPathComponent("port.bin").path, "--sign-key", fifo.path], in: packageRoot)
        #expect(signing.exitCode == 64 && signing.standardError.contains("it must be a regular file"), "\(signing.standardError)")
        let summary = AECheck.main(["--filter", "CACHE-04", "--in-process", "--reports", folder.appendingPathComponent("out").path], in: packageRoot,
                                   selfTest: ReferenceSelfTest(), environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": fifo.path])
        #expect(summary.exitCode == 0 && summary.standardError.contains("GITHUB_STEP_SUMMARY: it is not a regular file"), "\(summary.standardError)")
    }

    @Test func anInterruptedRunLeavesItsNoteNotTheReportsOfTheRunBefore() throws {
        let built = RunningProgram.product("aecheck").path
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reports = folder.appendingPathComponent("out")
        #expect(aecheck(["--filter", "CACHE-04", "--in-process", "--reports", reports.path], in: packageRoot).exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: reports.appendingPathComponent("report.md").path))
        // A testee whose handshake takes its time; the run is interrupted meanwhile, once the testee has started
        // (so that aecheck is surely past installing its handlers, however loaded the machine).
        let port = packageRoot.appendingPathComponent("Tests/Testees/python/accessenabler_testee.py").path
        let started = folder.appendingPathComponent("started")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: built)
        process.arguments = ["--filter", "CACHE-04", "--reports", reports.path, "--name", "slow", "--testee",
                             "sh -c \"touch '\(started.path)'; sleep 5; exec python3 \(port)\""]
        process.currentDirectoryURL = packageRoot
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        for _ in 0..<600 where !FileManager.default.fileExists(atPath: started.path) { Thread.sleep(forTimeInterval: 0.05) }
        #expect(FileManager.default.fileExists(atPath: started.path), "the testee never started")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        #expect(!FileManager.default.fileExists(atPath: reports.appendingPathComponent("report.md").path), "the run before's report is gone")
        #expect(FileManager.default.fileExists(atPath: reports.appendingPathComponent("NOT-RUN.txt").path))
    }

    @Test func aFailuresHintRerunsExactlyWhatRanAndNamesTheProgram() throws {
        // Rendered from what the options mean, not copied from the command line: what selects scenarios or places reports goes.
        let reference = try ParsedArguments(["run", "--filter", "X", "--fault", "f", "--reports=r", "--verbose", "--profile", "1.8", "--strict",
                                             "--junit", "j.xml", "--turn-timeout=2.5", "--specs", "S", "--alternative", "a", "--jobs", "3"],
                                            selfTest: true, choosesImplementation: false)
        #expect(RunRequest.rerunArguments(reference, ImplementationChoice(reference, linking: []))
                == ["--specs", "S", "--profile", "1.8", "--fault", "f", "--alternative", "a", "--strict", "--turn-timeout", "2.5", "--jobs", "3"])
        let testee = try ParsedArguments(["--testee", "python3 p.py", "--name", "n", "--scenario-timeout", "60"], selfTest: true,
                                         choosesImplementation: false)
        #expect(RunRequest.rerunArguments(testee, ImplementationChoice(testee, linking: []))
                == ["--testee", "python3 p.py", "--name", "n", "--scenario-timeout", "60"])
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = AECheck.main(["--filter", "CACHE-04", "--fault", "caches-media-token", "--in-process", "--reports", folder.path],
                               in: packageRoot, selfTest: ReferenceSelfTest(), program: "my-port-aecheck")
        #expect(run.exitCode == 1)
        let report = try String(contentsOf: folder.appendingPathComponent("report.md"), encoding: .utf8)
        #expect(report.contains("'my-port-aecheck --fault caches-media-token --in-process --filter CACHE-04 --verbose' reruns it"))
        #expect(report.contains("'my-port-aecheck explain CACHE-04' shows the rule"))
        let help = AECheck.main(["--help"], in: packageRoot, implementations: [ReferenceAccessEnabler.implementation()], selfTest: nil,
                                program: "my-port-aecheck").standardOutput
        #expect(help.contains("USAGE: my-port-aecheck [run]") && !help.contains(" aecheck list"), "\(help.prefix(600))")
    }

    @Test func aPortsOwnExecutableGetsTheCommandLineWithItsImplementationsAndWithoutTheSelfTest() throws {
        let mine = ReferenceAccessEnabler.implementation()
        var other = ReferenceAccessEnabler.implementation(faults: [.cachesMediaToken])
        other.name = "my-port-beta"
        let port = { (arguments: [String]) in
            AECheck.main(arguments + reportsElsewhere(arguments), in: packageRoot, implementations: [mine, other])
        }
        let help = port(["--help"]).standardOutput
        #expect(help.contains("--implementation <name>") && help.contains("the one this program was built with"))
        for selfTestOnly in ["aecheck faults", "aecheck mutants", "aecheck bench", "--fault", "--profile", "built-in reference"] {
            #expect(!help.contains(selfTestOnly), "\(selfTestOnly)")
        }
        #expect(port(["--filter", "CACHE-04"]).exitCode == 0)
        let beta = port(["--filter", "CACHE-04", "--implementation", "my-port-beta"])
        #expect(beta.exitCode == 1 && beta.standardOutput.contains("implementation my-port-beta"))
        #expect(port(["--implementation", "nope"]).standardError.hasPrefix("Error: no implementation named 'nope'; there are: reference, my-port-beta\nUsage: aecheck [run] [--filter <id-or-pattern>] [--platform ios|tvos] [--reports <dir>]\n"))
        #expect(port(["mutants"]).exitCode == 64)
        #expect(port(["--fault", "caches-media-token"]).standardError.hasPrefix("Error: unknown option '--fault' for 'run'"))
        #expect(AECheck.main(["--filter", "CACHE-04"], in: packageRoot).standardError.hasPrefix("Error: no implementation to run"))
    }

    @Test func anIsolatedRunGivesTheInProcessVerdictsAndACrashCostsOnlyItsScenarios() throws {
        let built = RunningProgram.product("aecheck").path
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("j.xml").path
        let inProcess = aecheck(["--filter", "LOGOUT", "--fault", "logout-keeps-mvpd-record", "--junit", junit], in: packageRoot)
        let isolated = AECheck.main(["--filter", "LOGOUT", "--fault", "logout-keeps-mvpd-record", "--junit", junit] + reportsElsewhere(["--junit"]), in: packageRoot,
                                    selfTest: ReferenceSelfTest(), executable: built)
        // The reports line differs: its results digest covers the durations.
        let verdicts = { (result: AECheck.Result) in result.standardOutput.split(separator: "\n").filter { !$0.hasPrefix("Reports: ") } }
        #expect(isolated.exitCode == inProcess.exitCode && verdicts(isolated) == verdicts(inProcess), "\(isolated.standardError)")
        // One worker or three, scenarios handed out in spec order and gathered in spec order: the same run.
        for jobs in ["1", "3"] {
            let workers = AECheck.main(["--filter", "LOGOUT", "--fault", "logout-keeps-mvpd-record", "--junit", junit, "--jobs", jobs] + reportsElsewhere(["--junit"]),
                                       in: packageRoot, selfTest: ReferenceSelfTest(), executable: built)
            #expect(workers.exitCode == inProcess.exitCode && verdicts(workers) == verdicts(inProcess), "--jobs \(jobs): \(workers.standardError)")
        }
        let crashing = aecheck(["--filter", "LOGOUT-*", "--junit", junit, "--verbose", "--testee", "'\(built)' __worker --exit-on logout", "--name", "crashing-worker"], in: packageRoot)
        #expect(crashing.exitCode == 1)
        let lines = crashing.standardOutput.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("ERROR [LOGOUT-01]") })
        // Every scenario the filter selects (the LOGOUT rules', all of which log out) errors, and nothing else happens.
        let selected = aecheck(["list", "--filter", "LOGOUT-*"], in: packageRoot).standardOutput.split(separator: "\n").last.map(String.init) ?? ""
        let runs = selected.split(separator: ";").last?.split(separator: " ").first(where: { Int($0) != nil }).map(String.init) ?? "?"
        #expect(crashing.standardOutput.contains("Results: 0 passed, 0 failed, \(runs) errors"), "\(selected)\n\(crashing.standardOutput)")
        #expect(crashing.standardOutput.contains("The testee's stderr (last 64 KiB):\n      the implementation exits on logout, as asked"))
        // The record says how many of its processes served (the worker's hello declares them independent).
        let resultsPath = crashing.standardOutput.split(separator: "\n").first { $0.hasPrefix("Reports: ") }?
            .dropFirst("Reports: ".count).split(separator: ", ").first { $0.hasSuffix("results.json") }.map(String.init)
        let recorded = try JSONReporter.decode(Data(contentsOf: URL(fileURLWithPath: try #require(resultsPath), relativeTo: packageRoot)))
        #expect(recorded.metadata.mode == .testee && (1...ConformanceSuite.defaultThreads).contains(recorded.metadata.testeeProcesses ?? 0))
        // A testee that calls itself by the built-in implementation's name would replace its reports.
        let impostor = aecheck(["--filter", "CACHE-04", "--testee", "'\(built)' __worker"], in: packageRoot)
        #expect(impostor.exitCode == 64 && impostor.standardError.contains("the testee calls itself 'reference'"), "\(impostor.standardError)")
        // Nor may it take the folders of the reference's exploration or merge, or the wire testee's, in any case, nor
        // those of the reference with a fault, an alternative or a profile.
        for name in ["Reference", "reference-explore", "reference-merged", "wire-reference", "reference+caches-media-token", "reference-1.8",
                     "Reference~some-alternative"] {
            let hostile = "python3 \(packageRoot.path)/Tests/Testees/hostile/hostile_testee.py named-\(name)"
            let taking = aecheck(["--filter", "CACHE-04", "--testee", hostile], in: packageRoot)
            #expect(taking.exitCode == 64 && taking.standardError.contains("the testee calls itself '\(name)'"), "\(name): \(taking.standardError)")
        }
    }

    @Test func anIsolatedRunsResultsAreTheInProcessRunsByteForByteApartFromDurations() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Failures too: their messages, expected and actual values and transcripts come back from the worker.
        let selection = ["--filter", "LOGOUT", "--filter", "CACHE", "--fault", "logout-keeps-mvpd-record"]
        func results(_ name: String, _ extra: [String], executable: String?) throws -> [Data] {
            let reports = folder.appendingPathComponent(name)
            let run = AECheck.main(selection + extra + ["--reports", reports.path], in: packageRoot, selfTest: ReferenceSelfTest(), executable: executable)
            #expect(run.exitCode == 1, "\(name): \(run.standardError)")
            let document = try JSONSerialization.jsonObject(with: Data(contentsOf: reports.appendingPathComponent("results.json"))) as? [String: Any]
            return try ((document?["results"] as? [[String: Any]]) ?? []).map { result in
                var timeless = result
                timeless["duration"] = nil
                return try JSONSerialization.data(withJSONObject: timeless, options: [.sortedKeys])
            }
        }
        let inProcess = try results("in-process", ["--in-process"], executable: nil)
        #expect(inProcess.count > 20)
        for jobs in ["1", "2", "3"] {
            #expect(try results("isolated-\(jobs)", ["--jobs", jobs], executable: Self.builtAECheck) == inProcess, "--jobs \(jobs)")
        }
    }

    /// An isolated run of this program in `folder` whose workers (whole scenarios, and over the wire) are
    /// started with `workerFlags` too (`--exit-on logout`, `--hang-on logout`).
    private func isolatedRun(_ arguments: [String], workerFlags: String, in folder: URL) throws -> AECheck.Result {
        let program = folder.appendingPathComponent("misbehaving-aecheck")
        try "#!/bin/sh\nexec '\(Self.builtAECheck)' \"$@\" \(workerFlags)\n".write(to: program, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
        let junit = folder.appendingPathComponent("j.xml").path
        return AECheck.main(arguments + ["--verbose", "--junit", junit] + reportsElsewhere(["--junit"]), in: packageRoot, selfTest: ReferenceSelfTest(),
                            executable: program.path)
    }

    @Test func aScenarioThatCrashesItsWorkerRunsAgainOverTheWireAndErrsWhereItCrashedWhileTheOthersPass() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try isolatedRun(["--filter", "LOGOUT-01", "--filter", "CACHE-04"], workerFlags: "--exit-on logout", in: folder)
        #expect(run.exitCode == 1, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("ERROR [LOGOUT-01]") } && !lines.contains { $0.hasPrefix("ERROR [CACHE-04]") }, "\(run.standardOutput)")
        // The error is the adapter protocol's: it names the turn the worker crashed in, and what it said.
        #expect(run.standardOutput.contains("the testee closed its stdout (it exited?) during call"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("the implementation exits on logout, as asked"))
        // What does not call logout passes, as it does in process.
        let inProcess = aecheck(["--filter", "CACHE-04", "--junit", folder.appendingPathComponent("in-process.xml").path], in: packageRoot)
        let passed = inProcess.standardOutput.split(separator: "\n").filter { $0.hasPrefix("PASS") }
        #expect(!passed.isEmpty && passed.allSatisfy(lines.contains), "\(inProcess.standardOutput)")
    }

    @Test func aScenarioThatHangsItsWorkerRunsAgainOverTheWireAndErrsAfterTheTurnLimit() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try isolatedRun(["--filter", "LOGOUT-01", "--platform", "ios", "--turn-timeout", "1"], workerFlags: "--hang-on logout", in: folder)
        #expect(run.exitCode == 1, "\(run.standardError)")
        #expect(run.standardOutput.split(separator: "\n").contains { $0.hasPrefix("ERROR [LOGOUT-01]") }, "\(run.standardOutput)")
        #expect(run.standardOutput.contains("the testee did not end its turn within 1.0 s (after call logout)"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("the implementation hangs in logout, as asked"))
    }

    /// The `aecheck` program built beside this test bundle.
    private static let builtAECheck = RunningProgram.product("aecheck").path

    /// Runs the built aecheck with its standard output sent to `sink` (shell words); whether it exited 0 and wrote its
    /// reports all the same.
    private func runWithStandardOutput(_ sink: String) throws -> (exitedZero: Bool, wroteReports: Bool) {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "'\(Self.builtAECheck)' --filter CACHE-04 --reports '\(folder.path)' \(sink); exit ${PIPESTATUS:-$?}"]
        process.currentDirectoryURL = packageRoot
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus == 0, FileManager.default.fileExists(atPath: folder.appendingPathComponent("junit.xml").path))
    }

    @Test func aClosedStandardOutputNeitherKillsTheRunNorLosesItsReports() throws {
        // `head` exits at once: aecheck then writes into a pipe nobody reads (SIGPIPE, EPIPE).
        let run = try runWithStandardOutput("| head -c 10 > /dev/null")
        #expect(run.exitedZero && run.wroteReports)
    }

    @Test(.enabled(if: fullDevice != nil, "only Linux has a device that is always full; a Mac has none"))
    func aFullStandardOutputNeitherKillsTheRunNorLosesItsReports() throws {
        let run = try runWithStandardOutput("> " + fullDevice!)
        #expect(run.exitedZero && run.wroteReports)
    }

    @Test func aReportPlacedOnStandardOutputTakesItWholeAndTheConsoleGoesToStandardError() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for place in ["/dev/stdout", folder.appendingPathComponent("same.xml").path] {
            let process = Process(), output = Pipe(), errors = Pipe()
            // The second: `--junit same.xml > same.xml`, the one file both ways.
            let sink = place == "/dev/stdout" ? "" : " > '\(place)'"
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "exec '\(Self.builtAECheck)' --filter CACHE-04 --reports '\(folder.path)' --junit '\(place)'\(sink)"]
            process.currentDirectoryURL = packageRoot
            (process.standardOutput, process.standardError) = (output, errors)
            try process.run()
            let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let console = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            let junit = place == "/dev/stdout" ? said : try String(contentsOfFile: place, encoding: .utf8)
            #expect(junit.hasPrefix("<?xml") && junit.hasSuffix("</testsuites>\n") && !junit.contains("PASS  ["), "\(place): \(junit.prefix(300))")
            #expect(console.contains("PASS  [CACHE-04]") && console.hasSuffix("8 passed, 0 failed, 0 skipped\n"), "\(console)")
        }
    }

    @Test func aSIGTERMInTheFirstMomentsOfARunIsNeverLost() throws {
        // From the first instant (the default action, before aecheck has a handler) to well into loading the specs.
        for delay in [0, 1, 2, 3, 5, 8, 12, 17, 25, 35, 50] {
            let (process, folder) = try startAECheck(["--in-process"])
            defer { try? FileManager.default.removeItem(at: folder) }
            usleep(UInt32(delay * 1_000))
            process.terminate()
            process.waitUntilExit()
            let killed = process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM
            let exited = process.terminationReason == .exit && process.terminationStatus == 128 + SIGTERM
            #expect(killed || exited, "after \(delay) ms: \(process.terminationReason == .exit ? "exit" : "signal") \(process.terminationStatus)")
        }
    }

    @Test func aSIGTERMToAECheckEndsTheTesteeItWaitsFor() throws {
        let token = "token-\(UUID().uuidString)"
        let testee = "python3 \(packageRoot.path)/Tests/Testees/hostile/hostile_testee.py hang \(token)"
        let (process, folder) = try startAECheck(["--filter", "CACHE-04", "--testee", testee, "--turn-timeout", "60"])
        defer { try? FileManager.default.removeItem(at: folder) }
        // Wait (in real time, as a user would) until the testee hangs in its first call.
        #expect(try waitForSurvivors(token, atLeast: 2) >= 1, "the testee never started")
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + SIGTERM)
        let left = try survivorsOnceSettled(token)
        #expect(left.isEmpty, "processes left behind: \(left)")
    }

    @Test(.enabled(if: ProcessTree.canAdoptOrphans, "only Linux lets aecheck adopt orphans (a subreaper): on a Mac an orphan goes to launchd"))
    func aDaemonThatLeftItsTesteesGroupWithSetsidEndsWithTheTesteeEvenWhenItsParentExited() throws {
        let token = "token-\(UUID().uuidString)"
        let testee = "python3 \(packageRoot.path)/Tests/Testees/hostile/hostile_testee.py setsid-daemon \(token)"
        let (process, folder) = try startAECheck(["--filter", "INIT-02", "--testee", testee])
        defer { try? FileManager.default.removeItem(at: folder) }
        process.waitUntilExit()
        #expect(process.terminationStatus == 1, "every scenario errs: the testee exits at its first call")
        // aecheck is its testees' subreaper: what called setsid came back to it, and was ended with the testee.
        let left = try survivors(token)
        #expect(left.isEmpty, "processes left behind: \(left)")
    }

    @Test(.enabled(if: ProcessTree.canAdoptOrphans, "only Linux lets aecheck adopt orphans (a subreaper): on a Mac an orphan goes to launchd"))
    func aChildThatMovedToAnotherGroupOfTheSameSessionEndsBeforeTheReportsAreWritten() throws {
        let token = "token-\(UUID().uuidString)"
        let testee = "python3 \(packageRoot.path)/Tests/Testees/hostile/hostile_testee.py group-daemon \(token)"
        let (process, folder) = try startAECheck(["--filter", "A known requestor is configured", "--platform", "ios", "--testee", testee])
        defer { try? FileManager.default.removeItem(at: folder) }
        process.waitUntilExit()
        #expect(process.terminationStatus == 1, "every scenario errs: the testee exits at its first call")
        let left = try survivors(token)
        #expect(left.isEmpty, "processes left behind: \(left)")
    }

    /// The promise a Mac can keep too: what left the group while its parent, the testee, lives is found before the
    /// group is ended (on Linux through the subreaper, on Darwin through the process table).
    @Test func aDaemonThatLeftItsLivingTesteesGroupWithSetsidEndsWithTheTestee() throws {
        let token = "token-\(UUID().uuidString)"
        let testee = "python3 \(packageRoot.path)/Tests/Testees/hostile/hostile_testee.py setsid-child \(token)"
        let (process, folder) = try startAECheck(["--filter", "INIT-02", "--testee", testee, "--turn-timeout", "2"])
        defer { try? FileManager.default.removeItem(at: folder) }
        process.waitUntilExit()
        #expect(process.terminationStatus == 1, "every scenario errs: the testee hangs at its first call")
        let left = try survivors(token)
        #expect(left.isEmpty, "processes left behind: \(left)")
    }

    @Test func aSIGKILLToAECheckEndsTheTesteeItWaitsFor() throws {
        let token = "token-\(UUID().uuidString)"
        // A testee that never answers nor reads: nothing but the kernel tells it that aecheck is gone.
        let (process, folder) = try startAECheck(["--filter", "CACHE-04", "--testee", "python3 -c 'import time; time.sleep(3600)' \(token)"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try waitForSurvivors(token, atLeast: 2) >= 2, "the testee never started")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let left = try survivorsOnceSettled(token)
        #expect(left.isEmpty, "processes left behind: \(left)")
    }

    /// The built `aecheck` started with `arguments` and a report folder of its own (removed by the caller), its
    /// output discarded.
    private func startAECheck(_ arguments: [String]) throws -> (Process, URL) {
        let folder = try temporaryFolder()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.builtAECheck)
        process.arguments = arguments + ["--reports", folder.path]
        process.currentDirectoryURL = packageRoot
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, folder)
    }

    /// How many processes hold `token` once at least `count` do, or 30 s have passed.
    private func waitForSurvivors(_ token: String, atLeast count: Int) throws -> Int {
        let deadline = Date().addingTimeInterval(30)
        while try survivors(token).count < count, Date() < deadline { usleep(50_000) }
        return try survivors(token).count
    }

    /// The processes holding `token` once none is left, or 5 s have passed.
    private func survivorsOnceSettled(_ token: String) throws -> [String] {
        var left = try survivors(token)
        let settled = Date().addingTimeInterval(5)
        while !left.isEmpty, Date() < settled { usleep(50_000); left = try survivors(token) }
        return left
    }

    /// The processes alive whose command line holds `token` (aecheck's own, which names it in `--testee`, left out).
    private func survivors(_ token: String) throws -> [String] {
        try ProcessList.matching(token, except: "--testee")
    }

    @Test func aTesteeThatCannotStartEndsTheRunWithExitCode3() {
        let result = aecheck(["--testee", "/no/such/testee"], in: packageRoot)
        #expect(result.exitCode == 3)
        #expect(result.standardError.hasPrefix("Error: the testee failed to start: "), "\(result.standardError)")
    }

    @Test func malformedSpecsStopTheRunWithTheirPlaceAndExitCode2() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "Feature: F\n  Scenario: S\n    Given x\n  this line is not gherkin\n".write(
            to: folder.appendingPathComponent("bad.feature"), atomically: true, encoding: .utf8)
        let result = aecheck(["--specs", folder.path], in: packageRoot)
        #expect(result.exitCode == 2)
        #expect(result.standardError.hasPrefix("error: bad.feature:4:"))
    }

    @Test func aMistypedStepValueStopsTheRunAtLoadWithItsPlaceAndTheValidValues() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            Feature: F
              @AE-TEST-01 @must @ios @source-generic
              Rule: TEST-01 A rule
                The requirement.

                Scenario: S
                  When 5 minuts pass
                  Then the app receives setTokn
                  And the service receives no autorize request

            """.write(to: folder.appendingPathComponent("typo.feature"), atomically: true, encoding: .utf8)
        let result = aecheck(["--specs", folder.path], in: packageRoot)
        #expect(result.exitCode == 2)
        let lines = result.standardError.split(separator: "\n").filter { $0.hasPrefix("error: ") }
        #expect(lines.count == 3, "\(result.standardError)")
        #expect(lines.first?.hasPrefix("error: typo.feature:7:12: 'minuts' is not a unit of {duration}; use one of: millisecond(s), second(s)") == true, "\(result.standardError)")
        #expect(lines.dropFirst().first?.hasPrefix("error: typo.feature:8:29: 'setTokn' is not a callback; use one of: setRequestorComplete") == true, "\(result.standardError)")
        #expect(lines.last?.hasPrefix("error: typo.feature:9:35: 'autorize' is not an endpoint; use one of: config") == true, "\(result.standardError)")
    }

    @Test func theReferenceIsConformantAndTheReportIsWritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("junit.xml")
        let result = aecheck(["--filter", "CACHE", "--junit", junit.path], in: packageRoot)
        #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.hasSuffix(" failed, 0 skipped\n") || result.standardOutput.contains(" 0 failed"))
        #expect(FileManager.default.fileExists(atPath: junit.path))
    }

    @Test func aFaultyReferenceFailsNamingTheRule() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = aecheck(["--fault", "caches-media-token", "--junit", folder.appendingPathComponent("j.xml").path], in: packageRoot)
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains("FAIL  [CACHE-04]"))
    }

    @Test func coverageShowsEachRequirementWithItsResultsTotalsAndTheChecklistGaps() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let specs = root.appendingPathComponent("Specs")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Specs"), to: specs)
        try "# Requirements\n- CACHE-04 Short media tokens are never cached.\n- NEW-01 Something not specified yet.\n- (a note)\n".write(
            to: specs.appendingPathComponent("requirements-checklist.md"), atomically: true, encoding: .utf8)
        let result = aecheck(["coverage", "--specs", specs.path], in: root)
        #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "API-01 | must | ios, tvos | every version | source-api-reference")
        #expect(lines.contains("AUTHN-01 | must | ios, tvos | every version | source-generic"))
        #expect(lines.contains("CANCEL-04 | must | ios, tvos | since-1.7 | source-token-storage"))
        // Lines of the specs move as they grow: match the place up to its line number.
        #expect(lines.contains { $0.hasPrefix("  CACHE-04 Short media tokens are never cached  (caching.feature:") })
        #expect(lines.contains { $0.hasPrefix("  - A relaunched app fetches a new media token  (caching.feature:") && $0.hasSuffix("): ios passed, tvos passed") })
        #expect(lines.contains { $0.split(separator: " ", omittingEmptySubsequences: true) == ["source", "section", "requirements", "scenarios", "passed", "failed", "error", "not", "applicable"] })
        // The "all" row: requirements, scenarios, passed, then 0 failed and 0 errors.
        let all = try #require(lines.first { $0.hasPrefix("all ") }).split(separator: " ").map(String.init)
        #expect(all.count == 7 && all[4] == "0" && all[5] == "0", "\(all)")
        #expect(lines.suffix(2) == ["Checklist: 1 of 2 IDs have no rule in the specs: NEW-01", ""])
        #expect(lines.contains { $0.hasPrefix("Source sentences without a rule: ") && $0.hasSuffix(" traced (seed-trace.md), each with why:") })
        #expect(lines.contains("  000-generic-11: The callback tells the app to build a picker of MVPDs. — App's obligation."))
        #expect(lines.contains("Every rule quotes at least one source sentence."))
    }

    @Test func coverageWithoutChecklistSaysSoAndAFaultFailsWithExitCode1() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let specs = root.appendingPathComponent("Specs").path
        try FileManager.default.copyItem(atPath: packageRoot.appendingPathComponent("Specs").path, toPath: specs)
        try FileManager.default.removeItem(atPath: specs + "/requirements-checklist.md")
        let result = aecheck(["coverage", "--fault", "caches-media-token", "--platform", "tvos", "--specs", specs], in: root)
        #expect(result.exitCode == 1)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let failing = try #require(lines.firstIndex { $0.hasPrefix("  - Every authorization fetches a new media token and none is stored  (caching.feature:") })
        #expect(lines[failing].hasSuffix("): tvos failed") && lines[failing + 1].hasPrefix("      tvos: caching.feature:"))
        #expect(lines.contains { $0.hasPrefix("  - A failed MVPD is cached and another one is preselected  (authentication.feature:") && $0.hasSuffix("): not run (not on the selected platform)") })
        #expect(result.standardOutput.hasSuffix("\nchecklist not found; skipping the comparison (looked for requirements-checklist.md in the specs folder)\n"))
        #expect(aecheck(["coverage", "--fault", "no-such-fault"], in: packageRoot).standardError.hasPrefix(
            "Error: unknown fault 'no-such-fault'; 'aecheck faults' lists them\nUsage: aecheck coverage "))
    }

    @Test func explainAcceptsEveryWayOfWritingAnIDAndShowsTheRuleAndItsSteps() {
        let result = aecheck(["explain", "INIT-02"], in: packageRoot)
        #expect(result.exitCode == 0, "\(result.standardError)")
        for id in ["AE-INIT-02", "@AE-INIT-02", "@ae-init-02", "init-02"] {
            #expect(aecheck(["explain", id], in: packageRoot) == result, "\(id)")
        }
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "INIT-02 Entitlement calls made before setRequestor completes are queued silently, then answered")
        #expect(lines.contains("Level:      must"))
        #expect(lines.contains("Platforms:  ios, tvos"))
        #expect(lines.contains("Versions:   every version"))
        #expect(lines.contains("Source:     post-init (section of the SDK overview)"))
        #expect(lines.contains("Defined at: initialisation.feature:30"))
        #expect(lines.contains("Scenario: Queued calls answer in the order they were made  (initialisation.feature:54)"))
        #expect(result.standardOutput.contains("""
              And these callbacks come in this order:   ⟵ checks @should: readings-21
                  readings-21: The project's reading (readings.md, section 21): The queue's order
                | setAuthenticationStatus |
                | displayProviderDialog   |
            """))
    }

    @Test func explainOfAnUnknownIDIsAUsageErrorPointingToList() {
        let result = aecheck(["explain", "NOPE-01"], in: packageRoot)
        #expect(result.exitCode == 64)
        #expect(result.standardError == """
            Error: no requirement 'NOPE-01' in the specs; 'aecheck list' shows the IDs there are
            Usage: aecheck explain <id> [--specs <dir>]
            See 'aecheck explain --help'.

            """)
        #expect(aecheck(["explain"], in: packageRoot).exitCode == 64)
        #expect(aecheck(["explain", "INIT-01", "INIT-02"], in: packageRoot).exitCode == 64)
    }

    @Test func stepsListsEveryPatternWithItsSummaryInDefinitionOrder() {
        let result = aecheck(["steps"], in: packageRoot)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("""

            the service knows requestor {string} offering MVPDs {string}
                A requestor whose configuration lists these MVPDs
            """))
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let patterns = lines.dropFirst(4).dropLast().filter { !$0.hasPrefix(" ") }
        let summaries = lines.dropFirst(4).dropLast().filter { $0.hasPrefix("    ") }
        #expect(patterns.count == summaries.count)
        #expect(lines.last == "\(patterns.count) steps")
        #expect(!result.standardOutput.contains("(no summary)"))
        #expect(aecheck(["steps", "--json"], in: packageRoot).exitCode == 64)
    }

    @Test func listJSONShowsEachLevelWithItsOwnTagsDownToExamples() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            Feature: F
              @AE-TEST-01 @must @ios @tvos @source-generic
              Rule: TEST-01 R
                The requirement.
                @tvos
                Scenario Outline: S <n>
                  When 1 minute passes
                  Then the app receives setAuthenticationStatus with status <n>
                  @tvos
                  Examples: E
                    | n |
                    | 1 |
            """.write(to: folder.appendingPathComponent("x.feature"), atomically: true, encoding: .utf8)
        let result = aecheck(["list", "--json", "--specs", folder.path], in: packageRoot)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let feature = try #require((json?["features"] as? [[String: Any]])?.first)
        let rule = try #require((feature["rules"] as? [[String: Any]])?.first)
        let scenario = try #require((rule["scenarios"] as? [[String: Any]])?.first)
        #expect(feature["tags"] as? [String] == [])
        #expect(rule["tags"] as? [String] == ["@AE-TEST-01", "@must", "@ios", "@tvos", "@source-generic"])
        #expect(scenario["name"] as? String == "S <n>")
        #expect(scenario["tags"] as? [String] == ["@tvos"])
        let examples = try #require((scenario["examples"] as? [[String: Any]])?.first)
        #expect(examples["name"] as? String == "E")
        #expect(examples["tags"] as? [String] == ["@tvos"])
        #expect(rule["id"] as? String == "TEST-01" && rule["level"] as? String == "must" && rule["platforms"] as? [String] == ["ios", "tvos"])
        let results = try #require(scenario["results"] as? [[String: Any]])
        try #require(results.count == 1, "\(results)")
        #expect(results[0]["id"] as? String == "[TEST-01] S 1 [tvos]" && results[0]["platform"] as? String == "tvos")
        #expect(results[0]["level"] as? String == "must" && results[0]["requirementIDs"] as? [String] == ["TEST-01"])
    }

    @Test func theListingAnnouncesTheIDOfEveryResultARunMakes() throws {
        let listing = try #require(try JSONSerialization.jsonObject(with: Data(aecheck(["list", "--json"], in: packageRoot).standardOutput.utf8)) as? [String: Any])
        let announced = ((listing["features"] as? [[String: Any]]) ?? []).flatMap { feature in
            ((feature["rules"] as? [[String: Any]]) ?? []).flatMap { rule in
                ((rule["scenarios"] as? [[String: Any]]) ?? []).flatMap { scenario in
                    ((scenario["results"] as? [[String: Any]]) ?? []).map { "\($0["id"] ?? "") \($0["location"] ?? "")" }
                }
            }
        }
        let suite = try ConformanceSuite.load(from: packageRoot.appendingPathComponent("Specs"))
        let run = suite.run(ReferenceAccessEnabler.implementation())
        #expect(announced == run.results.map { "\($0.displayName) \($0.location)" })
    }
}

@Suite("aecheck colours a terminal")
struct ColourTests {
    @Test func colourIsPaintedOnATerminalAndLeftOutUnderNoColorOrInAPipe() {
        let reports = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-colour-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: reports) }
        let run = ["--filter", "CACHE-04", "--platform", "ios", "--in-process", "--reports", reports.path]
        let terminal = AECheck.main(run, in: packageRoot, selfTest: ReferenceSelfTest(), environment: [:], standardOutputIsTerminal: true)
        #expect(terminal.standardOutput.contains("\u{1B}[32mPASS  \u{1B}[0m[CACHE-04]"))
        #expect(terminal.standardOutput.contains("\u{1B}[1;32mVerdict: PASSED\u{1B}[0m"))
        let noColor = AECheck.main(run, in: packageRoot, selfTest: ReferenceSelfTest(), environment: ["NO_COLOR": "1"], standardOutputIsTerminal: true)
        let pipe = AECheck.main(run, in: packageRoot, selfTest: ReferenceSelfTest(), environment: [:], standardOutputIsTerminal: false)
        #expect(!noColor.standardOutput.contains("\u{1B}") && !pipe.standardOutput.contains("\u{1B}"))
        let forced = AECheck.main(run + ["--color", "always"], in: packageRoot, selfTest: ReferenceSelfTest(), environment: ["NO_COLOR": "1"], standardOutputIsTerminal: false)
        #expect(forced.standardOutput.contains("\u{1B}[32mPASS  \u{1B}[0m"))
        let never = AECheck.main(run + ["--color", "never"], in: packageRoot, selfTest: ReferenceSelfTest(), environment: [:], standardOutputIsTerminal: true)
        #expect(!never.standardOutput.contains("\u{1B}"))
    }
}
