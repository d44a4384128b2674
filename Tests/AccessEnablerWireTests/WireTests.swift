import AccessEnablerAdapter
import AccessEnablerConformance
@testable import AccessEnablerWire
import ConformanceKit
import Foundation
import HostSystem
import PassSimulator
import ReferenceAccessEnabler
import Testing
import TestSupport

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let suite: ConformanceSuite = {
    do { return try ConformanceSuite.load(from: packageRoot.appendingPathComponent("Specs")) } catch { fatalError("Specs/ must load: \(error)") }
}()

/// The `aecheck-testee` built beside the test bundle.
private let referenceTestee = RunningProgram.product("aecheck-testee")
private let hostileTestee = packageRoot.appendingPathComponent("Tests/Testees/hostile/hostile_testee.py").path
#if os(Linux)
    /// Where another process of the same user reads a process's environment: Linux's procfs; a Mac has none.
    private let environmentFile: (@Sendable (pid_t) -> String)? = { "/proc/\($0)/environ" }
#else
    private let environmentFile: (@Sendable (pid_t) -> String)? = nil
#endif
/// The interpreter `python3` names, found once: through a version manager's shim, each start runs shell scripts first.
private let python: String = {
    let process = Process(), output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "python3 -c 'import sys; print(sys.executable)'"]
    process.standardOutput = output
    guard (try? process.run()) != nil else { return "python3" }
    let path = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
    process.waitUntilExit()
    return path.isEmpty ? "python3" : path
}()

private func comparable(_ run: SuiteRun) -> [ScenarioResult] {
    run.results.map { var result = $0; result.duration = 0; return result }
}

@Suite("The adapter protocol carries the whole contract")
struct WireTests {
    @Test(arguments: [[], ["caches-media-token"], ["answers-twice"]])
    func theReferenceOverTheWireGetsExactlyTheInProcessResults(faultNames: [String]) throws {
        let faults = Set(faultNames.compactMap(ReferenceFault.init(rawValue:)))
        let command = ([referenceTestee.path] + faultNames.flatMap { ["--fault", $0] }).joined(separator: " ")
        var wire = try ProcessTestee.implementation(command: command)
        wire.name = ReferenceAccessEnabler.implementation(faults: faults).name
        let inProcess = suite.run(ReferenceAccessEnabler.implementation(faults: faults), timestamp: "T")
        let overTheWire = suite.run(wire, timestamp: "T")
        #expect(comparable(overTheWire).count == comparable(inProcess).count)
        for (a, b) in zip(comparable(overTheWire), comparable(inProcess)) where a != b {
            Issue.record("\(a.displayName): over the wire \(a.outcome.rawValue) \(a.message ?? ""), in process \(b.outcome.rawValue) \(b.message ?? "")")
        }
    }

    @Test func aTesteeInheritsNoDescriptorThisProcessOpenedWithoutCloseOnExec() throws {
        // A pipe as Foundation's Process opens one: inheritable. Were the testee to hold its write end, its
        // reader would wait for an end that never comes while the testee lives.
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        let child = try ChildProcess(command: "cat")
        close(fds[1])
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        var byte: UInt8 = 0
        // Another test may start a short-lived process of its own meanwhile, which inherits the write end until it
        // ends: wait for the end of the pipe a while (the testee, alive until terminated, would hold it for ever).
        var got = read(fds[0], &byte, 1)
        for _ in 0..<500 where got != 0 {
            usleep(10_000)
            got = read(fds[0], &byte, 1)
        }
        #expect(got == 0, "the pipe's write end lives on in the testee")
        close(fds[0])
        child.terminate()
    }

    @Test(.enabled(if: environmentFile != nil && ProcessPrivacy.canClose, "only Linux closes a process's environment to its user's other processes"))
    func theSuitesEnvironmentIsClosedToTheTesteesItStarts() throws {
        // The testee's grandparent is this process: its /proc/<pid>/environ (what aecheck was given: a passphrase, a
        // CI token) refuses the testee, as its user's process; root's CAP_SYS_PTRACE still reads it.
        let child = try ChildProcess(command: "cat \(environmentFile!(getpid())) > /dev/null 2>&1 && echo read || echo refused")
        defer { child.terminate() }
        let line = try child.readLine(until: .now + .seconds(20))
        #expect(ProcessPrivacy.isClosed)
        #expect(line == (getuid() == 0 ? "read" : "refused"), "\(line)")
    }

