import AccessEnablerAdapter

/// Which scenarios `expectConformance` runs: requirements or names, and platforms.
public struct ConformanceSelection: Sendable, Equatable {
    /// Requirement IDs (`CACHE-04`, `AE-CACHE-04`, or a prefix such as `AUTHN`), or patterns matched
    /// against rule and scenario names (case-insensitive; `*` matches anything): a scenario matching any
    /// of them is selected; every scenario when there is none.
    public var filters: [String]
    /// Only this platform; both when `nil`.
    public var platform: Platform?

    /// Selects everything, or what `filter` and `platform` name.
    public init(filter: String? = nil, platform: Platform? = nil) {
        self.init(filters: filter.map { [$0] } ?? [], platform: platform)
    }

    /// Selects the scenarios any of `filters` names (all when empty), on `platform` or on both.
    public init(filters: [String], platform: Platform? = nil) {
        self.filters = filters
        self.platform = platform
    }
}
