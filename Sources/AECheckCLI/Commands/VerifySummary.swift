import ConformanceKit
import Foundation

/// What `aecheck verify --json` prints: whether the bundle verified, with which exit code, every problem by part, and
/// what the attestation says was run. Fields the check did not reach are absent.
struct VerifySummary: Encodable, Sendable {
    /// A part found wrong: `statement`, `signature`, a report's name, `subject 'NAME'`, `specs`, `baseline`, `result`,
    /// `configuration`.
    struct Problem: Encodable, Sendable, Equatable {
        var part: String
        var message: String
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

    /// Whether every part verified (a `--require-pass` refusal aside).
    var verified: Bool { problems.isEmpty && (exitCode == 0 || gate != nil) }

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

    private enum CodingKeys: String, CodingKey {
        case bundle, verified, exitCode, problems, gate, implementation, implementationVersion, testee, testeeRuntime, wholeSuite, selection
        case result, passed, warned, failed, reports, subjects, specs, specsSHA256, signature, signer
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(bundle, forKey: .bundle)
        try container.encode(verified, forKey: .verified)
        try container.encode(exitCode, forKey: .exitCode)
        try container.encode(problems, forKey: .problems)
        try container.encodeIfPresent(gate, forKey: .gate)
        try container.encodeIfPresent(implementation, forKey: .implementation)
        try container.encodeIfPresent(implementationVersion, forKey: .implementationVersion)
        try container.encodeIfPresent(testee, forKey: .testee)
        try container.encodeIfPresent(testeeRuntime, forKey: .testeeRuntime)
        try container.encodeIfPresent(wholeSuite, forKey: .wholeSuite)
        try container.encodeIfPresent(selection, forKey: .selection)
        try container.encodeIfPresent(result, forKey: .result)
        try container.encodeIfPresent(passed, forKey: .passed)
        try container.encodeIfPresent(warned, forKey: .warned)
        try container.encodeIfPresent(failed, forKey: .failed)
        try container.encodeIfPresent(reports, forKey: .reports)
        try container.encodeIfPresent(subjects, forKey: .subjects)
        try container.encodeIfPresent(specs, forKey: .specs)
        try container.encodeIfPresent(specsSHA256, forKey: .specsSHA256)
        try container.encodeIfPresent(signature, forKey: .signature)
        try container.encodeIfPresent(signer, forKey: .signer)
    }

    /// The summary as one JSON document, keys sorted, with a final newline.
    var encoded: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    }
}
