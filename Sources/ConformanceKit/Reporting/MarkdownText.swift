/// Escaping for Markdown (CommonMark and GitHub's tables), so text from an implementation shows as text.
package enum MarkdownText: Sendable {
    /// `text` for inline use, table cells included: one line (breaks become spaces), controls visible,
    /// the punctuation that means something inside a line (`\ ` * _ [ ] | ~`) backslash-escaped, and `<`,
    /// `>`, `&` as entities so no HTML passes through. Callers never start a line with it, so the
    /// characters that only mean something there (`#`, `-`, `+`, digits and `.`) stay as they are.
    package static func inline(_ text: String) -> String {
        var out = ""
        for character in ConsoleReporter.visible(text, keepingLineBreaks: true) {
            switch character {
            case "\n": out += " "
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\\", "`", "*", "_", "[", "]", "|", "~":
                out += "\\" + String(character)
            default: out.append(character)
            }
        }
        return out
    }

    /// `text` as a fenced code block: the fence is longer than any run of backticks inside, controls
    /// are visible, and the block ends with a newline. Every line but empty ones starts with `indent`
    /// (two spaces put the block inside a list item).
    package static func codeBlock(_ text: String, indent: String = "") -> String {
        let visible = ConsoleReporter.visible(text, keepingLineBreaks: true)
        var longest = 0
        var run = 0
        for character in visible {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        let block = fence + "text\n" + visible + (visible.hasSuffix("\n") ? "" : "\n") + fence + "\n"
        guard !indent.isEmpty else { return block }
        return block.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : indent + $0 }
            .joined(separator: "\n")
    }
}
