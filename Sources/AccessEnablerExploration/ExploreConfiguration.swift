import AccessEnablerAdapter
import ConformanceKit
import AccessEnablerConformance

/// What an exploration does: which runs, how long, on which platforms.
package struct ExploreConfiguration: Sendable, Equatable {
    /// The seed every run's generator derives from: the same seed gives the same runs.
    package var seed: UInt64
    /// How many runs (run `i` is the same whatever the number of runs).
    package var runs: Int
    /// How many events each run has at most (set-up included).
    package var steps: Int
    /// The platforms runs alternate between, in order (run `i` on `platforms[i % count]`).
    package var platforms: [Platform]
    /// Only this run, to replay it.
    package var onlyRun: Int?
    /// How many replays shrinking one failure may take at most.
    package var shrinkBudget: Int
    /// The command line that explores this implementation, without the seed and run options, for the
    /// replay line printed with each shrunk scenario (`aecheck explore --fault caches-media-token`).
    package var command: String
    /// Only this part of the runs (`--shard K/N`): consecutive blocks, so that the first finding of the
    /// lowest shard that has one is the whole exploration's first.
    package var shard: Shard?
    /// How many explorations a campaign (`--all-faults`, `--all-alternatives`) runs at once (`--jobs`), or `nil`
    /// for one per core.
    package var jobs: Int?
    /// Whether to stop at the first run that finds something (a campaign only needs to know whether it is
    /// found); nothing is shrunk then.
    package var stopsAtFirstFinding = false

    /// An exploration of `runs` runs of `steps` events from `seed`.
    package init(
        seed: UInt64 = 1, runs: Int = 100, steps: Int = 30, platforms: [Platform] = Platform.allCases, onlyRun: Int? = nil,
        shrinkBudget: Int = 400, command: String = "aecheck explore"
    ) {
        self.seed = seed
        self.runs = runs
        self.steps = steps
        self.platforms = platforms
        self.onlyRun = onlyRun
        self.shrinkBudget = shrinkBudget
        self.command = command
    }

    /// The runs to explore, in order.
    package var runIndexes: [Int] {
        if let onlyRun { return [onlyRun] }
        let all = Array(0..<max(0, runs))
        return shard.map { $0.part(of: all) } ?? all
    }

    /// The platform of run `run`.
    package func platform(ofRun run: Int) -> Platform {
        platforms.isEmpty ? .iOS : platforms[run % platforms.count]
    }

    /// The command that replays run `run` alone.
    package func replayCommand(run: Int) -> String {
        "\(command) --seed \(seed) --run \(run) --steps \(steps) --platform \(platform(ofRun: run).rawValue)"
    }
}
