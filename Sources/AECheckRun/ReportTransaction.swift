import AccessEnablerConformance
import ConformanceKit
import Foundation

/// One report folder written by one run, all or nothing: the folder checked before anything runs, held from clearing
/// the old reports to writing the new ones (a second run into it waits), the reports written whole even when an
/// interrupt arrives meanwhile, and `NOT-RUN.txt` in their place when the run stops before it judged anything.
///
/// `run`, `certify`, `explore` and `merge` all write through one.
package struct ReportTransaction: Sendable {
    /// Where the reports go, as asked.
    package let destination: ReportDestination
    /// The folder, and the JUnit XML's own path when it is elsewhere.
    package let folder: ReportFolder

    /// What the reports are of, as a failure to write them says ("the run's reports are incomplete").
    package let subject: String

    /// A transaction on the folder `destination` gives the reports of `name` (an implementation's, or its
    /// exploration's or merged run's: `reference-explore`), which are those of a `subject`; from now on an interrupt
    /// leaves the folder with a note until the reports are written.
    package init(_ destination: ReportDestination, name: String, subject: String = "run") {
        self.destination = destination
        self.subject = subject
        folder = destination.folder(for: name)!
        RunInterruption.shared.watch(folder)
    }

    /// Checks that every report can be written where asked; says which cannot, and what to do, noting the run.
    package func check() throws(RunFailure) {
        do {
            try folder.check()
        } catch {
            let elsewhere = ReportFile.allCases.filter { folder.placed[$0] != nil }.compactMap { $0.placement?.option }
            throw RunFailure(.cannotWriteReports, "Error: \(error). Choose another folder with --reports <dir>"
                             + elsewhere.map { " or another file with \($0) <path>" }.joined() + ".\n")
                .notingRun(in: folder, "\(error).")
        }
    }

    /// Runs `body` holding the folder (another run into it waits, and says so through `waiting`), its old reports
    /// cleared first. What `body` throws notes the run in the folder, under the lock it holds.
    package func holding<T>(waiting: (String) -> Void, _ body: () throws(RunFailure) -> T) throws(RunFailure) -> T {
        let lock = ReportFolderLock(folder.url) {
            waiting("Waiting for another aecheck run to finish writing into \(folder.url.relativePath)...\n")
        }
        RunInterruption.shared.holdsFolder(true)
        defer {
            RunInterruption.shared.holdsFolder(false)
            withExtendedLifetime(lock) {}
        }
        folder.clear()
        do {
            return try body()
        } catch {
            guard let notRun = error.notRun else { throw error }
            // This run holds the folder's lock now: its note is written under it, not through the failure's (which would wait for it).
            notRun.folder.markNotRun(exitCode: error.exitCode.rawValue, reason: notRun.reason, timestamp: ConformanceSuite.timestampNow(), locking: .held)
            var written = error
            written.notRun = nil
            throw written
        }
    }

    /// Writes every report of `run` (each JUnit test case naming its spec file with `filePrefix`), then `finish`es
    /// with what was written (an attestation signs it); an interrupt meanwhile waits for both, so the reports and
    /// their attestation are left whole. `output` is what the run printed, kept by the failure when writing fails.
    package func write<T>(
        _ run: SuiteRun, filePrefix: String?, output: String, then finish: (ReportFolder.Written) -> T
    ) throws(RunFailure) -> T {
        RunInterruption.shared.beginWriting()
        defer { RunInterruption.shared.endWriting() }
        let written: ReportFolder.Written
        do {
            written = try folder.write(run, stepCalls: ConformanceSuite.stepCalls, subject: ConformanceSuite.subject, filePrefix: filePrefix)
        } catch {
            throw RunFailure(.cannotWriteReports, "Error: \(error); the \(subject)'s reports are incomplete.\n", standardOutput: output)
        }
        return finish(written)
    }
}
