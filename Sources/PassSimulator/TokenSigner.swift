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

    /// `count` characters of base64url alphabet that follow from `seed` and the key and look random: they
    /// carry six bits each, so nothing stores them in much less room.
    func stream(from seed: String, count: Int) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
        var state = UInt64(sign("stream", seed), radix: 16) ?? 0
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        while bytes.count < count {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            for shift in stride(from: 0, to: 60, by: 6) where bytes.count < count { bytes.append(alphabet[Int((z >> UInt64(shift)) & 63)]) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
