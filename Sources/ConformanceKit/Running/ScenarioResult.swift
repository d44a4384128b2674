/// How one scenario ended.
public enum Outcome: String, Sendable, Codable, CaseIterable {
    /// Every step ran and every check held.
    case passed
    /// The implementation broke a rule: a check did not hold.
    case failed
    /// The adapter or the harness broke: the scenario could not be judged.
    case error
    /// The implementation declared it does not target this platform or version; nothing ran.
    case notApplicable = "not-applicable"
}

/// The result of one scenario on one platform.
public struct ScenarioResult: Sendable, Equatable {
    /// The feature's name.
    public var feature: String
    /// The feature file, relative to the specs folder (`authentication.feature`).
    public var featureFile: String
    /// The name of the Rule the scenario sits in, or `nil`.
    public var rule: String?
    /// The requirement IDs the scenario checks (`AUTHN-03`), from its `@AE-` tags.
    public var requirementIDs: [String]
    /// The scenario's name (outline rows included).
    public var scenario: String
    /// The platform it ran on (`ios`, `tvos`), or `nil` when the spec names none.
    public var platform: String?
    /// Every tag that applies, without `@`, sorted.
    public var tags: [String]
    /// How it ended.
    public var outcome: Outcome
    /// One line saying why it failed, errored or did not apply; `nil` when it passed.
    public var message: String?
    /// The long story: expected and actual, the steps, the transcript slice.
    public var details: String
    /// How long it took, in seconds of wall time (reports only; never read by checks).
    public var duration: Double
    /// `file:line` of the scenario, for editors.
    public var location: String

    /// Creates a result.
    public init(
        feature: String, featureFile: String, rule: String?, requirementIDs: [String], scenario: String,
        platform: String?, tags: [String], outcome: Outcome, message: String?, details: String,
        duration: Double, location: String
    ) {
        self.feature = feature
        self.featureFile = featureFile
        self.rule = rule
        self.requirementIDs = requirementIDs
        self.scenario = scenario
        self.platform = platform
        self.tags = tags
        self.outcome = outcome
        self.message = message
        self.details = details
        self.duration = duration
        self.location = location
    }

    /// The test name reports use: `[AUTHN-03] Scenario name [ios]`.
    public var displayName: String {
        var name = requirementIDs.isEmpty ? scenario : "[\(requirementIDs.joined(separator: ","))] \(scenario)"
        if let platform { name += " [\(platform)]" }
        return name
    }
}

/// A whole run: which implementation, when, where, and every scenario's result in spec order.
public struct SuiteRun: Sendable, Equatable {
    /// The implementation's name.
    public var implementation: String
    /// When the run started, UTC, `YYYY-MM-DDTHH:MM:SS`.
    public var timestamp: String
    /// The machine's host name.
    public var hostname: String
    /// Every result, in the order of the specs.
    public var results: [ScenarioResult]

    /// Creates a run.
    public init(implementation: String, timestamp: String, hostname: String, results: [ScenarioResult]) {
        self.implementation = implementation
        self.timestamp = timestamp
        self.hostname = hostname
        self.results = results
    }

    /// How many results ended with `outcome`.
    public func count(_ outcome: Outcome) -> Int { results.filter { $0.outcome == outcome }.count }

    /// The failed or errored results that decide the verdict: every error (the implementation could not
    /// be judged) and every failure, except those of scenarios tagged `info`, or `should` unless `strict`:
    /// those are warnings.
    public func blocking(strict: Bool) -> [ScenarioResult] {
        let advisory: Set<String> = strict ? ["info"] : ["info", "should"]
        return results.filter { $0.outcome == .error || ($0.outcome == .failed && advisory.isDisjoint(with: $0.tags)) }
    }

    /// The failures that do not decide the verdict (see ``blocking(strict:)``).
    public func warnings(strict: Bool) -> [ScenarioResult] {
        let decisive = blocking(strict: strict)
        return results.filter { result in result.outcome == .failed && !decisive.contains(result) }
    }
}
