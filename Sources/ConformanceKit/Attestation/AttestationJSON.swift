import Foundation

/// How an attestation's files are written: sorted keys, two-space indentation, `/` unescaped, a final newline,
/// so that the same value always gives the same bytes (the statement's bytes are what is signed).
enum AttestationJSON {
    /// `value` as those bytes; `{}` and a newline for a value that cannot be encoded (attestations hold strings,
    /// arrays and objects of them only).
    static func bytes(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return Array("{}\n".utf8) }
        return Array(data) + [0x0A]
    }
}
