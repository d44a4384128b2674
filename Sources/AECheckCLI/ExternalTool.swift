import Foundation

/// A program of the machine's own that signs or verifies (`ssh-keygen`, `openssl`), run with its input and
/// output in files of a private folder removed afterwards.
struct ExternalTool: Sendable {
    /// The program.
    var program: URL
    /// The environment it runs in.
    var environment: [String: String]

    /// Why a run did not succeed, said for people.
    struct Failure: Error, Sendable, CustomStringConvertible {
        var description: String
    }

    /// What a run ended with.
    struct Run: Sendable {
        var status: Int32
        var output: [UInt8]
        var errors: String

        /// The lines the program said, blank ones left out (standard error, then standard output).
        var lines: [String] {
            (errors + "\n" + String(decoding: output, as: UTF8.self)).split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }

        /// What the program said, on one line.
        var said: String { lines.joined(separator: "; ") }

        /// The first line the program said, or its exit status when it said nothing (openssl follows its
        /// message with lines of library internals).
        var firstWords: String { lines.first ?? "exit status \(status)" }
    }

    /// The program `name` found on `PATH` (or in the usual places when `PATH` has none), or `nil`.
    static func locate(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> ExternalTool? {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        for folder in folders where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return ExternalTool(program: candidate, environment: environment) }
        }
        return nil
    }

    /// Runs the program with `arguments` in `folder`, its stdin the file `input` (or nothing), its stdout and
    /// stderr kept in files there.
    func run(_ arguments: [String], input: URL? = nil, in folder: URL) throws(Failure) -> Run {
        let outputFile = folder.appendingPathComponent(".stdout"), errorFile = folder.appendingPathComponent(".stderr")
        guard FileManager.default.createFile(atPath: outputFile.path, contents: nil),
              FileManager.default.createFile(atPath: errorFile.path, contents: nil),
              let output = FileHandle(forWritingAtPath: outputFile.path), let errors = FileHandle(forWritingAtPath: errorFile.path)
        else { throw Failure(description: "cannot make files for \(program.lastPathComponent)'s output in \(folder.path)") }
        defer {
            try? output.close()
            try? errors.close()
        }
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = folder
        process.standardInput = input.flatMap { FileHandle(forReadingAtPath: $0.path) } ?? FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot start \(program.path): \(error.localizedDescription)")
        }
        process.waitUntilExit()
        let read = { (url: URL) in Array(FileManager.default.contents(atPath: url.path) ?? Data()) }
        return Run(status: process.terminationStatus, output: read(outputFile),
                   errors: String(decoding: read(errorFile), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Writes `bytes` to `url`.
    static func write(_ bytes: [UInt8], to url: URL) throws(Failure) {
        guard FileManager.default.createFile(atPath: url.path, contents: Data(bytes)) else {
            throw Failure(description: "cannot write \(url.path)")
        }
    }

    /// Runs `body` with a new private folder, removed afterwards.
    static func withScratch<T>(_ body: (URL) throws(Failure) -> T) throws(Failure) -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-sign-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw Failure(description: "cannot make a private folder to sign in: \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }
}
