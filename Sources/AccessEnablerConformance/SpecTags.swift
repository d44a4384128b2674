import AccessEnablerAdapter
import ConformanceKit

/// The tags of one spec element (a rule, a scenario, a pickle), read once into typed ``SpecTag`` values: every
/// reader of what tags say (IDs, level, platforms, source) asks this, never the tag text.
package struct SpecTags: Sendable, Equatable {
    /// The tags the specs use, in the order written; tags that are none of them are left out.
    package let tags: [SpecTag]

    /// Reads tags as written (`@AE-CACHE-04`, `@must`, `@ios`).
    package init<Names: Sequence<String>>(_ names: Names) {
        tags = names.compactMap(SpecTag.init)
    }

    /// The requirement IDs (`CACHE-04`), in the order written.
    package var requirementIDs: [String] {
        tags.compactMap { if case .requirement(let id) = $0 { id } else { nil } }
    }

    /// The level; with several (which the lint refuses), the most binding.
    package var level: RequirementLevel? {
        let levels = tags.compactMap { if case .level(let level) = $0 { level } else { nil } }
        return RequirementLevel.allCases.first(where: levels.contains)
    }

    /// The platforms named, sorted.
    package var platforms: [Platform] {
        Set(tags.compactMap { if case .platform(let platform) = $0 { platform } else { nil } }).sorted()
    }

    /// The source section (`generic`), the first named.
    package var source: String? {
        tags.lazy.compactMap { if case .source(let source) = $0 { source } else { nil } }.first
    }
}
