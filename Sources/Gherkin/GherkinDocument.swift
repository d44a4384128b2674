/// A parsed Gherkin source: its feature, if it has one.
package struct GherkinDocument: Sendable, Equatable {
    package var uri: String
    package var feature: GherkinFeature?

    /// Creates a document.
    package init(uri: String, feature: GherkinFeature?) {
        self.uri = uri
        self.feature = feature
    }

    /// Every step line as written (backgrounds, scenarios and those inside rules), in source order.
    package var steps: [GherkinStep] {
        (feature?.children ?? []).flatMap { child -> [GherkinStep] in
            switch child {
            case .background(let background): background.steps
            case .scenario(let scenario): scenario.steps
            case .rule(let rule):
                rule.children.flatMap { ruleChild -> [GherkinStep] in
                    switch ruleChild {
                    case .background(let background): background.steps
                    case .scenario(let scenario): scenario.steps
                    }
                }
            }
        }
    }
}
