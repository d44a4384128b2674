/// A named, deliberate departure from the documented behaviour, switchable in the reference.
///
/// Each fault is what a port author could plausibly get wrong, and declares the requirements it
/// violates: the suite must fail on those (and `aecheck mutants` shows it does).
public enum ReferenceFault: String, CaseIterable, Sendable {
    /// Keeps the short media token in storage and hands it out again.
    case cachesMediaToken = "caches-media-token"

    /// The requirement IDs this fault violates.
    public var violates: [String] {
        switch self {
        case .cachesMediaToken: ["CACHE-04"]
        }
    }

    /// What the fault does, in one line.
    public var summary: String {
        switch self {
        case .cachesMediaToken: "keeps the short media token in storage and reuses it for the same resource"
        }
    }
}
