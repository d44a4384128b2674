import Foundation

/// The processes alive on this machine, read the same way on Linux and on a Mac: `ps -ww -A -o pid= -o args=`
/// (procps and BSD `ps` both take it), never `/proc`, which a Mac lacks (a check that reads it there would pass
/// without looking).
package enum ProcessList {
    /// Why the process list could not be read: a test that needs it fails rather than finding nothing.
    package struct Unreadable: Error, CustomStringConvertible {
        package var description: String
    }

    /// The process IDs of the live processes whose command line holds `token` and not `other` (this test process
    /// excluded).
    ///
    /// Throws when `ps` cannot be run, or when its list does not hold this very process: then it saw nothing, and
    /// "nothing left behind" would be said without looking.
    package static func matching(_ token: String, except other: String? = nil) throws -> [String] {
        let process = Process(), output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/bin/ps")
        process.arguments = ["-ww", "-A", "-o", "pid=", "-o", "args="]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw Unreadable(description: "cannot run /bin/ps: \(error)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let me = String(getpid())
        var seenMyself = false, found: [String] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let fields = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
            guard let pid = fields.first.map(String.init) else { continue }
            if pid == me { seenMyself = true; continue }
            if fields.count == 2, fields[1].contains(token), !(other.map { fields[1].contains($0) } ?? false) { found.append(pid) }
        }
        guard process.terminationStatus == 0, seenMyself else {
            throw Unreadable(description: "/bin/ps exited \(process.terminationStatus) without listing this process (\(me))")
        }
        return found
    }
}
