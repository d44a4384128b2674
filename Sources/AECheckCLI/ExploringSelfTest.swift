import AccessEnablerAdapter
import AccessEnablerConformance
import AccessEnablerExploration
import Foundation

/// What this package's own `aecheck` adds to `explore`: the reference to compare with (`--against
/// reference`) and to run printed scenarios on, the campaign over every named fault (`--all-faults`), and
/// the one over every legitimate alternative (`--all-alternatives`).
///
/// A port's own executable has none: it explores its implementation against the invariants alone.
package protocol ExploringSelfTest: SelfTest {
    /// The correct reference in each SDK profile it plays, the one of `profile` (as written; the default
    /// profile when `nil`) first.
    func references(profile: String?) -> [AccessEnablerImplementation]
    /// `aecheck explore --all-faults`: the report, and whether the reference explored clean and every fault
    /// explore catches is caught by an invariant or a difference.
    func exploreCampaign(_ suite: ConformanceSuite, specs: URL, configuration: ExploreConfiguration, progress: (String) -> Void) -> (report: String, clean: Bool)
    /// `aecheck explore --all-alternatives`: the report, and whether every legitimate alternative explored
    /// clean in every profile (no invariant broken but on the rules it departs from).
    func exploreAlternatives(configuration: ExploreConfiguration, progress: (String) -> Void) -> (report: String, clean: Bool)
}
