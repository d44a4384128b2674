import AccessEnablerAdapter
import ConformanceKit

/// The options that select scenarios: `--filter`, `--platform`, `--shard`.
package struct SelectionOptions: Equatable, Sendable {
    /// The `--filter`s, in order: a scenario any of them names is selected.
    package var filters: [String] = []
    package var platform: Platform?
    /// Only this part of the work (`--shard K/N`), or all of it.
    package var shard: Shard?
}
