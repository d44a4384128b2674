/// The texts `aecheck` prints for help and usage errors, for this package's `aecheck` (with its
/// self-test) or for a port's own executable (with its implementations).
package struct HelpText: Sendable {
    /// Whether the self-test commands and options are shown.
    package var selfTest: Bool
    /// The names of the implementations a port's executable was built with.
    package var implementations: [String]

    /// The texts for a command line with or without the self-test.
    package init(selfTest: Bool, implementations: [String] = []) {
        self.selfTest = selfTest
        self.implementations = implementations
    }

    /// The one-line usage of `command`, shown under its usage errors.
    package func usage(for command: ParsedArguments.Command) -> String {
        switch command {
        case .run:
            "Usage: aecheck [run] [--filter <id-or-pattern>] [--platform ios|tvos] [--reports <dir>] [--junit <path>] [--specs <dir>] "
                + (selfTest ? "[--profile <version>] [--fault <name>] [--alternative <name>] " : "[--implementation <name>] ")
                + "[--testee <command> [--name <name>]] [--baseline <file>] [--strict] [--verbose]"
        case .list: "Usage: aecheck list [--json] [--filter <id-or-pattern>] [--platform ios|tvos] [--specs <dir>]"
        case .coverage:
            "Usage: aecheck coverage " + (selfTest ? "[--fault <name>] [--alternative <name>] " : "[--implementation <name>] ") + "[--platform ios|tvos] [--strict] [--specs <dir>]"
        case .explain: "Usage: aecheck explain <id> [--specs <dir>]"
        case .compare: "Usage: aecheck compare <results.json> <results.json>... [--output <dir>]"
        case .baseline: "Usage: aecheck baseline <results.json> [--output <file>]"
        case .steps, .faults, .mutants, .help: "Usage: aecheck \(command.rawValue)"
        case .alternatives: "Usage: aecheck alternatives [--specs <dir>]"
        case .bench: "Usage: aecheck bench [--specs <dir>] [--dry-steps]"
        case .explore:
            "Usage: aecheck explore [--seed <n>] [--runs <n>] [--steps <n>] [--run <n>] [--platform ios|tvos] "
                + (selfTest ? "[--profile <version>] [--fault <name>] [--alternative <name>] [--against reference] [--all-faults] [--all-alternatives] " : "[--implementation <name>] ")
                + "[--testee <command>] [--reports <dir>] [--list] [--verbose]"
        }
    }

    /// The help for this configuration, with its self-test parts (`§`) or its port parts (`¶`).
    package var text: String {
        Self.template.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
            if line.hasPrefix("§") { return selfTest ? String(line.dropFirst()) : nil }
            if line.hasPrefix("¶") { return selfTest ? nil : String(line.dropFirst()) }
            return String(line)
        }.joined(separator: "\n")
    }

    /// `aecheck --help`: lines marked `§` belong to this package's self-test, lines marked `¶` to a port's
    /// own executable.
    static let template = """
        OVERVIEW: Conformance suite for AccessEnabler implementations (Adobe Pass Authentication, iOS/tvOS SDK).

        §Runs the executable specs in Specs/ against an implementation (the built-in reference by default, or
        §a program in any language speaking Specs/adapter-protocol.md), prints each result and a summary, and
        §writes reports: junit.xml, results.json, report.md and report.html.
        ¶Runs the executable specs in Specs/ against an implementation (the one this program was built with, or
        ¶a program in any language speaking Specs/adapter-protocol.md), prints each result and a summary, and
        ¶writes reports: junit.xml, results.json, report.md and report.html.

        USAGE: aecheck [run] [<options>]
               aecheck list [--json] [--filter <id-or-pattern>] [--platform ios|tvos] [--specs <dir>]
        §       aecheck coverage [--fault <name>] [--alternative <name>] [--platform ios|tvos] [--strict] [--specs <dir>]
        ¶       aecheck coverage [--platform ios|tvos] [--strict] [--specs <dir>]
               aecheck explain <id> [--specs <dir>]
               aecheck compare <results.json> <results.json>... [--output <dir>]
               aecheck baseline <results.json> [--output <file>]
               aecheck steps
        §       aecheck faults
        §       aecheck alternatives [--specs <dir>]
        §       aecheck mutants
        §       aecheck bench
        §       aecheck explore [--seed <n>] [--runs <n>] [--steps <n>] [--platform ios|tvos] [--profile <version>]
        §                       [--fault <name>] [--alternative <name>] [--against reference] [--all-faults]
        §                       [--all-alternatives] [--list]
        ¶       aecheck explore [--seed <n>] [--runs <n>] [--steps <n>] [--platform ios|tvos] [--list]
               aecheck help

        COMMANDS:
          run                     Run the specs (the default).
          list                    List the requirements and scenarios the specs hold.
          coverage                Run the specs; print each requirement with its scenarios and results,
                                  totals per source section, and the checklist IDs no rule covers.
          explain <id>            Show one requirement (AUTHN-03, AE-AUTHN-03 or @AE-AUTHN-03): its rule,
                                  level, platforms, versions, source, place, and each scenario's steps.
          compare <results.json>...
                                  Put several runs side by side: one row per requirement, one column
                                  per implementation, differences marked; writes comparison.md and
                                  comparison.html (default folder: Reports/compare).
          baseline <results.json> Write a baseline expecting every failure of that run (to stdout, or
                                  to --output <file>); see --baseline.
          steps                   List the steps scenarios may use, each with what it does.
        §  faults                  List the reference's deliberate faults and the rules each breaks.
        §  alternatives            List the reference's legitimate alternatives: other designs the seeds
        §                          allow, each with the seed sentences that leave it open.
        §  mutants                 Run the suite against each fault and each alternative, in every
        §                          profile: every rule can fail (the kill matrix and the mutation score),
        §                          every legitimate port passes (each alternative's verdict).
        §  bench                   Measure the suite's speed and memory; print the figures.
          explore                 Explore beyond the written scenarios: seeded random runs of world
                                  events, every invariant checked after every event, the first failure
                                  of each shrunk to a scenario to paste into the specs.
          help                    Show this help.

        OPTIONS:
          --filter <id-or-pattern>
                                  Only the requirement with this ID, or IDs with this prefix (CACHE-04,
                                  AUTHN), or rules and scenarios whose name matches (* is a wildcard);
                                  repeatable: the scenarios any of them names.
          --platform <platform>   With run, coverage, list or explore: only this platform, ios or tvos.
          --reports <dir>         With run or explore: the folder for junit.xml, results.json, report.md
                                  and report.html (default: Reports/<implementation>; explore:
                                  Reports/<implementation>-explore).
          --junit <path>          With run or explore: write the JUnit XML here instead of the reports
                                  folder.
          --junit-files           With run: add a file attribute to each JUnit test case (for tools
                                  that place failures in files; the strict JUnit schemas reject it).
          --baseline <file>       With run: expected failures (README.md, "Baselines"); they do not
                                  fail the run, but a failure not listed, a listed one that now passes
                                  and an expired one do.
          --today <YYYY-MM-DD>    With --baseline: the date expiry is judged against (default: today).
          --output <path>         With compare: the folder to write to; with baseline: the file.
        §  --specs <dir>           The specs folder (default: Specs).
        ¶  --specs <dir>           The specs folder (default: the Specs of the conformance package).
        §  --profile <version>     With run or explore: run the reference as SDK 1.10 (default), 1.8, 1.7.5
        §                          or 1.6.
        §  --fault <name>          With run, coverage or explore: run the reference with this deliberate
        §                          fault; repeatable.
        §  --alternative <name>    With run, coverage or explore: run the reference with this legitimate
        §                          alternative (aecheck alternatives lists them); repeatable.
        ¶  --implementation <name>
        ¶                          With run, coverage or explore: run this implementation (default: the
        ¶                          first).
          --testee <command>      With run or explore: run against the program this shell command starts,
                                  over the adapter protocol (Specs/adapter-protocol.md), instead of the
        §                          built-in reference.
        ¶                          implementation this program was built with.
          --name <name>           With --testee: the name for reports (default: the one the testee gives).
          --in-process            With run or coverage: run the implementation in this process, not in an
                                  isolated worker (faster; a crash or a hang then stops the run).
          --turn-timeout <s>      With a testee or a worker: seconds of real time per turn (5).
          --scenario-timeout <s>  With a testee or a worker: seconds of real time per scenario (60).
          --strict                With run or coverage: failures of @should rules decide the verdict too
                                  (by default only @must rules do; @info rules never do).
          --verbose               Show each failure's details and transcript.
          --json                  With list: print JSON.
          --seed <n>              With explore: the seed every run derives from (1): the same seed gives
                                  the same runs and the same output.
          --runs <n>              With explore: how many runs (100).
          --steps <n>             With explore: how many events a run has at most (30).
          --run <n>               With explore: only this run of the seed, to replay what it found.
        §  --against reference     With explore: run every run on the reference too and report the first
        §                          event where the implementation behaves differently (information, not a
        §                          failure: README.md, "Exploring beyond the scenarios").
        §  --all-faults            With explore: explore every named fault of the reference; print which
        §                          ones explore catches and which the written scenarios catch.
        §  --all-alternatives      With explore: explore every named alternative in every profile; each
        §                          must break no invariant but those of the rules it departs from.
          --list                  With explore: list the invariants, each with its requirements.
          -h, --help              Show help information.

        EXIT CODES:
          0   no scenario of a @must rule failed (with --strict, of a @should rule either), none errored
        §      (mutants: every fault caught, every rule guarded, every alternative passed)
              (explore: no invariant of a @must rule broken; a difference from the reference is information)
          1   a scenario of a binding rule failed, or a scenario errored (the adapter or harness broke);
              with --baseline: a failure it does not list, or a stale or expired entry
          2   the specs are invalid (syntax, house rules, undefined steps, a value out of range) or missing
              (no folder, no .feature file in it); bench too
          3   the implementation failed to start (a testee: it did not start or failed its handshake), or
              declares nothing the specs can check (no platform; every scenario not applicable)
          64  usage error (explain: no requirement with that ID; a filter or platform that selects
              nothing, or only scenarios not applicable; an option given twice; an unreadable baseline
              or results.json)
          73  a report cannot be written where asked (found before the run starts)

        """
}
