/// What a rule holds, in source order.
package enum GherkinRuleChild: Sendable, Equatable {
    case background(GherkinBackground)
    case scenario(GherkinScenario)
}
