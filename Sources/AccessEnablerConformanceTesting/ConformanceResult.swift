/// One scenario's result on one platform, as `expectConformance` hands it back.
public struct ConformanceResult: Sendable, Equatable {
    /// The requirement IDs the scenario encodes (`CACHE-04`).
    public var requirementIDs: [String]
    /// The scenario's name.
    public var scenario: String
    /// The platform it ran on (`ios`, `tvos`), or `nil` when the spec names none.
    public var platform: String?
    /// The level it is graded at (`must`, `should`, `info`): its rule's, or for a failure the level of the check that
    /// failed (a `@should` check failing in a `@must` scenario is a warning); `nil` when none is given.
    public var level: String?
    /// How it ended.
    public var outcome: ConformanceOutcome
    /// Why it failed, erred or did not apply, in one line; `nil` when it passed.
    public var message: String?
    /// Where the scenario is written (`caching.feature:117`).
    public var location: String
    /// The whole story for people: the requirement, the failing step with expected and actual, the steps,
    /// the virtual-time transcript and the storage.
    public var details: String
    /// The name reports use: `[CACHE-04] Scenario name [ios]`.
    public var displayName: String
    /// Why the baseline expects this failure (its reason), or `nil` when it expects none; such a failure
    /// does not decide the verdict.
    public var expectedFailure: String?
}
