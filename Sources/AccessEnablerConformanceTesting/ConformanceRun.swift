/// A whole run of the suite from `expectConformance`: every scenario's result, in spec order.
public struct ConformanceRun: Sendable, Equatable {
    /// The implementation's name.
    public var implementation: String
    /// Every scenario on every platform, in spec order.
    public var results: [ConformanceResult]
    /// Whether the run passes: no `@must` failure or error (nor `@should`, when strict).
    public var passed: Bool

    /// How many scenarios ended with `outcome`.
    public func count(_ outcome: ConformanceOutcome) -> Int { results.filter { $0.outcome == outcome }.count }
}
