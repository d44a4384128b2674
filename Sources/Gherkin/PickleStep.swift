/// A compiled step: placeholders substituted, type resolved for `And`, `But` and `*` (the previous step's type).
public struct PickleStep: Sendable, Equatable {
    public var text: String
    public var type: PickleStepType
    /// The source step line (for outline rows: the step line in the outline).
    public var location: GherkinLocation
    /// The step's first argument in source order.
    public var argument: PickleStepArgument?
    /// The second argument, when a step has both a data table and a doc string (allowed by current Gherkin).
    public var secondArgument: PickleStepArgument?

    /// Creates a pickle step.
    public init(
        text: String, type: PickleStepType, location: GherkinLocation,
        argument: PickleStepArgument? = nil, secondArgument: PickleStepArgument? = nil
    ) {
        (self.text, self.type, self.location) = (text, type, location)
        (self.argument, self.secondArgument) = (argument, secondArgument)
    }

    /// All arguments in source order (zero, one or two).
    public var arguments: [PickleStepArgument] { [argument, secondArgument].compactMap { $0 } }
}
