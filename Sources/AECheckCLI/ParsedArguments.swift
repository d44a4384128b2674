/// The command line, parsed: a subcommand, its options and flags. Hand-written; small on purpose.
public struct ParsedArguments: Equatable, Sendable {
    /// The subcommands `aecheck` knows.
    public enum Command: String, Sendable, CaseIterable {
        case run, list, faults, mutants, help
    }

    public var command: Command = .run
    public var filter: String?
    public var platform: String?
    public var junitPath: String?
    public var specsPath: String?
    public var faults: [String] = []
    public var profile: String?
    public var json = false
    public var verbose = false
    public var help = false

    /// A usage error: what is wrong, shown with the usage line and a pointer to `--help`.
    public struct UsageError: Error, Equatable, Sendable {
        public var message: String
    }

    /// Parses `arguments` (without the program name).
    public init(_ arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        if let first = rest.first, !first.hasPrefix("-") {
            guard let command = Command(rawValue: first) else {
                throw UsageError(message: "unknown command '\(first)'; commands: \(Command.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            self.command = command
            rest = rest.dropFirst()
        }
        while let argument = rest.popFirst() {
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = rest.popFirst(), !next.hasPrefix("--") else {
                    throw UsageError(message: "missing value for '\(name)'")
                }
                return next
            }
            switch (name, command) {
            case ("-h", _), ("--help", _): help = true
            case ("--filter", .run), ("--filter", .list): filter = try value()
            case ("--specs", .run), ("--specs", .list): specsPath = try value()
            case ("--platform", .run): platform = try value()
            case ("--junit", .run): junitPath = try value()
            case ("--fault", .run): faults.append(try value())
            case ("--profile", .run): profile = try value()
            case ("--verbose", .run): verbose = true
            case ("--json", .list): json = true
            default:
                if name.hasPrefix("-") {
                    throw UsageError(message: "unknown option '\(name)' for '\(command.rawValue)'")
                }
                throw UsageError(message: "unexpected argument '\(name)'")
            }
        }
        if let platform, !["ios", "tvos"].contains(platform) {
            throw UsageError(message: "the platform is 'ios' or 'tvos', not '\(platform)'")
        }
    }
}
