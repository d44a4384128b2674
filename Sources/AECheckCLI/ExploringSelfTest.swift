import AccessEnablerAdapter
import AccessEnablerConformance
import Foundation

/// What this package's own `aecheck` adds to `explore`: the reference to compare with (`--against
/// reference`) and to run printed scenarios on, and the campaign over every named fault (`--all-faults`).
///
/// A port's own executable has none: it explores its implementation against the invariants alone.
public protocol ExploringSelfTest: SelfTest {
    /// The correct reference in each SDK profile it plays, the one of `profile` (as written; the default
    /// profile when `nil`) first.
    func references(profile: String?) -> [AccessEnablerImplementation]
    /// `aecheck explore --all-faults`: the report, and whether the reference explored clean and every fault
    /// explore catches is caught by an invariant or a difference.
    func exploreCampaign(_ suite: ConformanceSuite, specs: URL, configuration: ExploreConfiguration) -> (report: String, clean: Bool)
}
