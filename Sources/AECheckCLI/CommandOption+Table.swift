import AccessEnablerAdapter
import AccessEnablerWire
import ConformanceKit

/// Every option, declared once: each command's type lists the ones it has (``AECheckCommand/options``),
/// and the parser, the usage lines and every `--help` read them from there.
extension CommandOption {
    /// The platforms `--platform` takes, as results name them.
    private static let platformNames = Platform.allCases.map(\.rawValue)

    static let filter = CommandOption("--filter", "<id-or-pattern>", repeatable: true,
        help: "Only the requirement with this ID, or IDs with this prefix (CACHE-04, AUTHN), or rules and scenarios whose name matches (* is a wildcard); repeatable: the scenarios any of them names.") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.selection.filters.append(value)
    }
    static let platform = CommandOption("--platform", platformNames.joined(separator: "|"), help: "Only this platform, \(HelpText.list(platformNames)).") { parsed, value throws(ParsedArguments.UsageError) in
        guard let platform = Platform(rawValue: value) else {
            throw ParsedArguments.UsageError(message: "the platform is \(HelpText.list(platformNames.map { "'\($0)'" })), not '\(value)'", command: parsed.command)
        }
        parsed.selection.platform = platform
    }
    static let reports = CommandOption("--reports", "<dir>",
        help: "The folder for \(ReportFolder.fileNames.dropLast().joined(separator: ", ")) and \(ReportFolder.fileNames.last!) (default: Reports/<implementation>; explore: Reports/<implementation>-explore; merge: Reports/<implementation>-merged).") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.reports.reportsPath = value
    }
    /// The options that write a report somewhere else than the folder, one per report that has one
    /// (``ReportFile/placement``: `--junit`), in the order the folder writes them.
    static let placings: [CommandOption] = ReportFile.allCases.compactMap { file in
        file.placement.map { placement in
            CommandOption(placement.option, "<path>", help: placement.help) { parsed, value throws(ParsedArguments.UsageError) in
                parsed.reports.placedReports[file] = value
            }
        }
    }
    static let junitFiles = CommandOption(flag: "--junit-files",
        help: "Add a file attribute to each JUnit test case, the spec file's path from the working directory, none when the specs are outside it (for tools that place failures in files; the strict JUnit schemas reject it).") { $0.reports.junitFiles = true }
    static let annotations = CommandOption("--annotations", "github|none",
        help: "Print a GitHub Actions workflow command (::error, ::warning) per failure and error, at its scenario's line, and append report-summary.md to $GITHUB_STEP_SUMMARY; or none (default: github when GITHUB_ACTIONS is true).") { parsed, value throws(ParsedArguments.UsageError) in
        guard let format = AnnotationFormat(rawValue: value) else {
            throw ParsedArguments.UsageError(message: "--annotations takes 'github' or 'none', not '\(value)'", command: parsed.command)
        }
        parsed.reports.annotations = format
    }
    static let provenance = CommandOption("--provenance", "<key=value>", repeatable: true,
        help: "Record a field of your own in results.json's provenance (a commit, a CI job's address); repeatable.") { parsed, value throws(ParsedArguments.UsageError) in
        let parts = value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else {
            throw ParsedArguments.UsageError(message: "--provenance takes KEY=VALUE (git-commit=$GITHUB_SHA), not '\(value)'", command: parsed.command)
        }
        guard !parsed.reports.provenance.contains(where: { $0.key == String(parts[0]) }) else {
            throw ParsedArguments.UsageError(message: "--provenance gives '\(parts[0])' twice; give each key once", command: parsed.command)
        }
        parsed.reports.provenance.append(.init(key: String(parts[0]), value: String(parts[1])))
    }
    static let baseline = CommandOption("--baseline", "<file>",
        help: "Expected failures (README.md, \"Baselines\"); they do not fail the run, but a failure not listed, a listed one that now passes and an expired one do.") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.grading.baselinePath = value
    }
    static let today = CommandOption("--today", "<YYYY-MM-DD>", help: "With --baseline or --expires: the date expiry is judged against (default: today).") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.grading.today = value
    }
    static let reason = CommandOption("--reason", "<text>", help: "Why the scenarios fail, for every entry (a run refuses the reason written without it).") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.entry.entryReason = value
    }
    static let link = CommandOption("--link", "<url>", help: "Where the gap is tracked, for every entry.") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.entry.entryLink = value
    }
    static let expires = CommandOption("--expires", "<YYYY-MM-DD>", help: "The last day every entry holds; a day to come. A run warns 14 days before.") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.entry.entryExpires = value
    }
    static let compareOutput = CommandOption("--output", "<dir>", help: "The folder to write comparison.md, comparison.html, index.html and badges/ to (default: Reports/compare).") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.outputPath = value
    }
    static let baselineOutput = CommandOption("--output", "<file>", help: "The file to write the baseline to (default: standard output).") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.outputPath = value
    }
    static let badgeOutput = CommandOption("--output", "<file>", help: "The file to write the SVG badge to (default: standard output).") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.outputPath = value
    }
    static let label = CommandOption("--label", "<text>", help: "The badge's left text (default: AccessEnabler and the SDK version the run declared).") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.badgeLabel = value
    }
    static let subject = CommandOption("--subject", "<path>", repeatable: true,
        help: "A file of the implementation under test (a binary, a package, a script) that certify names in the attestation by SHA-256 digest (default: the testee command's program and the files it names, or this program when it runs a built-in implementation); for verify, where such a file is now, matched by digest (default: each at the path the attestation names); repeatable.") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.signing.subjects.append(value)
    }
    static let signKey = CommandOption("--sign-key", "<file>",
        help: "Sign the attestation into attestation.dsse.json, a DSSE envelope of the statement: with an Ed25519 PEM key (openssl genpkey -algorithm ed25519) through openssl, a plain Ed25519 signature with its keyid that DSSE and in-toto verifiers check; with an SSH key through ssh-keygen -Y sign, namespace aecheck-attestation (a public key signs with its private key in ssh-agent).") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.signing.signKeyPath = value
    }
    static let allowedSigners = CommandOption("--allowed-signers", "<file>",
        help: "Require a good signature by a key this file allows for the namespace aecheck-attestation (ssh-keygen's allowed-signers format, as git uses); without it a signature is reported, not checked.") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.signing.allowedSignersPath = value
    }
    static let publicKey = CommandOption("--public-key", "<file>",
        help: "Require a good Ed25519 signature by this PEM public key (openssl pkey -pubout), checked with OpenSSL 3 (or, on a Mac without it, CryptoKit); without it or --allowed-signers a signature is reported, not checked.") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.signing.publicKeyPath = value
    }
    static let requireSignature = CommandOption(flag: "--require-signature",
        help: "Exit 14 unless the bundle is signed and --allowed-signers or --public-key accepts the signature (for a CI step that gates on verify).") { $0.signing.requireSignature = true }
    static let requirePass = CommandOption(flag: "--require-pass",
        help: "Exit 1 when the attested run did not pass, or checked only part of the suite (a --filter or a --platform), however well it verifies (for a CI step that gates on verify).") { $0.signing.requirePass = true }
    static let allowPartial = CommandOption(flag: "--allow-partial",
        help: "With --require-pass: a pass of part of the suite (a --filter or a --platform) will do.") { $0.signing.allowPartial = true }
    static let identity = CommandOption("--identity", "<principal>",
        help: "With --allowed-signers: the principal that must have signed (default: the one the file gives the signing key).") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.signing.identity = value
    }
    static let specs = CommandOption("--specs", "<dir>",
        help: "The specs folder (default: the Specs beside this program, as in the release artefact, else Specs here).", portHelp: "The specs folder (default: the Specs of the conformance package).") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.subject.specsPath = value
    }
    static let profile = CommandOption("--profile", "<version>", .selfTest,
        help: "Run the reference as SDK 1.10 (default), 1.8, 1.7.5 or 1.6.") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.subject.profile = value
    }
    static let fault = CommandOption("--fault", "<name>", .selfTest, repeatable: true,
        help: "Run the reference with this deliberate fault (aecheck faults lists them); repeatable.") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.subject.faults.append(value)
    }
    static let alternative = CommandOption("--alternative", "<name>", .selfTest, repeatable: true,
        help: "Run the reference with this legitimate alternative (aecheck alternatives lists them); repeatable.") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.subject.alternatives.append(value)
    }
    static let implementation = CommandOption("--implementation", "<name>", .port,
        help: "Run this implementation (default: the first).") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.subject.implementation = value
    }
    static let testee = CommandOption("--testee", "<command>",
        help: "Run against the program this shell command starts, over the adapter protocol (Specs/adapter-protocol.md), instead of the built-in reference.",
                  portHelp: "Run against the program this shell command starts, over the adapter protocol (Specs/adapter-protocol.md), instead of the implementation this program was built with.") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.subject.testee = value
    }
    static let testeeConnect = CommandOption("--testee-connect", "<host:port>",
        help: "Run against a test service listening there (the Simulator's 127.0.0.1, a device through iproxy, an emulator through adb forward), over the adapter protocol on a TCP connection: each connection one testee process.") { parsed, value throws(ParsedArguments.UsageError) in
        guard let (host, port) = TestServiceRoute.address(value), port > 0 else {
            throw ParsedArguments.UsageError(message: "--testee-connect takes HOST:PORT (127.0.0.1:7700, [::1]:7700), not '\(value)'", command: parsed.command)
        }
        parsed.subject.testeeConnect = .init(host: host, port: port)
    }
    static let testeeListen = CommandOption("--testee-listen", "<[host:]port>",
        help: "Listen there (loopback unless a host is named; port 0: any free one) and run against the test service that dials in, over the adapter protocol on TCP: each connection one testee process. For a remote side that cannot accept connections.") { parsed, value throws(ParsedArguments.UsageError) in
        guard let (host, port) = TestServiceRoute.address(value) ?? UInt16(value).map({ ("127.0.0.1", $0) }) else {
            throw ParsedArguments.UsageError(message: "--testee-listen takes PORT or HOST:PORT (7701, 127.0.0.1:7701, [::1]:7701), not '\(value)'", command: parsed.command)
        }
        parsed.subject.testeeListen = .init(host: host, port: port)
    }
    static let testeeLaunch = CommandOption("--testee-launch", "<command>",
        help: "With --testee-connect or --testee-listen: a shell command run before each connection, to (re)start the remote side (xcrun simctl launch --terminate-running-process ..., adb shell am start ...), and again after it crashed; it gets the run's token in $AECHECK_TESTEE_TOKEN (and $SIMCTL_CHILD_AECHECK_TESTEE_TOKEN), which the service's hello must give back, and the address in $AECHECK_TESTEE_ADDRESS. What it leaves running ends with the connection. One connection at a time.") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.subject.testeeLaunch = value
    }
    static let testeeWait = CommandOption("--testee-wait", "<s>",
        help: "With --testee-listen or --testee-launch: seconds the test service may take to dial in or to listen (default 60).") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.subject.testeeWait = try ParsedArguments.seconds(value, "--testee-wait", parsed.command)
    }
    static let passEnv = CommandOption("--pass-env", "<name>", repeatable: true,
        help: "Give the implementation's processes (a testee, a launch command, an isolated worker) this variable of aecheck's environment too; repeatable. By default they get only PATH, HOME, the locale and language runtimes' own variables, never one whose name says key, token, secret, pass, auth or credential, nor a CI service's.") { parsed, value throws(ParsedArguments.UsageError) in
        guard value.range(of: "^[A-Za-z_][A-Za-z0-9_]*$", options: .regularExpression) != nil else {
            throw ParsedArguments.UsageError(message: "--pass-env takes a variable's name (JAVA_OPTS), not '\(value)'", command: parsed.command)
        }
        parsed.subject.passedEnvironment.append(value)
    }
    static let name = CommandOption("--name", "<name>", help: "With a testee or a test service: the name for reports (default: the one the testee gives).") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.subject.name = value
    }
    static let inProcess = CommandOption(flag: "--in-process",
        help: "Run the implementation in this process, not in an isolated worker (faster; a crash or a hang then stops the run).") { $0.subject.inProcess = true }
    static let jobs = CommandOption("--jobs", "<n>", help: "Run at most this many scenarios at once (default: one per core): as many isolated workers, or testee processes when its hello declares independentProcesses; mutants, explore --all-faults and --all-alternatives: as many suites or explorations at once.",
                  portHelp: "Run at most this many scenarios at once (default: one per core): as many isolated workers, or testee processes when its hello declares independentProcesses.") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.subject.jobs = try ParsedArguments.count(value, "--jobs", 1...256, parsed.command)
    }
    static let shard = CommandOption("--shard", "<k>/<n>",
        help: "Do only part K of N (1/3, 2/3, 3/3), one per CI job: run's selected scenarios, explore's runs, or the faults and alternatives of mutants, cut into N consecutive blocks; 'aecheck merge' puts run's and explore's shards together.") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.selection.shard = try ParsedArguments.shard(value, parsed.command)
    }
    static let turnTimeout = CommandOption("--turn-timeout", "<s>", help: "With a testee or a worker: seconds of real time per turn (5); a worker running a whole scenario has this long before the scenario runs again turn by turn.") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.subject.turnTimeout = try ParsedArguments.seconds(value, "--turn-timeout", parsed.command)
    }
    static let scenarioTimeout = CommandOption("--scenario-timeout", "<s>", help: "With a testee or a worker: seconds of real time per scenario (60).") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.subject.scenarioTimeout = try ParsedArguments.seconds(value, "--scenario-timeout", parsed.command)
    }
    static let strict = CommandOption(flag: "--strict",
        help: "Failures of @should rules decide the verdict too (by default only @must rules do; @info rules never do).") { $0.grading.strict = true }
    static let color = CommandOption("--color", "auto|always|never",
        help: "Colour the results' labels and the verdict: on a terminal unless NO_COLOR is set (auto, the default), always or never.") { parsed, value throws(ParsedArguments.UsageError) in
        guard let colour = ConsoleColour(rawValue: value) else {
            throw ParsedArguments.UsageError(message: "--color is auto, always or never, not '\(value)'", command: parsed.command)
        }
        parsed.colour = colour
    }
    static let verbose = CommandOption(flag: "--verbose", help: "Show each failure's details and transcript.") { $0.verbose = true }
    static let json = CommandOption(flag: "--json", help: "Print JSON.") { $0.json = true }
    static let verifyJSON = CommandOption(flag: "--json",
        help: "Also print what was found as one JSON object on standard output, whatever the exit code: verified, exitCode, problems (each part and message), the run, the selection, the result, reports, subjects, specs and signature.") { $0.json = true }
    static let drySteps = CommandOption(flag: "--dry-steps", help: "Only the figures of the run with no-op step definitions (what Tests/Benchmarks/compare-behave.sh reads).") { $0.benchScope = .drySteps }
    static let isolation = CommandOption(flag: "--isolation", help: "Only whole runs side by side (in process, isolated with a worker per core and with one, through each testee) and the round trip of one message.") { $0.benchScope = .isolation }
    static let generated = CommandOption("--generated", "<mutants.json>",
        help: "Run the generated mutants this manifest lists instead of the named faults and alternatives; this program must be the build of the rewritten reference (Tests/Mutation/run makes both).") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.generatedMutants = value
    }
    static let triage = CommandOption("--triage", "<file>", help: "With --generated: the triage of the mutants the suite does not kill (Tests/Mutation/triage.txt).") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.mutantTriage = value
    }
    static let mutant = CommandOption("--mutant", "<n>", help: "With --generated: judge this one mutant and print its outcome (what the campaign's processes run).") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.mutant = try ParsedArguments.count(value, "--mutant", 1...1_000_000, parsed.command)
    }
    static let campaigns = CommandOption(flag: "--campaigns", help: "Only the campaigns CI waits for (mutants, explore --all-faults) and exploration's events per second.") { $0.benchScope = .campaigns }
    static let seed = CommandOption("--seed", "<n>", help: "The seed every run derives from (1): the same seed gives the same runs and the same output.") { parsed, value throws(ParsedArguments.UsageError) in
        guard let seed = UInt64(value) else {
            throw ParsedArguments.UsageError(message: "--seed takes a whole number from 0 to \(UInt64.max), not '\(value)'", command: parsed.command)
        }
        parsed.exploration.seed = seed
    }
    static let runs = CommandOption("--runs", "<n>", help: "How many runs (100).") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.exploration.runs = try ParsedArguments.count(value, "--runs", 1...1_000_000, parsed.command)
    }
    static let steps = CommandOption("--steps", "<n>", help: "How many events a run has at most (30).") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.exploration.steps = try ParsedArguments.count(value, "--steps", 1...10_000, parsed.command)
    }
    static let run = CommandOption("--run", "<n>", help: "Only this run of the seed, to replay what it found.") { parsed, value throws(ParsedArguments.UsageError) in
        parsed.exploration.onlyRun = try ParsedArguments.count(value, "--run", 0...999_999, parsed.command)
    }
    static let against = CommandOption("--against", "reference", .selfTest,
        help: "Run every run on the reference too and report the first event where the implementation behaves differently (information, not a failure: README.md, \"Exploring beyond the scenarios\").") { parsed, value throws(ParsedArguments.UsageError) in
        guard value == "reference" else {
            throw ParsedArguments.UsageError(message: "--against takes 'reference', not '\(value)'", command: parsed.command)
        }
        parsed.exploration.against = value
    }
    static let allFaults = CommandOption(flag: "--all-faults", .selfTest,
        help: "Explore every named fault of the reference; print which ones explore catches and which the written scenarios catch.") { $0.exploration.allFaults = true }
    static let allAlternatives = CommandOption(flag: "--all-alternatives", .selfTest,
        help: "Explore every named alternative in every profile; each must break no invariant but those of the rules it departs from.") { $0.exploration.allAlternatives = true }
    static let listInvariants = CommandOption(flag: "--list", help: "List the invariants, each with its requirements.") { $0.exploration.listInvariants = true }
    static let completion = CommandOption("--completion", "bash|zsh|fish",
        help: "Print a completion script for the shell, from the commands and options this help lists (bash: source it, or put it in a bash-completion folder; zsh: source it, it loads bashcompinit; fish: put it in ~/.config/fish/completions/aecheck.fish).") { parsed, value throws(ParsedArguments.UsageError) in
        guard let shell = HelpText.Shell(rawValue: value) else {
            throw ParsedArguments.UsageError(message: "--completion takes bash, zsh or fish, not '\(value)'", command: parsed.command)
        }
        parsed.completionShell = shell
    }
    static let manual = CommandOption(flag: "--man", help: "Print this help as a manual page in roff (aecheck help --man > aecheck.1; man ./aecheck.1).") { $0.manual = true }
    static let help = CommandOption(flag: "--help", help: "Show help information (for a command: aecheck COMMAND --help).") { $0.help = true }
    static let version = CommandOption(flag: "--version", help: "Show the suite's version.") { $0.version = true }

    /// Every option, in the order `--help` lists them.
    package static let all: [CommandOption] = [
        .filter, .platform, .reports] + placings + [.junitFiles, .annotations, .provenance, .baseline, .today,
        .reason, .link, .expires, .compareOutput, .baselineOutput, .badgeOutput, .label, .subject, .signKey,
        .allowedSigners, .publicKey, .requireSignature, .requirePass, .allowPartial, .identity, .specs, .profile, .fault,
        .alternative, .implementation, .testee, .testeeConnect, .testeeListen, .testeeLaunch, .testeeWait, .passEnv, .name, .inProcess, .jobs, .shard, .turnTimeout,
        .scenarioTimeout, .strict, .color, .verbose, .json, .verifyJSON, .drySteps, .isolation, .generated, .triage,
        .mutant, .campaigns, .seed, .runs, .steps, .run, .against, .allFaults, .allAlternatives,
        .listInvariants, .completion, .manual, .help, .version,
    ]

    /// The options `command` has on a command line with or without the self-test.
    static func options(of command: ParsedArguments.Command, selfTest: Bool, choosesImplementation: Bool) -> [CommandOption] {
        all.filter { option in
            option.belongs(to: command) && option.audience.includes(selfTest: selfTest, choosesImplementation: choosesImplementation)
        }
    }

    /// Whether `command` has this option: its type lists it, or it is `--help`, which every command has.
    func belongs(to command: ParsedArguments.Command) -> Bool {
        self == .help || AECheck.commandType(command).options.contains(self)
    }
}
