/// Whether to wait for a testee's reply by reading again and again for a few microseconds before sleeping
/// in `poll`: adaptive spinning, as adaptive mutexes do.
///
/// Waking a thread that sleeps in `poll` costs more than the reply of a fast testee takes (on a virtual
/// machine the wake-up alone is several microseconds), so a reply that arrives within ``window`` is read
/// sooner, and its writer wakes nobody, when the reader is still reading. It pays only when the reply comes
/// that soon and a core is free for it: the policy spins while most recent replies came within the window
/// (a slow testee, a Python port say, soon stops it, and it tries again now and then), and only while the
/// testee processes of this run leave a core free for each of their readers.
struct ReplySpin {
    /// How long a reader spins before it sleeps.
    static let window: Duration = .microseconds(30)
    /// Replies that came while spinning, less those that did not, twice over: 0 to ``highest``.
    private var score = 8
    private var waits = 0
    private static let highest = 16, threshold = 4, probeEvery = 64

    /// Whether to spin for the next reply, with `testees` testee processes alive on `cores` cores.
    mutating func shouldSpin(testees: Int, cores: Int) -> Bool {
        waits &+= 1
        guard testees * 2 <= cores else { return false }
        return score >= Self.threshold || waits % Self.probeEvery == 0
    }

    /// Records whether the reply came while spinning.
    mutating func record(replied: Bool) {
        score = replied ? min(Self.highest, score + 1) : max(0, score - 2)
    }
}
