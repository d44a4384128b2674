import AECheckRun
import AccessEnablerConformance
import ConformanceKit
import Foundation

/// Why a command did not do what it was asked: its exit code, what it says, and, when the command runs
/// the suite, the report folder whose `NOT-RUN.txt` says why there are no reports and the reason it gives.
struct CommandFailure: Error {
    var exitCode: Int32
    var standardError: String
    var standardOutput = ""
    /// The folder and the reason `NOT-RUN.txt` gives; `nil` when no report folder is concerned.
    var notRun: (folder: ReportFolder, reason: String)?

    /// A usage error of `command`: the message, with the usage line and where to read more.
    static func usage(_ message: String, _ command: ParsedArguments.Command, _ help: HelpText) -> CommandFailure {
        CommandFailure(exitCode: AECheck.ExitCode.usage, standardError: help.usageError(message, command))
    }

    /// The specs do not load: every problem, and where to run from when the folder is not there.
    static func invalidSpecs(_ failure: SpecLoadFailure, _ specs: URL) -> CommandFailure {
        let failure = RunFailure.invalidSpecs(failure, specs)
        return CommandFailure(exitCode: failure.exitCode.rawValue, standardError: failure.message)
    }

    /// This failure, noting in `folder` (when there is one) why the run wrote no reports.
    func notingRun(in folder: ReportFolder?, _ reason: String) -> CommandFailure {
        var noted = self
        noted.notRun = folder.map { ($0, reason) }
        return noted
    }

    /// What the command ends with: the note written first, when there is one.
    var result: AECheck.Result {
        if let (folder, reason) = notRun {
            RunInterruption.shared.leavingNote(in: folder, exitCode: exitCode, reason: reason)
        }
        return AECheck.Result(exitCode: exitCode, standardOutput: standardOutput, standardError: standardError)
    }
}
