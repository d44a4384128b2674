import Foundation
import HostSystem

/// A testee process: its stdin to write lines to, its stdout read as lines on the thread that asks for them, its
/// stderr kept (the last ``stderrKeep`` bytes) by a thread of its own, and a way to end it that leaves no process behind.
///
/// The command runs in a session and process group of its own (`/bin/sh -c COMMAND`, so `cd dir && port` and
/// `FOO=1 port` work), and ending it ends the whole group: a wrapper script, the program it started and any
/// child that holds the pipes open, and any process that left the group with `setsid` (``Escapees``); the group
/// ends too when this process ends, even by SIGKILL (a watcher in the group, ``watchedCommand``). Reading never
/// waits for the process to exit; writing never waits past its deadline; a line longer than ``maximumLine`` bytes, or output after the process closed it, is
/// reported, not buffered without end.
///
/// Stdout is read where the line is wanted (`poll`, then one `read` of whatever has arrived): a round trip costs
/// the pipe's two system calls each way and no hand-over between threads; while a fast testee answers within
/// microseconds and a core is free, the reader reads again for a moment before it sleeps (``ReplySpin``).
///
/// `@unchecked Sendable`: the stdout state is used only with `reading` (a lock) held; the stderr and reaping
/// threads and the suite share the state below `lines`, and only with `lines` (an `NSCondition`) held.
package final class ChildProcess: @unchecked Sendable {
    /// Why reading a line failed.
    package enum ReadFailure: Error {
        case timedOut
        case closed
        case lineTooLong
        case invalidUTF8
    }

    package static let maximumLine = 1 << 20
    package static let stderrKeep = 64 << 10

    /// The child's process ID, which is also its process group's; `nil` for a connection
    /// (``init(connection:maximumQueued:)``): nothing to signal, reap or keep stderr of.
    private let process: pid_t?
    /// For a connection, the launch command run before it was made, if any: ended with it.
    private let launcher: ChildProcess?
    /// Whether this is a connection rather than a process's pipes.
    package var isConnection: Bool { process == nil }
    /// Our ends of its stdin (non-blocking), stdout and stderr.
    private let stdinFD: Int32
    private let stdoutFD: Int32, stderrFD: Int32
    /// Guards the stdout state below (taken by whoever reads or writes a line).
    private let reading = NSLock()
    /// Complete lines; `nil` for one that is not UTF-8. Those before `head` were read (dropped in batches, so that
    /// a testee that floods costs the same per line as one that does not).
    private var queued: [Substring?] = []
    private var head = 0
    /// Unread lines kept at most; past it a line is counted out, not decoded (see ``init(command:maximumQueued:)``).
    private let maximumQueued: Int
    private var partial: [UInt8] = []
    private var overflowed = false
    private var stdoutClosed = false
    /// Whether to spin before sleeping in `poll` for the next line.
    private var spin = ReplySpin()
    private static let cores = ProcessInfo.processInfo.activeProcessorCount
    /// Where a `read` of stdout lands.
    private var chunk = [UInt8](repeating: 0, count: 64 << 10)

    /// Guards everything below; `lines` is signalled when stderr grows or ends, or the process exits.
    private let lines = NSCondition()
    private var stderrClosed = false
    private var stderrTail: [UInt8] = []
    private var readers: [Thread] = []
    /// Signalled once, when the process has exited (and been reaped).
    private let exited = DispatchSemaphore(value: 0)
    private var exitedFlag = false
    /// How it ended, once reaped: its exit status, or 128 plus the signal that ended it.
    private var status: Int32?

    /// Why the command could not be started.
    struct SpawnFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts `command` with `/bin/sh -c` in a new session (and process group), with default signal handling and no
    /// blocked signals whatever the starting thread's.
    ///
    /// At most `maximumQueued` lines wait unread; later ones are dropped undecoded. A reader that takes at most
    /// `maximumQueued - 1` lines per turn judges a flood the same (it stops at its limit, with lines still waiting),
    /// without decoding the rest of it.
    /// The command's environment is ``ChildEnvironment/untrusted(from:passing:adding:)``'s: no credential of this
    /// process's, the names in `passing`, and `environment` over them.
    package init(command: String, environment: [String: String] = [:], passing: [String] = [], maximumQueued: Int = .max) throws {
        self.maximumQueued = maximumQueued
        signal(SIGPIPE, SIG_IGN)  // A testee that dies mid-write must not take the suite with it.
        var input: [Int32] = [-1, -1], output: [Int32] = [-1, -1], errors: [Int32] = [-1, -1]
        guard Self.lifeline >= 0, pipe(&input) == 0, pipe(&output) == 0, pipe(&errors) == 0 else {
            throw SpawnFailure(description: "no pipes: \(String(cString: strerror(errno)))")
        }
        // No other program started meanwhile may inherit them; the child gets its three by dup2.
        for fd in input + output + errors { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        // The child gets its three pipes and the lifeline, and nothing else: a pipe another part of this process
        // opened without close-on-exec (Foundation's Process does) would never see its end while the testee lives.
        // What it starts runs as this process's user: this process's environment and memory are closed to it first
        // (where the system allows: /proc/<pid>/environ of a process that is not dumpable, on Linux).
        ProcessPrivacy.closeToProcessesOfItsUser()
        let request = ChildSpawner.Request(
            executable: "/bin/sh", arguments: ["/bin/sh", "-c", Self.watchedCommand, "aecheck-testee", command],
            descriptors: [.duplicate(input[0]), .duplicate(output[1]), .duplicate(errors[1]), .duplicate(Self.lifeline)],
            ownSession: true, defaultSignals: [SIGPIPE, SIGTERM, SIGINT, SIGHUP, SIGQUIT],
            environment: ChildEnvironment.untrusted(passing: passing, adding: environment))
        let child: pid_t
        do {
            child = try ChildSpawner.spawn(request)
        } catch {
            for fd in input + output + errors { close(fd) }
            throw SpawnFailure(description: error.description)
        }
        for fd in [input[0], output[1], errors[1]] { close(fd) }
        process = child
        launcher = nil
        ProcessGroups.live.add(child)
        stdinFD = input[1]
        stdoutFD = output[0]
        stderrFD = errors[0]
        _ = fcntl(stdinFD, F_SETFL, fcntl(stdinFD, F_GETFL) | O_NONBLOCK)
        _ = fcntl(stdoutFD, F_SETFL, fcntl(stdoutFD, F_GETFL) | O_NONBLOCK)
        readers = [
            Thread { [self] in pumpStderr() },
            Thread { [self] in reap(child) },
        ]
        readers.forEach { $0.start() }
    }

    /// A connected stream socket `fd` (``HostSystem/TCPConnection``) read and written as a child's stdout and stdin:
    /// the same lines, limits and failures; its end is the connection's close. Its stderr is the `log` lines, after
    /// what `launcher` (the launch command run for it) wrote; the launcher, and every process of its group, ends
    /// with it.
    package init(connection fd: Int32, launcher: ChildProcess? = nil, maximumQueued: Int = .max) {
        self.maximumQueued = maximumQueued
        signal(SIGPIPE, SIG_IGN)  // A peer that closes mid-write must not take the suite with it.
        process = nil
        self.launcher = launcher
        stdinFD = dup(fd)
        stdoutFD = fd
        stderrFD = -1
        _ = fcntl(stdinFD, F_SETFD, FD_CLOEXEC)
        _ = fcntl(stdoutFD, F_SETFL, fcntl(stdoutFD, F_GETFL) | O_NONBLOCK)
        stderrClosed = true
    }

    /// Writes one line (the newline is added) by `deadline`; `false` when the process no longer reads, or
    /// has not read it by then (a testee that stops reading never blocks the suite).
    ///
    /// While the pipe is full, what the process writes to stdout is read meanwhile (it may be waiting for that
    /// before it reads again).
    package func write(_ line: String, until deadline: ContinuousClock.Instant) -> Bool {
        reading.lock()
        defer { reading.unlock() }
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(stdinFD, $0.baseAddress, $0.count) }
            if written >= 0 {
                offset += written
                continue
            }
            switch errno {
            case EINTR: continue
            case EAGAIN:
                let left = ContinuousClock.now.duration(to: deadline)
                guard left > .zero else { return false }
                var ready = [pollfd(fd: stdinFD, events: Int16(POLLOUT), revents: 0),
                             pollfd(fd: stdoutClosed || overflowed ? -1 : stdoutFD, events: Int16(POLLIN), revents: 0)]
                _ = poll(&ready, 2, Self.pollMilliseconds(left))
                if ready[1].revents != 0 { readStdout() }
            default: return false
            }
        }
        return true
    }

    /// The next line of stdout, waiting until `deadline` (on the monotonic clock) at most.
    package func readLine(until deadline: ContinuousClock.Instant) throws(ReadFailure) -> Substring {
        reading.lock()
        defer { reading.unlock() }
        while head == queued.count {
            if overflowed { throw .lineTooLong }
            if stdoutClosed { throw .closed }
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { throw .timedOut }
            if spin.shouldSpin(testees: ProcessGroups.live.count, cores: Self.cores) {
                let spinEnd = min(deadline, ContinuousClock.now + ReplySpin.window)
                while head == queued.count, !stdoutClosed, !overflowed, ContinuousClock.now < spinEnd { readStdout() }
                spin.record(replied: head < queued.count)
                if head < queued.count || stdoutClosed || overflowed { continue }
            }
            var ready = pollfd(fd: stdoutFD, events: Int16(POLLIN), revents: 0)
            if poll(&ready, 1, Self.pollMilliseconds(left)) > 0 { readStdout() }
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


    /// The end of what the process wrote to stderr, as text; once it has ended, all of it (waiting up to
    /// a second for the pipe to drain, so that a crash's last words are never lost to timing).
    package var stderr: String {
        // A connection's: what its launch command wrote, then its own `log` lines.
        (launcher?.stderr ?? "") + ownStderr
    }

    /// What this process wrote to stderr (a connection: its `log` lines).
    private var ownStderr: String {
        lines.lock()
        defer { lines.unlock() }
        if exitedFlag {
            let deadline = ContinuousClock.now + .seconds(1)
            while !stderrClosed, wait(until: deadline) {}
        }
        return String(decoding: stderrTail.suffix(Self.stderrKeep), as: UTF8.self)
    }

    /// How the process ended: its exit status, or 128 plus the number of the signal that ended it; `nil` while it
    /// runs (and for a connection).
    package var exitStatus: Int32? {
        lines.withLock { status }
    }

    /// Keeps a line of the protocol's `log` messages with stderr.
    func keepLog(_ text: String) {
        lines.lock()
        appendStderr(Array(("[log] " + text + "\n").utf8))
        lines.unlock()
    }

    package var isRunning: Bool {
        if process == nil { return reading.withLock { !stdoutClosed } }
        lines.lock()
        defer { lines.unlock() }
        return !exitedFlag
    }

    /// Ends the process and every process of its group (SIGTERM, then SIGKILL if the process has not exited
    /// half a second later; the group gets SIGKILL in any case, so that no child is left behind) and reaps it.
    package func terminate() {
        guard let pid = process else {
            closePipes()
            launcher?.terminate()
            return
        }
        lines.lock()
        let running = !exitedFlag
        lines.unlock()
        // Those that left the group while their parents live, found now: on Darwin their orphans cannot be found later.
        let attached = Escapees.attached(to: [pid])
        if running {
            kill(-pid, SIGTERM)
            if exited.wait(timeout: .now() + .milliseconds(500)) == .timedOut {
                kill(-pid, SIGKILL)
                exited.wait()
            } else {
                exited.signal()
            }
        }
        // Whatever of the group is left (a daemon the testee started) ends with it, and so does whatever left the
        // group (a daemon that called setsid).
        kill(-pid, SIGKILL)
        Escapees.end(groups: [pid], attached: attached)
        ProcessGroups.live.remove(pid)
        closePipes()
    }

    private var pipesClosed = false

    /// Closes stdin and stdout (nothing reads or writes them once the process is ended).
    private func closePipes() {
        reading.lock()
        defer { reading.unlock() }
        guard !pipesClosed else { return }
        pipesClosed = true
        stdoutClosed = true
        close(stdinFD)
        close(stdoutFD)
    }

    deinit { terminate() }

    /// Waits for the process `pid` to exit and reaps it.
    private func reap(_ pid: pid_t) {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        lines.lock()
        exitedFlag = true
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import: the low seven bits are the signal (0: exited).
        let signal = status & 0x7f
        self.status = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        lines.broadcast()
        lines.unlock()
        exited.signal()
    }

    /// Waits on `lines` (held) for a signal until `deadline`; `false` once the deadline has passed.
    /// `NSCondition` takes a `Date`; it is made from the time left on the monotonic clock.
    private func wait(until deadline: ContinuousClock.Instant) -> Bool {
        let left = ContinuousClock.now.duration(to: deadline)
        guard left > .zero else { return false }
        let (seconds, attoseconds) = left.components
        return lines.wait(until: Date(timeIntervalSinceNow: Double(seconds) + Double(attoseconds) / 1e18))
    }

    /// A `poll` timeout for the time `left`: at least 1 ms, at most a second (the caller checks its deadline again).
    private static func pollMilliseconds(_ left: Duration) -> Int32 {
        Int32(min(1_000, max(1, left.components.seconds * 1_000 + left.components.attoseconds / 1_000_000_000_000_000)))
    }

    // MARK: - Reading

    /// One `read` of stdout (non-blocking): what arrived is split into lines; the end or a failure closes it.
    /// Called with `reading` held.
    private func readStdout() {
        guard !stdoutClosed else { return }
        let count = chunk.withUnsafeMutableBytes { read(stdoutFD, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR || errno == EAGAIN { return }
        guard count > 0 else {
            stdoutClosed = true
            return
        }
        guard !overflowed else { return }
        chunk.withUnsafeBufferPointer { all in
            let bytes = UnsafeBufferPointer(rebasing: all[..<count])
            var start = 0
            while let newline = Self.newline(in: bytes, from: start) {
                let line = UnsafeBufferPointer(rebasing: bytes[start..<newline])
                start = newline + 1
                if partial.count + line.count > Self.maximumLine { overflowed = true; return }
                guard queued.count - head < maximumQueued else { partial = []; continue }
                if partial.isEmpty {
                    queued.append(String(validating: line, as: UTF8.self).map { Substring($0) })
                } else {
                    partial += line
                    queued.append(String(validating: partial, as: UTF8.self).map { Substring($0) })
                    partial = []
                }
            }
            partial += bytes[start...]
            if partial.count > Self.maximumLine { overflowed = true; partial = [] }
        }
    }

    /// Keeps what the process writes to stderr until it closes it (its own thread).
    private func pumpStderr() {
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(stderrFD, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            lines.lock()
            if count <= 0 {
                stderrClosed = true
                lines.broadcast()
                lines.unlock()
                close(stderrFD)
                return
            }
            appendStderr(Array(buffer[..<count]))
            lines.broadcast()
            lines.unlock()
        }
    }

    /// Called with `lines` held.
    private func appendStderr(_ bytes: [UInt8]) {
        stderrTail += bytes
        // Trimmed when twice the size kept: a line of log costs the same however many came before.
        if stderrTail.count > 2 * Self.stderrKeep { stderrTail.removeFirst(stderrTail.count - Self.stderrKeep) }
    }

    /// The shell script every command runs in: a watcher in the command's group waits on descriptor 3 (the read end
    /// of ``lifeline``) and kills the group when it reads the end, which comes when this process ends however
    /// it ends (SIGKILL included: the kernel closes the write end); the command itself runs without descriptor 3.
    /// The watcher holds none of the command's pipes, so the command's end is seen when it comes.
    private static let watchedCommand = """
        ( read -r line <&3; kill -KILL 0 ) </dev/null >/dev/null 2>&1 &
        exec 3<&-
        exec /bin/sh -c "$1"
        """

    /// The read end of a pipe whose write end this process holds until it ends, never written (both ends
    /// close-on-exec and above the standard descriptors, so that a `dup2` onto 3 always clears close-on-exec).
    private static let lifeline: Int32 = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return -1 }
        let read = fcntl(ends[0], F_DUPFD_CLOEXEC, 10), write = fcntl(ends[1], F_DUPFD_CLOEXEC, 10)
        close(ends[0])
        close(ends[1])
        _ = write  // held open, never closed, until this process ends
        return read
    }()

    /// The index of the first newline of `bytes` from `start`, found with `memchr`: a testee may send megabytes,
    /// and a byte-by-byte search is slow in a debug build.
    private static func newline(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress, let found = memchr(base + start, 0x0A, bytes.count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}