    @Test func aTesteeRunsInASessionOfItsOwnWithNoTerminalToWriteTo() throws {
        // Its own session: it leads it and its group, and cannot open the terminal the suite runs in (its writes there
        // would pass no check and no indentation).
        let probe = """
            import os
            try:
                open("/dev/tty", "w"); tty = "opened"
            except OSError:
                tty = "refused"
            print(os.getsid(0) == os.getpid(), os.getpgid(0) == os.getpid(), os.getsid(0) != \(getsid(0)), tty)
            """
        let child = try ChildProcess(command: "exec python3 -c '\(probe)'")
        defer { child.terminate() }
        let line = try child.readLine(until: .now + .seconds(20))
        #expect(line == "True True True refused", "\(line)")
    }

    @Test func aTesteeThatDeclaresIndependentProcessesRunsInSeveralWithTheSameResults() throws {
        let command = referenceTestee.path + " --fault caches-media-token"
        let pooled = try ProcessTestee.implementation(command: command, processes: 3, whenDeclared: true)
        #expect(pooled.runsScenariosConcurrently, "aecheck-testee's hello says its processes share nothing")
        let serial = try ProcessTestee.implementation(command: command)
        #expect(comparable(suite.run(pooled, timestamp: "T", threads: 3)) == comparable(suite.run(serial, timestamp: "T")))
        // How many served is known, for the run's record: a testee whose processes do share state can be caught by it.
        #expect((1...3).contains(pooled.processes() ?? 0), "\(String(describing: pooled.processes()))")
        #expect(serial.processes() == 1)
        // A testee that does not say so is served by one process, whatever is asked.
        let undeclared = try ProcessTestee.implementation(command: "\(python) \(hostileTestee) garbage", processes: 3, whenDeclared: true)
        #expect(!undeclared.runsScenariosConcurrently && undeclared.processes() == 1)
    }
}

@Suite("A misbehaving testee breaks its scenarios, not the run")
struct HostileTesteeTests {
    /// The processes still alive whose command line holds `token`.
    private func survivors(_ token: String) throws -> [String] {
        try ProcessList.matching(token)
    }

    @Test(arguments: [
        ("crash", "closed its stdout"), ("hang", "did not end its turn"), ("garbage", "not a JSON object"),
        ("invalid-utf8", "not UTF-8"), ("flood", "more than 10000 messages"), ("callback-flood", "more than 10000 messages"),
        ("huge-line", "longer than 1048576 bytes"),
        ("unsolicited", "unexpected message type \"hello\""),
        ("big-reply", "stopped reading its stdin"), ("daemon", "the implementation broke down"),
    ])
    func eachScenarioItTouchesIsAnErrorAndTheRunGoesOn(mode: String, message: String) throws {
        let token = "token-\(UUID().uuidString)"
        do {
            var limits = ProcessTestee.Limits()
            limits.turn = 3  // a python3 start takes over a second on a loaded machine (CI shares its two cores)
            limits.messagesPerTurn = 10_000  // the floods send 150,000
            let testee = try ProcessTestee.implementation(command: "\(python) \(hostileTestee) \(mode) \(token)", limits: limits)
            // A testee whose turns end in order keeps its process until the run ends, as a run ends it.
            defer { testee.shutDown() }
            // One scenario on both platforms: the second runs after the first broke down, which is what "the run
            // goes on" takes; more would only repeat it (a hang costs the turn's whole limit each time).
            let run = suite.run(testee, ConformanceSuite.Selection(filter: "A known requestor is configured"))
            #expect(run.results.count == 2)
            #expect(run.results.allSatisfy { $0.outcome == .error }, "\(run.results.map { "\($0.outcome) \($0.message ?? "")" })")
            #expect(run.results.allSatisfy { $0.message?.contains(message) == true }, "\(run.results.map { $0.message ?? "" })")
            if mode == "crash" { #expect(run.results.allSatisfy { $0.details.contains("boom: the testee crashed on purpose") }) }
            let junit = JUnitReporter.render(run)
            #expect(junit.hasPrefix("<?xml") && junit.contains("<error"))
        }
        #expect(try survivors(token) == [], "processes left behind")
    }

    @Test func aTesteeBehindAWrapperScriptThatHangsCostsItsTurnAndLeavesNothingBehind() throws {
        let token = "token-\(UUID().uuidString)"
        do {
            var limits = ProcessTestee.Limits()
            limits.turn = 3
            // The shell stays between the suite and the program, as gradlew, npm start or run.sh do.
            let testee = try ProcessTestee.implementation(command: "\(python) \(hostileTestee) hang \(token); true", limits: limits)
            let run = suite.run(testee, ConformanceSuite.Selection(filter: "A known requestor is configured"))
            #expect(run.results.count == 2 && run.results.allSatisfy { $0.message?.contains("did not end its turn") == true },
                    "\(run.results.map { $0.message ?? "" })")
        }
        #expect(try survivors(token) == [], "processes left behind")
    }

