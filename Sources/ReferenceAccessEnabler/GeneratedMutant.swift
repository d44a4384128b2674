import Foundation

/// The switch of the generated-mutant campaign (mutant schemata, as Stryker and PIT build them).
///
/// `Tests/Mutation/generate.py` rewrites a copy of the reference so that each mutation site asks
/// ``isOn(_:)`` whether its mutant is the one turned on: one build holds every mutant. The campaign turns
/// one mutant on for the suite it runs on the current thread (each suite of a campaign keeps to its thread),
/// and learns whether the reference ever reached that mutant's site. The reference as committed never asks:
/// the switch exists so that the rewritten copy compiles.
package enum GeneratedMutant {
    /// The mutant turned on for one thread, and whether its site was reached.
    private final class State {
        let id: Int?
        var reached = false
        init(_ id: Int?) { self.id = id }
    }

    private static let key = "aecheck.generated-mutant"

    /// Whether mutant `id` is turned on for the current thread.
    package static func isOn(_ id: Int) -> Bool {
        guard let state = Thread.current.threadDictionary[key] as? State, state.id == id else { return false }
        state.reached = true
        return true
    }

    /// Runs `body` with mutant `id` turned on for the current thread (none with `nil`), and turns it off after;
    /// also says whether the mutant's site was reached while `body` ran.
    package static func with<T>(_ id: Int?, _ body: () throws -> T) rethrows -> (value: T, reached: Bool) {
        let dictionary = Thread.current.threadDictionary
        let before = dictionary[key]
        let state = State(id)
        dictionary[key] = state
        defer { dictionary[key] = before }
        let value = try body()
        return (value, state.reached)
    }
}
