/// One option of the command line, declared once (``CommandOption/all``) and listed by each command's type that
/// has it: the parser, the usage lines, `--help` and each command's `--help` all read it there (the shape of
/// swift-argument-parser, written out by hand).
package struct CommandOption: Sendable, Equatable {
    /// Who has the option: every `aecheck`, this package's own (with its self-test), or a port's executable
    /// built with implementations to choose from.
    package enum Audience: Sendable {
        case everyone, selfTest, port

        /// Whether a command line with or without the self-test, choosing among implementations or not, has it.
        func includes(selfTest: Bool, choosesImplementation: Bool) -> Bool {
            switch self {
            case .everyone: true
            case .selfTest: selfTest
            case .port: choosesImplementation
            }
        }

        /// Whether the help of a command line with or without the self-test shows it.
        func shown(selfTest: Bool) -> Bool {
            switch self {
            case .everyone: true
            case .selfTest: selfTest
            case .port: !selfTest
            }
        }
    }

    /// What the option stores, converted from its text.
    package typealias Assign = @Sendable (inout ParsedArguments, String) throws(ParsedArguments.UsageError) -> Void

    /// `--filter`.
    package var name: String
    /// The value's placeholder (`<id-or-pattern>`), or `nil` for a flag.
    package var value: String?
    package var audience: Audience
    /// Whether it may be given more than once.
    package var repeatable: Bool
    /// What it does, for `--help`; `portHelp` replaces it in a port's executable when it differs there.
    package var help: String
    package var portHelp: String?
    /// Stores the value (for a flag, the empty text).
    package var assign: Assign

    /// Declares an option that takes a value.
    init(_ name: String, _ value: String, _ audience: Audience = .everyone,
         repeatable: Bool = false, help: String, portHelp: String? = nil, assign: @escaping Assign) {
        (self.name, self.value, self.audience, self.repeatable) = (name, value, audience, repeatable)
        (self.help, self.portHelp, self.assign) = (help, portHelp, assign)
    }

    /// Declares a flag.
    init(flag name: String, _ audience: Audience = .everyone, help: String,
         set: @escaping @Sendable (inout ParsedArguments) -> Void) {
        self.init(name, "", audience, help: help) { parsed, _ throws(ParsedArguments.UsageError) in set(&parsed) }
        self.value = nil
    }

    /// How a usage line shows it: `[--filter <id-or-pattern>]`.
    var usage: String { "[\(name)\(value.map { " \($0)" } ?? "")]" }

    /// The same option: its name, value and help (`--output` is three options, one per command that has it).
    package static func == (lhs: CommandOption, rhs: CommandOption) -> Bool {
        (lhs.name, lhs.value, lhs.help) == (rhs.name, rhs.value, rhs.help)
    }
}
