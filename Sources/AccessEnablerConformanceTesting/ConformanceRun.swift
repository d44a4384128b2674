/// A whole run of the suite from `expectConformance` or a ``ConformanceSubject``: every scenario's result, in
/// spec order, and the run's verdict as `aecheck` gives it, both ways.
///
/// ``passed``, ``passes(strict:)`` and ``blocking(strict:)`` read one verdict, the one `aecheck`'s exit code
/// gives: a failure a baseline expects does not block, and a stale or expired baseline entry fails the run.
public struct ConformanceRun: Sendable, Equatable {
    /// The implementation's name.
    public let implementation: String
    /// Every scenario on every platform, in spec order.
    public let results: [ConformanceResult]
    /// Whether the run was judged strictly (`@should` failures decide), as ``passed`` reads it.
    public let strict: Bool
    /// The baseline's stale or expired entries: each fails the run, whatever its results.
    public let baselineProblems: [String]
    /// The verdict judged leniently (`false`) and strictly (`true`).
    let verdicts: [Bool: Verdict]

    /// One way of judging the run: whether it passes, and which results decide against it (their indexes).
    struct Verdict: Sendable, Equatable {
        var passes: Bool
        var blocking: [Int]
    }

    init(implementation: String, results: [ConformanceResult], strict: Bool, baselineProblems: [String], verdicts: [Bool: Verdict]) {
        self.implementation = implementation
        self.results = results
        self.strict = strict
        self.baselineProblems = baselineProblems
        self.verdicts = verdicts
    }

    /// Whether the run passes as it was judged (``strict``): ``passes(strict:)`` with its own strictness.
    public var passed: Bool { passes(strict: strict) }

    /// How many scenarios ended with `outcome`.
    public func count(_ outcome: ConformanceOutcome) -> Int { results.filter { $0.outcome == outcome }.count }

    /// The results that decide against the implementation: errors, and failures of `@must` rules (and of
    /// `@should` rules when `strict`) that no baseline expects; `@info` failures never do.
    public func blocking(strict: Bool) -> [ConformanceResult] {
        (verdicts[strict]?.blocking ?? []).map { results[$0] }
    }

    /// Whether the run passes when judged strictly or not: nothing blocking, no baseline problem, and some
    /// binding scenario shown to hold.
    public func passes(strict: Bool) -> Bool { verdicts[strict]?.passes ?? false }
}
