/// What a rule holds, in source order.
public enum GherkinRuleChild: Sendable, Equatable {
    case background(GherkinBackground)
    case scenario(GherkinScenario)
}
