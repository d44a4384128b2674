import HostSystem

/// What it takes to reproduce a run and to match its reports to one another.
package struct RunMetadata: Sendable, Equatable, Codable {
    /// The suite's name and version (`aecheck 1.0.0`).
    package var suite: String
    /// `sha256:` and the hex digest of the specs folder (see the suite's loader), or empty.
    package var specsDigest: String
    /// The implementation's own version, as it declares it, or empty.
    package var implementationVersion: String
    /// The optional features the implementation declares.
    package var features: [String]
    /// The platforms the implementation declares (`ios`, `tvos`).
    package var platforms: [String]
    /// The SDK version the implementation declares (`1.10`), or empty.
    package var sdkVersion: String
    /// The requirement filter, as given, or `nil`.
    package var filter: String?
    /// The platform filter, or `nil`.
    package var platformFilter: String?
    /// Whether `@should` failures decided the verdict.
    package var strict: Bool
    /// The baseline file applied, as given, or `nil`.
    package var baseline: String?
    /// `sha256:` and the hex digest of the baseline file's bytes, or `nil` when none was applied.
    package var baselineDigest: String?
    /// The command line, as typed (arguments joined by spaces), or empty.
    package var commandLine: String
    /// The program and the arguments that run this implementation as this run did, without its selection
    /// and its report options (`["aecheck", "--fault", "caches-media-token"]`): what a hint adds
    /// `--filter ID --verbose` to (``rerunFilter``). `nil` when unknown.
    package var rerun: [String]?
    /// How ``rerun`` selects one requirement; `nil` is aecheck's own `--filter ID --verbose`.
    package var rerunFilter: RerunFilter?
    /// The name of the program that ran (`aecheck`, or a port's own executable's name), or `nil` when unknown.
    package var program: String?
    /// How the implementation ran, or `nil` when unknown.
    package var mode: RunMode?
    /// The testee's shell command when it ran over the adapter protocol (a `--testee` or an isolated
    /// worker), or `nil`.
    package var testee: String?
    /// How many processes of the testee served scenarios at once, or `nil` when it ran in none of its own. More
    /// than one only when the testee declares its processes share nothing (`independentProcesses`): a testee
    /// whose processes do share state may then give another verdict on another run, and `--jobs 1` is the check.
    package var testeeProcesses: Int?
    /// Where the testee ran, as its `hello` says (a test service in the Simulator or on a device), or `nil`.
    package var testeeRuntime: HostRuntime?
    /// An exploration's parameters, or `nil` for a run of the specs.
    package var exploration: ExplorationParameters?
    /// The part of the work this run did (`--shard K/N`), or `nil` for the whole of it.
    package var shard: Shard?
    /// How many shards `aecheck merge` put together into this run, or `nil` for a run that was not merged.
    package var mergedShards: Int?
    /// One sentence saying what a PASSED verdict of this run certifies (the suite writes it), or `nil`.
    package var certifies: String?

    /// Creates metadata; every field defaults to empty.
    package init(
        suite: String = "", specsDigest: String = "", implementationVersion: String = "", features: [String] = [],
        platforms: [String] = [], sdkVersion: String = "",
        filter: String? = nil, platformFilter: String? = nil, strict: Bool = false, baseline: String? = nil,
        commandLine: String = ""
    ) {
        self.suite = suite
        self.specsDigest = specsDigest
        self.implementationVersion = implementationVersion
        self.features = features
        self.platforms = platforms
        self.sdkVersion = sdkVersion
        self.filter = filter
        self.platformFilter = platformFilter
        self.strict = strict
        self.baseline = baseline
        self.commandLine = commandLine
    }

    /// The command that reruns `result` as this run ran it (aecheck's, when the run does not say), or `nil`
    /// when nothing selects it (no requirement ID; an exploration's result no run broke).
    package func rerunCommand(for result: ScenarioResult) -> [String]? {
        let command = rerun ?? ["aecheck"]
        switch rerunFilter ?? .requirement {
        case .requirement: return result.requirementIDs.first.map { command + ["--filter", $0, "--verbose"] }
        // Exactly its own generated test: the function's name, then the parenthesis that ends it in the test's ID
        // (`Module.Suite/NAME()`), so that no longer name it begins is selected too.
        case .testName: return result.requirementIDs.isEmpty ? nil : command + ["--filter", TestFunctionName.of(result.displayName) + "\\("]
        case .explorationRun:
            guard let tally = result.exploration, let exploration else { return nil }
            return command + ["--seed", String(exploration.seed), "--run", String(tally.firstRun), "--steps", String(exploration.steps), "--verbose"]
        }
    }

    /// The command that shows requirement `id`'s rule and sentences, or `nil` when the program that ran has
    /// none (`swift test`).
    package func explainCommand(for id: String) -> [String]? {
        switch rerunFilter ?? .requirement {
        case .requirement, .explorationRun: [(rerun ?? ["aecheck"])[0], "explain", id]
        case .testName: nil
        }
    }
}
