import AccessEnablerAdapter
import ConformanceKit

/// A result a run of the specs will make, known before it runs: one per scenario (an outline's row) and
/// platform, with the ID the result will carry (``ScenarioResult/displayName``).
package struct AnnouncedResult: Sendable, Equatable {
    /// The result's ID: `[CACHE-04] Scenario name [ios]`.
    package var id: String
    /// The requirement IDs the scenario checks.
    package var requirementIDs: [String]
    /// The scenario's name, an outline's row included.
    package var scenario: String
    /// The platform it runs on.
    package var platform: Platform
    /// The level of its rule, or `nil` when it has none.
    package var level: RequirementLevel?
    /// `file:line` of the scenario (of the row, for an outline), relative to the specs folder.
    package var location: String
    /// The line of the scenario as written (the outline's own line for its rows).
    package var scenarioLine: Int
    /// The feature file, relative to the specs folder.
    package var featureFile: String
}

extension ConformanceSuite {
    /// Every result a run of `selection` makes, in the order the run makes them.
    package func announcedResults(_ selection: Selection = Selection()) -> [AnnouncedResult] {
        scenarios(selection).flatMap { item in
            let ids = Self.requirementIDs(of: item.pickle)
            let level = SpecTags(item.pickle.tags.map(\.name)).level
            return Self.platforms(of: item.pickle).filter { selection.platform == nil || $0 == selection.platform }.map { platform in
                AnnouncedResult(
                    id: ScenarioResult.displayName(requirementIDs: ids, scenario: item.pickle.name, platform: platform.rawValue),
                    requirementIDs: ids, scenario: item.pickle.name, platform: platform, level: level,
                    location: "\(item.spec.path):\(item.pickle.location.line)", scenarioLine: item.pickle.scenarioLocation.line,
                    featureFile: item.spec.path)
            }
        }
    }
}
