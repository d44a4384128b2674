/// What a feature holds, in source order.
package enum GherkinFeatureChild: Sendable, Equatable {
    case background(GherkinBackground)
    case scenario(GherkinScenario)
    case rule(GherkinRule)
}
