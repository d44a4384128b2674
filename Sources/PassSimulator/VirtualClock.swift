import AccessEnablerAdapter

/// A virtual clock and event scheduler: the only time there is in the simulated world.
///
/// Events run in order of due time, then of scheduling. Nothing runs until a step lets time pass with
/// ``advance(by:)`` or lets the world settle with ``settle()``.
public final class VirtualClock: EntitlementClock {
    /// The time at which every world starts: 2026-01-01T00:00:00Z.
    public static let epoch: Int64 = 1_767_225_600_000

    /// How far ahead of its start ``settle()`` runs: longer than any chain of network and user latencies
    /// of the world (a whole login takes about a second), so that a step sees every reaction to it. A
    /// library that keeps polling every second still lets the world settle: settling stops at the horizon.
    public static let settleHorizon: Int64 = 2_000

    /// How many events ``settle()`` or ``advance(by:)`` run at most before giving up on a runaway
    /// implementation (one that keeps scheduling work without time passing).
    public static let eventBudget = 100_000

    private struct Event {
        let due: Int64
        let sequence: Int
        let action: () -> Void
    }

    public private(set) var now: Int64
    private var events: [Event] = []
    private var nextSequence = 0

    /// Creates a clock reading ``epoch``.
    public init(now: Int64 = VirtualClock.epoch) {
        self.now = now
    }

    @discardableResult
    public func schedule(after milliseconds: Int64, _ action: @escaping () -> Void) -> TimerID {
        let sequence = nextSequence
        nextSequence += 1
        let event = Event(due: now + max(0, milliseconds), sequence: sequence, action: action)
        // Keep `events` sorted by (due, sequence); insert after every event due no later.
        let index = events.firstIndex { ($0.due, $0.sequence) > (event.due, event.sequence) } ?? events.endIndex
        events.insert(event, at: index)
        return TimerID(rawValue: sequence)
    }

    public func cancel(_ timer: TimerID) {
        if let index = events.firstIndex(where: { $0.sequence == timer.rawValue }) {
            events.remove(at: index)
        }
    }

    /// Whether anything is scheduled at all.
    public var isIdle: Bool { events.isEmpty }

    /// When the next event is due, if any.
    public var nextDue: Int64? { events.first?.due }

    /// Runs everything that happens without time really passing: every event due within
    /// ``settleHorizon`` of now (not of the last event, so that a periodic timer cannot carry it on).
    ///
    /// - Throws: ``ClockError/runaway`` when more than ``eventBudget`` events run.
    public func settle() throws {
        var budget = Self.eventBudget
        let horizon = now + Self.settleHorizon
        while let first = events.first, first.due <= horizon {
            try runFirst(&budget)
        }
    }

    /// Lets `milliseconds` pass, running every event due meanwhile, and ends at exactly `now + milliseconds`.
    public func advance(by milliseconds: Int64) throws {
        let target = now + milliseconds
        var budget = Self.eventBudget
        while let first = events.first, first.due <= target {
            try runFirst(&budget)
        }
        now = target
    }

    private func runFirst(_ budget: inout Int) throws {
        guard budget > 0 else { throw ClockError.runaway(Self.eventBudget) }
        budget -= 1
        let event = events.removeFirst()
        now = max(now, event.due)
        event.action()
    }
}

/// Why the clock stopped.
public enum ClockError: Error, Equatable, CustomStringConvertible {
    /// More events ran than the budget allows without the world settling.
    case runaway(Int)

    public var description: String {
        switch self {
        case .runaway(let n):
            "the implementation kept scheduling work: \(n) events ran without the world settling"
        }
    }
}
