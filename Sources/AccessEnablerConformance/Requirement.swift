import AccessEnablerAdapter
import ConformanceKit
import Gherkin

/// One requirement of the specs: a `Rule` tagged with its ID, and what its tags say about it.
package struct Requirement: Sendable {
    /// The stable ID, without `@AE-` (`AUTHN-03`).
    package var id: String
    /// How binding it is (a rule without a level is a spec error ``SpecLint`` reports; read as `must`).
    package var level: RequirementLevel
    /// The platforms the rule applies to, sorted.
    package var platforms: [Platform]
    /// The version tags without `@`, as written (`since-1.7`); empty when the rule applies to every version.
    package var versionTags: [String]
    /// The section of the SDK overview it comes from, without `@source-` (`generic`).
    package var source: String
    /// The rule as written: name, description, scenarios.
    package var rule: GherkinRule
    /// The backgrounds every scenario of the rule starts with: the feature's, then the rule's.
    package var backgrounds: [GherkinBackground]
    /// The spec file, relative to the specs folder.
    package var path: String

    /// Reads the requirement `rule` states; `nil` when it carries no well-formed ID tag.
    package init?(rule: GherkinRule, featureBackgrounds: [GherkinBackground], path: String) {
        let tags = SpecTags(rule.tags.map(\.name))
        guard let id = tags.requirementIDs.first else { return nil }
        self.id = id
        level = tags.level ?? .must
        platforms = tags.platforms
        source = tags.source ?? ""
        versionTags = rule.tags.map { String($0.name.dropFirst()) }.filter { SpecTag.versionTag($0) != nil }
        self.rule = rule
        backgrounds = featureBackgrounds + rule.children.compactMap { if case .background(let b) = $0 { b } else { nil } }
        self.path = path
    }

    /// The scenarios that check it, in spec order.
    package var scenarios: [GherkinScenario] {
        rule.children.compactMap { if case .scenario(let scenario) = $0 { scenario } else { nil } }
    }

    /// `file:line` of the rule.
    package var place: String { "\(path):\(rule.location.line)" }
}
