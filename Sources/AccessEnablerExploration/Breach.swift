import AccessEnablerConformance
/// How an invariant was broken: what happened, and how a scenario checks it.
struct Breach: Equatable {
    /// The requirement this breach is about (one of its invariant's).
    var requirement: String
    /// What happened, in one line.
    var message: String
    var expected: String
    var actual: String
    /// `Then` steps of the vocabulary that fail on this breach (empty when none says it).
    var checks: [String] = []
    /// Other sets of steps that may say it where ``checks`` also fails on a correct implementation (the
    /// printer keeps the first set the suite confirms).
    var alternatives: [[String]] = []
    /// The check no step says yet, for the printed scenario.
    var missingCheck: String?
    /// The event the printed scenario's `When` block starts at (default: the event that broke it).
    var windowStart: Int?
}