    @Test func aScenarioPastItsRealTimeLimitBreaksDownEvenWhenNoTurnIsUnderWay() throws {
        var limits = ProcessTestee.Limits()
        limits.scenario = 1
        let testee = try ProcessTestee.implementation(command: "\(python) \(hostileTestee) polite", limits: limits)
        defer { testee.shutDown() }
        let world = World(implementation: testee)
        let device = world.addDevice("phone", platform: .iOS, osMajorVersion: 17)
        try world.addApp("app", bundleID: "com.example.app", teamID: "TEAM", requestorID: "requestor", on: device).launch()
        #expect(testee.breakdown(world.clock) == nil)
        // The suite's own work after the testee's last turn (a search of what it stored) is the scenario's time too.
        Thread.sleep(forTimeInterval: 1.2)
        #expect(testee.breakdown(world.clock) == "the scenario took longer than 1.0 s of real time")
    }

    @Test func anErrorReplyFailsItsScenarioButTheSameProcessServesTheNext() throws {
        let testee = try ProcessTestee.implementation(command: "\(python) \(hostileTestee) error-reply")
        defer { testee.shutDown() }
        let run = suite.run(testee, ConformanceSuite.Selection(filter: "INIT-02"))
        #expect(run.results.count >= 2 && run.results.allSatisfy { $0.outcome == .error && $0.message?.contains("not implemented yet") == true },
                "\(run.results.map { "\($0.outcome) \($0.message ?? "")" })")
        // Each scenario's stderr shows the process that answered: one, not one per scenario.
        let processes = Set(run.results.flatMap { $0.failure?.message.split(separator: "\n").filter { $0.contains("[log] process ") } ?? [] })
        #expect(processes.count == 1, "\(processes)")
    }

    @Test func aMistypedValueErrsItsScenarioButATurnThatEndsInOrderKeepsTheProcess() throws {
        let testee = try ProcessTestee.implementation(command: "\(python) \(hostileTestee) mistyped-value")
        defer { testee.shutDown() }
        let run = suite.run(testee, ConformanceSuite.Selection(filter: "INIT-02"))
        #expect(run.results.count >= 2 && run.results.allSatisfy { $0.outcome == .error && $0.message?.contains("protocol: ") == true },
                "\(run.results.map { "\($0.outcome) \($0.message ?? "")" })")
        // The rest of the turn was read (its log is there), and one process served every scenario: none was restarted.
        #expect(run.results.allSatisfy { $0.details.contains("still in order") }, "\(run.results.first?.details ?? "")")
        let processes = Set(run.results.flatMap { $0.details.split(separator: "\n").filter { $0.contains("[log] process ") } })
        #expect(processes.count == 1, "\(processes)")
    }

    @Test func outputAfterDoneIsJudgedTheSameEveryTime() throws {
        let testee = try ProcessTestee.implementation(command: "\(python) \(hostileTestee) after-done")
        let outcomes = (0..<5).map { _ in
            suite.run(testee, ConformanceSuite.Selection(filter: "INIT-02")).results.map { "\($0.outcome) \($0.message ?? "")" }
        }
        #expect(Set(outcomes).count == 1, "\(Set(outcomes))")
    }

    @Test func aLineThatIsNoJSONSaysSoAndWhy() {
        #expect { try WireMessage(line: #"{"type":"log","message":"\ud800"}"#) } throws: { "\($0)".contains("not valid JSON") }
        #expect { try WireMessage(line: "[1]") } throws: { "\($0)".hasPrefix("not a JSON object: ") }
    }

    @Test func aTesteeCommandIsAShellCommandAndAFailedHandshakeShowsItsStderr() throws {
        let folder = URL(fileURLWithPath: hostileTestee).deletingLastPathComponent().path
        let testee = try ProcessTestee.implementation(command: "cd '\(folder)' && FOO=1 \(python) hostile_testee.py garbage")
        #expect(testee.name == "hostile-garbage")
        #expect { try ProcessTestee.implementation(command: "echo 'my-port: no such file' >&2; exit 1") } throws: { error in
            "\(error)".contains("my-port: no such file")
        }
    }

    @Test func aTesteeThatCannotStartOrSpeaksAnotherProtocolIsRefusedAtOnce() {
        #expect(throws: ProcessTestee.StartFailure.self) { try ProcessTestee.implementation(command: "\(python) \(hostileTestee) crash-at-start") }
        #expect { try ProcessTestee.implementation(command: "\(python) \(hostileTestee) wrong-protocol") } throws: { error in
            "\(error)".contains("hello gives \"protocol\": 2, not 1")
        }
        #expect(throws: ProcessTestee.StartFailure.self) { try ProcessTestee.implementation(command: "/no/such/program") }
        #expect { try ProcessTestee.implementation(command: "\(python) \(hostileTestee) huge-name") } throws: { error in
            "\(error)".contains("hello's name is 1000000 bytes long; at most 256")
        }
    }

    @Test func hostileStringsFromATesteeLeaveTheReportWellFormed() throws {
        let testee = try ProcessTestee.implementation(command: "\(python) \(hostileTestee) hostile-strings")
        let run = suite.run(testee, ConformanceSuite.Selection(filter: "INIT-01"))
        #expect(run.results.count == 6 && run.results.allSatisfy { $0.outcome == .failed })
        let junit = JUnitReporter.render(run)
        #expect(!junit.contains("<script>") && !junit.contains("\u{1B}") && !junit.contains("\u{1}"))
    }
}

