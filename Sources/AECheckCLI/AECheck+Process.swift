import AECheckRun
import AccessEnablerAdapter
import AccessEnablerWire
import ConformanceKit
import Foundation
import HostSystem

extension AECheck {
    /// Runs this process's command line with `implementations` and exits with its exit code: what a port's
    /// executable's `main.swift` calls.
    ///
    /// ```swift
    /// AECheck.main(implementations: [myPortImplementation])
    /// ```
    ///
    /// It runs the implementations isolated in workers (this very program, started again), prints each result
    /// as it finishes, and survives a standard output that is closed or full (`aecheck | head -1`,
    /// `aecheck > /dev/full`): the run goes on and its reports are written.
    public static func main(implementations: [AccessEnablerImplementation]) -> Never {
        runProcess(implementations: implementations, selfTest: nil)
    }

    /// ``main(implementations:)`` for this package's `aecheck`, with its self-test.
    package static func runProcess(implementations: [AccessEnablerImplementation], selfTest: (any SelfTest)?) -> Never {
        // A reader that went away must not kill the run: writes fail instead, and are ignored.
        signal(SIGPIPE, SIG_IGN)
        // No testee, nor any process it started, outlives the run, however the run ends.
        ProcessGroups.live.endWithThisProcess()
        // And an interrupted run leaves its note in its report folder, not the reports of the run before it.
        ProcessGroups.live.beforeExiting { RunInterruption.shared.interrupted(by: $0) }
        let result = main(
            Array(CommandLine.arguments.dropFirst()), in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            implementations: implementations, selfTest: selfTest, executable: RunningProgram.executable,
            program: RunningProgram.name, environment: ProcessInfo.processInfo.environment,
            standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1,
            write: { text in try? FileHandle.standardOutput.write(contentsOf: Data(text.utf8)) },
            standardOutput: Console(
                isStandardOutput: { OutputFile($0).isOpen(on: STDOUT_FILENO) },
                writeError: { text in try? FileHandle.standardError.write(contentsOf: Data(text.utf8)) }))
        try? FileHandle.standardError.write(contentsOf: Data(result.standardError.utf8))
        ProcessGroups.live.endStragglers()
        RunInterruption.shared.exit(result.exitCode)
    }
}
