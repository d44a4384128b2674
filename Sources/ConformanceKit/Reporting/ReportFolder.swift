import Foundation

/// The folder a run writes its reports into: `junit.xml`, `results.json`, `report.html`, `report.md` and
/// the compact `report-summary.md`.
///
/// Reports are files others trust, so: ``check()`` finds an unwritable place before the run starts;
/// ``clear()`` removes the previous run's reports when a new run starts, so an interrupted run leaves
/// none rather than a stale one; ``write(_:stepCalls:subject:filePrefix:)`` writes each file atomically (a
/// temporary file renamed into place, so a full disk never leaves a truncated report), `results.json`
/// first, whose digest every other report carries; ``markNotRun(exitCode:reason:timestamp:)`` replaces the
/// reports of an earlier run by a note when a run ends before judging anything.
package struct ReportFolder: Sendable {
    /// The file names a run writes, in the order it writes them (``ReportFile``).
    package static let fileNames = ReportFile.allCases.map(\.rawValue)
    /// The attestation `aecheck certify` writes beside the reports: the statement, and its signed envelope.
    package static let attestationFileNames = [InTotoStatement.fileName, DSSEEnvelope.fileName]
    /// The note a run that did not judge anything leaves.
    package static let notRunFileName = "NOT-RUN.txt"

    /// The folder.
    package var url: URL
    /// The reports written somewhere else than the folder (``ReportFile/placement``: `--junit`), and where.
    package var placed: [ReportFile: URL]

    /// A folder, and other places for some of its reports.
    package init(url: URL, placed: [ReportFile: URL] = [:]) {
        self.url = url
        self.placed = placed
    }


    /// `name` made safe as one folder name: characters outside `A-Z a-z 0-9 . _ + -` become `_`, and a
    /// name of dots only gets a leading `_`, so a hostile implementation name cannot leave `Reports/`.
    package static func folderName(_ name: String) -> String {
        let safe = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._+-".contains($0)) ? $0 : "_" }.prefix(100))
        return safe.isEmpty || safe.allSatisfy({ $0 == "." }) ? "_" + safe : safe
    }

    /// Why the reports cannot be written there.
    package struct Unwritable: Error, Sendable, CustomStringConvertible {
        package var path: String
        package var reason: String
        package var description: String { "cannot write reports to '\(path)': \(reason)" }
    }

    /// Makes sure every report can be written: the folders exist or can be made, no report path is a
    /// folder, and a file can be created there (see ``OutputFile``).
    package func check() throws(Unwritable) {
        // Two folders whose names differ only by case are one on a case-insensitive disk (a Mac's, by default): the
        // run is refused on every system, so that the same command does the same thing on each.
        let name = url.standardizedFileURL.lastPathComponent
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: url.standardizedFileURL.deletingLastPathComponent().path)) ?? []
        if let twin = siblings.sorted().first(where: { $0 != name && $0.lowercased() == name.lowercased() }) {
            throw Unwritable(path: url.path, reason: "'\(twin)' beside it differs only by case, and on a case-insensitive disk (a Mac's) both are one "
                + "folder; name the run otherwise (--name, --reports) or remove '\(twin)'")
        }
        for file in ReportFile.allCases {
            guard let place = placed[file] else { continue }
            // A report placed elsewhere may not take the place of another report of the same run (it would be lost,
            // or the digests the run's reports carry would no longer match); the folder's own file of its name is fine.
            let others = ReportFile.allCases.filter { $0 != file }.map(target)
            let own = (Self.fileNames.filter { $0 != file.rawValue } + Self.attestationFileNames + [Self.notRunFileName]).map(url.appendingPathComponent)
            let resolved = { (target: URL) in target.standardizedFileURL.resolvingSymlinksInPath().path }
            if let taken = (own + others).first(where: { resolved($0) == resolved(place) }) {
                throw Unwritable(path: place.path, reason: "it is the run's own \(taken.lastPathComponent) in \(taken.deletingLastPathComponent().path); "
                                 + "give \(file.placement?.option ?? file.rawValue) a path of its own")
            }
        }
        for target in targets { try OutputFile(target).check() }
    }

    /// Where the reports go: the folder's files, each placed one where ``placed`` says.
    private var targets: [URL] { ReportFile.allCases.map(target) }

    /// Where `file` goes.
    private func target(_ file: ReportFile) -> URL {
        placed[file] ?? url.appendingPathComponent(file.rawValue)
    }

    /// Removes the previous run's reports, attestation and note, so only the new run's can be found there (an
    /// attestation left from an earlier run would name reports that are gone); a device, a FIFO or a link
    /// named for a report stays (``OutputFile/removeEarlierReport()``).
    ///
    /// A report place that is a link keeps its link and its file, which gets `stub` in place of the earlier report.
    package func clear(stub: String = "An aecheck run into this place began; it has not written its report (yet). The report of the run before it was removed.\n") {
        let earlier = (Self.fileNames + Self.attestationFileNames + [Self.notRunFileName]).map(url.appendingPathComponent)
        for target in Set(targets + earlier) { OutputFile(target).removeEarlierReport(leavingInLinkedFile: stub) }
    }

    /// Writes every report of `run`; returns the paths written and the digest of `results.json`.
    @discardableResult
    /// The paths written, the results' digest (`sha256:…`), and each file's SHA-256 (hex) and size computed from
    /// the bytes rendered here, in the order of `paths`: what a certificate signs is what this program wrote,
    /// never what a file holds when read back.
    package func write(_ run: SuiteRun, stepCalls: StepCalls, subject: String, filePrefix: String? = nil) throws(Unwritable) -> Written {
        let json = JSONReporter.render(run)
        let digest = "sha256:" + SHA256.hex(json)
        let report = ComplianceReport(run, resultsDigest: digest, stepCalls: stepCalls, subject: subject)
        let files = ReportFile.allCases.map { (target($0), $0.text(of: report, resultsJSON: json, filePrefix: filePrefix)) }
        for (target, text) in files { try Self.write(text, to: target) }
        return (files.map(\.0), digest, files.map { (SHA256.hex($0.1), $0.1.utf8.count) }, report)
    }

    /// What ``write(_:stepCalls:subject:filePrefix:)`` wrote, and the report it rendered (what the console, the CI's
    /// annotations and summary read too).
    package typealias Written = (paths: [URL], resultsDigest: String, digests: [(sha256: String, size: Int)], report: ComplianceReport)

    /// How ``markNotRun(exitCode:reason:timestamp:locking:)`` takes the folder's lock.
    package enum Locking: Sendable {
        /// It waits for a run that holds the folder (as a run does), then writes.
        case wait
        /// The caller holds the lock already.
        case held
        /// It writes only when no run holds the folder now (an interrupt does not wait): another run's reports are
        /// that run's to leave.
        case ifFree
    }

    /// Replaces the reports of an earlier run by `NOT-RUN.txt`, saying why this one judged nothing: under the
    /// folder's lock, so that the note never lands beside another run's complete reports. Returns the lock it
    /// took, held until the caller lets it go (an interrupt keeps it until the process exits, so that nothing
    /// of the run clears its note meanwhile).
    @discardableResult
    package func markNotRun(exitCode: Int32, reason: String, timestamp: String, locking: Locking = .wait) -> ReportFolderLock? {
        // The folder is the run's own: made when missing, so that whoever looks for the reports finds why there are none.
        guard (try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)) != nil else { return nil }
        let lock: ReportFolderLock?
        switch locking {
        case .wait: lock = ReportFolderLock(url) {}
        case .held: lock = nil
        case .ifFree:
            guard let free = ReportFolderLock.ifFree(url) else { return nil }
            lock = free
        }
        let note = """
            The aecheck run of \(timestamp) into this folder ended with exit code \(exitCode) before judging \
            anything: \(reason)
            The reports of the run before it were removed, so that they cannot be taken for its result.

            """
        clear(stub: note)
        try? Self.write(note, to: url.appendingPathComponent(Self.notRunFileName))
        return lock
    }

    /// Writes `text` to `target` without destroying what is there (see ``OutputFile``).
    package static func write(_ text: String, to target: URL) throws(Unwritable) {
        try OutputFile(target).write(text)
    }
}
