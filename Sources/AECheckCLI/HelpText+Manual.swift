import AccessEnablerConformance

extension HelpText {
    /// The help as a manual page in roff (`man` section 1): the overview, each command with its usage and options,
    /// every option, the exit codes. The same texts `--help` prints, escaped for roff.
    package var manualPage: String {
        let name = Self.roff(program)
        var lines = [".TH \(name.uppercased()) 1 \"\" \"\(name) \(ConformanceSuite.version)\" \"User Commands\"",
                     ".SH NAME", "\(name) \\- conformance suite for AccessEnabler implementations",
                     ".SH SYNOPSIS"]
        for command in commands {
            let words = command == .run ? "[run]" : command.rawValue
            lines += [".B \(name)", Self.roff(words + (command.arguments.isEmpty ? "" : " " + command.arguments) + " [options]"), ".br"]
        }
        lines += [".SH DESCRIPTION", Self.roff(named(selfTest ? Self.overview : Self.portOverview)), ".SH COMMANDS"]
        for command in commands {
            lines += [".TP", "\\fB\(Self.roff(command.rawValue))\\fR" + (command.arguments.isEmpty ? "" : " \\fI\(Self.roff(command.arguments))\\fR"),
                      Self.roff(named(command.summary))]
            let options = options(of: command).map(\.name).filter { $0 != "--help" }
            if !options.isEmpty { lines += [".br", "Options: " + Self.roff(options.joined(separator: ", ")) + "."] }
        }
        lines.append(".SH OPTIONS")
        var seen: Set<String> = []
        for option in CommandOption.all where option.audience.shown(selfTest: selfTest) && seen.insert(option.name).inserted {
            let holders = commands.filter(option.belongs(to:))
            guard !holders.isEmpty else { continue }
            let help: String = named(selfTest ? option.help : option.portHelp ?? option.help)
            let value: String = option.value.map { " \\fI" + Self.roff($0) + "\\fR" } ?? ""
            let scope: String = holders.count > 4 ? "" : " (" + Self.roff(HelpText.list(holders.map(\.rawValue))) + ")"
            lines += [".TP", "\\fB" + Self.roff(option.name) + "\\fR" + value, Self.roff(help) + scope]
        }
        lines += [".SH EXIT STATUS", ".nf"]
        for line in Self.exitCodes.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("§") { if selfTest { lines.append(Self.roff(String(line.dropFirst()))) } } else { lines.append(Self.roff(String(line))) }
        }
        lines += [".fi", ".SH SEE ALSO", Self.roff("\(program) help COMMAND; Specs/adapter-protocol.md; the README of the conformance package.")]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as roff reads it literally: backslashes escaped, hyphens as minus signs (options are typed so), a
    /// character beyond ASCII as its Unicode escape (`\[u2026]`), and a line that would start with a control character
    /// (`.` or `'`) guarded.
    static func roff(_ text: String) -> String {
        let escaped = text.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\\": return "\\e"
            case "-": return "\\-"
            case _ where scalar.isASCII: return String(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }.joined()
        return escaped.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix(".") || $0.hasPrefix("'") ? "\\&" + $0 : String($0) }.joined(separator: "\n")
    }
}
