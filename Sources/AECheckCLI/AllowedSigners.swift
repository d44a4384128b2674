import Foundation

/// The principals an allowed-signers file (`ssh-keygen(1)`, "ALLOWED SIGNERS") gives one key, in the file's
/// order: `ssh-keygen -Y find-principals` names only the first line that has the key, which may allow it for
/// another namespace only, so `verify` tries each of them.
///
/// Only what that takes is read: a line's first field (its principals, comma-separated) when one of the line's
/// fields is the key's base64. Patterns (`*`, `?`) and negations (`!`) name no one principal and are skipped;
/// `ssh-keygen -Y verify` still judges every option of the line.
enum AllowedSigners {
    /// The principals of `text` whose lines carry the key whose base64 is `key`.
    static func principals(in text: String, forKey key: String) -> [String] {
        var found: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let first = fields.first, !first.hasPrefix("#"), fields.dropFirst().contains(where: { $0 == key }) else { continue }
            for principal in first.split(separator: ",").map(String.init)
            where !principal.contains(where: { "*?!".contains($0) }) && !found.contains(principal) {
                found.append(principal)
            }
        }
        return found
    }

    /// The base64 of the public key inside an `SSHSIG` blob (`PROTOCOL.sshsig`: the magic, a version, then the
    /// key as an SSH string), as an allowed-signers line writes it; `nil` when `blob` is not one.
    static func publicKey(ofSignature blob: [UInt8]) -> String? {
        let start = 6 + 4  // "SSHSIG", uint32 version
        guard blob.count >= start + 4, blob.starts(with: Array("SSHSIG".utf8)) else { return nil }
        let length = blob[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
        guard length > 0, blob.count >= start + 4 + length else { return nil }
        return Data(blob[(start + 4)..<(start + 4 + length)]).base64EncodedString()
    }
}
