/// The texts `aecheck` prints for help and usage errors.
public enum HelpText {
    /// The one-line usage shown under usage errors.
    public static let usage = "Usage: aecheck [run] [--filter <id-or-pattern>] [--platform ios|tvos] [--junit <path>] [--specs <dir>] [--profile <version>] [--fault <name>] [--verbose]"

    /// `aecheck --help`.
    public static let help = """
        OVERVIEW: Conformance suite for AccessEnabler implementations (Adobe Pass Authentication, iOS/tvOS SDK).

        Runs the executable specs in Specs/ against an implementation (the built-in reference by default),
        prints a summary and writes JUnit XML.

        USAGE: aecheck [run] [<options>]
               aecheck list [--json] [--filter <id-or-pattern>] [--specs <dir>]
               aecheck faults
               aecheck mutants
               aecheck help

        COMMANDS:
          run                     Run the specs (the default).
          list                    List the requirements and scenarios the specs hold.
          faults                  List the reference's deliberate faults and the rules each breaks.
          mutants                 Run the suite against each fault; print the kill matrix and the score.
          help                    Show this help.

        OPTIONS:
          --filter <id-or-pattern>
                                  Only the requirement with this ID, or IDs with this prefix (CACHE-04,
                                  AUTHN), or rules and scenarios whose name matches (* is a wildcard).
          --platform <platform>   Only this platform: ios or tvos.
          --junit <path>          Where to write JUnit XML (default: Reports/<implementation>/junit.xml).
          --specs <dir>           The specs folder (default: Specs).
          --profile <version>     Run the reference as SDK 1.10 (default), 1.8 or 1.6.
          --fault <name>          Run the reference with this deliberate fault; repeatable.
          --verbose               Show each failure's details and transcript.
          --json                  With list: print JSON.
          -h, --help              Show help information.

        EXIT CODES:
          0   every applicable scenario passed (mutants: every fault caught, every rule guarded)
          1   a scenario failed (a rule was broken) or errored (the adapter or harness broke)
          2   the specs are invalid
          3   the implementation failed to start
          64  usage error

        """
}
