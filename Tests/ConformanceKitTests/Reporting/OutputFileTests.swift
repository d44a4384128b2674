import Foundation
import Testing

@testable import ConformanceKit

/// The folder of this process's descriptors in `/proc` (Linux); none on a Mac.
#if os(Linux)
    private let procDescriptors: String? = "/proc/self/fd/"
#else
    private let procDescriptors: String? = nil
#endif

/// A path the user names for a report is written without destroying what is there: a link is followed, a
/// device or a FIFO is written in place, and neither is ever replaced or removed.
struct OutputFileTests {
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func type(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test func aDeviceIsWrittenInPlace() {
        #expect(OutputFile(URL(fileURLWithPath: "/dev/null")).kind == .special)
        #expect(OutputFile(URL(fileURLWithPath: "/dev/stdout")).kind == .special)
    }

    @Test func aLinkToAFileReplacesTheFileAndStays() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent("real.xml"), link = root.appendingPathComponent("link.xml")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        try OutputFile(link).check()
        try OutputFile(link).write("new")
        #expect(type(link.path) == S_IFLNK)
        #expect(try String(contentsOf: target, encoding: .utf8) == "new")
        // The file the link leads to is the user's: kept, the earlier report in it replaced by the stub.
        OutputFile(link).removeEarlierReport(leavingInLinkedFile: "not run")
        #expect(type(link.path) == S_IFLNK)
        #expect(try String(contentsOf: target, encoding: .utf8) == "not run")
    }

    @Test func aLinkToADeviceIsWrittenThroughAndNeverRemoved() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let link = root.appendingPathComponent("junit.xml")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/null")
        let folder = ReportFolder(url: root.appendingPathComponent("reports"), placed: [.junit: link])
        try folder.check()
        try folder.write(ReportingFixtures.sample, stepCalls: .none, subject: ReportingFixtures.subject)
        folder.clear()
        folder.markNotRun(exitCode: 64, reason: "nothing selected", timestamp: "2026-11-25T00:00:00")
        #expect(type(link.path) == S_IFLNK)
        #expect(type("/dev/null") == S_IFCHR)
    }

    /// Links (and a link to a link) to a descriptor of this process, through `folder`'s `target(descriptor)`: each is
    /// taken for a special file and left in place, and the file the descriptor leads to stays.
    private func linksThroughADescriptorStay(_ target: (Int32) -> String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // What stdout is (a file, when the test's output is redirected to one) is the shell's: never removed.
        let file = folder.appendingPathComponent("stdout.txt")
        try Data("the shell's file\n".utf8).write(to: file)
        let descriptor = open(file.path, O_WRONLY | O_APPEND)
        defer { close(descriptor) }
        let link = folder.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target(descriptor))
        let second = folder.appendingPathComponent("link-again")
        try FileManager.default.createSymbolicLink(atPath: second.path, withDestinationPath: link.path)
        for path in [link, second] {
            #expect(OutputFile(path).kind == .special, "\(path.lastPathComponent)")
            OutputFile(path).removeEarlierReport(leavingInLinkedFile: "not run")
            #expect(type(path.path) == S_IFLNK && FileManager.default.fileExists(atPath: file.path), "\(path.lastPathComponent)")
        }
    }

    @Test func aLinkThroughDevFdIsWrittenInPlaceEvenWhenItLeadsToAFile() throws {
        try linksThroughADescriptorStay { "/dev/fd/\($0)" }
    }

    @Test(.enabled(if: procDescriptors != nil, "only Linux has /proc; on a Mac a link into it dangles"))
    func aLinkThroughProcIsWrittenInPlaceEvenWhenItLeadsToAFile() throws {
        try linksThroughADescriptorStay { procDescriptors! + "\($0)" }
    }

    @Test func aFIFOIsWrittenInPlaceAndStays() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("junit.xml")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let reader = Thread {
            _ = try? FileHandle(forReadingFrom: fifo).readToEnd()
        }
        reader.start()
        try OutputFile(fifo).check()
        try OutputFile(fifo).write("<testsuites/>")
        OutputFile(fifo).removeEarlierReport(leavingInLinkedFile: "not run")
        #expect(type(fifo.path) == S_IFIFO)
    }

    @Test func aFolderInTheWayIsAnError() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: ReportFolder.Unwritable.self) { try OutputFile(root).write("x") }
        #expect(throws: ReportFolder.Unwritable.self) { try OutputFile(root).check() }
    }
}
