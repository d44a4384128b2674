import Foundation

/// Value formatting for ``JUnitReporter``: times, class names, timestamps, required non-blank tokens.
enum JUnitFormat: Sendable {
    /// The largest duration reported, in milliseconds (about 31.7 years); keeps sums far from overflow.
    static let maxMilliseconds: UInt64 = 1_000_000_000_000

    /// `seconds` as whole milliseconds, rounded; negative, NaN and infinite durations count as 0.
    static func milliseconds(_ seconds: Double) -> UInt64 {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        let millis = (seconds * 1000).rounded()
        return millis >= Double(maxMilliseconds) ? maxMilliseconds : UInt64(millis)
    }

    /// Milliseconds as seconds with exactly three decimals (`12.034`): never negative, never exponent form.
    static func seconds(milliseconds: UInt64) -> String {
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// `names` made unique: a name that occurs more than once gets ` (place)` appended (its `file:line`),
    /// and, should that still repeat, ` #2`, ` #3`... in order.
    static func uniqueNames(_ names: [(name: String, place: String)]) -> [String] {
        var counts: [String: Int] = [:]
        for item in names { counts[item.name, default: 0] += 1 }
        var used: Set<String> = []
        return names.map { item in
            var name = counts[item.name, default: 0] > 1 ? "\(item.name) (\(item.place))" : item.name
            var number = 2
            while used.contains(name) {
                name = "\(item.name) (\(item.place)) #\(number)"
                number += 1
            }
            used.insert(name)
            return name
        }
    }

    /// `text` with whitespace runs collapsed to one space, trimmed, and `.` replaced by `_`.
    static func classPart(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            .replacingOccurrences(of: ".", with: "_")
    }

    /// The first 19 characters when they read `YYYY-MM-DDTHH:MM:SS` (dropping a zone or fraction
    /// the schemas reject), otherwise `timestamp` unchanged.
    static func timestamp(_ timestamp: String) -> String {
        let head = Array(timestamp.prefix(19))
        let pattern = Array("0000-00-00T00:00:00")
        guard head.count == 19 else { return timestamp }
        let matches = zip(head, pattern).allSatisfy { char, want in
            want == "0" ? char.isASCII && char.isNumber : char == want
        }
        return matches ? String(head) : timestamp
    }

    /// `text` when it holds something besides whitespace, else `fallback` (schemas need non-empty tokens).
    static func nonBlank(_ text: String, or fallback: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? fallback : text
    }
}
