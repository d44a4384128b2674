import AECheckCLI
import AECheckRun
import AECheckSelfTest
import ConformanceKit
import Foundation
import Testing

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `run`, `explore` and `merge` write their reports through one transaction: each waits for a run that holds its folder,
/// and each leaves `NOT-RUN.txt` in place of earlier reports when it cannot write its own.
@Suite("Report transaction")
struct ReportTransactionTests {
    /// A scratch folder with two shards' results of CACHE-04 in it, for merge.
    private func workspace() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-transaction-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for shard in 1...2 {
            let result = AECheck.main(["--filter", "CACHE-04", "--specs", packageRoot.appendingPathComponent("Specs").path, "--shard", "\(shard)/2",
                                       "--reports", root.appendingPathComponent("shard-\(shard)").path], in: root, selfTest: ReferenceSelfTest())
            #expect(result.exitCode == 0, "\(result.standardError)")
        }
        return root
    }

    /// The three commands, each writing into `folder`.
    private func commands(into folder: String, _ root: URL) -> [[String]] {
        let specs = packageRoot.appendingPathComponent("Specs").path
        return [
            ["run", "--filter", "CACHE-04", "--specs", specs, "--reports", folder],
            ["explore", "--specs", specs, "--runs", "2", "--steps", "10", "--reports", folder],
            ["merge", "shard-1/results.json", "shard-2/results.json", "--specs", specs, "--reports", folder],
        ]
    }

    @Test func runExploreAndMergeEachWaitForTheRunThatHoldsTheirFolder() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        for arguments in commands(into: "held", root) {
            let folder = root.appendingPathComponent("held")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            // Another run holds the folder; it lets go once the command says it waits (on the command's own thread,
            // before the command blocks), so the command can only have waited.
            var holder = ReportFolderLock(folder) {}
            var said = ""
            let result = AECheck.main(arguments, in: root, selfTest: ReferenceSelfTest(), write: { text in
                said += text
                if text.contains("Waiting for another aecheck run to finish writing into") { holder = nil }
            })
            #expect(holder == nil, "\(arguments[0]) never said it waits for the folder")
            #expect(result.exitCode == 0, "\(arguments[0]): \(result.standardError)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("results.json").path), "\(arguments[0])")
            #expect(said.contains("Waiting for another aecheck run"))
        }
    }

    @Test func runExploreAndMergeEachLeaveANoteInPlaceOfEarlierReportsWhenTheirsCannotBeWritten() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("a-folder"), withIntermediateDirectories: true)
        for arguments in commands(into: "out", root) {
            #expect(AECheck.main(arguments, in: root, selfTest: ReferenceSelfTest()).exitCode == 0, "\(arguments[0])")
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("out/results.json").path))
            // The JUnit XML's place is a folder: nothing is run, and the earlier reports give way to the note.
            let refused = AECheck.main(arguments + ["--junit", "a-folder"], in: root, selfTest: ReferenceSelfTest())
            #expect(refused.exitCode == 73, "\(arguments[0]): \(refused.standardError)")
            #expect(refused.standardError.hasSuffix("Choose another folder with --reports <dir> or another file with --junit <path>.\n"))
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("out/NOT-RUN.txt").path), "\(arguments[0])")
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out/results.json").path), "\(arguments[0])")
        }
    }

    @Test func aRunStoppingEarlyAndARunHoldingItsFolderInOneProcessBothEnd() throws {
        // One run holds the folder; another, into the same folder, stops before running and leaves its note: the
        // note waits for the folder first, so the holder can still say it let go (the other order deadlocked).
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-transaction-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var destination = ReportDestination()
        destination.folder = root.appendingPathComponent("reports")
        let transaction = ReportTransaction(destination, name: "reference")
        try FileManager.default.createDirectory(at: transaction.folder.url, withIntermediateDirectories: true)
        let ended = DispatchSemaphore(value: 0)
        Thread {
            _ = try? transaction.holding(waiting: { _ in }) { () throws(RunFailure) in
                Thread {
                    RunFailure(.usage, "stopped").notingRun(in: transaction.folder, "stopped early.").writeNote()
                    ended.signal()
                }.start()
                Thread.sleep(forTimeInterval: 0.3)  // the other run is waiting for the folder by now
            }
            ended.signal()
        }.start()
        #expect(ended.wait(timeout: .now() + 20) == .success && ended.wait(timeout: .now() + 20) == .success, "a run never ended")
        #expect(FileManager.default.fileExists(atPath: transaction.folder.url.appendingPathComponent("NOT-RUN.txt").path))
    }
}
