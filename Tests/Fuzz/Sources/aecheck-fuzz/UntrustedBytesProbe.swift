import AccessEnablerWire
import SecretSearch

/// The fuzz target's other inputs: bytes an implementation controls. First byte 2: lines of the adapter
/// protocol, each decoded as the suite decodes a testee's message. First byte 3: storage entries (split at
/// NUL bytes) searched for a secret in every encoding, as token checks do over storage an implementation
/// wrote. A crash, a hang or a runaway allocation is what the fuzzer looks for.
enum UntrustedBytesProbe {
    /// Runs `bytes` when its first byte names a probe of its own; whether it did.
    static func run(_ bytes: [UInt8]) -> Bool {
        switch bytes.first {
        case 2:
            let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if let message = try? WireMessage(line: line) {
                    _ = message.line
                    _ = try? message.nested("arguments")
                    _ = WireMessage.describe(message.fields["protocol"])
                }
            }
            return true
        case 3:
            let entries = bytes.dropFirst().split(separator: 0, omittingEmptySubsequences: false)
                .map { String(decoding: $0, as: UTF8.self) }
            guard let needle = entries.first, !needle.isEmpty else { return true }
            _ = EncodedSearch.find([needle], in: Array(entries.dropFirst()))
            return true
        default:
            return false
        }
    }
}
