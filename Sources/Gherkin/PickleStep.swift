/// A compiled step: placeholders substituted, type resolved for `And`, `But` and `*` (the previous step's type).
package struct PickleStep: Sendable, Equatable {
    package var text: String
    package var type: PickleStepType
    /// The source step line (for outline rows: the step line in the outline).
    package var location: GherkinLocation
    /// The step's first argument in source order.
    package var argument: PickleStepArgument?
    /// The second argument, when a step has both a data table and a doc string (allowed by current Gherkin).
    package var secondArgument: PickleStepArgument?

    /// Creates a pickle step.
    package init(
        text: String, type: PickleStepType, location: GherkinLocation,
        argument: PickleStepArgument? = nil, secondArgument: PickleStepArgument? = nil
    ) {
        (self.text, self.type, self.location) = (text, type, location)
        (self.argument, self.secondArgument) = (argument, secondArgument)
    }

    /// All arguments in source order (zero, one or two).
    package var arguments: [PickleStepArgument] { [argument, secondArgument].compactMap { $0 } }
}
