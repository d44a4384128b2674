import Foundation

/// The texts `aecheck` prints for help and usage errors, for this package's `aecheck` (with its
/// self-test) or for a port's own executable (with its implementations).
package struct HelpText: Sendable {
    /// Whether the self-test commands and options are shown.
    package var selfTest: Bool
    /// The names of the implementations a port's executable was built with.
    package var implementations: [String]
    /// The program's name, as its texts give it (`aecheck`, or a port's executable's own).
    package var program: String

    /// The texts for a command line with or without the self-test.
    package init(selfTest: Bool, implementations: [String] = [], program: String = "aecheck") {
        self.selfTest = selfTest
        self.implementations = implementations
        self.program = program
    }

    /// `text` naming this program where it says `aecheck` as a word (not in `my-port-aecheck`).
    func named(_ text: String) -> String {
        guard program != "aecheck", let word = try? NSRegularExpression(pattern: "(?<![\\w-])aecheck(?=[ '])") else { return text }
        return word.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text),
                                             withTemplate: NSRegularExpression.escapedTemplate(for: program))
    }

    /// A usage error's text: what is wrong, the command's usage with every option it has, where to read more.
    package func usageError(_ message: String, _ command: ParsedArguments.Command) -> String {
        let parts = usageLine(command, compact: false)
        let usage = Self.wrap(["Usage: " + parts[0]] + parts.dropFirst(), width: Self.width, continuation: 8 + parts[0].count)
        let more = command == .help ? "aecheck --help" : "aecheck \(command.rawValue) --help"
        return named("Error: \(message)\n" + usage.joined(separator: "\n") + "\nSee '\(more)'.\n")
    }

    /// `aecheck COMMAND`, its arguments and options, each a part a line may not break; compact: `[<options>]`
    /// in place of many options.
    private func usageLine(_ command: ParsedArguments.Command, compact: Bool) -> [String] {
        let name = command == .run ? "\(program) [run]" : "\(program) \(command.rawValue)"
        let options = options(of: command).filter { $0.name != "--help" }
        var parts = [name] + (command.arguments.isEmpty ? [] : [command.arguments])
        if compact, options.count > 6 { parts.append("[<options>]") } else { parts += options.map(\.usage) }
        return parts
    }

    /// The options `command` has here.
    func options(of command: ParsedArguments.Command) -> [CommandOption] {
        CommandOption.options(of: command, selfTest: selfTest, choosesImplementation: !selfTest)
    }

    /// The commands this command line has.
    var commands: [ParsedArguments.Command] {
        ParsedArguments.Command.allCases.filter { selfTest || !$0.selfTestOnly }
    }

    /// The help for this configuration: every command, every option, the exit codes.
    package var text: String {
        var lines = ["OVERVIEW: Conformance suite for AccessEnabler implementations (Adobe Pass Authentication, iOS/tvOS SDK).", ""]
        lines += Self.wrap(selfTest ? Self.overview : Self.portOverview, width: Self.width)
        lines += ["", "USAGE: " + usageLine(.run, compact: true).joined(separator: " ")]
        for command in commands where command != .run {
            let parts = usageLine(command, compact: true)
            lines += Self.wrap(parts, width: Self.width - 7, continuation: parts[0].count + 1).map { "       " + $0 }
        }
        lines += ["", "COMMANDS:"]
        for command in commands {
            lines += Self.entry(command.rawValue + (command.arguments.isEmpty ? "" : " " + command.arguments), command.summary)
        }
        lines += ["", "OPTIONS:"]
        for option in CommandOption.all where option.audience.shown(selfTest: selfTest) {
            let commands = self.commands.filter(option.belongs(to:))
            // An option of commands this command line does not have (a port's: bench's) is not its option.
            guard !commands.isEmpty else { continue }
            let scope = commands.count > 4 ? "" : "With " + Self.list(commands.map(\.rawValue)) + ": "
            let help = selfTest ? option.help : option.portHelp ?? option.help
            lines += Self.entry(option.name == "--help" ? "-h, --help" : option.name + (option.value.map { " " + $0 } ?? ""),
                                scope.isEmpty ? help : scope + help.prefix(1).lowercased() + help.dropFirst())
        }
        lines += ["", "EXIT CODES:"]
        lines += Self.exitCodes.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
            if line.hasPrefix("§") { return selfTest ? String(line.dropFirst()) : nil }
            return String(line)
        }
        return named(lines.joined(separator: "\n") + "\n")
    }

    /// `aecheck COMMAND --help`: what the command does, its usage and its options.
    package func text(for command: ParsedArguments.Command) -> String {
        var lines = Self.wrap("OVERVIEW: " + command.summary, width: Self.width, continuation: 10)
        let parts = usageLine(command, compact: false)
        lines += [""] + Self.wrap(["USAGE: " + parts[0]] + parts.dropFirst(), width: Self.width, continuation: 8 + parts[0].count)
        let options = options(of: command)
        if !options.isEmpty {
            lines += ["", "OPTIONS:"]
            for option in options {
                let help = selfTest ? option.help : option.portHelp ?? option.help
                lines += Self.entry(option.name == "--help" ? "-h, --help" : option.name + (option.value.map { " " + $0 } ?? ""), help)
            }
        }
        lines += ["", "See 'aecheck --help' for every command and the exit codes."]
        return named(lines.joined(separator: "\n") + "\n")
    }

    /// The width help text wraps at.
    static let width = 100

    /// A two-column entry: the name at column 2, the text at column 26 (on the next line when the name is long).
    private static func entry(_ name: String, _ text: String) -> [String] {
        let body = wrap(text, width: width - 26)
        let head = "  " + name
        if head.count < 24 {
            return [head.padding(toLength: 26, withPad: " ", startingAt: 0) + (body.first ?? "")]
                + body.dropFirst().map { String(repeating: " ", count: 26) + $0 }
        }
        return [head] + body.map { String(repeating: " ", count: 26) + $0 }
    }

    /// `a`, `a or b`, `a, b or c`.
    static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items.last!
    }

    /// `text` in lines of at most `width` characters, broken at spaces; lines after the first indented by `continuation`.
    static func wrap(_ text: String, width: Int, continuation: Int = 0) -> [String] {
        wrap(text.split(separator: " ").map(String.init), width: width, continuation: continuation)
    }

    /// `words` joined by spaces in lines of at most `width` characters (a longer word alone on its line).
    static func wrap(_ words: [String], width: Int, continuation: Int = 0) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in words {
            let limit = lines.isEmpty ? width : width - continuation
            if !line.isEmpty, line.count + 1 + word.count > limit {
                lines.append(line)
                line = String(word)
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.enumerated().map { $0.offset == 0 ? $0.element : String(repeating: " ", count: continuation) + $0.element }
    }

    static let overview = "Runs the executable specs in Specs/ against an implementation (the built-in reference by default, or a program in any language speaking Specs/adapter-protocol.md), prints each result and a summary, and writes reports: junit.xml, results.json, report.md, report.html and the compact report-summary.md."
    static let portOverview = "Runs the executable specs in Specs/ against an implementation (the one this program was built with, or a program in any language speaking Specs/adapter-protocol.md), prints each result and a summary, and writes reports: junit.xml, results.json, report.md, report.html and the compact report-summary.md."

    /// The exit codes, as `--help` ends; lines marked `§` belong to this package's self-test.
    static let exitCodes = """
          0   no scenario of a @must rule failed (with --strict, of a @should rule either), none errored
        §      (mutants: every fault caught, every rule guarded, every alternative passed)
              (explore: no invariant of a @must rule broken; a difference from the reference is information)
              (verify: every digest, the specs, the result and the signature asked for hold)
          1   a scenario of a binding rule failed, or a scenario errored (the adapter or harness broke);
              with --baseline: a failure it does not list, or a stale or expired entry
          2   the specs are invalid (syntax, house rules, undefined steps, a value out of range) or missing
              (no folder, no .feature file in it); bench too
          3   the implementation failed to start (a testee: it did not start or failed its handshake), or
              declares nothing the specs can check (no platform; every scenario not applicable)
          10  verify: a report is missing, or is not the one attested (its digest differs)
          11  verify: a file of the implementation is missing, or is not one attested
          12  verify: the specs at hand (or the baseline) are not those the attested run used
          13  verify: the attestation's result, tests or configuration disagree with results.json
          14  certify: the attestation could not be signed; verify: the signature is missing, bad, not
              by an allowed signer, or not over the statement beside it
          64  usage error (explain: no requirement with that ID; a filter or platform that selects
              nothing, or only scenarios not applicable; an option given twice; an unreadable baseline
              or results.json)
          65  verify: the file is not an attestation certify writes
          69  certify --sign-key, verify --allowed-signers: ssh-keygen is not found
          73  a report cannot be written where asked (found before the run starts)
        """
}
