import Foundation

/// A stream cipher with a 256-bit key and a fresh 64-bit nonce per value, for the reference's encrypted
/// storage alternatives: what it writes shares no recognisable bytes with the plaintext, nor with an
/// earlier encryption of the same plaintext, so the suite's checks cannot read it back, as with a port
/// that encrypts with a real key. Deterministic (the nonce comes from a counter and the virtual clock), so
/// runs repeat exactly.
///
/// The keystream is SplitMix64 over the key and nonce: enough to hide tokens from a search, not a cipher
/// to protect anything with.
final class StorageCipher {
    /// One key for every app of the SDK: apps that share storage must read each other's tokens.
    private static let key: [UInt64] = [0x9E37_79B9_7F4A_7C15, 0xD1B5_4A32_D192_ED03, 0xBF58_476D_1CE4_E5B9, 0x94D0_49BB_1331_11EB]
    private var counter: UInt64

    /// A cipher whose nonces start from `instance` (so two instances do not repeat each other's).
    init(instance: String) {
        counter = instance.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }

    /// `text` encrypted under a new nonce: base64 of the nonce and the ciphertext.
    func seal(_ text: String, at time: Int64) -> String {
        counter &+= 1
        let nonce = Self.mix(counter ^ UInt64(bitPattern: time))
        let body = Self.apply(Array(text.utf8), nonce: nonce)
        return Data(withUnsafeBytes(of: nonce.bigEndian, Array.init) + body).base64EncodedString()
    }

    /// What `sealed` encrypts, or `sealed` itself when it is not this cipher's.
    func open(_ sealed: String) -> String {
        guard let data = Data(base64Encoded: sealed), data.count >= 8 else { return sealed }
        let bytes = Array(data)
        let nonce = bytes[..<8].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return String(decoding: Self.apply(Array(bytes[8...]), nonce: nonce), as: UTF8.self)
    }

    private static func apply(_ bytes: [UInt8], nonce: UInt64) -> [UInt8] {
        var state = key.reduce(nonce) { mix($0 ^ $1) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var word: UInt64 = 0
        for (index, byte) in bytes.enumerated() {
            if index % 8 == 0 {
                state &+= 0x9E37_79B9_7F4A_7C15
                word = mix(state ^ key[(index / 8) % key.count])
            }
            out.append(byte ^ UInt8(truncatingIfNeeded: word >> UInt64((index % 8) * 8)))
        }
        return out
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
