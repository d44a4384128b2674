import AECheckRun
import AccessEnablerAdapter
import AccessEnablerConformance
import ConformanceKit
import Foundation

/// What this package's own `aecheck` adds to the command line: the built-in reference with its named
/// faults, legitimate alternatives and SDK profiles (`--fault`, `--alternative`, `--profile`), and the
/// commands `faults`, `alternatives`, `mutants` and `bench`.
///
/// A port's own executable passes none, and gets the command line without them (see
/// ``AECheck/main(_:in:implementations:selfTest:)``).
package protocol SelfTest: ReferenceProvider {
    /// `aecheck faults`: one line per fault.
    var faultList: String { get }
    /// `aecheck alternatives`: each legitimate alternative, with the seed sentences that leave it open.
    func alternativeList(_ suite: ConformanceSuite, specs: URL) -> String
    /// `aecheck mutants`: the kill matrix and the alternatives' verdicts, and whether every fault was caught,
    /// every rule guarded and every alternative passed.
    /// `progress` hears a line each time another tenth of the campaign is done, on the calling thread.
    /// With `shard`, only its block of the faults and of the alternatives (no requirement is called unguarded then).
    /// `jobs` bounds how many suites run at once (`nil`: one per core).
    func mutants(_ suite: ConformanceSuite, shard: Shard?, jobs: Int?, progress: (String) -> Void) -> (report: String, complete: Bool)
    /// `aecheck mutants --generated`: the campaign of generated mutants, or one of them (`mutant`), or why not
    /// (a usage error: a manifest or triage that cannot be read). `specs` is the folder the suite came from.
    func generatedMutants(
        _ suite: ConformanceSuite, manifest: URL, triage: URL?, mutant: Int?, jobs: Int?, specs: URL, progress: (String) -> Void
    ) -> Result<(report: String, complete: Bool), ReferenceUsageError>
    /// `aecheck bench`: the figures `scope` names, or `nil` when the specs at `specs` do not load.
    func bench(specs: URL, scope: BenchScope) -> String?
}
