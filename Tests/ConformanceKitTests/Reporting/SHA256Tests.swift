import Testing
@testable import ConformanceKit

/// SHA-256 against the FIPS 180-4 example vectors and across block boundaries.
struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    ])
    func matchesTheFIPSExamples(_ input: String, _ digest: String) {
        #expect(SHA256.hex(input) == digest)
    }

    @Test func aMillionAsMatchTheLongVector() {
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func bytesHashedPieceByPieceGiveTheDigestOfTheWhole() {
        let bytes = [UInt8](repeating: 0x61, count: 1_000_000)
        // Pieces that end inside a block, on a block's end, and span several blocks.
        for sizes in [[1], [63], [64], [65], [1, 63, 64, 127], [100_000]] {
            var hasher = SHA256.Hasher()
            var offset = 0, turn = 0
            bytes.withUnsafeBufferPointer { all in
                while offset < all.count {
                    let end = min(all.count, offset + sizes[turn % sizes.count])
                    hasher.update(UnsafeBufferPointer(rebasing: all[offset..<end]))
                    offset = end
                    turn += 1
                }
            }
            #expect(SHA256.hex(digest: hasher.finish()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0", "pieces \(sizes)")
        }
    }
}
