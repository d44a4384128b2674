import AccessEnablerAdapter

/// A virtual clock and event scheduler: the only time there is in the simulated world.
///
/// Events run in order of due time, then of scheduling. Nothing runs until a step lets time pass with
/// ``advance(by:)`` or lets the world settle with ``settle()``. Pending events wait in a heap, so that a
/// library scheduling a great many of them costs O(log n) each, and the runaway guard fires in bounded
/// time: after ``eventBudget`` events in one step, or as soon as ``queueLimit`` events are pending.
package final class VirtualClock: EntitlementClock {
    /// The time at which every world starts: 2026-01-01T00:00:00Z.
    package static let epoch: Int64 = 1_767_225_600_000

    /// How far ahead of its start ``settle()`` runs: longer than any chain of network and user latencies
    /// of the world (a whole login takes about a second), so that a step sees every reaction to it. A
    /// library that keeps polling every second still lets the world settle: settling stops at the horizon.
    package static let settleHorizon: Int64 = 2_000

    /// How many events ``settle()`` or ``advance(by:)`` run at most before giving up on a runaway
    /// implementation (one that keeps scheduling work without time passing).
    package static let eventBudget = 100_000

    /// How many events may be pending at once; a library scheduling more is a runaway, stopped at the
    /// next ``settle()`` or ``advance(by:)`` (the events past the limit are dropped, never run).
    package static let queueLimit = 100_000

    /// The longest delay an event can have: a thousand years. A longer one (such as `Int64.max`) is taken
    /// as this, so that no arithmetic on due times can overflow; such an event is never due in a scenario.
    package static let maximumDelay: Int64 = 1_000 * 366 * 24 * 3_600_000

    package private(set) var now: Int64
    private var events = EventQueue<() -> Void>()
    private var nextSequence = 0
    /// Set when an event was refused because ``queueLimit`` events were pending.
    private var overflowed = false

    /// Creates a clock reading ``epoch``.
    package init(now: Int64 = VirtualClock.epoch) {
        self.now = now
    }

    /// Schedules `action` after `milliseconds`, taken between 0 and ``maximumDelay``.
    @discardableResult
    package func schedule(after milliseconds: Int64, _ action: @escaping () -> Void) -> TimerID {
        let sequence = nextSequence
        nextSequence += 1
        guard events.count < Self.queueLimit else {
            overflowed = true
            return TimerID(rawValue: sequence)
        }
        let delay = min(max(0, milliseconds), Self.maximumDelay)
        events.insert(.init(due: Self.adding(now, delay), sequence: sequence, action: action))
        return TimerID(rawValue: sequence)
    }

    package func cancel(_ timer: TimerID) {
        events.cancel(timer.rawValue)
    }

    /// Whether anything is scheduled at all.
    package var isIdle: Bool { events.isEmpty }

    /// How many events are pending.
    package var pendingCount: Int { events.count }

    /// When the next event is due, if any.
    package var nextDue: Int64? { events.first()?.due }

    /// Runs everything that happens without time really passing: every event due within
    /// ``settleHorizon`` of now (not of the last event, so that a periodic timer cannot carry it on).
    ///
    /// - Throws: ``ClockError/runaway(_:)`` when more than ``eventBudget`` events run,
    ///   ``ClockError/queueOverflow(_:)`` when more than ``queueLimit`` events were pending.
    package func settle() throws {
        var budget = Self.eventBudget
        let horizon = Self.adding(now, Self.settleHorizon)
        try checkQueue()
        while let first = events.first(), first.due <= horizon {
            try runFirst(&budget)
        }
    }

    /// Lets `milliseconds` pass (none when negative), running every event due meanwhile, and ends at
    /// exactly `now + milliseconds`.
    ///
    /// - Throws: as ``settle()``.
    package func advance(by milliseconds: Int64) throws {
        let target = Self.adding(now, max(0, milliseconds))
        var budget = Self.eventBudget
        try checkQueue()
        while let first = events.first(), first.due <= target {
            try runFirst(&budget)
        }
        now = target
    }

    private func runFirst(_ budget: inout Int) throws {
        guard budget > 0 else { throw ClockError.runaway(Self.eventBudget) }
        budget -= 1
        guard let event = events.removeFirst() else { return }
        now = max(now, event.due)
        event.action()
        try checkQueue()
    }

    private func checkQueue() throws {
        if overflowed { throw ClockError.queueOverflow(Self.queueLimit) }
    }

    /// `a + b`, or `Int64.max` where that overflows.
    private static func adding(_ a: Int64, _ b: Int64) -> Int64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? .max : .min) : sum
    }
}

/// Why the clock stopped.
package enum ClockError: Error, Equatable, CustomStringConvertible {
    /// More events ran than the budget allows without the world settling.
    case runaway(Int)
    /// More events were pending at once than the clock holds.
    case queueOverflow(Int)

    package var description: String {
        switch self {
        case .runaway(let n):
            "the implementation kept scheduling work: \(n) events ran without the world settling"
        case .queueOverflow(let n):
            "the implementation kept scheduling work: more than \(n) events were pending at once"
        }
    }
}
