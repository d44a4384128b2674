import AccessEnablerAdapter
import AccessEnablerConformance
import HostSystem
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

    /// The specs folder the command reads: the one `--specs` names, or the default: for a port's executable, the specs
    /// of the package it depends on; for `aecheck`, the specs beside the program (the release artefact's own, wherever
    /// it is run from, a checkout with a `Specs/` of its own included), else `Specs` here (this package's checkout),
    /// else this package's own checkout (as when Xcode runs the `aecheck` scheme in a folder of its own).
    var specs: URL {
        if let path = parsed.subject.specsPath { return URL(fileURLWithPath: path, relativeTo: directory) }
        guard implementations.isEmpty else { return ConformanceSuite.packagedSpecs }
        if let beside = Self.specsBesideProgram { return beside }
        let here = URL(fileURLWithPath: "Specs", relativeTo: directory)
        var isFolder: ObjCBool = false
        guard !FileManager.default.fileExists(atPath: here.path, isDirectory: &isFolder) || !isFolder.boolValue else { return here }
        return FileManager.default.fileExists(atPath: ConformanceSuite.packagedSpecs.path, isDirectory: &isFolder) && isFolder.boolValue
            ? ConformanceSuite.packagedSpecs : here
    }

    /// `Specs` beside this program (links to the program followed), when there is such a folder.
    static let specsBesideProgram: URL? = {
        let specs = RunningProgram.product("Specs")
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: specs.path, isDirectory: &isFolder) && isFolder.boolValue ? specs : nil
    }()
}
