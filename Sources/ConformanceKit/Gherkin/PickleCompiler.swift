/// Compiles a document into pickles as the official compiler: backgrounds prepended, outlines expanded per row.
public enum PickleCompiler {
    /// An outline parameter: an examples header cell and the row's value under it.
    typealias Value = (name: String, value: String)

    /// The pickles of a document, in source order (none without a feature).
    public static func compile(_ document: GherkinDocument) -> [Pickle] {
        guard let feature = document.feature else { return [] }
        var context = Context(uri: document.uri, feature: feature, tags: feature.tags, background: [], rule: nil)
        var pickles: [Pickle] = []
        for child in feature.children {
            switch child {
            case .background(let background): context.background = background.steps
            case .scenario(let scenario): pickles += context.pickles(for: scenario)
            case .rule(let rule):
                var ruleContext = context
                ruleContext.tags += rule.tags
                ruleContext.rule = PickleRule(
                    name: rule.name, location: rule.location, tags: rule.tags, description: rule.description)
                for ruleChild in rule.children {
                    switch ruleChild {
                    case .background(let background): ruleContext.background += background.steps
                    case .scenario(let scenario): pickles += ruleContext.pickles(for: scenario)
                    }
                }
            }
        }
        return pickles
    }

    /// What a scenario inherits from its feature and rule.
    private struct Context {
        var uri: String
        var feature: GherkinFeature
        var tags: [GherkinTag]
        var background: [GherkinStep]
        var rule: PickleRule?

        func pickles(for scenario: GherkinScenario) -> [Pickle] {
            guard !scenario.examples.isEmpty else {
                return [pickle(scenario, name: scenario.name, location: scenario.location, tags: [], values: [])]
            }
            return scenario.examples.flatMap { examples -> [Pickle] in
                guard let header = examples.tableHeader else { return [] }
                return examples.tableBody.map { row in
                    let values = zip(header.cells, row.cells).map { (name: $0.value, value: $1.value) }
                    let name = PickleCompiler.interpolate(scenario.name, values)
                    return pickle(scenario, name: name, location: row.location, tags: examples.tags, values: values)
                }
            }
        }

        private func pickle(
            _ scenario: GherkinScenario, name: String, location: GherkinLocation, tags: [GherkinTag], values: [Value]
        ) -> Pickle {
            var lastType = GherkinStepKeywordType.unknown
            // As official: background steps only for a scenario that has steps of its own.
            let background = scenario.steps.isEmpty ? [] : self.background.map { (step: $0, values: [Value]()) }
            let steps = (background + scenario.steps.map { (step: $0, values: values) }).map { step, values in
                // As official: And and But take the previous step's type; `*` is Unknown, and so is an And after it.
                if step.keywordType != .conjunction { lastType = step.keywordType }
                return PickleCompiler.pickleStep(step, type: lastType, values: values)
            }
            return Pickle(
                uri: uri, name: name, language: feature.language, location: location,
                tags: (self.tags + scenario.tags + tags).map { PickleTag(name: $0.name, location: $0.location) },
                steps: steps, featureName: feature.name, rule: rule, scenarioLocation: scenario.location,
                scenarioDescription: scenario.description)
        }
    }

    private static func pickleStep(_ step: GherkinStep, type: GherkinStepKeywordType, values: [Value]) -> PickleStep {
        var arguments: [(line: Int, argument: PickleStepArgument)] = []
        if let table = step.dataTable {
            let rows = table.rows.map { $0.cells.map { interpolate($0.value, values) } }
            arguments.append((table.location.line, .dataTable(rows: rows)))
        }
        if let doc = step.docString {
            let argument = PickleStepArgument.docString(
                content: interpolate(doc.content, values), mediaType: doc.mediaType.map { interpolate($0, values) })
            arguments.append((doc.location.line, argument))
        }
        arguments.sort { $0.line < $1.line }
        return PickleStep(
            text: interpolate(step.text, values), type: PickleStepType(rawValue: type.rawValue) ?? .unknown,
            location: step.location, argument: arguments.first?.argument, secondArgument: arguments.dropFirst().first?.argument)
    }

    /// Replaces each `<name>` by its value, one header cell after the other (as the official compiler).
    static func interpolate(_ text: String, _ values: [Value]) -> String {
        values.reduce(text) { text, pair in text.replacing("<\(pair.name)>", with: pair.value) }
    }
}
