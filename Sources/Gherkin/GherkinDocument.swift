/// A parsed Gherkin source: its feature, if it has one.
public struct GherkinDocument: Sendable, Equatable {
    public var uri: String
    public var feature: GherkinFeature?

    /// Creates a document.
    public init(uri: String, feature: GherkinFeature?) {
        self.uri = uri
        self.feature = feature
    }

    /// Every step line as written (backgrounds, scenarios and those inside rules), in source order.
    public var steps: [GherkinStep] {
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
