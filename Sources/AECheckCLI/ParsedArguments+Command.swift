extension ParsedArguments {
    /// The subcommands `aecheck` knows, declared once: the parser, the usage lines and `--help` read them.
    package enum Command: String, Sendable, CaseIterable {
        case run, list, coverage, explain, compare, baseline, badge, merge, certify, verify, steps, faults, alternatives, mutants, bench, explore, help

        /// Whether only this package's own `aecheck` (with its self-test) has it.
        var selfTestOnly: Bool { [.faults, .alternatives, .mutants, .bench].contains(self) }

        /// Whether it runs the specs and writes a run's reports (`run`, and `certify`, which attests them too).
        var runsSuite: Bool { self == .run || self == .certify }

        /// Its positional arguments as usage lines show them (`<id>`), or empty.
        var arguments: String {
            switch self {
            case .explain: "<id>"
            case .compare: "<results.json> <results.json>..."
            case .baseline, .badge: "<results.json>"
            case .merge: "<results.json>..."
            case .verify: "<bundle>"
            default: ""
            }
        }

        /// What it does, for `--help`.
        var summary: String {
            switch self {
            case .run: "Run the specs (the default)."
            case .list: "List the requirements and scenarios the specs hold."
            case .coverage: "Run the specs; print each requirement with its scenarios and results, totals per source section, and the checklist IDs no rule covers."
            case .explain: "Show one requirement (AUTHN-03, AE-AUTHN-03 or @AE-AUTHN-03): its rule, level, platforms, versions, source, place, and each scenario's steps."
            case .compare: "Put several runs side by side: one row per requirement, one column per implementation, differences marked; writes comparison.md, comparison.html, and index.html with each run's badge in badges/, a page to publish (default folder: Reports/compare)."
            case .badge: "Write a run's SVG badge for a README: the verdict as its colour, the @must requirements that passed over those that ran (to stdout, or to --output <file>)."
            case .baseline: "Write a baseline expecting every failure of that run (to stdout, or to --output <file>); see --baseline."
            case .merge: "Put the runs of shards 1…N (run --shard K/N) back together: one results.json and every report, as the whole run makes them; refuses shards of different suites, specs, implementations or options, and a shard missing or given twice."
            case .certify: "Run the specs as run does, then attest the result beside the reports: an in-toto statement (attestation.intoto.json) of the graded result, the passed, warned and failed test IDs and the configuration, about the implementation's files (--subject) and the reports, each by SHA-256 digest; signed with --sign-key in a DSSE envelope (attestation.dsse.json)."
            case .verify: "Check an attestation certify wrote (its folder, or the statement or envelope file): the digest of every report and of the implementation's files, the specs digest against these specs, the result against results.json, and with --allowed-signers or --public-key the signature."
            case .steps: "List the steps scenarios may use, each with what it does."
            case .faults: "List the reference's deliberate faults and the rules each breaks."
            case .alternatives: "List the reference's legitimate alternatives: other designs the seeds allow, each with the seed sentences that leave it open."
            case .mutants: "Run the suite against each fault and each alternative, in every profile: every rule can fail (the kill matrix and the mutation score), every legitimate port passes (each alternative's verdict)."
            case .bench: "Measure the suite's speed and memory; print the figures."
            case .explore: "Explore beyond the written scenarios: seeded random runs of world events, every invariant checked after every event, the first failure of each shrunk to a scenario to paste into the specs."
            case .help: "Show this help, or a command's (aecheck help COMMAND)."
            }
        }
    }
}
