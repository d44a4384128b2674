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
    private var signalSources: [any DispatchSourceSignal] = []
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

    /// From now on, SIGTERM, SIGINT and SIGHUP end every recorded group, then this process (with 128 plus
    /// the signal's number, as a shell reports it); and this process is the subreaper of its descendants, so that
    /// one that left its testee's group (`setsid`) is still ended (``Escapees``).
    ///
    /// For a process that is `aecheck` (or a port's own executable) from its start: a process that hosts the suite
    /// among other work (a test runner) is not made a subreaper, since the orphans of its other children would
    /// become its own, unreaped (and a runner that waits for any child would wait on them).
    package func endWithThisProcess() {
        Escapees.becomeSubreaper()
        lock.withLock {
            guard signalSources.isEmpty else { return }
            for number in [SIGTERM, SIGINT, SIGHUP] {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { [self] in
                    endAll()
                    let action = lock.withLock { beforeExiting }
                    action?(number)
                    exit(128 + number)
                }
                source.resume()
                signalSources.append(source)
            }
        }
    }
}
