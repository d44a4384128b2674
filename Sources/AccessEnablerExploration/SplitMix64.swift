import AccessEnablerConformance
/// A small seeded pseudo-random generator (SplitMix64, Steele, Lea and Flood 2014): the only randomness
/// exploration uses, so that the same seed always gives the same runs.
///
/// ```swift
/// var random = SplitMix64(seed: 1)
/// let roll = random.below(6)      // 0...5, the same on every machine for seed 1
/// ```
package struct SplitMix64: RandomNumberGenerator, Sendable, Equatable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    /// The generator of run `run` of an exploration seeded with `seed`: runs are independent of one another,
    /// so run 17 is the same whether it is explored alone or after runs 0 to 16.
    package init(seed: UInt64, run: Int) {
        var base = SplitMix64(seed: seed)
        var mixer = SplitMix64(seed: base.next() ^ (UInt64(truncatingIfNeeded: run) &* 0xD1B5_4A32_D192_ED03))
        state = mixer.next()
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number from 0 up to, not including, `bound` (which must be positive).
    package mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "below(_:) needs a positive bound")
        return Int(next() % UInt64(bound))
    }

    /// Whether an event with this chance in a hundred happens.
    package mutating func percent(_ chance: Int) -> Bool {
        below(100) < chance
    }

    /// One element of `items`, which must not be empty.
    package mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }

    /// One element of `items`, each as likely as its weight; `nil` when every weight is zero.
    package mutating func pick<T>(weighted items: [(weight: Int, value: T)]) -> T? {
        let total = items.reduce(0) { $0 + max(0, $1.weight) }
        guard total > 0 else { return nil }
        var roll = below(total)
        for item in items where item.weight > 0 {
            if roll < item.weight { return item.value }
            roll -= item.weight
        }
        return nil
    }
}
