import AECheckRun
import AccessEnablerAdapter
import AccessEnablerConformance
import ConformanceKit
import Foundation

/// What the commands that read the specs without running them start from (`list`, `explain`, `mutants`): the specs
/// loaded, and the selection the options make. (`run`, `certify` and `coverage` go through a ``RunSession``.)
struct PreparedSuite {
    var suite: ConformanceSuite
    var selection: ConformanceSuite.Selection
    /// The specs folder.
    var specs: URL

    /// Loads the specs.
    static func prepare(_ invocation: Invocation) throws(CommandFailure) -> PreparedSuite {
        let parsed = invocation.parsed
        let specs = invocation.specs
        let suite: ConformanceSuite
        do {
            suite = try ConformanceSuite.load(from: specs)
        } catch {
            throw .invalidSpecs(error, specs)
        }
        var selection = ConformanceSuite.Selection(filters: parsed.selection.filters, platform: parsed.selection.platform)
        selection.shard = parsed.selection.shard
        return PreparedSuite(suite: suite, selection: selection, specs: specs)
    }
}
