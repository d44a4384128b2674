/// SHA-256 (FIPS 180-4), for digests that tie a run's reports to one another and to its specs.
///
/// Written by hand because Foundation on Linux has no hash; checked against the FIPS test vectors.
package enum SHA256: Sendable {
    /// The digest of `bytes`, as 64 lowercase hex digits.
    package static func hex<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        hex(digest: digest(bytes))
    }

    /// A digest as lowercase hex digits.
    package static func hex(digest: [UInt8]) -> String {
        digest.map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined()
    }

    /// The digest of `text`'s UTF-8 bytes, as 64 lowercase hex digits.
    package static func hex(_ text: String) -> String { hex(Array(text.utf8)) }

    /// The 32-byte digest of `bytes`.
    package static func digest<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [UInt8] {
        var hasher = Hasher()
        // Whole blocks are read where the bytes lie (a file of many megabytes is not copied).
        if bytes.withContiguousStorageIfAvailable({ hasher.update($0) }) == nil { Array(bytes).withUnsafeBufferPointer { hasher.update($0) } }
        return hasher.finish()
    }

    /// A digest computed piece by piece: a file of any size is hashed in a buffer of fixed size.
    package struct Hasher: Sendable {
        private var state: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        /// The bytes of a block not yet whole (fewer than 64).
        private var pending: [UInt8] = []
        private var length: UInt64 = 0

        /// A hasher that has seen no bytes.
        package init() {}

        /// Adds `bytes` to what is hashed.
        package mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
            length &+= UInt64(bytes.count)
            var offset = 0
            if !pending.isEmpty {
                let taken = min(64 - pending.count, bytes.count)
                pending += bytes[0..<taken]
                offset = taken
                guard pending.count == 64 else { return }
                let block = pending
                block.withUnsafeBufferPointer { compressBlocks($0.baseAddress!, count: 64) }
                pending = []
            }
            let whole = (bytes.count - offset) - (bytes.count - offset) % 64
            if whole > 0 { compressBlocks(bytes.baseAddress! + offset, count: whole) }
            pending += bytes[(offset + whole)...]
        }

        /// The 32-byte digest of every byte added.
        package mutating func finish() -> [UInt8] {
            var tail = pending
            let bitLength = length &* 8
            tail.append(0x80)
            while tail.count % 64 != 56 { tail.append(0) }
            for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
            tail.withUnsafeBufferPointer { compressBlocks($0.baseAddress!, count: $0.count) }
            pending = []
            return state.flatMap { word in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) } }
        }

        /// Compresses `count` bytes (whole blocks) at `start` into the state.
        private mutating func compressBlocks(_ start: UnsafePointer<UInt8>, count: Int) {
            let w = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
            defer { w.deallocate() }
            state.withUnsafeMutableBufferPointer { state in
                SHA256.k.withUnsafeBufferPointer { k in
                    for offset in stride(from: 0, to: count, by: 64) {
                        SHA256.compress(start + offset, into: state.baseAddress!, schedule: w, k.baseAddress!)
                    }
                }
            }
        }
    }

    /// One round of the compression function over the 64 bytes at `block`.
    fileprivate static func compress(
        _ block: UnsafePointer<UInt8>, into state: UnsafeMutablePointer<UInt32>, schedule w: UnsafeMutablePointer<UInt32>,
        _ k: UnsafePointer<UInt32>
    ) {
        for i in 0..<16 {
            let b = block + i * 4
            w[i] = UInt32(b[0]) << 24 | UInt32(b[1]) << 16 | UInt32(b[2]) << 8 | UInt32(b[3])
        }
        for i in 16..<64 {
            let s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)
            let s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)
            w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        for i in 0..<64 {
            let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
            let choice = (e & f) ^ (~e & g)
            let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
            let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let t2 = s0 &+ majority
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
        state[0] &+= a
        state[1] &+= b
        state[2] &+= c
        state[3] &+= d
        state[4] &+= e
        state[5] &+= f
        state[6] &+= g
        state[7] &+= h
    }

    private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { x >> n | x << (32 - n) }

    fileprivate static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]
}
