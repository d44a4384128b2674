/// Colour for a terminal: the console's own labels and verdict painted with ANSI colours, on a terminal
/// only, never when `NO_COLOR` asks for none (https://no-color.org).
///
/// Only lines this module writes are painted, by their label at the start of the line (`PASS  `,
/// `FAIL  `, `ERROR `, `N/A   `, `Verdict: `); text from an implementation is indented under them or made
/// visible first (``ConsoleReporter/visible(_:keepingLineBreaks:)``), so it can neither start such a line
/// nor carry an escape sequence of its own.
package enum ConsoleColour: String, Sendable, CaseIterable {
    /// Colour when standard output is a terminal, `NO_COLOR` is unset or empty, and `TERM` is not `dumb`.
    case auto
    /// Colour whatever the output is (a CI log that shows colours).
    case always
    /// No colour.
    case never

    /// Whether to paint, for output that is or is not a terminal, in `environment`.
    package func paints(toTerminal isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }

    /// `text` with each of the console's labels and verdicts in its colour.
    package static func paint(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let line = String(line)
            for (prefix, code) in styles where line.hasPrefix(prefix) {
                let cut = line.index(line.startIndex, offsetBy: prefix.count)
                return "\u{1B}[\(code)m" + line[..<cut] + "\u{1B}[0m" + line[cut...]
            }
            return line
        }.joined(separator: "\n")
    }

    /// Line starts and their SGR codes: the longest first, so that `Verdict: PASSED (non-strict)` is not
    /// painted as `Verdict: PASSED`.
    private static let styles: [(prefix: String, code: String)] = [
        ("Verdict: \(RunSummary.Verdict.passedNonStrict.label)", "1;33"),
        ("Verdict: \(RunSummary.Verdict.passed.label)", "1;32"),
        ("Verdict: \(RunSummary.Verdict.failed.label)", "1;31"),
        (ConsoleReporter.label(.passed), "32"),
        (ConsoleReporter.label(.failed), "31"),
        (ConsoleReporter.label(.error), "1;31"),
        (ConsoleReporter.label(.notApplicable), "2"),
    ]
}
