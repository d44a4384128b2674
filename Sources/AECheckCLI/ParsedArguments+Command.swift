extension ParsedArguments {
    /// The subcommands `aecheck` knows: the word the parser reads, each run by its type (``AECheck/commandType(_:)``),
    /// in the order help lists them.
    package enum Command: String, Sendable, CaseIterable {
        case run, certify, list, coverage, explain, compare, baseline, badge, merge, verify, sign, steps, faults, alternatives, mutants, bench, explore, help

        /// Whether only this package's own `aecheck` (with its self-test) has it.
        var selfTestOnly: Bool { [.faults, .alternatives, .mutants, .bench].contains(self) }

        /// Its positional arguments as usage lines show them (`<id>`), or empty: its type's.
        var arguments: String { AECheck.commandType(self).arguments }

        /// What it does, for `--help`: its type's.
        var summary: String { AECheck.commandType(self).summary }
    }
}
