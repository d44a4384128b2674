import AccessEnablerAdapter
import Foundation

/// The shell commands that start this program again as a worker (`PROGRAM __worker …`): the one rendering of an
/// ``ImplementationChoice`` as a worker's arguments, which the worker side of the command line reads back.
package enum WorkerCommand {
    /// The first argument that makes a program built on `AECheck.main` a worker.
    package static let name = "__worker"

    /// The shell command that starts a worker of `executable` serving the implementation `choice` names, the linked
    /// one called `linked` when the choice is ``ImplementationChoice/linked(name:)``.
    package static func command(executable: String, _ choice: ImplementationChoice, linked: String?) -> String {
        var words = [executable, name]
        switch choice {
        case .linked:
            if let linked { words += ["--implementation", linked] }
        case .reference(let faults, let alternatives, let profile):
            for fault in faults { words += ["--fault", fault] }
            for alternative in alternatives { words += ["--alternative", alternative] }
            if let profile { words += ["--profile", profile] }
        case .testee:
            break
        }
        return words.map(quoted).joined(separator: " ")
    }

    /// The command of a worker that runs whole scenarios of the specs in `specs` (see ``ScenarioServer``), for
    /// the worker `command` starts.
    package static func scenarioCommand(_ command: String, specs: URL, platform: Platform?) -> String {
        var words = ["--scenarios", specs.standardizedFileURL.path]
        if let platform { words += ["--platform", platform.rawValue] }
        return ([command] + words.map(quoted)).joined(separator: " ")
    }

    /// A word for `/bin/sh`, in single quotes.
    private static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
