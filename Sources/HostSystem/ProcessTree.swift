import Foundation

/// What this process can learn about, and do with, the processes it started and theirs: the one place the package
/// reads the process table.
///
/// - Linux: this process can become the *subreaper* of its descendants (`prctl(PR_SET_CHILD_SUBREAPER)`), so that
///   one whose parent dies becomes its child instead of init's; its children are read from `/proc/self/task/*/children`
///   and a process's group and session from `/proc/PID/stat`.
/// - Darwin (macOS): there is no subreaper: an orphan goes to launchd and cannot be found again. What can be found
///   is a descendant whose parent still lives, from the kernel's process table (`sysctl` `KERN_PROC_ALL`), which is
///   what ``descendantsOutsideGroup(_:)`` does before a group is ended.
/// - iOS, tvOS and the other Apple systems start no processes (``ChildSpawner/canSpawn``): nothing is found.
package enum ProcessTree {
    /// Whether this system lets a process adopt the orphans of its descendants (Linux): only then is a descendant
    /// found whose parent died before its group was ended.
    package static var canAdoptOrphans: Bool {
        #if os(Linux)
            return true
        #elseif canImport(Darwin)
            return false
        #else
            return false
        #endif
    }

    /// Makes this process the subreaper of its descendants (Linux); elsewhere nothing, since Darwin has no equivalent.
    package static func adoptOrphans() {
        #if os(Linux)
            _ = prctl?(36, 1, 0, 0, 0)  // PR_SET_CHILD_SUBREAPER
        #elseif canImport(Darwin)
            // Darwin has no subreaper: descendants are found while their parents live (descendantsOutsideGroup).
        #endif
    }

    /// Whether the orphans of this process's descendants come to it (it made itself a subreaper, or a test runner did).
    package static var adoptsOrphans: Bool {
        #if os(Linux)
            var flag: Int32 = 0
            return withUnsafeMutablePointer(to: &flag) { pointer in
                prctl?(37, UInt(bitPattern: pointer), 0, 0, 0) == 0  // PR_GET_CHILD_SUBREAPER
            } && flag != 0
        #elseif canImport(Darwin)
            return false
        #else
            return false
        #endif
    }

    /// The process IDs of this process's children.
    package static func children() -> [pid_t] {
        #if os(Linux)
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
            return tasks.flatMap { task -> [pid_t] in
                guard let data = FileManager.default.contents(atPath: "/proc/self/task/\(task)/children") else { return [] }
                return String(decoding: data, as: UTF8.self).split(separator: " ")
                    .compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            }
        #elseif os(macOS)
            let me = getpid()
            return processTable().filter { $0.parent == me }.map(\.pid)
        #else
            return []
        #endif
    }

    /// A process's group and session; `nil` once it is gone.
    package static func groupAndSession(of pid: pid_t) -> (group: pid_t, session: pid_t)? {
        #if os(Linux)
            // The fields after the command's closing parenthesis: state, parent, group, session.
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
                  let close = data.lastIndex(of: UInt8(ascii: ")")) else { return nil }
            let fields = String(decoding: data[(close + 1)...], as: UTF8.self).split(separator: " ")
            guard fields.count > 3, let group = pid_t(fields[2]), let session = pid_t(fields[3]) else { return nil }
            return (group, session)
        #elseif canImport(Darwin)
            let group = getpgid(pid), session = getsid(pid)
            return group < 0 || session < 0 ? nil : (group, session)
        #else
            return nil
        #endif
    }

    /// The descendants of the process group led by `leader` that are outside that group now (they called `setsid`
    /// or `setpgid`, or a process that did started them), found through their living parents.
    ///
    /// On Darwin this is the only moment they can be found: call it before the group is ended, since an orphan goes
    /// to launchd. On Linux it is empty: a subreaper (``adoptOrphans()``) finds them afterwards, orphans included.
    package static func descendantsOutsideGroup(_ leader: pid_t) -> [pid_t] {
        #if os(Linux)
            return []
        #elseif os(macOS)
            let table = processTable()
            var inGroup = Set(table.filter { $0.group == leader }.map(\.pid))
            inGroup.insert(leader)
            var found: [pid_t] = [], known = inGroup
            var parents = inGroup
            // Breadth first down the parent links: a round finds the children of the last one's processes.
            while !parents.isEmpty {
                let next = table.filter { parents.contains($0.parent) && !known.contains($0.pid) }.map(\.pid)
                known.formUnion(next)
                found += next
                parents = Set(next)
            }
            return found.filter { !inGroup.contains($0) }
        #else
            return []
        #endif
    }

    #if os(Linux)
        /// `prctl`, which is variadic and so not imported: called by name with its five integer arguments (the
        /// platform layer's one lookup of it; ``ProcessPrivacy`` calls it too).
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        static let prctl: Prctl? = dlsym(dlopen(nil, RTLD_NOW), "prctl").map { unsafeBitCast($0, to: Prctl.self) }
    #elseif os(macOS)
        /// Every process of the system, with its parent and group, from the kernel (`sysctl` `KERN_PROC_ALL`).
        private static func processTable() -> [(pid: pid_t, parent: pid_t, group: pid_t)] {
            var name: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_ALL, 0]
            var size = 0
            guard sysctl(&name, u_int(name.count), nil, &size, nil, 0) == 0 else { return [] }
            size += size / 8  // room for processes started between the two calls
            var table = [kinfo_proc](repeating: kinfo_proc(), count: size / MemoryLayout<kinfo_proc>.stride)
            guard sysctl(&name, u_int(name.count), &table, &size, nil, 0) == 0 else { return [] }
            return table.prefix(size / MemoryLayout<kinfo_proc>.stride).map { entry in
                (pid: entry.kp_proc.p_pid, parent: entry.kp_eproc.e_ppid, group: entry.kp_eproc.e_pgid)
            }
        }
    #endif
}
