import AccessEnablerAdapter
import ConformanceKit
import Gherkin

/// Checks that parsed specs follow the house rules of `Specs/`, beyond Gherkin syntax.
///
/// - every `Rule` has at least one `Scenario`, and no `Scenario` sits directly under a `Feature`;
/// - every `Rule` carries exactly one ID tag `@AE-<AREA>-<NN>`, its name starts with `<AREA>-<NN> `,
///   and no ID is used by two rules (across all files);
/// - every `Rule` carries exactly one level tag, at least one platform tag, exactly one source tag,
///   and optionally version tags whose version parses;
/// - every `Rule` has a description (the plain-English requirement);
/// - `Scenario`s and `Examples` carry platform and version tags only, and only to narrow; a `Feature` carries none;
/// - no two `Scenario`s of a `Rule` share a name (a result's ID is its rule's ID, its name and its platform).
///
/// Problems come in file order, then line and column order within a file.
package enum SpecLint {
    /// Every problem in `specs`, as `file:line:column: message`.
    package static func problems(in specs: [SpecFile]) -> [SpecProblem] {
        var firstUse: [String: (place: String, name: String)] = [:]
        var problems: [SpecProblem] = []
        for spec in specs {
            guard let feature = spec.document.feature else { continue }
            var found: [SpecProblem] = []
            func report(_ location: GherkinLocation, _ message: String) {
                found.append(SpecProblem(path: spec.path, location: location, message: message))
            }
            for tag in feature.tags {
                report(tag.location, "unknown tag \(tag.name): a Feature takes no tags; tag its Rules instead "
                    + "(allowed there: \(SpecTag.allowedOnRule))")
            }
            for child in feature.children {
                switch child {
                case .background:
                    continue
                case .scenario(let scenario):
                    report(scenario.location, "the scenario '\(scenario.name)' sits directly under the Feature; "
                        + "move it into the Rule whose requirement it checks")
                    lintNarrowing(scenario, within: nil, report)
                case .rule(let rule):
                    lintRule(rule, path: spec.path, firstUse: &firstUse, report)
                }
            }
            problems += found.enumerated().sorted {
                let (a, b) = ($0.element.location!, $1.element.location!)
                return (a.line, a.column, $0.offset) < (b.line, b.column, $1.offset)
            }.map(\.element)
        }
        return problems
    }

    private static func lintRule(
        _ rule: GherkinRule, path: String, firstUse: inout [String: (place: String, name: String)],
        _ report: (GherkinLocation, String) -> Void
    ) {
        var ids: [(tag: GherkinTag, id: String)] = []
        var levels: [GherkinTag] = []
        var sources: [GherkinTag] = []
        var platforms: Set<Platform> = []
        var malformedID = false
        for tag in rule.tags {
            switch SpecTag(tag.name) {
            case .requirement(let id): ids.append((tag, id))
            case .level: levels.append(tag)
            case .platform(let platform): platforms.insert(platform)
            case .source: sources.append(tag)
            case .since, .until, .profile: continue
            case nil:
                malformedID = malformedID || tag.name.hasPrefix(SpecTag.requirementPrefix)
                report(tag.location, unknownRuleTagMessage(tag.name))
            }
        }
        let ruleName = "the rule '\(rule.name)'"
        if let first = ids.first {
            for extra in ids.dropFirst() {
                report(extra.tag.location, "a Rule carries exactly one requirement ID; \(extra.tag.name) comes after \(first.tag.name)")
            }
            if !rule.name.hasPrefix(first.id + " ") {
                report(rule.location, "\(ruleName) must start with its ID and a space: '\(first.id) ...'")
            }
            let place = "\(path):\(first.tag.location.line)"
            if let earlier = firstUse[first.id] {
                report(first.tag.location, "the requirement ID \(first.tag.name) is already used by the Rule at \(earlier.place) "
                    + "('\(earlier.name)'); give each Rule its own ID")
            } else {
                firstUse[first.id] = (place, rule.name)
            }
        } else if !malformedID {
            report(rule.location, "\(ruleName) has no requirement ID; tag it @AE-<AREA>-<NN>, such as @AE-AUTHN-03")
        }
        let levelList = RequirementLevel.allCases.map { "@" + $0.rawValue }.joined(separator: ", ")
        if levels.isEmpty {
            report(rule.location, "\(ruleName) has no level tag; add one of \(levelList)")
        }
        for extra in levels.dropFirst() {
            report(extra.location, "a Rule carries exactly one level tag (\(levelList)); \(extra.name) comes after \(levels[0].name)")
        }
        if platforms.isEmpty {
            report(rule.location, "\(ruleName) has no platform tag; add " + Platform.allCases.map { "@" + $0.rawValue }.joined(separator: ", ") + ", or both")
        }
        if sources.isEmpty {
            report(rule.location, "\(ruleName) has no source tag; add the section it comes from: "
                + SpecTag.sources.map { "@source-" + $0 }.joined(separator: ", "))
        }
        for extra in sources.dropFirst() {
            report(extra.location, "a Rule carries exactly one source tag; \(extra.name) comes after \(sources[0].name)")
        }
        if rule.description.allSatisfy(\.isWhitespace) {
            report(rule.location, "\(ruleName) has no description; write the requirement in plain English on the lines under 'Rule:'")
        }
        var scenarios = 0
        var lines: [String: Int] = [:]
        for child in rule.children {
            guard case .scenario(let scenario) = child else { continue }
            scenarios += 1
            // A scenario's ID in the reports is its rule's ID, its name and its platform: two of one name would share one.
            if scenario.examples.isEmpty, let line = lines[scenario.name] {
                report(scenario.location, "the scenario '\(scenario.name)' has the name of the scenario at line \(line) of the same rule; "
                    + "give it a name of its own (reports and JUnit identify a scenario by its rule's ID and its name)")
            } else if scenario.examples.isEmpty {
                lines[scenario.name] = scenario.location.line
            }
            lintNarrowing(scenario, within: platforms.isEmpty ? nil : platforms, report)
        }
        if scenarios == 0 {
            report(rule.location, "\(ruleName) has no scenario; add at least one Scenario that checks it")
        }
    }

    private static func unknownRuleTagMessage(_ name: String) -> String {
        if name.hasPrefix(SpecTag.requirementPrefix) {
            return "malformed requirement ID \(name); write @AE-<AREA>-<NN> (AREA in capital letters, NN two digits), such as @AE-AUTHN-03"
        }
        if name.hasPrefix("@source-") {
            return "unknown source section \(name); use one of " + SpecTag.sources.map { "@source-" + $0 }.joined(separator: ", ")
        }
        for prefix in SpecTag.versionPrefixes where name.hasPrefix("@\(prefix)-") {
            return "\(name) names no SDK version; write it as @\(prefix)-1.7 or @\(prefix)-1.7.5"
        }
        return "unknown tag \(name) on a Rule; allowed: \(SpecTag.allowedOnRule)"
    }

    /// A scenario's (and its examples') tags: platform and version tags only, each within what encloses it.
    private static func lintNarrowing(_ scenario: GherkinScenario, within outer: Set<Platform>?, _ report: (GherkinLocation, String) -> Void) {
        let own = lintPlatformTags(scenario.tags, on: "a Scenario", within: outer, report)
        for examples in scenario.examples {
            _ = lintPlatformTags(examples.tags, on: "an Examples block", within: own ?? outer, report)
        }
    }

    /// Reports tags other than platform and version tags, and widening platform tags; returns the
    /// platforms the tags name, or `nil` for none.
    private static func lintPlatformTags(
        _ tags: [GherkinTag], on place: String, within outer: Set<Platform>?, _ report: (GherkinLocation, String) -> Void
    ) -> Set<Platform>? {
        var named: Set<Platform> = []
        for tag in tags {
            let parsed = SpecTag(tag.name)
            switch parsed {
            case .since, .until, .profile: continue  // versions only ever narrow: every version tag must hold
            default: break
            }
            guard case .platform(let platform) = parsed else {
                report(tag.location, "unknown tag \(tag.name) on \(place); it may only narrow its rule "
                    + "with \(SpecTag.allowedOnScenario) (other tags go on the Rule)")
                continue
            }
            if let outer, !outer.contains(platform) {
                report(tag.location, "\(tag.name) on \(place) widens the platforms around it ("
                    + outer.sorted().map { "@" + $0.rawValue }.joined(separator: ", ") + "); it may only narrow them")
            }
            named.insert(platform)
        }
        return named.isEmpty ? nil : named
    }
}
