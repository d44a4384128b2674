/// Compiles a document into pickles as the official compiler: backgrounds prepended, outlines expanded per row.
package enum PickleCompiler {
    /// An outline parameter: an examples header cell and the row's value under it.
    typealias Value = (name: String, value: String)

    /// The pickles of a document, in source order (none without a feature).
    package static func compile(_ document: GherkinDocument) -> [Pickle] {
        compile(document, budget: nil)
    }

    /// The pickles of a document, in source order, provided they stay within `limits`.
    ///
    /// - Throws: ``GherkinParseFailure`` with one error at the scenario or example row where a limit
    ///   was reached, saying which.
    package static func compile(_ document: GherkinDocument, limits: PickleLimits) throws(GherkinParseFailure) -> [Pickle] {
        let budget = Budget(limits)
        let pickles = compile(document, budget: budget)
        if let (location, message) = budget.exceeded {
            throw GherkinParseFailure(errors: [GherkinError(uri: document.uri, location: location, message: message)])
        }
        return pickles
    }

    private static func compile(_ document: GherkinDocument, budget: Budget?) -> [Pickle] {
        guard let feature = document.feature else { return [] }
        var context = Context(uri: document.uri, feature: feature, tags: feature.tags, background: [], rule: nil, budget: budget)
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
        var budget: Budget?

        func pickles(for scenario: GherkinScenario) -> [Pickle] {
            guard !scenario.examples.isEmpty else {
                guard budget?.exceeded == nil else { return [] }
                budget?.place = scenario.location
                return [pickle(scenario, name: scenario.name, location: scenario.location, tags: [], values: [])]
            }
            return scenario.examples.flatMap { examples -> [Pickle] in
                guard let header = examples.tableHeader else { return [] }
                return examples.tableBody.compactMap { row in
                    guard budget?.exceeded == nil else { return nil }
                    budget?.place = row.location
                    let values = zip(header.cells, row.cells).map { (name: $0.value, value: $1.value) }
                    let name = PickleCompiler.interpolate(scenario.name, values, budget)
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
                budget?.spendStep()
                return PickleCompiler.pickleStep(step, type: lastType, values: values, budget)
            }
            return Pickle(
                uri: uri, name: name, language: feature.language, location: location,
                tags: (self.tags + scenario.tags + tags).map { PickleTag(name: $0.name, location: $0.location) },
                steps: steps, featureName: feature.name, rule: rule, scenarioLocation: scenario.location,
                scenarioDescription: scenario.description)
        }
    }

    private static func pickleStep(
        _ step: GherkinStep, type: GherkinStepKeywordType, values: [Value], _ budget: Budget?
    ) -> PickleStep {
        var arguments: [(line: Int, argument: PickleStepArgument)] = []
        if let table = step.dataTable {
            let rows = table.rows.map { $0.cells.map { interpolate($0.value, values, budget) } }
            arguments.append((table.location.line, .dataTable(rows: rows)))
        }
        if let doc = step.docString {
            let argument = PickleStepArgument.docString(
                content: interpolate(doc.content, values, budget), mediaType: doc.mediaType.map { interpolate($0, values, budget) })
            arguments.append((doc.location.line, argument))
        }
        arguments.sort { $0.line < $1.line }
        return PickleStep(
            text: interpolate(step.text, values, budget), type: PickleStepType(rawValue: type.rawValue) ?? .unknown,
            location: step.location, argument: arguments.first?.argument, secondArgument: arguments.dropFirst().first?.argument)
    }

    /// Replaces each `<name>` by its value, one header cell after the other (as the official compiler);
    /// with a budget, charges it for the text read and written, and gives up (with an empty text) before a
    /// replacement that would exceed it.
    static func interpolate(_ text: String, _ values: [Value], _ budget: Budget? = nil) -> String {
        guard let budget else { return values.reduce(text) { text, pair in text.replacing("<\(pair.name)>", with: pair.value) } }
        var result = text
        budget.spend(characters: result.utf8.count)
        for (name, value) in values where budget.exceeded == nil {
            let placeholder = "<\(name)>"
            budget.spend(characters: result.utf8.count)
            let occurrences = result.utf8.count < placeholder.utf8.count ? 0 : result.ranges(of: placeholder).count
            guard occurrences > 0 else { continue }
            let (growth, overflow) = occurrences.multipliedReportingOverflow(by: value.utf8.count)
            guard !overflow else { budget.spend(characters: .max); break }
            budget.spend(characters: growth)
            guard budget.exceeded == nil else { break }
            result = result.replacing(placeholder, with: value)
        }
        return budget.exceeded == nil ? result : ""
    }

    /// What compiling a document has used of its limits so far, and where it stopped if it went past one.
    final class Budget {
        let limits: PickleLimits
        private var steps = 0
        private var characters = 0
        /// The scenario or example row being compiled.
        var place = GherkinLocation(line: 1, column: 1)
        private(set) var exceeded: (GherkinLocation, String)?

        init(_ limits: PickleLimits) {
            self.limits = limits
        }

        func spendStep() {
            steps += 1
            if steps > limits.steps, exceeded == nil {
                exceeded = (place, "the document compiles to more than \(limits.steps) steps (backgrounds repeat in every "
                    + "scenario, outlines once per example row); split it into several files or scenarios")
            }
        }

        func spend(characters count: Int) {
            characters = characters.addingReportingOverflow(count).overflow ? .max : characters + count
            if characters > limits.characters, exceeded == nil {
                exceeded = (place, "the document compiles to more than \(limits.characters >> 20) MiB of text (outline values "
                    + "are copied wherever a step names them); shorten the examples or split the document")
            }
        }
    }
}
