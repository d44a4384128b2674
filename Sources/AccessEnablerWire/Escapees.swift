import Foundation

/// The processes that left a testee's process group and outlived it (a daemon that called `setsid`), found and
/// ended: this process is their child subreaper (`PR_SET_CHILD_SUBREAPER`), so a descendant whose parent dies
/// becomes its child instead of init's, and can still be killed and reaped.
///
/// A child of this process is an escapee when it is in another session than this process (it called `setsid`, or a
/// process that did started it) or in the process group of a testee that was ended. Everything this process starts
/// itself is in its own session and in a group of its own, never an ended testee's (Foundation's `Process` gives
/// each child its own group; ``ChildProcess`` gives each testee one), so nothing it started is taken for one.
enum Escapees {
    /// Makes this process the subreaper of its descendants (once; Linux only: elsewhere, nothing). Until then,
    /// ``end(groups:)`` does nothing: what leaves a group goes to init, as it would without this type.
    static func becomeSubreaper() {
        _ = prctl?(36, 1, 0, 0, 0)  // PR_SET_CHILD_SUBREAPER
    }

    /// Whether this process is a subreaper now (it made itself one, or a test runner did): only then do the
    /// orphans of its testees come to it.
    private static var isSubreaper: Bool {
        var flag: Int32 = 0
        return withUnsafeMutablePointer(to: &flag) { pointer in
            prctl?(37, UInt(bitPattern: pointer), 0, 0, 0) == 0  // PR_GET_CHILD_SUBREAPER
        } && flag != 0
    }

    /// `prctl`, which is variadic and so not imported: called by name with its five integer arguments.
    private typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
    private static let prctl: Prctl? = dlsym(dlopen(nil, RTLD_NOW), "prctl").map { unsafeBitCast($0, to: Prctl.self) }

    /// Kills and reaps every escapee and every child left in the `ended` groups, until none is left.
    ///
    /// No waiting on a clock: a process hands its children to this one before it can be reaped, so once a child is
    /// reaped (`waitpid`, which blocks until a killed process is gone) its own children are this process's, and
    /// the next round finds them. A group's leader is reaped before this is called (``ChildProcess/terminate()``)
    /// or here. The rounds are bounded, since a killed process starts nothing.
    static func end(groups ended: Set<pid_t>) {
        guard isSubreaper else { return }
        let session = getsid(0)
        for _ in 0..<1_000 {
            let escaped = children().filter { child in
                guard let (group, childSession) = groupAndSession(of: child) else { return false }
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

    /// The process IDs of this process's children, from every thread's `children` list in `/proc`.
    private static func children() -> [pid_t] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.flatMap { task -> [pid_t] in
            guard let data = FileManager.default.contents(atPath: "/proc/self/task/\(task)/children") else { return [] }
            return String(decoding: data, as: UTF8.self).split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
    }

    /// A process's group and session, from `/proc/PID/stat` (the fields after the command's closing parenthesis:
    /// state, parent, group, session); `nil` once it is gone.
    private static func groupAndSession(of pid: pid_t) -> (pid_t, pid_t)? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
              let close = data.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = String(decoding: data[(close + 1)...], as: UTF8.self).split(separator: " ")
        guard fields.count > 3, let group = pid_t(fields[2]), let session = pid_t(fields[3]) else { return nil }
        return (group, session)
    }
}
