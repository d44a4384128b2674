/// What exploration counted for one result that broke (an invariant, or the comparison with a reference): how
/// many runs broke it and where the first did, as fields, so that shards of an exploration merge into the
/// numbers and the message the whole exploration gives.
package struct ExplorationTally: Sendable, Equatable, Codable {
    /// How many runs broke it.
    package var violatingRuns: Int
    /// The first run that broke it.
    package var firstRun: Int
    /// Where, in words (`run 3 (ios), event 7`).
    package var place: String
    /// What happened there, in one line.
    package var breach: String

    /// Creates a tally.
    package init(violatingRuns: Int, firstRun: Int, place: String, breach: String) {
        self.violatingRuns = violatingRuns
        self.firstRun = firstRun
        self.place = place
        self.breach = breach
    }

    /// The result's message: the first place, what happened, how many runs.
    package var message: String { "\(place): \(breach) (\(violatingRuns) run(s))" }
}
