import Foundation

/// The name of the machine a run happened on, as reports and attestations record it.
///
/// Read with `gethostname(2)`, which asks the kernel and nothing else, on every system: Foundation's
/// `ProcessInfo.hostName` resolves the name through DNS on Darwin, which blocks for half a minute on a machine whose
/// own name does not resolve (hosted macOS CI runners). The call is the same on both systems.
package enum HostName {
    /// This machine's name, or `localhost` when the system gives none.
    package static var current: String {
        var buffer = [CChar](repeating: 0, count: 256)  // POSIX: at most 255 bytes, Linux 64, Darwin 255
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "localhost" : name
    }
}
