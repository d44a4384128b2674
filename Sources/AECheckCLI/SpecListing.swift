import AccessEnablerConformance
import ConformanceKit
import Foundation

/// `aecheck list`: what the specs hold, as text or JSON.
enum SpecListing {
    /// One line per scenario: requirement IDs, name, file and line.
    static func text(_ suite: ConformanceSuite, _ selection: ConformanceSuite.Selection) -> String {
        let scenarios = suite.scenarios(selection)
        var lines = scenarios.map { item in
            let ids = item.pickle.tags.map(\.name).filter { $0.hasPrefix(ConformanceSuite.requirementTagPrefix) }
                .map { String($0.dropFirst(ConformanceSuite.requirementTagPrefix.count)) }
            return "\(ids.joined(separator: ",").padding(toLength: 12, withPad: " ", startingAt: 0)) \(item.pickle.name)  (\(item.spec.path):\(item.pickle.location.line))"
        }
        let requirements = Set(scenarios.flatMap { $0.pickle.rule.map { [$0.name] } ?? [] })
        lines.append("\(scenarios.count) scenarios, \(requirements.count) requirements")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The features, rules, scenarios, examples and their own tags, as written (for comparing with other readers).
    static func json(_ suite: ConformanceSuite) -> String {
        let features: [[String: Any]] = suite.specs.map { spec in
            guard let feature = spec.document.feature else { return ["file": spec.path] }
            var rules: [[String: Any]] = []
            var scenarios: [[String: Any]] = []
            for child in feature.children {
                switch child {
                case .rule(let rule):
                    let inner: [[String: Any]] = rule.children.compactMap {
                        if case .scenario(let s) = $0 { scenarioJSON(s) } else { nil }
                    }
                    rules.append(["name": rule.name, "tags": rule.tags.map(\.name), "scenarios": inner])
                case .scenario(let s):
                    scenarios.append(scenarioJSON(s))
                case .background:
                    continue
                }
            }
            return ["file": spec.path, "name": feature.name, "tags": feature.tags.map(\.name), "rules": rules, "scenarios": scenarios]
        }
        let data = (try? JSONSerialization.data(withJSONObject: ["features": features], options: [.sortedKeys, .prettyPrinted])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func scenarioJSON(_ scenario: GherkinScenario) -> [String: Any] {
        ["name": scenario.name, "tags": scenario.tags.map(\.name),
         "examples": scenario.examples.map { ["name": $0.name, "tags": $0.tags.map(\.name)] as [String: Any] }]
    }
}
