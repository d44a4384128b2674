/// How much of a text from an implementation a result keeps: every text a testee controls is bounded in
/// bytes (not in characters: a line of combining marks is one character of any length) before it reaches
/// a result, so that no implementation can make reports of any size.
package enum TextBounds {
    /// Bytes kept of one field (a message, an expected or actual value, one transcript line).
    package static let field = 64 << 10
    /// Bytes kept of a whole transcript.
    package static let transcript = 1 << 20

    /// `text` cut to at most `bytes` UTF-8 bytes at a scalar boundary, saying how much was cut.
    package static func clip(_ text: String, bytes: Int = field) -> String {
        guard text.utf8.count > bytes else { return text }
        var kept = ""
        var used = 0
        for scalar in text.unicodeScalars {
            let size = String(scalar).utf8.count
            guard used + size <= bytes else { break }
            kept.unicodeScalars.append(scalar)
            used += size
        }
        return kept + " … (\(text.utf8.count - used) more bytes cut)"
    }

    /// `lines`, each clipped, and no more of them than fit in ``transcript`` bytes.
    package static func clip(lines: [String]) -> [String] {
        var kept: [String] = []
        var used = 0
        for (index, line) in lines.enumerated() {
            let clipped = clip(line)
            guard used + clipped.utf8.count <= transcript else {
                kept.append("… (\(lines.count - index) more lines cut)")
                break
            }
            kept.append(clipped)
            used += clipped.utf8.count + 1
        }
        return kept
    }
}
