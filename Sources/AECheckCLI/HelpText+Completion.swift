extension HelpText {
    /// A shell `help --completion` writes a script for.
    package enum Shell: String, Sendable, CaseIterable {
        case bash, zsh, fish
    }

    /// A completion script for `shell`: the commands this help lists, each command's options, the choices an option's
    /// value has (`--platform ios|tvos`), and file names for other values and for the inputs of commands that read files.
    package func completionScript(for shell: Shell) -> String {
        switch shell {
        case .bash:
            "# bash completion for \(program): source this file, or put it in a bash-completion folder as \(program).\n" + bashFunction
        case .zsh:
            "# zsh completion for \(program): source this file (it loads zsh's bashcompinit and completes as bash does).\n"
                + "autoload -U +X bashcompinit && bashcompinit\n" + bashFunction
        case .fish:
            fishScript
        }
    }

    /// The choices of an option's value, where its placeholder lists them (`auto|always|never`), else none.
    private static func choices(_ option: CommandOption) -> [String]? {
        guard let value = option.value, value.contains("|"), !value.contains("<") else { return nil }
        return value.split(separator: "|").map(String.init)
    }

    /// The options of `command` as a shell word list.
    private func optionWords(_ command: ParsedArguments.Command) -> String {
        options(of: command).map(\.name).joined(separator: " ")
    }

    /// Every option shown here that takes a value, once each.
    private var valueOptions: [CommandOption] {
        var seen: Set<String> = []
        return commands.flatMap(options(of:)).filter { $0.value != nil && seen.insert($0.name).inserted }
    }

    /// A name the shell can use for a function (a port's program may have a hyphen).
    private var functionName: String {
        "_" + String(program.map { $0.isLetter || $0.isNumber ? $0 : "_" }) + "_complete"
    }

    private var bashFunction: String {
        let commandNames = commands.map(\.rawValue)
        var lines = ["\(functionName)() {",
                     "    local current=${COMP_WORDS[COMP_CWORD]} previous=${COMP_WORDS[COMP_CWORD-1]} command=run word",
                     "    for word in \"${COMP_WORDS[@]:1:COMP_CWORD-1}\"; do",
                     "        case $word in",
                     "            \(commandNames.joined(separator: "|"))) command=$word; break ;;",
                     "        esac",
                     "    done",
                     "    case $previous in"]
        for option in valueOptions {
            let reply = Self.choices(option).map { "compgen -W \"\($0.joined(separator: " "))\" -- \"$current\"" } ?? "compgen -f -- \"$current\""
            lines.append("        \(option.name)) COMPREPLY=($(\(reply))); return ;;")
        }
        lines += ["    esac", "    local options", "    case $command in"]
        for command in commands {
            lines.append("        \(command.rawValue)) options=\"\(optionWords(command))\" ;;")
        }
        lines += ["    esac",
                  "    if [[ $current == -* ]]; then",
                  "        COMPREPLY=($(compgen -W \"$options\" -- \"$current\"))",
                  "    elif [[ $command == help ]] || (( COMP_CWORD == 1 )); then",
                  "        COMPREPLY=($(compgen -W \"\(commandNames.joined(separator: " "))\" -- \"$current\"))",
                  "    else",
                  "        COMPREPLY=($(compgen -f -- \"$current\"))",
                  "    fi",
                  "}",
                  "complete -o default -F \(functionName) \(program)"]
        return lines.joined(separator: "\n") + "\n"
    }

    private var fishScript: String {
        var lines = ["# fish completion for \(program): put this file in ~/.config/fish/completions/\(program).fish.",
                     "complete -c \(program) -f"]
        let names = commands.map(\.rawValue).joined(separator: " ")
        for command in commands {
            lines.append("complete -c \(program) -n '__fish_use_subcommand' -a \(command.rawValue) -d \(Self.fishQuoted(Self.firstSentence(command.summary)))")
        }
        for command in commands {
            // `run` is also what a command line without a command runs.
            let condition = command == .run ? "__fish_use_subcommand; or __fish_seen_subcommand_from run"
                : "__fish_seen_subcommand_from \(command.rawValue)"
            for option in options(of: command) {
                var words = ["complete -c \(program) -n \(Self.fishQuoted(condition)) -l \(option.name.dropFirst(2))"]
                if let choices = Self.choices(option) {
                    words.append("-x -a \(Self.fishQuoted(choices.joined(separator: " ")))")
                } else if option.value != nil {
                    words.append("-r -F")
                }
                let help = selfTest ? option.help : option.portHelp ?? option.help
                words.append("-d \(Self.fishQuoted(Self.firstSentence(help)))")
                lines.append(words.joined(separator: " "))
            }
        }
        lines.append("complete -c \(program) -n '__fish_seen_subcommand_from help' -a \(Self.fishQuoted(names))")
        for command in commands where !command.arguments.isEmpty && command != .help && command != .explain {
            lines.append("complete -c \(program) -n '__fish_seen_subcommand_from \(command.rawValue)' -F")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text up to its first full stop (or its first 80 characters), for a one-line description.
    private static func firstSentence(_ text: String) -> String {
        let sentence = text.range(of: ". ").map { String(text[..<$0.lowerBound]) } ?? text
        return sentence.count > 80 ? String(sentence.prefix(79)) + "…" : sentence
    }

    /// `text` as one fish word in single quotes.
    private static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
