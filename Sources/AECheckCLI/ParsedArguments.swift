import AccessEnablerAdapter
import ConformanceKit
import Foundation

/// The command line, parsed: a subcommand, its options and flags. Hand-written; small on purpose.
package struct ParsedArguments: Equatable, Sendable {
    package var command: Command = .run
    /// The options by concern, each group with the rules between its own options (`validate`).
    package var selection = SelectionOptions()
    package var subject = SubjectOptions()
    package var reports = ReportOptions()
    package var grading = GradingOptions()
    package var signing = SigningOptions()
    package var entry = BaselineEntryOptions()
    package var exploration = ExplorationOptions()

    /// One `--provenance KEY=VALUE`.
    /// Where `compare` (a folder), `baseline` or `badge` (a file) writes.
    package var outputPath: String?
    /// `badge --label`: the badge's left text.
    package var badgeLabel: String?
    /// The `results.json` files `compare`, `baseline`, `badge` and `merge` read; the bundle `verify` reads.
    package var inputs: [String] = []
    /// `mutants --generated`: the generator's manifest; `--triage`: the triage file; `--mutant`: one mutant alone.
    package var generatedMutants: String?
    package var mutantTriage: String?
    package var mutant: Int?
    /// The requirement `explain` shows, as typed (`AUTHN-03`, `@AE-AUTHN-03`, ...).
    package var requirementID: String?
    package var json = false
    package var verbose = false
    /// When to colour the console's labels and verdict (`--color`).
    package var colour: ConsoleColour = .auto
    /// `bench`: which figures (`--dry-steps`, `--isolation`, `--campaigns`: one part only).
    package var benchScope = BenchScope.all
    package var help = false
    /// `--version`: print the version and nothing else.
    package var version = false
    /// `help COMMAND`: the command whose help to show.
    package var helpTopic: Command?
    /// `help --completion SHELL`: the shell to print a completion script for.
    package var completionShell: HelpText.Shell?
    /// `help --man`: the help as a manual page.
    package var manual = false

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
        // Each group's own rules, then the command's (its positional arguments), unless help is all that is asked.
        try subject.validate(command)
        try grading.validate(command, offersBaseline: options.contains(.baseline))
        try entry.validate(command)
        try exploration.validate(command, subject: subject, shard: selection.shard)
        try signing.validate(command)
        if !help { try AECheck.commandType(command).validate(self) }
    }

    /// A positional argument: `compare`, `baseline`, `badge`, `merge` and `verify` read files, `explain` a requirement, `help` a command.
    private mutating func takePositional(_ argument: String, known: [Command]) throws(UsageError) {
        switch command {
        case .compare, .baseline, .badge, .merge, .verify, .sign: inputs.append(argument)
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
