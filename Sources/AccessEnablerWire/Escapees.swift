import Foundation
import HostSystem

/// The processes that left a testee's process group and outlived it (a daemon that called `setsid`), found and
/// ended (the process table is read by ``ProcessTree``, the platform layer's).
///
/// Two ways, each where the system allows it:
/// - Before a group is ended, its descendants outside the group are found through their living parents
///   (``attached(to:)``; Darwin, where no process can adopt orphans, so this is the only moment).
/// - After, where this process is their subreaper (Linux), a descendant whose parent died became this process's
///   child, and is found among its children: one in another session than this process (it called `setsid`, or a
///   process that did started it) or in the group of a testee that was ended. Everything this process starts itself
///   is in its own session and in a group of its own, never an ended testee's (Foundation's `Process` gives each
///   child its own group; ``ChildProcess`` gives each testee one), so nothing it started is taken for one.
///
/// On Darwin a process that left the group *and* whose parent exited before the group was ended went to launchd,
/// and is not found: the README's promise that nothing escapes holds on Linux.
enum Escapees {
    /// Makes this process the subreaper of its descendants (Linux only: elsewhere, nothing). Until then,
    /// ``end(groups:attached:)`` finds no orphan: what leaves a group goes to init, as it would without this type.
    static func becomeSubreaper() {
        ProcessTree.adoptOrphans()
    }

    /// The descendants of the `groups` that left them and whose parents still live: to be ended with the groups
    /// (taken before the groups are killed, since their orphans cannot be found again on Darwin).
    static func attached(to groups: some Sequence<pid_t>) -> [pid_t] {
        groups.flatMap(ProcessTree.descendantsOutsideGroup)
    }

    /// Kills the `attached` escapees, then kills and reaps every orphan escapee and every child left in the `ended`
    /// groups, until none is left.
    ///
    /// No waiting on a clock: a process hands its children to this one before it can be reaped, so once a child is
    /// reaped (`waitpid`, which blocks until a killed process is gone) its own children are this process's, and
    /// the next round finds them. A group's leader is reaped before this is called (``ChildProcess/terminate()``)
    /// or here. The rounds are bounded, since a killed process starts nothing.
    /// Kills and reaps every child of this process, until none is left: for a process that is the suite alone, once
    /// its testees are ended, whatever is still below it escaped them (another group of the same session, its own
    /// group), wherever it went. On Linux only (a subreaper): elsewhere orphans are not this process's to find.
    static func endEveryChild() {
        guard ProcessTree.adoptsOrphans else { return }
        for _ in 0..<1_000 {
            let children = ProcessTree.children()
            guard !children.isEmpty else { return }
            for child in children {
                kill(child, SIGKILL)
                var status: Int32 = 0
                while waitpid(child, &status, 0) < 0 && errno == EINTR {}
            }
        }
    }

    static func end(groups ended: Set<pid_t>, attached: [pid_t]) {
        for escapee in attached { kill(escapee, SIGKILL) }
        guard ProcessTree.adoptsOrphans else { return }
        let session = getsid(0)
        for _ in 0..<1_000 {
            let escaped = ProcessTree.children().filter { child in
                guard let (group, childSession) = ProcessTree.groupAndSession(of: child) else { return false }
                return childSession != session || ended.contains(group)
            }
            guard !escaped.isEmpty else { return }
            for child in escaped {
                kill(child, SIGKILL)
                var status: Int32 = 0
                while waitpid(child, &status, 0) < 0 && errno == EINTR {}
            }
        }
    }
}
