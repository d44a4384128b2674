/// Time and timers, the only ones an implementation may use.
///
/// Under the suite this is a virtual clock: hours pass in microseconds, and the same run always sees the
/// same times.
public protocol EntitlementClock: AnyObject {
    /// Milliseconds since 1970-01-01T00:00:00Z.
    var now: Int64 { get }
    /// Runs `action` once, `milliseconds` from now, on the implementation's thread.
    @discardableResult
    func schedule(after milliseconds: Int64, _ action: @escaping () -> Void) -> TimerID
    /// Cancels a scheduled action; cancelling one that already ran does nothing.
    func cancel(_ timer: TimerID)
}

/// Identifies a scheduled action.
public struct TimerID: Hashable, Sendable {
    /// The clock's own number for it.
    public let rawValue: Int
    /// Wraps a clock's number.
    public init(rawValue: Int) { self.rawValue = rawValue }
}
