/// Text cut to a budget of UTF-8 bytes after escaping, for outputs with a size limit (a pull-request
/// comment, a CI annotation): never an escape sequence cut in two, and an ellipsis where text was left out.
package enum BoundedText: Sendable {
    /// `text` escaped character by character with `escape`, keeping whole escaped characters while they
    /// fit in `maxBytes` UTF-8 bytes; `…` ends it (within the budget) when something was left out.
    package static func prefix(_ text: String, maxBytes: Int, escape: (String) -> String) -> String {
        let ellipsis = "…"
        var pieces: [String] = []
        var bytes = 0
        for character in text {
            let piece = escape(String(character))
            guard bytes + piece.utf8.count <= maxBytes else {
                // Make room for the ellipsis by dropping whole escaped characters.
                while bytes + ellipsis.utf8.count > maxBytes, let last = pieces.popLast() { bytes -= last.utf8.count }
                return pieces.joined() + ellipsis
            }
            pieces.append(piece)
            bytes += piece.utf8.count
        }
        return pieces.joined()
    }
}
