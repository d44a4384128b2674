import ConformanceKit
import Foundation

/// The command line, parsed: a subcommand, its options and flags. Hand-written; small on purpose.
package struct ParsedArguments: Equatable, Sendable {
    /// The subcommands `aecheck` knows.
    package enum Command: String, Sendable, CaseIterable {
        case run, list, coverage, explain, compare, baseline, steps, faults, alternatives, mutants, bench, explore, help
    }

    package var command: Command = .run
    /// The `--filter`s, in order: a scenario any of them names is selected.
    package var filters: [String] = []
    package var platform: String?
    package var junitPath: String?
    /// The folder for the run's reports (default `Reports/<implementation>`).
    package var reportsPath: String?
    /// Add `file` attributes to the JUnit test cases.
    package var junitFiles = false
    /// The baseline file of expected failures.
    package var baselinePath: String?
    /// The date baseline expiry is judged against, `YYYY-MM-DD` (default: today, UTC).
    package var today: String?
    /// Where `compare` (a folder) or `baseline` (a file) writes.
    package var outputPath: String?
    /// The `results.json` files `compare` and `baseline` read.
    package var inputs: [String] = []
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
    package var scenarioTimeout: Double?
    /// The requirement `explain` shows, as typed (`AUTHN-03`, `@AE-AUTHN-03`, ...).
    package var requirementID: String?
    package var json = false
    package var verbose = false
    /// Count failures of `@should` rules in the verdict.
    package var strict = false
    /// Run an in-process implementation in this process rather than in an isolated worker.
    package var inProcess = false
    /// `bench`: only the run with no-op step definitions (what the comparison with behave reads).
    package var dryStepsOnly = false
    package var help = false
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

    /// Parses `arguments` (without the program name). Without `selfTest`, the self-test commands and
    /// options (`faults`, `mutants`, `bench`, `--fault`, `--profile`) are unknown; with
    /// `choosesImplementation`, `--implementation` is known.
    package init(_ arguments: [String], selfTest: Bool = true, choosesImplementation: Bool = false) throws(UsageError) {
        var rest = arguments[...]
        if let first = rest.first, !first.hasPrefix("-") {
            let known = Command.allCases.filter { selfTest || !Self.selfTestCommands.contains($0) }
            guard let command = Command(rawValue: first), known.contains(command) else {
                throw UsageError(message: "unknown command '\(first)'; commands: \(known.map(\.rawValue).joined(separator: ", "))")
            }
            self.command = command
            rest = rest.dropFirst()
        }
        var given: Set<String> = []
        while let argument = rest.popFirst() {
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            let command = self.command
            func value() throws(UsageError) -> String {
                guard given.insert(name).inserted || Self.repeatableOptions.contains(name) else {
                    throw UsageError(message: "'\(name)' is given twice; give it once (only --filter, --fault and --alternative repeat)", command: command)
                }
                guard let next = inlineValue ?? rest.popFirst(), !next.hasPrefix("--") || inlineValue != nil else {
                    throw UsageError(message: "missing value for '\(name)'", command: command)
                }
                guard !next.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw UsageError(message: "an empty value for '\(name)'", command: command)
                }
                return next
            }
            switch (name, command) {
            case ("-h", _), ("--help", _): help = true
            case ("--filter", .run), ("--filter", .list): filters.append(try value())
            case ("--specs", .run), ("--specs", .list), ("--specs", .coverage), ("--specs", .explain), ("--specs", .bench): specsPath = try value()
            case ("--platform", .run), ("--platform", .coverage), ("--platform", .list): platform = try value()
            case ("--junit", .run): junitPath = try value()
            case ("--reports", .run): reportsPath = try value()
            case ("--junit-files", .run): junitFiles = true
            case ("--baseline", .run): baselinePath = try value()
            case ("--today", .run): today = try value()
            case ("--output", .compare), ("--output", .baseline): outputPath = try value()
            case (_, .compare) where !name.hasPrefix("-"), (_, .baseline) where !name.hasPrefix("-"): inputs.append(name)
            case ("--fault", .run) where selfTest, ("--fault", .coverage) where selfTest: faults.append(try value())
            case ("--alternative", .run) where selfTest, ("--alternative", .coverage) where selfTest, ("--alternative", .explore) where selfTest:
                alternatives.append(try value())
            case ("--specs", .alternatives): specsPath = try value()
            case ("--profile", .run) where selfTest: profile = try value()
            case ("--implementation", .run) where choosesImplementation, ("--implementation", .coverage) where choosesImplementation:
                implementation = try value()
            case ("--testee", .run): testee = try value()
            case ("--name", .run): self.name = try value()
            case ("--turn-timeout", .run): turnTimeout = try seconds(try value(), name)
            case ("--scenario-timeout", .run): scenarioTimeout = try seconds(try value(), name)
            case ("--verbose", .run): verbose = true
            case ("--strict", .run), ("--strict", .coverage): strict = true
            case ("--in-process", .run), ("--in-process", .coverage): inProcess = true
            case ("--json", .list): json = true
            case ("--dry-steps", .bench): dryStepsOnly = true
            case (_, .explain) where !name.hasPrefix("-") && requirementID == nil: requirementID = name
            case ("--seed", .explore):
                let text = try value()
                guard let seed = UInt64(text) else { throw UsageError(message: "--seed takes a whole number from 0 to \(UInt64.max), not '\(text)'", command: command) }
                self.seed = seed
            case ("--runs", .explore): runs = try count(try value(), name, 1...1_000_000)
            case ("--steps", .explore): steps = try count(try value(), name, 1...10_000)
            case ("--run", .explore): onlyRun = try count(try value(), name, 0...999_999)
            case ("--against", .explore):
                against = try value()
                guard against == "reference", selfTest else {
                    throw UsageError(message: selfTest ? "--against takes 'reference', not '\(against!)'" : "--against reference needs this package's own aecheck", command: command)
                }
            case ("--list", .explore): listInvariants = true
            case ("--all-faults", .explore) where selfTest: allFaults = true
            case ("--all-alternatives", .explore) where selfTest: allAlternatives = true
            case ("--platform", .explore): platform = try value()
            case ("--profile", .explore) where selfTest: profile = try value()
            case ("--fault", .explore) where selfTest: faults.append(try value())
            case ("--implementation", .explore) where choosesImplementation: implementation = try value()
            case ("--reports", .explore): reportsPath = try value()
            case ("--junit", .explore): junitPath = try value()
            case ("--specs", .explore): specsPath = try value()
            case ("--testee", .explore): testee = try value()
            case ("--name", .explore): self.name = try value()
            case ("--verbose", .explore): verbose = true
            default:
                if name.hasPrefix("-") {
                    throw UsageError(message: "unknown option '\(name)' for '\(command.rawValue)'", command: command)
                }
                throw UsageError(message: "unexpected argument '\(name)'", command: command)
            }
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
        if let platform, !["ios", "tvos"].contains(platform) {
            throw UsageError(message: "the platform is 'ios' or 'tvos', not '\(platform)'", command: command)
        }
        if let today, !Baseline.isValidDate(today) {
            throw UsageError(message: "--today takes a date YYYY-MM-DD, not '\(today)'", command: command)
        }
        if today != nil, baselinePath == nil {
            throw UsageError(message: "--today goes with --baseline: it is the date expiry is judged against", command: command)
        }
        if command == .compare, inputs.count < 2, !help {
            throw UsageError(message: "'compare' needs two or more results.json files, such as Reports/a/results.json Reports/b/results.json", command: command)
        }
        if command == .baseline, inputs.count != 1, !help {
            throw UsageError(message: "'baseline' reads one results.json file, such as Reports/my-port/results.json", command: command)
        }
        if allFaults, testee != nil || !faults.isEmpty || !alternatives.isEmpty || onlyRun != nil || allAlternatives {
            throw UsageError(message: "--all-faults explores every named fault of the reference itself; it goes without --testee, --fault, --alternative, --all-alternatives and --run", command: command)
        }
        if allAlternatives, testee != nil || !faults.isEmpty || !alternatives.isEmpty || onlyRun != nil || against != nil {
            throw UsageError(message: "--all-alternatives explores every named alternative of the reference itself; it goes without --testee, --fault, --alternative, --against and --run", command: command)
        }
        if command == .explain, requirementID == nil, !help {
            throw UsageError(message: "'explain' needs a requirement ID, such as AUTHN-03; 'aecheck list' shows them", command: command)
        }
    }

    private func count(_ text: String, _ option: String, _ range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(message: "\(option) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'", command: command)
        }
        return value
    }

    private func seconds(_ text: String, _ option: String) throws(UsageError) -> Double {
        guard let value = Double(text), value > 0, value <= 3_600 else {
            throw UsageError(message: "\(option) takes a number of seconds from 0 to 3600, not '\(text)'", command: command)
        }
        return value
    }

    /// The options that may be given more than once: the run selects what any `--filter` names, with
    /// every `--fault`.
    static let repeatableOptions: Set<String> = ["--filter", "--fault", "--alternative"]

    /// The commands only this package's own `aecheck` has.
    static let selfTestCommands: Set<Command> = [.faults, .alternatives, .mutants, .bench]
}
