import AccessEnablerAdapter
import AccessEnablerConformance
import ConformanceKit
import Foundation
import Gherkin

/// `aecheck list`: what the specs hold, as text or JSON.
enum SpecListing {
    /// One line per scenario: requirement IDs, name, file and line.
    static func text(_ suite: ConformanceSuite, _ selection: ConformanceSuite.Selection) -> String {
        var lines = selected(suite, selection).map { item in
            let ids = ConformanceSuite.requirementIDs(of: item.pickle)
            return "\(ids.joined(separator: ",").padding(toLength: 12, withPad: " ", startingAt: 0)) \(item.pickle.name)  (\(item.spec.path):\(item.pickle.location.line))"
        }
        lines.append(Counts(suite, selection).line)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The scenarios `selection` picks that run on its platform, in spec order.
    static func selected(_ suite: ConformanceSuite, _ selection: ConformanceSuite.Selection) -> [(spec: SpecFile, pickle: Pickle)] {
        suite.scenarios(selection).filter { item in
            selection.platform.map { ConformanceSuite.platforms(of: item.pickle).contains($0) } ?? true
        }
    }

    /// What a selection holds, counted as `aecheck run` counts: a scenario runs once on each of its platforms.
    struct Counts {
        var scenarios = 0
        var requirements = 0
        /// Runs per platform, in platform order.
        var runs: [(platform: Platform, count: Int)] = []

        init(_ suite: ConformanceSuite, _ selection: ConformanceSuite.Selection) {
            let selected = SpecListing.selected(suite, selection)
            scenarios = selected.count
            requirements = Set(selected.flatMap { $0.pickle.rule.map { [$0.name] } ?? [] }).count
            let platforms = selected.flatMap { ConformanceSuite.platforms(of: $0.pickle) }
            runs = Platform.allCases.sorted().filter { selection.platform == nil || $0 == selection.platform }
                .map { platform in (platform, platforms.filter { $0 == platform }.count) }
        }

        /// `118 scenarios, 80 requirements; 189 runs (ios 118, tvos 71)`.
        var line: String {
            let total = runs.reduce(0) { $0 + $1.count }
            let each = runs.map { "\($0.platform.rawValue) \($0.count)" }.joined(separator: ", ")
            return "\(scenarios) scenarios, \(requirements) requirements; \(total) runs (\(each)), as 'aecheck run' counts them"
        }

        var json: [String: Any] {
            ["scenarios": scenarios, "requirements": requirements, "runs": runs.reduce(0) { $0 + $1.count },
             "runsPerPlatform": Dictionary(uniqueKeysWithValues: runs.map { ($0.platform.rawValue, $0.count) })]
        }
    }

    /// The features, rules, scenarios, examples and their own tags, as written (for comparing with other
    /// readers), and the counts of the text listing. With filters or a platform, only the scenarios
    /// selected (an outline with one of its rows), their rules and their features.
    static func json(_ suite: ConformanceSuite, _ selection: ConformanceSuite.Selection = .init()) -> String {
        let narrowed = !selection.filters.isEmpty || selection.platform != nil
        let selected = Set(selected(suite, selection).map { "\($0.spec.path):\($0.pickle.scenarioLocation.line)" })
        let announced = suite.announcedResults(selection)
        let features: [[String: Any]] = suite.specs.compactMap { spec in
            guard let feature = spec.document.feature else { return narrowed ? nil : ["file": spec.path] }
            let keep = { (scenario: GherkinScenario) in !narrowed || selected.contains("\(spec.path):\(scenario.location.line)") }
            var rules: [[String: Any]] = []
            var scenarios: [[String: Any]] = []
            for child in feature.children {
                switch child {
                case .rule(let rule):
                    let inner: [[String: Any]] = rule.children.compactMap {
                        if case .scenario(let s) = $0, keep(s) { scenarioJSON(s, spec, announced, suite.grading, rule: rule) } else { nil }
                    }
                    if narrowed && inner.isEmpty { continue }
                    var entry: [String: Any] = ["name": rule.name, "tags": rule.tags.map(\.name), "scenarios": inner, "line": rule.location.line]
                    let tags = SpecTags(rule.tags.map(\.name))
                    if let id = tags.requirementIDs.first { entry["id"] = id }
                    if let level = tags.level { entry["level"] = level.rawValue }
                    entry["platforms"] = tags.platforms.map(\.rawValue)
                    rules.append(entry)
                case .scenario(let s):
                    if keep(s) { scenarios.append(scenarioJSON(s, spec, announced, suite.grading, rule: nil)) }
                case .background:
                    continue
                }
            }
            if narrowed && rules.isEmpty && scenarios.isEmpty { return nil }
            return ["file": spec.path, "name": feature.name, "tags": feature.tags.map(\.name), "rules": rules, "scenarios": scenarios]
        }
        let object: [String: Any] = ["features": features, "counts": Counts(suite, selection).json]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A scenario as written, with its line, its checks (each step of a `Then` block but the permissions, and
    /// each step with a mark; one per example row where the mark names a column: the references it names,
    /// where they come from, `mark`, or `none` where it names nothing, and the level it is graded at), its
    /// permissions (steps that allow callbacks and demand nothing), and the results a
    /// run makes of it: one per outline row and platform, each with the ID (the JUnit test case's name) its
    /// result will carry, its requirement IDs, level, platform and `file:line`.
    private static func scenarioJSON(
        _ scenario: GherkinScenario, _ spec: SpecFile, _ announced: [AnnouncedResult], _ grading: CheckGrading, rule: GherkinRule?
    ) -> [String: Any] {
        let checks: [[String: Any]] = grading.checks(of: scenario, in: spec.path).map { check in
            var entry: [String: Any] = [
                "line": check.step.location.line, "step": StepMark.split(check.step.text).text, "refs": check.refs,
                "source": check.refs.isEmpty ? "none" : "mark",
            ]
            if let row = check.row { entry["row"] = row }
            if let level = check.source?.level { entry["level"] = level.rawValue }
            return entry
        }
        let permissions: [[String: Any]] = grading.permissions(of: scenario).map { ["line": $0.location.line, "step": $0.text] }
        let results: [[String: Any]] = announced.filter { $0.featureFile == spec.path && $0.scenarioLine == scenario.location.line }.map { result in
            var entry: [String: Any] = ["id": result.id, "requirementIDs": result.requirementIDs, "platform": result.platform.rawValue, "location": result.location]
            if let level = result.level { entry["level"] = level.rawValue }
            return entry
        }
        return ["name": scenario.name, "tags": scenario.tags.map(\.name), "line": scenario.location.line, "results": results, "checks": checks, "permissions": permissions,
                "examples": scenario.examples.map { ["name": $0.name, "tags": $0.tags.map(\.name)] as [String: Any] }]
    }
}
