import AccessEnablerConformance
/// Reduces a failing event sequence to a minimal one that still fails the same way (delta debugging,
/// Zeller and Hildebrandt 2002): drop chunks of events, halving their size when none can go, then single
/// events until no event can go.
struct Shrinker {
    /// How many replays shrinking may take at most.
    var budget: Int
    /// How many replays it took.
    private(set) var replays = 0

    /// A shrinker that replays at most `budget` times.
    init(budget: Int) {
        self.budget = budget
    }

    /// The shortest sequence found, starting from `events`, for which `fails` holds (`events` itself must).
    mutating func shrink<Event>(_ events: [Event], fails: ([Event]) -> Bool) -> [Event] {
        var current = events
        var chunks = 2
        while current.count >= 2, replays < budget {
            let size = (current.count + chunks - 1) / chunks
            var removed = false
            for start in stride(from: 0, to: current.count, by: size) where replays < budget {
                var candidate = current
                candidate.removeSubrange(start..<min(start + size, current.count))
                replays += 1
                if fails(candidate) {
                    current = candidate
                    chunks = max(chunks - 1, 2)
                    removed = true
                    break
                }
            }
            if !removed {
                if size == 1 { break }
                chunks = min(chunks * 2, current.count)
            }
        }
        // One by one, from the end, until a whole pass removes nothing.
        var progress = true
        while progress, current.count > 1, replays < budget {
            progress = false
            for index in current.indices.reversed() where replays < budget && index < current.count {
                var candidate = current
                candidate.remove(at: index)
                replays += 1
                if fails(candidate) {
                    current = candidate
                    progress = true
                }
            }
        }
        return current
    }
}
