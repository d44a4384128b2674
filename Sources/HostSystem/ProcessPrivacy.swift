#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps this process's environment and memory from the processes it starts, which run as the same user.
///
/// - Linux: the process is made not "dumpable" (`prctl(PR_SET_DUMPABLE, 0)`): `/proc/<pid>/environ`, `/proc/<pid>/mem`
///   and ptrace refuse every process of its user without `CAP_SYS_PTRACE` (root keeps it), and no core dump is
///   written. Its command line stays readable, as every process's is.
/// - Darwin: nothing does that: a process of the same user reads another's arguments and environment
///   (`sysctl` `KERN_PROCARGS2`), so the credentials stay out of the process's environment there (the README says so).
package enum ProcessPrivacy {
    /// Closes this process to the processes of its user where the system can; whether it is closed.
    @discardableResult
    package static func closeToProcessesOfItsUser() -> Bool {
        #if os(Linux)
            _ = ProcessTree.prctl?(4, 0, 0, 0, 0)  // PR_SET_DUMPABLE
            return isClosed
        #elseif canImport(Darwin)
            return false
        #endif
    }

    /// Whether this system can close a process so (Linux).
    package static var canClose: Bool {
        #if os(Linux)
            true
        #elseif canImport(Darwin)
            false
        #endif
    }

    /// Whether this process is closed to the processes of its user.
    package static var isClosed: Bool {
        #if os(Linux)
            ProcessTree.prctl?(3, 0, 0, 0, 0) == 0  // PR_GET_DUMPABLE
        #elseif canImport(Darwin)
            false
        #endif
    }
}
