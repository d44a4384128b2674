/// How one scenario ended.
public enum ConformanceOutcome: String, Sendable, Equatable, CaseIterable {
    /// Every step ran and every check held.
    case passed
    /// The implementation broke a rule: a check did not hold.
    case failed
    /// The adapter or the harness broke: the scenario could not be judged.
    case error
    /// The implementation declared it does not target this platform or version; nothing ran.
    case notApplicable = "not-applicable"
}
