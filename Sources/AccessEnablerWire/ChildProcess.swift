import Foundation

/// A testee process: its stdin to write lines to, its stdout read as lines by a thread of its own, its
/// stderr kept (the last ``stderrKeep`` bytes), and a way to end it that leaves no process behind.
///
/// Reading never waits for the process to exit; a line longer than ``maximumLine`` bytes, or output after
/// the process closed it, is reported, not buffered without end.
final class ChildProcess: @unchecked Sendable {
    /// Why reading a line failed.
    enum ReadFailure: Error {
        case timedOut
        case closed
        case lineTooLong
        case invalidUTF8
    }

    static let maximumLine = 1 << 20
    static let stderrKeep = 64 << 10

    private let process = Process()
    private let stdinPipe = Pipe(), stdoutPipe = Pipe(), stderrPipe = Pipe()
    /// Guards everything below; `lines` is signalled when a line, the end, or an overflow arrives.
    private let lines = NSCondition()
    /// Complete lines; `nil` for one that is not UTF-8. Those before `head` were read (dropped in batches, so that
    /// a testee that floods costs the same per line as one that does not).
    private var queued: [Substring?] = []
    private var head = 0
    /// Unread lines kept at most; past it a line is counted out, not decoded (see ``init(command:maximumQueued:)``).
    private let maximumQueued: Int
    private var partial: [UInt8] = []
    private var overflowed = false
    private var stdoutClosed = false
    private var stderrClosed = false
    private var stderrTail: [UInt8] = []
    private var readers: [Thread] = []
    /// Signalled once, when the process has exited.
    private let exited = DispatchSemaphore(value: 0)

    /// Starts `command` with `/bin/sh -c` (as `exec`, so that ending the shell ends the program).
    ///
    /// At most `maximumQueued` lines wait unread; later ones are dropped undecoded. A reader that takes at most
    /// `maximumQueued - 1` lines per turn judges a flood the same (it stops at its limit, with lines still waiting),
    /// without decoding the rest of it.
    init(command: String, maximumQueued: Int = .max) throws {
        self.maximumQueued = maximumQueued
        signal(SIGPIPE, SIG_IGN)  // A testee that dies mid-write must not take the suite with it.
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec " + command]
        process.standardInput = stdinPipe
        process.standardOutput = stdoutPipe
        process.standardError = stderrPipe
        process.terminationHandler = { [exited] _ in exited.signal() }
        // The child inherits the starting thread's blocked signals; a pool thread blocks SIGTERM, and a testee
        // that cannot be asked to stop costs the half second before SIGKILL at every breakdown.
        var stop = sigset_t(), previous = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &stop, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try process.run()
        readers = [
            Thread { [self] in pump(stdoutPipe.fileHandleForReading.fileDescriptor, stdout: true) },
            Thread { [self] in pump(stderrPipe.fileHandleForReading.fileDescriptor, stdout: false) },
        ]
        readers.forEach { $0.start() }
    }

    /// Writes one line (the newline is added); `false` when the process no longer reads.
    func write(_ line: String) -> Bool {
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        let fd = stdinPipe.fileHandleForWriting.fileDescriptor
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// The next line of stdout, waiting until `deadline` (on the monotonic clock) at most.
    func readLine(until deadline: ContinuousClock.Instant) throws(ReadFailure) -> Substring {
        lines.lock()
        defer { lines.unlock() }
        while head == queued.count {
            if overflowed { throw .lineTooLong }
            if stdoutClosed { throw .closed }
            guard wait(until: deadline) else { throw .timedOut }
        }
        let line = queued[head]
        head += 1
        if head == queued.count {
            queued.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 4096 && head * 2 >= queued.count {
            queued.removeFirst(head)
            head = 0
        }
        guard let line else { throw .invalidUTF8 }
        return line
    }

    /// Whether stdout holds output nobody asked for yet (written between turns).
    var hasUnreadOutput: Bool {
        lines.lock()
        defer { lines.unlock() }
        return head < queued.count || !partial.isEmpty
    }

    /// The end of what the process wrote to stderr, as text; once it has ended, all of it (waiting up to
    /// a second for the pipe to drain, so that a crash's last words are never lost to timing).
    var stderr: String {
        lines.lock()
        defer { lines.unlock() }
        if !process.isRunning {
            let deadline = ContinuousClock.now + .seconds(1)
            while !stderrClosed, wait(until: deadline) {}
        }
        return String(decoding: stderrTail.suffix(Self.stderrKeep), as: UTF8.self)
    }

    /// Keeps a line of the protocol's `log` messages with stderr.
    func keepLog(_ text: String) {
        lines.lock()
        append(Array(("[log] " + text + "\n").utf8), toStderr: true)
        lines.unlock()
    }

    var isRunning: Bool { process.isRunning }

    /// Ends the process (SIGTERM, then SIGKILL if it has not exited half a second later) and reaps it.
    func terminate() {
        if process.isRunning {
            process.terminate()
            if exited.wait(timeout: .now() + .milliseconds(500)) == .timedOut { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
        try? stdinPipe.fileHandleForWriting.close()
    }

    deinit { terminate() }

    /// Waits on `lines` (held) for a signal until `deadline`; `false` once the deadline has passed.
    /// `NSCondition` takes a `Date`; it is made from the time left on the monotonic clock.
    private func wait(until deadline: ContinuousClock.Instant) -> Bool {
        let left = ContinuousClock.now.duration(to: deadline)
        guard left > .zero else { return false }
        let (seconds, attoseconds) = left.components
        return lines.wait(until: Date(timeIntervalSinceNow: Double(seconds) + Double(attoseconds) / 1e18))
    }

    // MARK: - Reading threads

    private func pump(_ fd: Int32, stdout: Bool) {
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            lines.lock()
            if count <= 0 {
                if stdout { stdoutClosed = true } else { stderrClosed = true }
                lines.broadcast()
                lines.unlock()
                return
            }
            append(Array(buffer[..<count]), toStderr: !stdout)
            lines.broadcast()
            lines.unlock()
        }
    }

    /// Called with `lines` held.
    private func append(_ bytes: [UInt8], toStderr: Bool) {
        if toStderr {
            stderrTail += bytes
            // Trimmed when twice the size kept: a line of log costs the same however many came before.
            if stderrTail.count > 2 * Self.stderrKeep { stderrTail.removeFirst(stderrTail.count - Self.stderrKeep) }
            return
        }
        guard !overflowed else { return }
        var start = bytes.startIndex
        while let newline = Self.newline(in: bytes, from: start) {
            partial += bytes[start..<newline]
            if partial.count > Self.maximumLine { overflowed = true; return }
            if queued.count - head < maximumQueued {
                queued.append(String(validating: partial, as: UTF8.self).map { Substring($0) })
            }
            partial = []
            start = newline + 1
        }
        partial += bytes[start...]
        if partial.count > Self.maximumLine { overflowed = true; partial = [] }
    }

    /// The index of the first newline of `bytes` from `start`, found with `memchr`: a testee may send megabytes,
    /// and a byte-by-byte search is slow in a debug build.
    private static func newline(in bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let found = memchr(base + start, 0x0A, buffer.count - start) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }
}
