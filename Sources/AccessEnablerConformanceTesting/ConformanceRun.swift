/// A whole run of the suite from `expectConformance`: every scenario's result, in spec order.
public struct ConformanceRun: Sendable, Equatable {
    /// The implementation's name.
    public var implementation: String
    /// Every scenario on every platform, in spec order.
    public var results: [ConformanceResult]
    /// Whether the run passes as `expectConformance` judged it: no `@must` failure or error (nor `@should`,
    /// when strict), and some binding scenario passed.
    public var passed: Bool

    /// How many scenarios ended with `outcome`.
    public func count(_ outcome: ConformanceOutcome) -> Int { results.filter { $0.outcome == outcome }.count }

    /// The results that decide against the implementation: errors, and failures of `@must` rules (and of
    /// `@should` rules when `strict`); `@info` failures never do.
    public func blocking(strict: Bool) -> [ConformanceResult] {
        results.filter { result in
            switch result.outcome {
            case .error: true
            case .failed: result.level == "should" ? strict : result.level != "info"
            case .passed, .notApplicable: false
            }
        }
    }

    /// Whether the run passes when judged strictly or not: nothing blocking, and some `@must` scenario passed.
    public func passes(strict: Bool) -> Bool {
        let binding = results.filter { $0.outcome != .notApplicable && ($0.level ?? "must") == "must" }
        return blocking(strict: strict).isEmpty && (binding.isEmpty || binding.contains { $0.outcome == .passed })
    }
}
