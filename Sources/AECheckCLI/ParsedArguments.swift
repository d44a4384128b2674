import AccessEnablerAdapter
import ConformanceKit
import Foundation

/// The command line, parsed: a subcommand, its options and flags. Hand-written; small on purpose.
package struct ParsedArguments: Equatable, Sendable {
    package var command: Command = .run
    /// The `--filter`s, in order: a scenario any of them names is selected.
    package var filters: [String] = []
    package var platform: Platform?
    package var placedReports: [ReportFile: String] = [:]
    /// The folder for the run's reports (default `Reports/<implementation>`).
    package var reportsPath: String?
    /// Add `file` attributes to the JUnit test cases.
    package var junitFiles = false
    /// `--annotations`: the CI annotations to print; `nil` lets the environment decide.
    package var annotations: AnnotationFormat?
    /// A team's own fields for results.json (`--provenance KEY=VALUE`), in the order given.
    package var provenance: [ProvenanceField] = []

    /// One `--provenance KEY=VALUE`.
    package struct ProvenanceField: Equatable, Sendable {
        package var key: String
        package var value: String
    }
    /// The baseline file of expected failures.
    package var baselinePath: String?
    /// The date baseline expiry is judged against, `YYYY-MM-DD` (default: today, UTC).
    package var today: String?
    /// Where `compare` (a folder), `baseline` or `badge` (a file) writes.
    package var outputPath: String?
    /// `badge --label`: the badge's left text.
    package var badgeLabel: String?
    /// What `baseline` writes into every entry: `--reason`, `--link`, `--expires`.
    package var entryReason: String?
    package var entryLink: String?
    package var entryExpires: String?
    /// The `results.json` files `compare`, `baseline`, `badge` and `merge` read; the bundle `verify` reads.
    package var inputs: [String] = []
    /// `certify`: the implementation's files the attestation names; `verify`: where they are now (`--subject`).
    package var subjects: [String] = []
    /// `certify`: the key that signs the attestation (`--sign-key`), an Ed25519 PEM key or an SSH key.
    package var signKeyPath: String?
    /// `verify`: the allowed-signers file a signature must satisfy, and the signer's principal in it.
    package var allowedSignersPath: String?
    package var identity: String?
    /// `verify --public-key`: the Ed25519 PEM public key that must have signed.
    package var publicKeyPath: String?
    /// `verify`: gate on the signature, and on the attested result, as well as on the bundle's integrity.
    package var requireSignature = false
    package var requirePass = false
    package var specsPath: String?
    package var faults: [String] = []
    /// The reference's legitimate alternatives to switch on (self-test).
    package var alternatives: [String] = []
    package var profile: String?
    /// The shell command that starts an implementation speaking the adapter protocol.
    package var testee: String?
    package var name: String?
    /// The implementation to run, among those a port's executable was built with.
    package var implementation: String?
    package var turnTimeout: Double?
    /// How many scenarios run at once (`--jobs`); one per core when `nil`.
    package var jobs: Int?
    /// Only this part of the work (`--shard K/N`), or all of it.
    package var shard: Shard?
    /// `mutants --generated`: the generator's manifest; `--triage`: the triage file; `--mutant`: one mutant alone.
    package var generatedMutants: String?
    package var mutantTriage: String?
    package var mutant: Int?
    package var scenarioTimeout: Double?
    /// The requirement `explain` shows, as typed (`AUTHN-03`, `@AE-AUTHN-03`, ...).
    package var requirementID: String?
    package var json = false
    package var verbose = false
    /// When to colour the console's labels and verdict (`--color`).
    package var colour: ConsoleColour = .auto
    /// Count failures of `@should` rules in the verdict.
    package var strict = false
    /// Run an in-process implementation in this process rather than in an isolated worker.
    package var inProcess = false
    /// `bench`: which figures (`--dry-steps`, `--isolation`, `--campaigns`: one part only).
    package var benchScope = BenchScope.all
    package var help = false
    /// `--version`: print the version and nothing else.
    package var version = false
    /// `help COMMAND`: the command whose help to show.
    package var helpTopic: Command?
    /// `explore`: the seed, how many runs of how many events, one run alone, the implementation to compare
    /// with, the list of invariants, and the campaign over every named fault.
    package var seed: UInt64?
    package var runs: Int?
    package var steps: Int?
    package var onlyRun: Int?
    package var against: String?
    package var listInvariants = false
    package var allFaults = false
    package var allAlternatives = false

    /// A usage error: what is wrong, shown with the usage line and a pointer to `--help`.
    package struct UsageError: Error, Equatable, Sendable {
        package var message: String
        /// The command whose usage line goes under the message.
        package var command: Command = .run
    }

    /// Parses `arguments` (without the program name) against the table of options (``CommandOption/all``).
    /// Without `selfTest`, the self-test commands and options (`faults`, `mutants`, `bench`, `--fault`,
    /// `--profile`...) are unknown; with `choosesImplementation`, `--implementation` is known.
    package init(_ arguments: [String], selfTest: Bool = true, choosesImplementation: Bool = false) throws(UsageError) {
        var rest = arguments[...]
        let known = Command.allCases.filter { selfTest || !$0.selfTestOnly }
        if let first = rest.first, !first.hasPrefix("-") {
            guard let command = Command(rawValue: first), known.contains(command) else {
                let suggestion = Self.closest(to: first, among: known.map(\.rawValue)).map { "did you mean '\($0)'? " } ?? ""
                throw UsageError(message: "unknown command '\(first)'; \(suggestion)commands: \(known.map(\.rawValue).joined(separator: ", "))")
            }
            self.command = command
            rest = rest.dropFirst()
        }
        let options = CommandOption.options(of: command, selfTest: selfTest, choosesImplementation: choosesImplementation)
        var given: Set<String> = []
        while let argument = rest.popFirst() {
            var name = argument == "-h" ? "--help" : argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard name.hasPrefix("-") else {
                try takePositional(name, known: known)
                continue
            }
            guard let option = options.first(where: { $0.name == name }) else {
                let suggestion = Self.closest(to: name, among: options.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown option '\(name)' for '\(command.rawValue)'\(suggestion)", command: command)
            }
            guard given.insert(name).inserted || option.repeatable else {
                let repeating = options.filter(\.repeatable).map(\.name)
                let which = repeating.count <= 1 ? repeating.joined() : repeating.dropLast().joined(separator: ", ") + " and " + repeating.last!
                throw UsageError(message: "'\(name)' is given twice; give it once" + (repeating.isEmpty ? "" : " (only \(which) repeat)"), command: command)
            }
            guard option.value != nil else {
                try option.assign(&self, "")
                continue
            }
            guard let next = inlineValue ?? rest.popFirst(), !next.hasPrefix("--") || inlineValue != nil else {
                throw UsageError(message: "missing value for '\(name)'", command: command)
            }
            guard !next.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw UsageError(message: "an empty value for '\(name)'", command: command)
            }
            try option.assign(&self, next)
        }
        if testee != nil, profile != nil || !faults.isEmpty || !alternatives.isEmpty {
            throw UsageError(message: "--profile, --fault and --alternative choose how the built-in reference runs; they do not go with --testee", command: command)
        }
        if testee == nil, self.name != nil {
            throw UsageError(message: "--name goes with --testee", command: command)
        }
        if testee != nil, inProcess {
            throw UsageError(message: "--in-process runs the built-in implementation in this process; a testee runs in its own", command: command)
        }
        if let today, !Baseline.isValidDate(today) {
            throw UsageError(message: "--today takes a date YYYY-MM-DD, not '\(today)'", command: command)
        }
        if let expires = entryExpires, !Baseline.isValidDate(expires) {
            throw UsageError(message: "--expires takes a date YYYY-MM-DD, not '\(expires)'", command: command)
        }
        if let reason = entryReason, reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty || reason.contains(Baseline.placeholderReason) {
            throw UsageError(message: "--reason says why the scenarios fail, in a sentence someone can act on", command: command)
        }
        if today != nil, baselinePath == nil, command != .baseline {
            throw UsageError(message: "--today goes with --baseline: it is the date expiry is judged against", command: command)
        }
        if command == .compare, inputs.count < 2, !help {
            throw UsageError(message: "'compare' needs two or more results.json files, such as Reports/a/results.json Reports/b/results.json", command: command)
        }
        if command == .merge, inputs.isEmpty, !help {
            throw UsageError(message: "'merge' reads the results.json of every shard, such as Reports/shard-1/results.json Reports/shard-2/results.json", command: command)
        }
        if command == .baseline, inputs.count != 1, !help {
            throw UsageError(message: "'baseline' reads one results.json file, such as Reports/my-port/results.json", command: command)
        }
        if command == .badge, inputs.count != 1, !help {
            throw UsageError(message: "'badge' reads one results.json file, such as Reports/my-port/results.json", command: command)
        }
        if shard != nil, command == .explore, allFaults || allAlternatives || onlyRun != nil {
            throw UsageError(message: "--shard cuts an exploration's runs into parts; it goes without --all-faults, --all-alternatives and --run", command: command)
        }
        if allFaults, testee != nil || !faults.isEmpty || !alternatives.isEmpty || onlyRun != nil || allAlternatives {
            throw UsageError(message: "--all-faults explores every named fault of the reference itself; it goes without --testee, --fault, --alternative, --all-alternatives and --run", command: command)
        }
        if allAlternatives, testee != nil || !faults.isEmpty || !alternatives.isEmpty || onlyRun != nil || against != nil {
            throw UsageError(message: "--all-alternatives explores every named alternative of the reference itself; it goes without --testee, --fault, --alternative, --against and --run", command: command)
        }
        if command == .verify, inputs.count != 1, !help {
            throw UsageError(message: "'verify' reads one attestation: the report folder certify wrote it into, such as Reports/my-port, or its attestation.intoto.json or attestation.dsse.json", command: command)
        }
        if identity != nil, allowedSignersPath == nil {
            throw UsageError(message: "--identity goes with --allowed-signers: it is the signer's principal in that file", command: command)
        }
        if publicKeyPath != nil, allowedSignersPath != nil {
            throw UsageError(message: "--public-key and --allowed-signers each say whose signature to trust; give one: --public-key for a PEM Ed25519 key, --allowed-signers for SSH keys", command: command)
        }
        if command == .explain, requirementID == nil, !help {
            throw UsageError(message: "'explain' needs a requirement ID, such as AUTHN-03; 'aecheck list' shows them", command: command)
        }
    }

    /// A positional argument: `compare`, `baseline`, `badge`, `merge` and `verify` read files, `explain` a requirement, `help` a command.
    private mutating func takePositional(_ argument: String, known: [Command]) throws(UsageError) {
        switch command {
        case .compare, .baseline, .badge, .merge, .verify: inputs.append(argument)
        case .explain where requirementID == nil: requirementID = argument
        case .help where helpTopic == nil:
            guard let topic = Command(rawValue: argument), known.contains(topic) else {
                throw UsageError(message: "no command '\(argument)'; commands: \(known.map(\.rawValue).joined(separator: ", "))", command: .help)
            }
            helpTopic = topic
        default: throw UsageError(message: "unexpected argument '\(argument)'", command: command)
        }
    }

    /// The name among `names` closest to `typed` (at most two edits away, or typed as its prefix), if one is.
    static func closest(to typed: String, among names: [String]) -> String? {
        let scored = names.map { (name: $0, distance: editDistance(typed, $0)) }.filter { $0.distance <= 2 || ($0.name.hasPrefix(typed) && typed.count > 3) }
        return scored.min { ($0.distance, $0.name) < ($1.distance, $1.name) }?.name
    }

    /// The Levenshtein distance between `a` and `b`.
    static func editDistance(_ a: String, _ b: String) -> Int { EditDistance.between(a, b) }

    /// A whole number in `range`, for `option`.
    static func count(_ text: String, _ option: String, _ range: ClosedRange<Int>, _ command: Command) throws(UsageError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(message: "\(option) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'", command: command)
        }
        return value
    }

    /// `K/N` (`--shard`): part K, from 1, of N.
    static func shard(_ text: String, _ command: Command) throws(UsageError) -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count <= 10_000, let shard = Shard(index: index, count: count) else {
            throw UsageError(message: "--shard takes K/N, part K of N counted from 1 (1/3, 2/3, 3/3), not '\(text)'", command: command)
        }
        return shard
    }

    /// A number of seconds, more than 0 and at most an hour, for `option`.
    static func seconds(_ text: String, _ option: String, _ command: Command) throws(UsageError) -> Double {
        guard let value = Double(text), value > 0, value <= 3_600 else {
            throw UsageError(message: "\(option) takes a number of seconds from 0 to 3600, not '\(text)'", command: command)
        }
        return value
    }
}
