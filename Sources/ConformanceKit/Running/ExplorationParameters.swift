/// What an exploration run was asked, as fields: with them it can be reproduced exactly.
package struct ExplorationParameters: Sendable, Equatable, Codable {
    /// The seed of the first run (each run's seed derives from it).
    package var seed: UInt64
    /// How many runs were explored.
    package var runs: Int
    /// How many events each run draws at most.
    package var steps: Int
    /// The platforms explored (`ios`, `tvos`).
    package var platforms: [String]
    /// The implementation it was compared with (`--against`), or `nil`.
    package var against: String?

    /// Creates the parameters.
    package init(seed: UInt64, runs: Int, steps: Int, platforms: [String], against: String? = nil) {
        self.seed = seed
        self.runs = runs
        self.steps = steps
        self.platforms = platforms
        self.against = against
    }
}
