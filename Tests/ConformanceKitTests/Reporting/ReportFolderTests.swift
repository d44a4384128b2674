import Foundation
import Testing
@testable import ConformanceKit

/// The reports as files: all five written, unwritable places found before a run, stale reports removed.
struct ReportFolderTests {
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-reports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aSecondRunIntoTheSameFolderWaitsForTheFirst() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        var first = ReportFolderLock(root, waiting: { Issue.record("the first run waited") })
        #expect(first != nil, "the folder could not be locked")
        let released = DispatchSemaphore(value: 0)
        let waited = DispatchSemaphore(value: 0)
        Thread {
            let second = ReportFolderLock(root) { waited.signal() }
            _ = withExtendedLifetime(second) { released.signal() }
        }.start()
        #expect(waited.wait(timeout: .now() + 10) == .success, "the second run did not wait")
        #expect(released.wait(timeout: .now() + 0.2) == .timedOut, "the second run went on while the first held the folder")
        withExtendedLifetime(first) {}
        first = nil
        #expect(released.wait(timeout: .now() + 10) == .success, "the second run never got the folder")
    }

    @Test func aNoteThatNothingRanWaitsForTheRunThatHoldsTheFolderAndAnInterruptLeavesThatRunsReports() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let reports = root.appendingPathComponent("impl")
        try ReportFolder(url: reports).write(ReportingFixtures.sample, stepCalls: .none, subject: ReportingFixtures.subject)
        let note = reports.appendingPathComponent(ReportFolder.notRunFileName), results = reports.appendingPathComponent("results.json")
        var other = ReportFolderLock(reports, waiting: {})
        #expect(other != nil, "the folder could not be locked")
        // An interrupt does not wait: the folder is the other run's now.
        ReportFolder(url: reports).markNotRun(exitCode: 130, reason: "interrupted.", timestamp: "T", locking: .ifFree)
        #expect(!FileManager.default.fileExists(atPath: note.path) && FileManager.default.fileExists(atPath: results.path))
        // A run that ends before running (exit 3, 64, 73) waits, as a run does, and its note then replaces the reports.
        let written = DispatchSemaphore(value: 0)
        Thread {
            ReportFolder(url: reports).markNotRun(exitCode: 64, reason: "the baseline cannot be read.", timestamp: "T")
            written.signal()
        }.start()
        #expect(written.wait(timeout: .now() + 0.3) == .timedOut, "the note was written while another run held the folder")
        #expect(!FileManager.default.fileExists(atPath: note.path))
        withExtendedLifetime(other) {}
        other = nil
        #expect(written.wait(timeout: .now() + 10) == .success)
        #expect(FileManager.default.fileExists(atPath: note.path) && !FileManager.default.fileExists(atPath: results.path))
    }

    @Test func theJUnitFileCannotTakeThePlaceOfAnotherReportOfTheRun() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let reports = root.appendingPathComponent("impl")
        for name in ["results.json", "report.md", "report.html", "report-summary.md", "NOT-RUN.txt", "attestation.intoto.json", "attestation.dsse.json"] {
            let folder = ReportFolder(url: reports, placed: [.junit: root.appendingPathComponent("impl/../impl/" + name)])
            #expect(throws: ReportFolder.Unwritable.self, "\(name)") { try folder.check() }
        }
        try ReportFolder(url: reports, placed: [.junit: reports.appendingPathComponent("junit.xml")]).check()
        try ReportFolder(url: reports, placed: [.junit: root.appendingPathComponent("junit.xml")]).check()
    }

    @Test func writesEveryReportEachCarryingTheResultsDigest() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = ReportFolder(url: root.appendingPathComponent("impl"))
        try folder.check()
        let written = try folder.write(ReportingFixtures.sample, stepCalls: .none, subject: ReportingFixtures.subject)
        #expect(written.paths.map(\.lastPathComponent) == ReportFolder.fileNames)
        let json = try String(contentsOf: written.paths[0], encoding: .utf8)
        #expect(written.resultsDigest == "sha256:" + SHA256.hex(json))
        for path in written.paths.dropFirst() {
            #expect(try String(contentsOf: path, encoding: .utf8).contains(written.resultsDigest), "\(path.lastPathComponent)")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        #expect(leftovers == ReportFolder.fileNames.sorted())
    }

    @Test func aFolderWhoseNameDiffersOnlyByCaseFromAnotherIsRefusedAsOnAMacsDisk() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("MyPort"), withIntermediateDirectories: true)
        #expect { try ReportFolder(url: root.appendingPathComponent("myport")).check() } throws: {
            "\($0)".contains("'MyPort' beside it differs only by case")
        }
        try ReportFolder(url: root.appendingPathComponent("MyPort")).check()
        try ReportFolder(url: root.appendingPathComponent("my-port")).check()
    }

    @Test func aFolderInTheWayOrAFileForAFolderIsFoundBeforeTheRun() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("impl/report.html"), withIntermediateDirectories: true)
        #expect(throws: ReportFolder.Unwritable.self) { try ReportFolder(url: root.appendingPathComponent("impl")).check() }
        #expect(FileManager.default.createFile(atPath: root.appendingPathComponent("file").path, contents: Data()))
        #expect(throws: ReportFolder.Unwritable.self) { try ReportFolder(url: root.appendingPathComponent("file/sub")).check() }
        #expect(throws: ReportFolder.Unwritable.self) {
            try ReportFolder(url: root.appendingPathComponent("ok"), placed: [.junit: root]).check()
        }
    }

    @Test func aRunThatJudgedNothingReplacesTheOldReportsByANote() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = ReportFolder(url: root)
        try folder.write(ReportingFixtures.sample, stepCalls: .none, subject: ReportingFixtures.subject)
        folder.markNotRun(exitCode: 2, reason: "the specs are invalid.", timestamp: "2026-01-01T00:00:00")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [ReportFolder.notRunFileName])
    }

    @Test func anImplementationNameCannotLeaveTheReportsFolder() {
        #expect(ReportFolder.folderName("../../etc") == ".._.._etc")
        #expect(ReportFolder.folderName("..") == "_..")
        #expect(ReportFolder.folderName("") == "_")
        #expect(ReportFolder.folderName("reference+caches-media-token") == "reference+caches-media-token")
        #expect(ReportFolder.folderName("a/b\u{0}c d") == "a_b_c_d")
    }
}
