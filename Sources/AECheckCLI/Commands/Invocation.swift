import AccessEnablerAdapter
import ConformanceKit
import Foundation

/// Everything a command runs with: the command line as given and as parsed, where it runs, the
/// implementations it may run, and where its output goes.
struct Invocation {
    /// The arguments as given, without the program's name.
    var arguments: [String]
    var parsed: ParsedArguments
    /// The folder relative paths resolve against.
    var directory: URL
    /// The implementations a port's executable was built with (none for this package's `aecheck`).
    var implementations: [AccessEnablerImplementation]
    /// This package's self-test (the reference, its faults and campaigns), or `nil` in a port's executable.
    var selfTest: (any SelfTest)?
    /// This program's path, to start isolated workers of, or `nil`.
    var executable: String?
    /// The process's environment (CI variables, colour).
    var environment: [String: String]
    var help: HelpText
    /// Receives a judged run before its reports are written (the Swift Testing entry).
    var judged: ((inout SuiteRun) -> Void)?
    /// Where lines go while the command runs.
    var progress: (String) -> Void

    /// The specs folder the command reads (``AECheck/specsFolder(_:implementations:in:)``).
    var specs: URL { AECheck.specsFolder(parsed, implementations: implementations, in: directory) }
}
