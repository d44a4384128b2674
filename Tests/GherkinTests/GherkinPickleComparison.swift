@testable import Gherkin

/// Compares compiled pickles with the official `*.pickles.ndjson` ones, ignoring ids, astNodeIds and uri.
enum GherkinPickleComparison {
    /// The first differing field, described, or `nil` when the pickles agree.
    static func firstDifference(_ ours: [Pickle], _ expected: [[String: Any]]) -> String? {
        guard ours.count == expected.count else { return "pickle count: expected \(expected.count), got \(ours.count)" }
        for (index, (pickle, json)) in zip(ours, expected).enumerated() {
            if let difference = firstDifference(pickle, json) { return "pickle \(index) ('\(pickle.name)'): \(difference)" }
        }
        return nil
    }

    private static func firstDifference(_ pickle: Pickle, _ json: [String: Any]) -> String? {
        let location = json["location"] as? [String: Any] ?? [:]
        let tags = (json["tags"] as? [[String: Any]] ?? []).map { $0["name"] as? String ?? "" }
        let steps = json["steps"] as? [[String: Any]] ?? []
        let fields: [(String, String, String)] = [
            ("name", describe(json["name"] as? String), describe(pickle.name)),
            ("location.line", describe(location["line"] as? Int), describe(pickle.location.line)),
            ("location.column", describe(location["column"] as? Int), describe(pickle.location.column)),
            ("language", describe(json["language"] as? String), describe(pickle.language)),
            ("tags", describe(tags), describe(pickle.tags.map(\.name))),
            ("step count", describe(steps.count), describe(pickle.steps.count)),
        ]
        if let (field, expected, got) = fields.first(where: { $0.1 != $0.2 }) {
            return "\(field): expected \(expected), got \(got)"
        }
        for (index, (step, json)) in zip(pickle.steps, steps).enumerated() {
            let stepFields: [(String, String, String)] = [
                ("text", describe(json["text"] as? String), describe(step.text)),
                ("type", describe(json["type"] as? String), describe(step.type.rawValue)),
                ("arguments", describe(arguments(json["argument"] as? [String: Any])), describe(step.arguments.map(describe))),
            ]
            if let (field, expected, got) = stepFields.first(where: { $0.1 != $0.2 }) {
                return "steps[\(index)].\(field): expected \(expected), got \(got)"
            }
        }
        return nil
    }

    /// The official argument(s) of a step, described as ours are, in `argumentIndex` order.
    private static func arguments(_ json: [String: Any]?) -> [String] {
        guard let json else { return [] }
        var found: [(index: Int, text: String)] = []
        if let table = json["dataTable"] as? [String: Any] {
            let rows = (table["rows"] as? [[String: Any]] ?? []).map { row in
                (row["cells"] as? [[String: Any]] ?? []).map { $0["value"] as? String ?? "" }
            }
            found.append((table["argumentIndex"] as? Int ?? 0, describe(PickleStepArgument.dataTable(rows: rows))))
        }
        if let doc = json["docString"] as? [String: Any] {
            let argument = PickleStepArgument.docString(
                content: doc["content"] as? String ?? "", mediaType: doc["mediaType"] as? String)
            found.append((doc["argumentIndex"] as? Int ?? 0, describe(argument)))
        }
        return found.sorted { $0.index < $1.index }.map(\.text)
    }

    private static func describe(_ argument: PickleStepArgument) -> String { String(reflecting: argument) }

    private static func describe(_ value: Any?) -> String {
        guard let value else { return "nothing" }
        return String(reflecting: value)
    }
}
