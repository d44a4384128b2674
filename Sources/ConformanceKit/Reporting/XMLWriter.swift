/// A tiny XML 1.0 writer: build a tree of ``XMLWriter/Element`` and ``XMLWriter/Node``, then call
/// ``XMLWriter/Element/render()``.
///
/// Escaping rules:
/// - text: `&` `<` `>` become entities (so `]]>` is harmless); CR becomes `&#13;` so parsers keep it.
/// - attribute values: also `"` and `'`, and tab, LF, CR become `&#9;` `&#10;` `&#13;`
///   (otherwise attribute-value normalisation would turn them into spaces).
/// - characters XML 1.0 forbids (C0 controls other than tab, LF, CR; U+FFFE; U+FFFF) are made
///   visible as the six characters `\u001B`: a character reference such as `&#x1B;` is illegal too.
/// - everything else, emoji included, is written as is (the document is UTF-8).
///
/// Element and attribute names are written verbatim: callers pass valid XML names.
package enum XMLWriter: Sendable {
    /// The XML declaration every rendered document starts with.
    package static let declaration = #"<?xml version="1.0" encoding="UTF-8"?>"#

    /// Escapes `string` for use as character data between tags.
    package static func escapeText(_ string: String) -> String {
        escape(string, ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\r": "&#13;"])
    }

    /// Escapes `string` for use inside a double- or single-quoted attribute value.
    package static func escapeAttribute(_ string: String) -> String {
        escape(string, [
            "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;",
            "\t": "&#9;", "\n": "&#10;", "\r": "&#13;",
        ])
    }

    private static func escape(_ string: String, _ entities: [Unicode.Scalar: String]) -> String {
        var out = ""
        out.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            if let entity = entities[scalar] { out += entity } else { appendLegal(scalar, to: &out) }
        }
        return out
    }

    /// Returns `string` with every character XML 1.0 forbids replaced by its visible `\u001B` form.
    package static func makeVisible(_ string: String) -> String {
        var out = ""
        out.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars { appendLegal(scalar, to: &out) }
        return out
    }

    /// Whether XML 1.0 allows `scalar` in a document (the `Char` production).
    package static func isLegal(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    private static func appendLegal(_ scalar: Unicode.Scalar, to out: inout String) {
        if isLegal(scalar) {
            out.unicodeScalars.append(scalar)
        } else {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }
}
