import AccessEnablerAdapter
import AccessEnablerConformance
import PassSimulator

/// A property of the documented behaviour that must hold after every event of every explored run, tied to
/// the requirements it comes from.
///
/// An invariant is a small named predicate: ``onEntry`` judges each transcript entry an event caused (a
/// callback, a request...) against the ``TranscriptHistory`` as it stood before it; ``atEnd`` judges the world
/// once the event is over (what storage holds). `aecheck explore --list` lists them.
package struct Invariant: Sendable, Identifiable {
    /// A stable name, such as `no-media-token-stored`.
    package let id: String
    /// The requirement IDs it checks, the main one first (`CONTRACT` is the adapter contract every scenario
    /// enforces).
    package let requirements: [String]
    /// What must hold, in one line.
    package let statement: String
    /// The platforms it applies to (`nil`: every one).
    package let platforms: Set<Platform>?
    /// The first SDK version it applies to (`nil`: every version), as the rules it comes from are scoped.
    package let since: SDKVersion?
    /// The sentences it enforces when they are not its main requirement's (refs of the traces, `readings-N`):
    /// a violation is graded at their level, as the written check it mirrors is; `nil` for its rule's.
    package let refs: [String]?

    let onEntry: (@Sendable (InvariantEntry) -> Breach?)?
    let atEnd: (@Sendable (InvariantContext) -> Breach?)?

    init(
        _ id: String, _ requirements: [String], _ statement: String, platforms: Set<Platform>? = nil, since: SDKVersion? = nil,
        refs: [String]? = nil, onEntry: (@Sendable (InvariantEntry) -> Breach?)? = nil, atEnd: (@Sendable (InvariantContext) -> Breach?)? = nil
    ) {
        self.id = id
        self.requirements = requirements
        self.statement = statement
        self.platforms = platforms
        self.since = since
        self.refs = refs
        self.onEntry = onEntry
        self.atEnd = atEnd
    }

    /// Whether it applies to an implementation of `version` running on `platform`.
    package func applies(to platform: Platform, version: SDKVersion) -> Bool {
        (platforms?.contains(platform) ?? true) && (since.map { version >= $0 } ?? true)
    }

    /// Why it does not apply to an implementation of `version` on any of `platforms`, or `nil`.
    package func notApplicable(platforms candidates: [Platform], version: SDKVersion) -> String? {
        if let since, version < since { return "it applies from SDK \(since) on; the implementation declares \(version)" }
        if let platforms, candidates.allSatisfy({ !platforms.contains($0) }) {
            return "it applies to " + platforms.map(\.rawValue).sorted().joined(separator: ", ") + " only"
        }
        return nil
    }

    /// One line for `aecheck explore --list`: ID, requirements, scope, statement.
    package var listing: String {
        var scope: [String] = []
        if let platforms { scope.append(platforms.map(\.rawValue).sorted().joined(separator: ", ") + " only") }
        if let since { scope.append("SDK \(since) and later") }
        return "\(id)  [\(requirements.joined(separator: ", "))]\(scope.isEmpty ? "" : " (\(scope.joined(separator: "; ")))")\n    \(statement)"
    }
}
