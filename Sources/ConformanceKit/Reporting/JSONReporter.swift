import Foundation

/// Writes a ``SuiteRun`` as `results.json`, and reads one back (for `compare` and `baseline`).
///
/// The document is the run's own fields (`implementation`, `timestamp`, `hostname`, `metadata`,
/// `requirements`, `results`) plus `format` (``format``) and `summary` (a ``RunSummary``), with keys
/// sorted and two-space indentation, so the same run always gives the same bytes. Strings are JSON
/// strings: control characters are escaped, nothing an implementation sends can break the document.
/// Its schema is `Specs/results.schema.json`.
package enum JSONReporter: Sendable {
    /// The document format this version writes and reads.
    package static let format = "aecheck-results/1"

    /// Renders `run`, with its summary judged strictly or not, ending with a newline.
    package static func render(_ run: SuiteRun, strict: Bool) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let document = Document(run: run, summary: RunSummary(run, strict: strict))
        // Every value is a string, a whole number, a finite double, a Boolean or a nesting of these.
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A `results.json` that cannot be read, and why.
    package struct ReadError: Error, Sendable, CustomStringConvertible {
        package var description: String
    }

    /// Reads a `results.json` this tool wrote.
    package static func decode(_ data: Data) throws(ReadError) -> SuiteRun {
        struct Head: Decodable { var format: String? }
        guard let head = try? JSONDecoder().decode(Head.self, from: data) else {
            throw ReadError(description: "not a JSON object")
        }
        guard head.format == format else {
            throw ReadError(description: "its format is '\(head.format ?? "none")', not '\(format)': write it again with this version of aecheck")
        }
        do {
            return try JSONDecoder().decode(SuiteRun.self, from: data)
        } catch {
            throw ReadError(description: "it does not hold a run: \(error)")
        }
    }

    private struct Document: Encodable {
        var run: SuiteRun
        var summary: RunSummary

        enum Keys: String, CodingKey { case format, summary }

        func encode(to encoder: any Encoder) throws {
            try run.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(JSONReporter.format, forKey: .format)
            try container.encode(summary, forKey: .summary)
        }
    }
}
