/// Which figures `aecheck bench` prints: all of them, or one part (its options `--dry-steps`, `--isolation`,
/// `--campaigns`), so that a change is measured in seconds rather than the minute the whole bench takes.
package enum BenchScope: String, Sendable, Equatable {
    /// Every figure.
    case all
    /// The run with no-op step definitions (what `Tests/Benchmarks/compare-behave.sh` reads).
    case drySteps = "--dry-steps"
    /// Whole processes side by side (in process, isolated with a worker per core and with one, through each
    /// testee) and the round trip of one message over the adapter protocol.
    case isolation = "--isolation"
    /// The commands CI waits for: `mutants` and `explore --all-faults`, and exploration's throughput.
    case campaigns = "--campaigns"
}
