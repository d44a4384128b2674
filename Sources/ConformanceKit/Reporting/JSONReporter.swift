import Foundation

/// Writes a ``SuiteRun`` as `results.json`, and reads one back (for `compare` and `baseline`).
///
/// The document is the run's own fields (`implementation`, `timestamp`, `finished`, `duration`,
/// `exitCode`, `hostname`, `metadata`, `provenance`, `requirements`, `results`) plus `format`
/// (``format``) and `summary` (a ``RunSummary``), with keys sorted and two-space indentation, so the same
/// run always gives the same bytes. For dashboards, each result carries its stable `id` (the JUnit test
/// case's name, ``ScenarioResult/displayName``, the same in every run of the same specs) and each
/// requirement its `outcome` in this run (as the matrix of the reports grades it). Strings are JSON
/// strings: control characters are escaped, nothing an implementation sends can break the document.
/// Its schema is `Specs/results.schema.json`; documents of format 1 are still read.
package enum JSONReporter: Sendable {
    /// The document format this version writes.
    package static let format = "aecheck-results/2"
    /// The formats this version reads (`compare` and `baseline` take results of earlier versions too).
    package static let readableFormats = ["aecheck-results/1", format]

    /// Renders `run`, with its summary judged as its grading says (``RunMetadata/strict``), ending with a newline.
    package static func render(_ run: SuiteRun) -> String {
        let strict = run.metadata.strict
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let document = Document(run: run, summary: RunSummary(run), strict: strict)
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
        guard let found = head.format, readableFormats.contains(found) else {
            throw ReadError(description: "its format is '\(head.format ?? "none")', not one of \(readableFormats.joined(separator: ", ")): write it again with this version of aecheck")
        }
        do {
            return try JSONDecoder().decode(SuiteRun.self, from: data)
        } catch {
            throw ReadError(description: "it does not hold a run: \(error)")
        }
    }

    /// The document: the run's fields, each result with its ID, each requirement with its outcome.
    private struct Document: Encodable {
        var run: SuiteRun
        var summary: RunSummary
        var strict: Bool

        enum Keys: String, CodingKey {
            case format, summary, implementation, timestamp, finished, duration, exitCode, hostname, metadata, provenance
            case requirements, results, baselineProblems, baselineWarnings
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(JSONReporter.format, forKey: .format)
            try container.encode(summary, forKey: .summary)
            try container.encode(run.implementation, forKey: .implementation)
            try container.encode(run.timestamp, forKey: .timestamp)
            try container.encodeIfPresent(run.finished, forKey: .finished)
            try container.encodeIfPresent(run.duration.map(JSONReporter.milliseconds), forKey: .duration)
            try container.encodeIfPresent(run.exitCode, forKey: .exitCode)
            try container.encode(run.hostname, forKey: .hostname)
            try container.encode(run.metadata, forKey: .metadata)
            try container.encodeIfPresent(run.provenance, forKey: .provenance)
            try container.encode(run.baselineProblems, forKey: .baselineProblems)
            try container.encodeIfPresent(run.baselineWarnings, forKey: .baselineWarnings)
            var byID: [String: [ScenarioResult]] = [:]
            for result in run.results { for id in result.requirementIDs { byID[id, default: []].append(result) } }
            try container.encode(run.requirements.map { record in
                GradedRequirement(record: record, outcome: ComplianceReport.status(record, byID[record.id] ?? [], strict: strict))
            }, forKey: .requirements)
            try container.encode(run.results.map(IdentifiedResult.init), forKey: .results)
        }
    }

    /// A requirement and how this run grades it.
    private struct GradedRequirement: Encodable {
        var record: RequirementRecord
        var outcome: ComplianceReport.Status

        enum Keys: String, CodingKey { case outcome }

        func encode(to encoder: any Encoder) throws {
            try record.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(outcome.rawValue, forKey: .outcome)
        }
    }

    /// A result and its stable ID.
    private struct IdentifiedResult: Encodable {
        var result: ScenarioResult

        enum Keys: String, CodingKey { case id }

        func encode(to encoder: any Encoder) throws {
            try result.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(result.displayName, forKey: .id)
        }
    }

    /// Seconds rounded to the millisecond, so a document does not carry a clock's noise digits.
    static func milliseconds(_ seconds: Double) -> Double {
        seconds.isFinite && seconds > 0 ? (seconds * 1_000).rounded() / 1_000 : 0
    }
}
