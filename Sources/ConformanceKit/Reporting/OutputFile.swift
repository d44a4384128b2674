import Foundation

/// A place a report is written to, often one the user named (`--junit`, `baseline --output`): the only
/// code that writes, checks or removes one, so that nothing already there is ever destroyed.
///
/// - Nothing there, or a regular file: written atomically (a temporary file beside it, renamed into
///   place), so a full disk never leaves a truncated report.
/// - A symbolic link: followed. To a regular file, that file is replaced atomically and the link stays;
///   to anything else, or through `/dev/fd` or `/proc` (`/dev/stdout`), as for that thing.
/// - A character device, a FIFO or a socket (`/dev/null`, `/dev/stdout`, a pipe): written in place,
///   appended to, never replaced or removed.
/// - A folder: an error.
package struct OutputFile: Sendable {
    /// What is at a path, links followed.
    package enum Kind: Sendable, Equatable {
        /// Nothing yet: the file will be created.
        case absent
        /// A regular file (at `resolved`, the path with links followed): replaced atomically.
        case regular
        /// A device, a FIFO, a socket, or a file reached through a process's descriptors: written in place.
        case special
        /// A folder.
        case folder
    }

    /// The path as named.
    package var url: URL

    /// The place `url` names.
    package init(_ url: URL) {
        self.url = url
    }

    /// The path with symbolic links followed, where a regular file is replaced; `url` when nothing is there.
    package var resolved: URL {
        let path = url.path
        guard isSymbolicLink(path) else { return url }
        return URL(fileURLWithPath: path).resolvingSymlinksInPath()
    }

    /// What is there now.
    package var kind: Kind {
        let path = url.path
        var info = stat()
        guard stat(path, &info) == 0 else {
            // A link to nothing yet is followed to where its file will be.
            return .absent
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG:
            // `/dev/stdout` redirected to a file: that file is open in the shell; append to it where it is. So
            // for a link whose chain of targets passes through a process's descriptors (LINK → /dev/stdout).
            return Self.linkChain(from: path).contains(where: Self.isThroughDescriptors) ? .special : .regular
        default: return .special
        }
    }

    /// Whether this place is the file `descriptor` is open on (its device and inode), other than the null device:
    /// `--junit /dev/stdout`, or `--junit out.xml` with standard output redirected to `out.xml`.
    package func isOpen(on descriptor: Int32) -> Bool {
        var here = stat(), there = stat(), null = stat()
        guard stat(url.path, &here) == 0, fstat(descriptor, &there) == 0 else { return false }
        if stat("/dev/null", &null) == 0, here.st_dev == null.st_dev, here.st_ino == null.st_ino { return false }
        return here.st_dev == there.st_dev && here.st_ino == there.st_ino
    }

    /// Why `text` could not be written here, found before a run: the folders exist or can be made, and a
    /// file can be created there (or, for a device or a FIFO, it is writable).
    package func check() throws(ReportFolder.Unwritable) {
        let path = url.path
        if path.isEmpty || path.hasSuffix("/") { throw .init(path: path, reason: "the path names no file") }
        switch kind {
        case .folder: throw .init(path: path, reason: "a folder is in the way")
        case .special:
            guard access(path, W_OK) == 0 else { throw .init(path: path, reason: "it cannot be written (permission?)") }
        case .absent, .regular:
            let folder = resolved.deletingLastPathComponent()
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw .init(path: folder.path, reason: "the folder cannot be made (\(Self.reason(error)))")
            }
            let probe = folder.appendingPathComponent(".aecheck-write-probe-\(getpid())")
            guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else {
                throw .init(path: folder.path, reason: "no file can be created in it (permission?)")
            }
            try? FileManager.default.removeItem(at: probe)
        }
    }

    /// Writes `text` here, as the kind of place it is.
    package func write(_ text: String) throws(ReportFolder.Unwritable) {
        switch kind {
        case .folder: throw .init(path: url.path, reason: "a folder is in the way")
        case .special: try writeInPlace(Data(text.utf8))
        case .absent, .regular:
            let target = resolved
            do {
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: target, options: .atomic)
            } catch {
                throw .init(path: url.path, reason: Self.reason(error))
            }
        }
    }

    /// Appends `text` here, creating the file when nothing is there: what was there stays, whatever kind
    /// of place it is (a file a CI service gathers a job's summary in, `$GITHUB_STEP_SUMMARY`).
    package func append(_ text: String) throws(ReportFolder.Unwritable) {
        switch kind {
        case .folder: throw .init(path: url.path, reason: "a folder is in the way")
        case .special, .absent, .regular: try writeInPlace(Data(text.utf8), creating: true)
        }
    }

    /// Removes an earlier report here, if it is a regular file: a device, a FIFO, a folder or a link stays.
    ///
    /// A file a symbolic link here leads to is the user's place, never removed: its text is replaced by `stub` (the
    /// link and the file kept), so that the earlier report cannot be taken for a later run's.
    package func removeEarlierReport(leavingInLinkedFile stub: String) {
        guard kind == .regular else { return }
        var status = stat()
        if lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            try? write(stub)
            return
        }
        try? FileManager.default.removeItem(at: resolved)
    }

    /// Writes `data` at the end of what is here, creating a file when `creating` and nothing is there.
    private func writeInPlace(_ data: Data, creating: Bool = false) throws(ReportFolder.Unwritable) {
        let descriptor = creating ? open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644) : open(url.path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { throw .init(path: url.path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { bytes in Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw .init(path: url.path, reason: String(cString: strerror(errno)))
            }
            offset += written
        }
    }

    /// Whether `path` names a process's descriptor rather than a file of its own.
    private static func isThroughDescriptors(_ path: String) -> Bool {
        ["/dev/stdout", "/dev/stderr", "/dev/stdin", "/dev/fd/", "/proc/"].contains { path.hasPrefix($0) }  // portability: allowed (a prefix compared, never read; on Darwin no path has it)
    }

    /// `path` and every path its symbolic links lead to, in order (at most 40 hops, as the kernel allows).
    private static func linkChain(from path: String) -> [String] {
        var chain = [path]
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { break }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : (current as NSString).deletingLastPathComponent + "/" + target
            chain.append(current)
        }
        return chain
    }

    private func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    private static func reason(_ error: any Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError { return underlying.localizedDescription }
        return ns.localizedDescription
    }
}
