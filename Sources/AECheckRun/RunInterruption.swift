import AccessEnablerConformance
import AccessEnablerWire
import ConformanceKit
import Foundation

/// What a run interrupted by a signal (SIGINT, SIGTERM, SIGHUP) leaves in its report folder: its own
/// `NOT-RUN.txt`, never the reports of the run before it, and never half of its own reports.
///
/// The run names its folder as soon as it knows it (``watch(_:)``); an interrupt then replaces what is
/// there by the note. While the run writes its reports (between ``beginWriting()`` and ``endWriting()``) an
/// interrupt waits for the writing to end and leaves the reports whole.
package final class RunInterruption: @unchecked Sendable {
    /// The one this process's signal handling consults.
    package static let shared = RunInterruption()

    private let lock = NSRecursiveLock()
    private var folder: ReportFolder?
    private var written = false
    /// Whether the run holds its folder's lock now.
    private var holding = false
    /// The folder's lock the interrupt took, kept until the process exits: the run's own thread, still going,
    /// cannot clear the note meanwhile.
    private var kept: ReportFolderLock?

    /// From now on, an interrupt leaves `folder` with a note, until the run has written its reports.
    package func watch(_ folder: ReportFolder) {
        lock.withLock {
            self.folder = folder
            written = false
        }
    }

    /// The run took (`true`) or let go of its folder's lock: an interrupt meanwhile writes under it.
    package func holdsFolder(_ held: Bool) {
        lock.withLock { holding = held }
    }

    /// The run starts writing its reports: an interrupt waits for ``endWriting()``.
    package func beginWriting() {
        lock.lock()
    }

    /// The run's reports are written: an interrupt leaves them.
    package func endWriting() {
        written = true
        lock.unlock()
    }

    /// Leaves the note a run that stops writes itself in `folder`, so that an interrupt meanwhile waits for it to be
    /// whole, and then leaves its own in its place (the signal's exit code is the one the process ends with).
    /// Without this, the interrupt's exit could cut the run's note in half: its old reports gone, no note.
    ///
    /// The folder's lock is taken first, waiting for a run that holds it, and only then this one's: in the order a
    /// run takes them (its folder, then this, to say it holds it). The other order deadlocks two runs of one process
    /// into one folder, one stopping early while the other holds the folder.
    package func leavingNote(in folder: ReportFolder, exitCode: Int32, reason: String) {
        try? FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let held = ReportFolderLock(folder.url) {}
        defer { withExtendedLifetime(held) {} }
        lock.withLock {
            folder.markNotRun(exitCode: exitCode, reason: reason, timestamp: ConformanceSuite.timestampNow(), locking: held == nil ? .wait : .held)
        }
    }

    /// Ends the process with `code`, never while an interrupt is writing its note: an interrupt's exit and the
    /// run's own would otherwise race, and the first could end the process between the note's removal of the
    /// old reports and its writing.
    ///
    /// Once a signal is ending the process, the run's own end waits for it: the signal's thread leaves its note and
    /// ends the process with 128 plus the signal, whatever the run made of its testees dying of it.
    package func exit(_ code: Int32) -> Never {
        ProcessGroups.live.yieldToInterrupt()
        lock.lock()
        Foundation.exit(code)
    }

    /// Called on an interrupt, before the process exits with 128 plus `signal`.
    package func interrupted(by signal: Int32) {
        lock.withLock {
            guard let folder, !written else { return }
            kept = folder.markNotRun(exitCode: 128 + signal, reason: "the run was interrupted by signal \(signal) before its reports were written.",
                              timestamp: ConformanceSuite.timestampNow(), locking: holding ? .held : .ifFree)
        }
    }
}
