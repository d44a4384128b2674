/// Signs tokens the way the service's private key would: a keyed FNV-1a hash, deterministic.
struct TokenSigner {
    let key: String

    func sign(_ fields: String...) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (key + "|" + fields.joined(separator: "|")).utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
