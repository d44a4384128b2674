/// Escaping for HTML text and attribute values, so text from an implementation shows as text.
package enum HTMLText: Sendable {
    /// `text` with `&`, `<`, `>`, `"` and `'` as entities, line breaks as LF, and every control character but tab and line
    /// breaks, DEL, U+FFFE and U+FFFF shown as `\u001B` (HTML forbids them even as references).
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in ConsoleReporter.visible(text, keepingLineBreaks: true).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
