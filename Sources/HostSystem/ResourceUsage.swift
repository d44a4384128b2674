import Foundation

#if canImport(Darwin)
    // `mach_task_self_` is a C global that some SDKs do not mark concurrency-safe.
    @preconcurrency import Darwin
#endif

/// This process's CPU time, resident memory and the machine's load: the figures `aecheck bench` prints, read in the
/// one place that knows where each system keeps them.
///
/// - Linux: memory from `/proc/self/status` (`VmRSS`, `VmHWM`), whose peak a write to `/proc/self/clear_refs` starts
///   again (Linux 4.0 on), after glibc's `malloc_trim` hands freed memory back.
/// - Darwin (macOS): memory from `task_info(TASK_VM_INFO)` (`resident_size` and
///   `resident_size_peak`); Darwin cannot start a peak again, so ``resetPeak()`` says `false` and a figure that
///   needs it is not measured.
/// - Both: CPU time from `getrusage` and `clock_gettime`, the load from `getloadavg`.
package enum ResourceUsage {
    /// The CPU time of this whole process (every thread, user and system), in seconds.
    package static func processCPUSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_SELF.rawValue, &usage)  // an enum in Glibc
        #elseif canImport(Darwin)
            getrusage(RUSAGE_SELF, &usage)  // an Int32 in Darwin
        #endif
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// The CPU time of the calling thread, in seconds.
    package static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The machine's load average over the last minute, when the system says it.
    package static func loadAverage() -> Double? {
        var loads = [Double](repeating: 0, count: 3)
        return getloadavg(&loads, 3) > 0 ? loads[0] : nil
    }

    /// This process's resident memory now, in KiB; `nil` where it cannot be read.
    package static func residentKiB() -> Int? {
        #if os(Linux)
            return status("VmRSS:")
        #elseif canImport(Darwin)
            return virtualMemoryInfo().map { Int($0.resident_size / 1024) }
        #else
            return nil
        #endif
    }

    /// The peak of this process's resident memory since it started, or since ``resetPeak()`` last returned `true`,
    /// in KiB; `nil` where it cannot be read.
    package static func peakResidentKiB() -> Int? {
        #if os(Linux)
            return status("VmHWM:")
        #elseif canImport(Darwin)
            return virtualMemoryInfo().map { Int($0.resident_size_peak / 1024) }
        #else
            return nil
        #endif
    }

    /// Starts a new peak from the current resident size, after handing freed memory back to the system, so that
    /// what comes next shows as new pages rather than hiding in what was freed before; `false` where the system
    /// cannot (Darwin), and then the peak still counts from the start.
    package static func resetPeak() -> Bool {
        #if os(Linux)
            typealias Trim = @convention(c) (Int) -> Int32
            if let trim = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") { _ = unsafeBitCast(trim, to: Trim.self)(0) }
            guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
            defer { try? handle.close() }
            return (try? handle.write(contentsOf: Data("5".utf8))) != nil
        #elseif canImport(Darwin)
            return false  // no call starts a task's peak again
        #else
            return false
        #endif
    }

    #if os(Linux)
        /// A field of `/proc/self/status` in KiB, such as `VmRSS:`.
        private static func status(_ field: String) -> Int? {
            guard let data = FileManager.default.contents(atPath: "/proc/self/status") else { return nil }
            let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix(field) } ?? ""
            return Int(line.split(separator: " ").dropFirst().first ?? "")
        }
    #elseif canImport(Darwin)
        /// This task's virtual memory figures (`task_info` with `TASK_VM_INFO`), or `nil` when the kernel refuses.
        private static func virtualMemoryInfo() -> task_vm_info_data_t? {
            var info = task_vm_info_data_t()
            var count = mach_msg_type_number_t(MemoryLayout<task_vm_info_data_t>.size / MemoryLayout<integer_t>.size)
            let result = withUnsafeMutablePointer(to: &info) { pointer in
                pointer.withMemoryRebound(to: integer_t.self, capacity: Int(count)) { task_info(mach_task_self_, task_flavor_t(TASK_VM_INFO), $0, &count) }
            }
            return result == KERN_SUCCESS ? info : nil
        }
    #endif
}
