import Foundation

/// A file a statement (or a user) names, read only when it is a regular file and never past a bound: a name
/// cannot make `aecheck` read a FIFO that never ends, `/dev/zero`, or a gigabyte into memory.
///
/// The file is opened without blocking and judged by what was opened (`fstat`), so a file swapped for a FIFO
/// between a look and the read is caught too.
package enum BoundedFile {
    /// Why a file was not read.
    package enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// Nothing is there, or it cannot be opened.
        case missing
        /// It is not a regular file: what it is ("a folder", "a FIFO", "a device", "a socket").
        case notRegular(String)
        /// It is larger than `limit` bytes.
        case tooLarge(size: Int, limit: Int)
        /// Its size is not the one declared.
        case sizeDiffers(size: Int, declared: Int)
        /// Reading failed.
        case unreadable(String)

        package var description: String {
            switch self {
            case .missing: "there is no file there"
            case .notRegular(let kind): "it is \(kind), not a regular file"
            case .tooLarge(let size, let limit): "it is \(size) bytes, more than the \(limit) read at most"
            case .sizeDiffers(let size, let declared): "it is \(size) bytes, the statement says \(declared)"
            case .unreadable(let reason): "it cannot be read: \(reason)"
            }
        }
    }

    /// The bytes of the regular file at `url` (links followed), when it holds at most `limit` bytes.
    package static func read(_ url: URL, atMost limit: Int) -> Result<[UInt8], Failure> {
        var bytes: [UInt8] = []
        return withOpened(url, declaredSize: nil, limit: limit) { chunk in bytes += chunk }.map { _ in bytes }
    }

    /// The SHA-256 (hex) and the size of the regular file at `url` (links followed), read in pieces; when
    /// `declaredSize` is given, a file of another size is not read at all.
    package static func sha256(of url: URL, declaredSize: Int? = nil) -> Result<(hex: String, size: Int), Failure> {
        var hasher = SHA256.Hasher()
        return withOpened(url, declaredSize: declaredSize, limit: .max) { chunk in hasher.update(chunk) }
            .map { size in (SHA256.hex(digest: hasher.finish()), size) }
    }

    /// Opens `url`, checks what it is and its size, and hands its bytes to `take` in pieces; the size read.
    private static func withOpened(
        _ url: URL, declaredSize: Int?, limit: Int, _ take: (UnsafeBufferPointer<UInt8>) -> Void
    ) -> Result<Int, Failure> {
        var info = stat()
        // A look before opening: a device is not even opened (opening some has effects).
        guard stat(url.path, &info) == 0 else { return .failure(.missing) }
        if let kind = kind(of: info) { return .failure(.notRegular(kind)) }
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { return .failure(errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno)))) }
        defer { close(fd) }
        guard fstat(fd, &info) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        if let kind = kind(of: info) { return .failure(.notRegular(kind)) }
        let size = Int(info.st_size)
        if let declaredSize, size != declaredSize { return .failure(.sizeDiffers(size: size, declared: declaredSize)) }
        guard size <= limit else { return .failure(.tooLarge(size: size, limit: limit)) }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var total = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
            if count == 0 { break }
            total += count
            // A file that grows while it is read is read no further than its bound.
            if total > limit || (declaredSize.map { total > $0 } ?? false) {
                return .failure(declaredSize.map { .sizeDiffers(size: total, declared: $0) } ?? .tooLarge(size: total, limit: limit))
            }
            buffer.withUnsafeBufferPointer { take(UnsafeBufferPointer(rebasing: $0[..<count])) }
        }
        return .success(total)
    }

    /// What a file that is not regular is, in words; `nil` for a regular file.
    private static func kind(of info: stat) -> String? {
        switch info.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        default: "a device"
        }
    }
}
