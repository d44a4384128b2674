import Foundation
import Gherkin
import Testing
@testable import ConformanceKit

/// A fresh folder, removed by `body`'s end.
private func withFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-folder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}

/// The problems loading `folder` gives, as `file:line:column: message`.
private func problems(_ folder: URL) -> [String] {
    do {
        _ = try SpecFile.loadAll(from: folder)
        return []
    } catch {
        return error.problems.map(\.description)
    }
}

private let feature = "Feature: F\n  Scenario: S\n    Given x\n"

/// Spec folders as users have them, and files that are not specs at all.
@Suite struct SpecFolderTests {
    @Test func linksAreFollowedOnceHiddenAndOtherFilesLeftOut() throws {
        try withFolder { folder in
            let fm = FileManager.default
            try fm.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
            try feature.write(to: folder.appendingPathComponent("sub/a.feature"), atomically: true, encoding: .utf8)
            try fm.createSymbolicLink(atPath: folder.appendingPathComponent("sub/loop").path, withDestinationPath: "..")
            try fm.createSymbolicLink(atPath: folder.appendingPathComponent("again").path, withDestinationPath: "sub")
            try fm.createSymbolicLink(atPath: folder.appendingPathComponent(".#a.feature").path, withDestinationPath: "me@host.1")
            try feature.write(to: folder.appendingPathComponent("a.feature~"), atomically: true, encoding: .utf8)
            try fm.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
            try feature.write(to: folder.appendingPathComponent(".git/b.feature"), atomically: true, encoding: .utf8)
            try fm.createSymbolicLink(atPath: folder.appendingPathComponent("link.feature").path, withDestinationPath: "sub/a.feature")
            let specs = try SpecFile.loadAll(from: folder)
            // `again` and `sub` are one folder: read under the first name in path order.
            #expect(specs.map(\.path) == ["again/a.feature", "link.feature"])
        }
    }

    @Test func anEmptyFolderSaysThereIsNoFeatureFile() throws {
        try withFolder { folder in
            try "x".write(to: folder.appendingPathComponent("notes.md"), atomically: true, encoding: .utf8)
            #expect(problems(folder) == ["no .feature files in \(folder.path) (nor in its folders); name the folder of the specs with --specs <dir>"])
        }
    }

    @Test func aLinkToNothingAPipeAndAnOversizedFileAreProblemsNotHangs() throws {
        try withFolder { folder in
            let fm = FileManager.default
            try fm.createSymbolicLink(atPath: folder.appendingPathComponent("dangling.feature").path, withDestinationPath: "nowhere")
            try fm.createSymbolicLink(atPath: folder.appendingPathComponent("zero.feature").path, withDestinationPath: "/dev/zero")
            let big = String(repeating: "# comment\n", count: SpecFile.maximumFileSize / 10 + 1)
            try big.write(to: folder.appendingPathComponent("big.feature"), atomically: true, encoding: .utf8)
            try Data([0x46, 0xFF, 0xFE]).write(to: folder.appendingPathComponent("binary.feature"))
            #expect(problems(folder) == [
                "big.feature: the file has \(big.utf8.count) bytes; a spec file has at most \(SpecFile.maximumFileSize) (1 MiB): split it",
                "binary.feature: the file is not UTF-8 text; save it as UTF-8",
                "dangling.feature: cannot be reached (a link to nothing, or a path too long); remove it or point it at a spec",
                "zero.feature: not a regular file (a pipe or a device?); a spec is a text file",
            ])
        }
    }

    @Test func aFolderWhoseNameIsNotUTF8OrAPathTooLongToReachIsAProblemNotASkip() throws {
        try withFolder { folder in
            try feature.write(to: folder.appendingPathComponent("a.feature"), atomically: true, encoding: .utf8)
            // A folder named with the byte 0xFF, holding a spec.
            let bad = folder.path + "/bad\u{FFFD}"
            var raw = Array((folder.path + "/bad").utf8) + [0xFF, 0]
            #expect(raw.withUnsafeMutableBufferPointer { mkdir(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), 0o755) } == 0)
            raw.removeLast()
            let inside = raw + Array("/b.feature".utf8) + [0]
            let fd = inside.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
            #expect(fd >= 0)
            close(fd)
            // Folders nested until the path is longer than PATH_MAX, a spec at the bottom: made level by level
            // from descriptors (the process's working directory is every test's).
            let name = String(repeating: "d", count: 200)
            var levels = [open(folder.path, O_RDONLY | O_DIRECTORY)]
            while folder.path.utf8.count + (levels.count - 1) * 201 < 4_200 {
                #expect(mkdirat(levels.last!, name, 0o755) == 0)
                levels.append(openat(levels.last!, name, O_RDONLY | O_DIRECTORY))
            }
            let spec = openat(levels.last!, "deep.feature", O_CREAT | O_WRONLY, 0o644)
            _ = feature.utf8CString.withUnsafeBufferPointer { write(spec, $0.baseAddress, $0.count - 1) }
            close(spec)
            defer {
                // Removed the same way: FileManager cannot reach them.
                _ = unlinkat(levels.last!, "deep.feature", 0)
                for index in levels.indices.reversed() {
                    if index > 0 { _ = unlinkat(levels[index - 1], name, AT_REMOVEDIR) }
                    close(levels[index])
                }
            }
            let found = problems(folder)
            #expect(found.count == 2, "\(found)")
            #expect(found.contains { $0.hasPrefix(String(bad.dropFirst(folder.path.count + 1)) + ": a name that is not UTF-8") }, "\(found)")
            #expect(found.contains { $0.hasSuffix(": cannot be reached: its path is longer than this system allows; move it nearer the specs folder") }, "\(found)")
        }
    }

    @Test func outlineValuesThatMultiplyPastTheLimitAreAProblemAtTheirRow() throws {
        try withFolder { folder in
            // Each column names the next twice: 2^40 copies of the last value if nothing stopped it.
            let header = (0..<40).map { "a\($0)" }.joined(separator: " | ")
            let row = (0..<40).map { "<a\($0 + 1)><a\($0 + 1)>" }.joined(separator: " | ")
            try "Feature: F\n  Scenario Outline: S\n    Given <a0>\n    Examples:\n      | \(header) |\n      | \(row) |\n"
                .write(to: folder.appendingPathComponent("x.feature"), atomically: true, encoding: .utf8)
            #expect(problems(folder) == [
                "x.feature:6:7: the document compiles to more than 4 MiB of text (outline values are copied wherever a step "
                    + "names them); shorten the examples or split the document",
            ])
        }
    }

    @Test func aBackgroundRepeatedInEveryScenarioPastTheLimitIsAProblem() throws {
        let background = String(repeating: "    Given x\n", count: 1_000)
        let scenarios = String(repeating: "  Scenario: S\n    Given y\n", count: 200)
        let document = try GherkinParser.parse("Feature: F\n  Background:\n" + background + scenarios, uri: "x.feature")
        #expect(throws: GherkinParseFailure.self) { try PickleCompiler.compile(document, limits: .default) }
        let within = try PickleCompiler.compile(document, limits: PickleLimits(steps: 200_200, characters: 4 << 20))
        #expect(within == PickleCompiler.compile(document))
    }
}
