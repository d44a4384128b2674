import ConformanceKit
import Foundation

/// What `aecheck verify --json` prints: whether the bundle verified, with which exit code, every problem by part, and
/// what the attestation says was run. Fields the check did not reach are absent (the synthesized encoding leaves out a
/// `nil`).
struct VerifySummary: Encodable, Sendable {
    /// A part found wrong: `statement`, `signature`, a report's name, `subject 'NAME'`, `specs`, `baseline`, `result`,
    /// `configuration`.
    struct Problem: Encodable, Sendable, Equatable {
        var part: String
        var message: String

        /// A problem as `verify` found it.
        init(_ problem: AttestationProblem) {
            (part, message) = (problem.part.name, problem.message)
        }
    }

    /// The bundle as the command line named it.
    var bundle: String
    /// The exit code `verify` ends with.
    var exitCode: Int32 = 0
    /// Every problem found; empty when the bundle verified.
    var problems: [Problem] = []
    /// Why a bundle that verified still fails `--require-pass`.
    var gate: String?
    var implementation: String?
    var implementationVersion: String?
    var testee: String?
    var testeeRuntime: String?
    /// Whether the run was the whole suite: no `--filter`, no `--platform`.
    var wholeSuite: Bool?
    var selection: [String]?
    /// `PASSED`, `WARNED` or `FAILED`.
    var result: String?
    var passed: Int?
    var warned: Int?
    var failed: Int?
    var reports: [String]?
    var subjects: [String]?
    var specs: String?
    var specsSHA256: String?
    /// `good` (checked), `unchecked` (signed, no key given) or `unsigned`.
    var signature: String?
    var signer: String?

    /// Whether every part verified (a `--require-pass` refusal aside): set as the summary is encoded.
    private(set) var verified = false

    /// Records what the attestation says was run, once every part verified.
    mutating func record(
        settings: ResourceAnnotations?, filters: [String], predicate: TestResultPredicate, reports: [String], subjects: [String],
        specs: String, specsSHA256: String, signature: String
    ) {
        (implementation, implementationVersion) = (settings?.implementation, settings?.implementationVersion)
        (testee, testeeRuntime) = (settings?.testee, settings?.testeeRuntime)
        (wholeSuite, selection) = (filters.isEmpty, filters)
        (result, passed, warned, failed) = (predicate.result.rawValue, predicate.passedTests.count, predicate.warnedTests.count, predicate.failedTests.count)
        (self.reports, self.subjects, self.specs, self.specsSHA256, self.signature) = (reports, subjects, specs, specsSHA256, signature)
    }

    /// The summary as one JSON document, keys sorted, with a final newline.
    var encoded: String {
        var summary = self
        summary.verified = problems.isEmpty && (exitCode == 0 || gate != nil)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(summary)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    }
}
