/// Just before or just after an expiry, as steps name it (`{moment}`: `before`, `after`).
enum ExpiryMoment: String, CaseIterable, Sendable {
    case before, after

    /// Milliseconds from the expiry: one before or one after.
    var offset: Int64 {
        switch self {
        case .before: -1
        case .after: 1
        }
    }
}
