import Foundation

/// The process groups of the testees this process started and has not ended yet, so that none outlives
/// the run: ended when the run ends (``endAll()``), and when this process is told to stop (SIGTERM, SIGINT,
/// SIGHUP) while a testee hangs.
///
/// `@unchecked Sendable`: `groups` is read and written only with `lock` held.
package final class ProcessGroups: @unchecked Sendable {
    /// The groups of this process.
    package static let live = ProcessGroups()

    private let lock = NSLock()
    private var groups: Set<pid_t> = []
    private var handlingSignals = false
    /// The signal this process is ending on, once its handling began.
    private var interruptingSignal: Int32?

    /// Whether a signal is ending this process: set before its testees are ended, so that a run that sees one die
    /// of it ends as the signal says, not as a testee's failure would.
    private var isInterrupted: Bool {
        lock.withLock { interruptingSignal != nil }
    }

    /// Once a signal is ending this process, never returns: the signal's thread leaves its note and ends the process
    /// (a run's own end parks here rather than racing it). Returns at once otherwise.
    package func yieldToInterrupt() {
        guard isInterrupted else { return }
        DispatchSemaphore(value: 0).wait()
    }
    private var beforeExiting: (@Sendable (Int32) -> Void)?

    private init() {}

    /// Records a group started (its leader's process ID).
    func add(_ group: pid_t) {
        lock.withLock { _ = groups.insert(group) }
    }

    /// Forgets a group that was ended.
    func remove(_ group: pid_t) {
        lock.withLock { _ = groups.remove(group) }
    }

    /// How many groups are recorded: testees running now.
    var count: Int {
        lock.withLock { groups.count }
    }

    /// Runs `action` with the signal's number when a signal ends this process (after every group is ended,
    /// before the exit): what the run leaves behind (its report folder's note).
    package func beforeExiting(_ action: @escaping @Sendable (Int32) -> Void) {
        lock.withLock { beforeExiting = action }
    }

    /// Kills every group still recorded, and every process that left one (``Escapees``).
    package func endAll() {
        let all = lock.withLock { groups }
        let attached = Escapees.attached(to: all)
        for group in all { kill(-group, SIGKILL) }
        Escapees.end(groups: all, attached: attached)
    }

    /// In a process that is the suite alone (``endWithThisProcess()`` was called), once its implementation is ended:
    /// every descendant still there escaped its testee (another group of the same session, this process's own
    /// group), and is ended before the reports are written. Elsewhere (a test runner hosting the suite), nothing:
    /// its other children are not the run's.
    package func endStragglers() {
        guard lock.withLock({ handlingSignals }) else { return }
        endAll()
        Escapees.endEveryChild()
    }

    /// From now on, SIGTERM, SIGINT and SIGHUP end every recorded group, then this process (with 128 plus
    /// the signal's number, as a shell reports it); and this process is the subreaper of its descendants, so that
    /// one that left its testee's group (`setsid`) is still ended (``Escapees``).
    ///
    /// For a process that is `aecheck` (or a port's own executable) from its start: a process that hosts the suite
    /// among other work (a test runner) is not made a subreaper, since the orphans of its other children would
    /// become its own, unreaped (and a runner that waits for any child would wait on them).
    ///
    /// No signal is lost: the handler is installed in one step per signal (a handler that writes the signal's number
    /// into a pipe, which a thread of its own reads and acts on), never through a moment where the signal is ignored.
    package func endWithThisProcess() {
        Escapees.becomeSubreaper()
        lock.withLock {
            guard !handlingSignals else { return }
            handlingSignals = true
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return }
            for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
            signalPipe = ends[1]
            let readEnd = ends[0]
            let reader = Thread { [self] in
                var byte: UInt8 = 0
                while true {
                    let count = read(readEnd, &byte, 1)
                    if count < 0, errno == EINTR { continue }
                    guard count == 1 else { return }
                    let number = Int32(byte)
                    lock.withLock { interruptingSignal = number }
                    endAll()
                    let action = lock.withLock { beforeExiting }
                    action?(number)
                    exit(128 + number)
                }
            }
            reader.start()
            var set = sigset_t()
            sigemptyset(&set)
            for number in [SIGTERM, SIGINT, SIGHUP] {
                signal(number, forwardSignal)
                sigaddset(&set, number)
            }
            // A parent may have started this process with them blocked (Foundation's Process passes its mask on):
            // they are let through on this thread, which every later thread takes its mask from.
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
        }
    }
}

/// Where ``forwardSignal`` writes: the write end of ``ProcessGroups``' signal pipe (set once, before any handler).
nonisolated(unsafe) private var signalPipe: Int32 = -1

/// The signal handler: writes the signal's number into the pipe (`write` is async-signal-safe), nothing else.
private let forwardSignal: @convention(c) (Int32) -> Void = { number in
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipe, &byte, 1)
}
