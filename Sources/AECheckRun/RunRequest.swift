import AccessEnablerConformance
import ConformanceKit
import Foundation

/// Everything one run of the suite is asked to do, in data: which specs, which implementation and how it runs, which
/// scenarios, how the verdict is graded, where the reports go, and what the reports say about how the run was made.
///
/// The command line builds one from its options; the Swift Testing entry builds one from a `ConformanceSubject`.
/// A ``RunSession`` carries it out.
package struct RunRequest: Sendable {
    /// The specs folder.
    package var specs: URL
    /// The implementation checked.
    package var implementation: ImplementationChoice
    /// Where an implementation linked into the program runs (a testee always runs in its own processes).
    package var isolation: RunIsolation = .inProcess
    /// A testee's (or an isolated worker's) time limits, in seconds; `nil`: the default.
    package var turnTimeout: Double?
    package var scenarioTimeout: Double?
    /// Variables of this process's environment the implementation's processes (a testee, a launch command, an
    /// isolated worker) get beside those ``AccessEnablerWire/ChildEnvironment`` passes (`--pass-env`).
    package var passedEnvironment: [String] = []
    /// The scenarios run: filters, platform, shard.
    package var selection = ConformanceSuite.Selection()
    /// How the verdict is graded: strictness and a baseline.
    package var grading = GradingRequest()
    /// Where the reports go; `nil` for a run that writes none (`coverage`), which notes nothing either.
    package var reports: ReportDestination? = ReportDestination()
    /// Fields of the user's own in results.json's provenance, in the order given (the first of a key wins).
    package var provenance: [(key: String, value: String)] = []
    /// How many scenarios run at once (`nil`: one per core).
    package var jobs: Int?
    /// Whether each result's line shows its steps.
    package var verbose = false
    /// How the run was made, as its reports and rerun hints say.
    package var origin = RunOrigin(program: "aecheck", commandLine: "aecheck", rerun: ["aecheck"])

    package init(specs: URL, implementation: ImplementationChoice) {
        self.specs = specs
        self.implementation = implementation
    }

    /// The threads the suite runs scenarios on.
    package var threads: Int { jobs ?? ConformanceSuite.defaultThreads }
}

/// Where an implementation linked into the program runs.
package enum RunIsolation: Sendable, Equatable {
    /// In the running program.
    case inProcess
    /// In workers: `executable` (this program, or the port's own executable) started again in worker mode, one per
    /// thread, each running whole scenarios, so that a crash or a hang costs one scenario.
    case workers(executable: String)
}

/// How a run is graded, as asked: read and checked once, by ``Grading/read(_:suite:folder:)``.
package struct GradingRequest: Sendable, Equatable {
    /// Whether failures of `@should` rules decide the verdict.
    package var strict = false
    /// The baseline file of expected failures, as written (reports quote it) and resolved.
    package var baseline: (written: String, url: URL)?
    /// The date baseline entries' expiry is judged against (`YYYY-MM-DD`); `nil`: today.
    package var today: String?

    package init() {}

    package static func == (left: GradingRequest, right: GradingRequest) -> Bool {
        left.strict == right.strict && left.baseline?.written == right.baseline?.written && left.baseline?.url == right.baseline?.url
            && left.today == right.today
    }
}

/// Where a run's reports go: a folder, and the JUnit XML elsewhere when asked.
package struct ReportDestination: Sendable, Equatable {
    /// The folder (`nil`: `Reports/<implementation>` under the working directory).
    package var folder: URL?
    /// Reports written somewhere else than the folder (the JUnit XML with `--junit`), and where.
    package var placed: [ReportFile: URL] = [:]
    /// Whether each JUnit test case names its spec file.
    package var junitFiles = false
    /// The working directory: where `Reports/<implementation>` lies, and what spec paths in reports are relative to.
    package var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)

    package init() {}

    /// The folder a run of the implementation `name` writes into, or `nil` while the name is not known (a testee
    /// names itself in its handshake).
    package func folder(for name: String?) -> ReportFolder? {
        if let folder { return ReportFolder(url: folder, placed: placed) }
        guard let name else { return nil }
        return ReportFolder(url: URL(fileURLWithPath: "Reports/" + ReportFolder.folderName(name), relativeTo: directory), placed: placed)
    }
}

/// How a run was made, as its reports say: the program, the command line, and the words that rerun a requirement.
package struct RunOrigin: Sendable, Equatable {
    /// The program's name (`aecheck`, a port's own executable, `swift test`).
    package var program: String
    /// The command line as given, quoted for a shell.
    package var commandLine: String
    /// The words a hint adds a requirement's filter to, to rerun it as this run ran.
    package var rerun: [String]
    /// How a hint names the requirement to rerun (`nil`: `--filter ID`).
    package var rerunFilter: RerunFilter?

    package init(program: String, commandLine: String, rerun: [String], rerunFilter: RerunFilter? = nil) {
        self.program = program
        self.commandLine = commandLine
        self.rerun = rerun
        self.rerunFilter = rerunFilter
    }
}
