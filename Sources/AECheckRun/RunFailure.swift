import AccessEnablerConformance
import ConformanceKit
import Foundation

/// Why a run stopped before it could be judged, or could not write what it judged: the exit code, what it says,
/// and the report folder whose `NOT-RUN.txt` says why there are no reports.
///
/// Every stage of a ``RunSession`` throws this one type. A usage failure holds only its sentence: the command line
/// adds its usage line and help hint, the Swift Testing entry shows the sentence.
package struct RunFailure: Error, Sendable {
    package var exitCode: RunExitCode
    /// For a usage failure, the sentence saying what is wrong and what to do; otherwise the whole standard error text.
    package var message: String
    /// Whether ``message`` is one sentence saying what is wrong with the request (the command line adds its usage
    /// line), rather than the whole standard error text.
    package var isUsage = false
    /// What the run printed before it stopped (a summary whose reports could not be written).
    package var standardOutput = ""
    /// The folder and the reason `NOT-RUN.txt` gives; `nil` when no report folder is concerned.
    package var notRun: NotRun?

    /// The note a failed run leaves in its report folder.
    package struct NotRun: Sendable {
        package var folder: ReportFolder
        package var reason: String
    }

    package init(_ exitCode: RunExitCode, _ message: String, standardOutput: String = "") {
        self.exitCode = exitCode
        self.message = message
        self.standardOutput = standardOutput
    }

    /// A usage failure: `sentence` says what is wrong with the request and what to do instead.
    package static func usage(_ sentence: String) -> RunFailure {
        var failure = RunFailure(.usage, sentence)
        failure.isUsage = true
        return failure
    }

    /// The specs do not load: every problem, and where to run from when the folder is not there.
    package static func invalidSpecs(_ failure: SpecLoadFailure, _ specs: URL) -> RunFailure {
        var message = failure.problems.map { "error: \($0)" }.joined(separator: "\n") + "\n"
        if !FileManager.default.fileExists(atPath: specs.path) {
            message += "Run aecheck from the package folder, or name the specs folder with --specs <dir>.\n"
        }
        return RunFailure(.invalidSpecs, message)
    }

    /// This failure, noting in `folder` (when there is one) why the run wrote no reports.
    package func notingRun(in folder: ReportFolder?, _ reason: String) -> RunFailure {
        var noted = self
        noted.notRun = folder.map { NotRun(folder: $0, reason: reason) }
        return noted
    }

    /// Writes the note, when there is one (an interrupt meanwhile leaves its own instead).
    package func writeNote() {
        guard let notRun else { return }
        RunInterruption.shared.leavingNote(in: notRun.folder, exitCode: exitCode.rawValue, reason: notRun.reason)
    }
}
