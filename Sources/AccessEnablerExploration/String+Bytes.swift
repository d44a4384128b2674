import Foundation

extension String {
    /// Whether `part` occurs in the string, compared byte for byte as UTF-8 (`memchr`, `memcmp`): Foundation's `contains`
    /// bridges to `NSString` and was a fifth of a differential exploration's time.
    func containsBytes(_ part: String) -> Bool {
        byteOffset(of: part, from: 0) != nil
    }

    /// The string with every occurrence of `part` replaced by `replacement`, compared byte for byte (a token or a
    /// code is ASCII: the same as Foundation's literal replacement).
    func replacingBytes(_ part: String, with replacement: String) -> String {
        guard !part.isEmpty, var found = byteOffset(of: part, from: 0) else { return self }
        let bytes = Array(utf8), width = part.utf8.count
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var start = 0
        while true {
            out += bytes[start..<found]
            out += replacement.utf8
            start = found + width
            guard let next = byteOffset(of: part, from: start) else { break }
            found = next
        }
        out += bytes[start...]
        return String(decoding: out, as: UTF8.self)
    }

    /// The byte offset of the first `part` at or after `from`, or `nil`.
    private func byteOffset(of part: String, from: Int) -> Int? {
        var text = self, part = part
        text.makeContiguousUTF8()
        part.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { haystack -> Int? in
            part.utf8.withContiguousStorageIfAvailable { needle -> Int? in
                guard let base = haystack.baseAddress, let pattern = needle.baseAddress, from <= haystack.count else { return needle.isEmpty ? from : nil }
                var at = from
                // Each place the first byte occurs, compared whole.
                while haystack.count - at >= needle.count,
                      let hit = memchr(base + at, Int32(pattern.pointee), haystack.count - at - needle.count + 1) {
                    let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + offset, pattern, needle.count) == 0 { return offset }
                    at = offset + 1
                }
                return nil
            } ?? nil
        } ?? nil
    }
}
