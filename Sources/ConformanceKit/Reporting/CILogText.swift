import Foundation

/// The last pass over everything `aecheck` prints, so that no line of it is a CI runner's workflow command
/// unless `aecheck` itself made it one.
///
/// GitHub's runner acts on `##[command]` anywhere in a line and on `::command::` after a line's leading
/// whitespace; CR, U+0085 (NEL), U+2028 and U+2029 may start new lines in a log viewer. Text from an
/// implementation has its controls made visible where it is formatted (``ConsoleReporter/visible(_:keepingLineBreaks:)``);
/// this pass, at the one door to the terminal (`AECheck.main`), is the only place workflow commands are judged:
/// - CR, NEL, U+2028 and U+2029 become `\u` escapes;
/// - `##[` anywhere becomes `#\u0023[`;
/// - a line whose first characters after whitespace are `::` keeps them only when it is one of this
///   program's own annotations (`::error file=`, `::error title=`, `::warning file=` or `::warning title=`
///   at the line's very start: text from elsewhere never starts a line); otherwise it starts `:\u003A`.
package enum CILogText {
    /// `text`, neutralised line by line (lines end at LF).
    package static func neutral(_ text: String) -> String {
        guard text.contains("#") || text.contains("::") || text.unicodeScalars.contains(where: separators.contains) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(neutralLine).joined(separator: "\n")
    }

    private static let separators: Set<Unicode.Scalar> = ["\r", "\u{85}", "\u{2028}", "\u{2029}"]

    private static func neutralLine(_ line: Substring) -> String {
        var out = ""
        for scalar in line.unicodeScalars {
            if separators.contains(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        out = out.replacingOccurrences(of: "##[", with: "#\\u0023[")
        let indent = out.prefix { $0 == " " || $0 == "\t" }
        let rest = out.dropFirst(indent.count)
        guard rest.hasPrefix("::") else { return out }
        if indent.isEmpty, ["::error file=", "::error title=", "::warning file=", "::warning title="].contains(where: { rest.hasPrefix($0) }) { return out }
        return indent + ":\\u003A" + rest.dropFirst(2)
    }
}
