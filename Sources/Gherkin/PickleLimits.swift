/// How much one document may compile to. Backgrounds repeat in every scenario and outlines once per
/// example row, with each value wherever a step names it (and a value may name the next column): a
/// small file could otherwise compile to more than memory holds. Past a limit, the document is an
/// invalid spec, reported at the scenario or example row where the limit was reached.
package struct PickleLimits: Sendable, Equatable {
    /// Compiled steps, all pickles of the document together.
    package var steps: Int
    /// UTF-8 bytes of text the compiler reads and writes for names, steps and their arguments, all
    /// pickles together.
    package var characters: Int

    /// Creates limits.
    package init(steps: Int, characters: Int) {
        self.steps = steps
        self.characters = characters
    }

    /// The limits specs are read with: 100,000 steps and 4 MiB of text (four times the largest spec
    /// file), many times what any suite needs.
    package static let `default` = PickleLimits(steps: 100_000, characters: 4 << 20)
}
