import AccessEnablerConformance
import ConformanceKit
import Foundation

/// How a run is graded, read and checked once before the run starts: its strictness, and the baseline of expected
/// failures with its digest (which the reports and the attestation record).
package struct Grading: Sendable {
    /// Whether failures of `@should` rules decide the verdict.
    package var strict: Bool
    /// The baseline, as written and as read, with the digest of its bytes.
    package var baseline: (written: String, baseline: Baseline, digest: String)?
    /// The date expiry is judged against.
    package var today: String?

    /// Reads `request`'s baseline (a regular file of at most 16 MiB) and checks every entry against `suite`'s rules
    /// and scenarios, so that a typo is said now rather than never matching; a failure notes the run in `folder`.
    package static func read(_ request: GradingRequest, suite: ConformanceSuite, folder: ReportFolder) throws(RunFailure) -> Grading {
        var grading = Grading(strict: request.strict, baseline: nil, today: request.today)
        guard let (path, url) = request.baseline else { return grading }
        // A FIFO or a device named for the baseline is never read (it could block or never end).
        let read = BoundedFile.read(url, atMost: 16 << 20)
        guard case .success(let bytes) = read else {
            let why = if case .failure(let failure) = read, failure != .missing { " (\(failure))" } else { "" }
            throw RunFailure.usage("cannot read the baseline '\(path)'\(why); 'aecheck baseline RESULTS.json --output \(path)' writes one")
                .notingRun(in: folder, "the baseline cannot be read.")
        }
        let data = Data(bytes)
        do {
            let baseline = try Baseline.decode(data, platforms: ConformanceSuite.platformNames)
            try check(baseline, against: suite)
            grading.baseline = (path, baseline, "sha256:" + SHA256.hex(data))
        } catch {
            throw RunFailure.usage("the baseline '\(path)' cannot be used: \(error)").notingRun(in: folder, "the baseline cannot be used.")
        }
        return grading
    }

    /// An entry for a requirement no rule has never matches: a typo. Entries match results' IDs exactly, so
    /// `cache-02` or `AE-CACHE-02` would never match either; nor would a scenario that is none of its requirement's,
    /// nor, for an entry by scenario alone, a name no scenario has.
    private static func check(_ baseline: Baseline, against suite: ConformanceSuite) throws {
        for (index, entry) in baseline.expectedFailures.enumerated() {
            guard let id = entry.requirement else {
                // An entry by scenario alone: a name no scenario has (a typo, or one renamed since) would never match.
                if let scenario = entry.scenario, !suite.scenarios().contains(where: { $0.pickle.name == scenario }) {
                    throw Baseline.ReadError(description: "expected failure \(index + 1) names scenario \"\(scenario)\", which no scenario of the specs is: it would never match; 'aecheck list' shows them")
                }
                continue
            }
            guard let requirement = suite.requirement(id) else {
                throw Baseline.ReadError(description: "expected failure \(index + 1) names requirement '\(id)', which no rule of the specs has; 'aecheck list' shows the IDs")
            }
            guard requirement.id == id else {
                throw Baseline.ReadError(description: "expected failure \(index + 1) names requirement '\(id)'; write it '\(requirement.id)', as results name it")
            }
            if let scenario = entry.scenario,
               !suite.scenarios().contains(where: { $0.pickle.name == scenario && ConformanceSuite.requirementIDs(of: $0.pickle).contains(id) }) {
                throw Baseline.ReadError(description: "expected failure \(index + 1) names scenario \"\(scenario)\", which is none of \(id)'s: it would never match")
            }
        }
    }

    /// `run` judged: strictness and the baseline recorded in its metadata, the baseline applied (staleness judged
    /// only on a whole run, not a shard), and its exit code set.
    package func judge(_ run: SuiteRun, wholeRun: Bool) -> SuiteRun {
        var run = run
        run.metadata.strict = strict
        run.metadata.baseline = baseline?.written
        run.metadata.baselineDigest = baseline?.digest
        if let baseline {
            run = baseline.baseline.apply(to: run, today: today ?? String(ConformanceSuite.timestampNow().prefix(10)), judgingStaleness: wholeRun)
        }
        return run
    }
}
