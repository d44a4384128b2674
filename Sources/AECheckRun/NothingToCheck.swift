import AccessEnablerAdapter
import AccessEnablerConformance
import ConformanceKit

/// Runs that would check nothing, refused with a message saying what to do instead: for a CI gate, a
/// green that checked nothing is the worst outcome.
package enum NothingToCheck {
    /// Why `selection` makes no run at all (no scenario matches its filters, or none runs on its
    /// platform), or `nil`. A usage error: the command line asks for nothing.
    package static func emptySelection(_ suite: ConformanceSuite, _ selection: ConformanceSuite.Selection) -> String? {
        let scenarios = suite.scenarios(selection)
        if scenarios.isEmpty {
            guard !selection.filters.isEmpty else {
                return "the specs hold no scenario that runs; 'aecheck list' shows what they hold"
            }
            let filters = selection.filters.map { "'\($0)'" }.joined(separator: " nor ")
            return "no scenario matches --filter \(filters); 'aecheck list' shows the requirement IDs and names there are"
        }
        guard let platform = selection.platform else { return nil }
        let runs = scenarios.filter { ConformanceSuite.platforms(of: $0.pickle).contains(platform) }
        guard runs.isEmpty else { return nil }
        let what = selection.filters.isEmpty ? "no scenario" : "none of the \(scenarios.count) scenario(s) the filter selects"
        return "\(what) runs on \(platform.rawValue); leave out --platform, or see 'aecheck list --platform \(platform.rawValue)'"
    }

    /// Why nothing can be checked of `implementation`: it declares no platform. Its own fault, as a
    /// failure to start is.
    package static func noPlatforms(_ implementation: AccessEnablerImplementation) -> String? {
        guard implementation.capabilities.platforms.isEmpty else { return nil }
        return "the implementation '\(implementation.name)' declares no platform, so no scenario applies to it and nothing "
            + "would be checked; declare ios, tvos or both in its capabilities (a testee: in its handshake, Specs/adapter-protocol.md)"
    }

    /// Why `run` checked nothing: every result is not applicable (or there is none); `nil` when a
    /// scenario ran.
    package static func allNotApplicable(_ run: SuiteRun, _ implementation: AccessEnablerImplementation) -> String? {
        guard run.results.allSatisfy({ $0.outcome == .notApplicable }) else { return nil }
        let capabilities = implementation.capabilities
        let declared = capabilities.platforms.sorted().map(\.rawValue).joined(separator: ", ")
        let reason = run.results.first?.message.map { " (\($0))" } ?? ""
        return "nothing was checked: the \(run.results.count) scenario run(s) selected are all not applicable to "
            + "'\(implementation.name)', which declares \(declared) and SDK \(capabilities.sdkVersion)\(reason); "
            + "select scenarios that apply to it ('aecheck list' shows them), or correct its declared capabilities"
    }
}