/// Output a testee writes after a scenario's last turn is that scenario's.
@Suite struct WireScenarioEndTests {
    @Test func aLineWrittenAfterACloseErrsTheScenarioThatClosedNotTheNext() throws {
        let port = packageRoot.appendingPathComponent("Tests/Testees/python/accessenabler_testee.py").path
        let testee = try ProcessTestee.implementation(command: "\(python) \(port) --line-after-close", processes: 1)
        defer { testee.shutDown() }
        let run = suite.run(testee, ConformanceSuite.Selection(filter: "CACHE-04"), threads: 1)
        let erred = run.results.filter { $0.outcome == .error }.map(\.displayName)
        // Only the scenario that closes an app (a relaunch) wrote the line; each scenario after it passes.
        #expect(erred == run.results.filter { $0.scenario.contains("relaunched") }.map(\.displayName), "\(erred)")
        #expect(!erred.isEmpty && run.results.filter { $0.outcome == .passed }.count == run.results.count - erred.count)
        let message = try #require(run.results.first { $0.outcome == .error }?.message)
        #expect(message.contains("not JSON, after the turn of a close"), "\(message)")
    }

    @Test func aTesteeStartedAgainWithinAScenarioShakesHandsWithinTheScenariosTime() throws {
        // The port exits at its third call; started again, it takes 8 s before it reads its hello. A turn may last
        // 30 s, a scenario 2: the handshake of a testee started again for a scenario is that scenario's time.
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-slow-start-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: marker) }
        let port = packageRoot.appendingPathComponent("Tests/Testees/python/accessenabler_testee.py").path
        var limits = ProcessTestee.Limits()
        (limits.turn, limits.scenario) = (30, 2)
        let command = "if [ -e \(marker.path) ]; then sleep 8; else touch \(marker.path); fi; exec \(python) \(port) --exit-after-calls 3"
        let testee = try ProcessTestee.implementation(command: command, limits: limits)
        defer { testee.shutDown() }
        let run = suite.run(testee, ConformanceSuite.Selection(filter: "Every authorization fetches a new media token"), threads: 1)
        let late = run.results.filter { $0.duration > 6 }
        #expect(late.isEmpty, "\(late.map { "\($0.displayName): \($0.duration) s" })")
        #expect(run.results.contains { $0.message?.contains("the handshake failed: the scenario took longer than 2.0 s") == true })
    }
}
