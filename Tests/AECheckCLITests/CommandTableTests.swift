@testable import AECheckCLI
import Testing

/// Each command's type declares its options from the one table, which help lists in order.
struct CommandTableTests {
    @Test func everyOptionOfTheTableBelongsToACommand() {
        let declared = ParsedArguments.Command.allCases.flatMap { AECheck.commandType($0).options }
        for option in CommandOption.all where option != .help {
            #expect(declared.contains(option), "no command lists \(option.name) \(option.value ?? "")")
        }
    }

    @Test func everyCommandsOptionsAreInTheTableOnceEachAndTheirNamesDiffer() {
        for command in ParsedArguments.Command.allCases {
            let options = AECheck.commandType(command).options
            #expect(options.allSatisfy(CommandOption.all.contains), "\(command): an option missing from CommandOption.all")
            #expect(Set(options.map(\.name)).count == options.count, "\(command): two options of one name")
            #expect(!options.contains(.help), "\(command): --help is every command's already")
        }
        #expect(Set(CommandOption.all.map { "\($0.name) \($0.value ?? "") \($0.help)" }).count == CommandOption.all.count)
    }
}
