import AECheckRun
import AccessEnablerAdapter
import AccessEnablerConformance
import AccessEnablerWire
import Foundation

/// The worker side of isolation: `aecheck __worker …` serves one implementation over the adapter protocol
/// on its stdin and stdout, so that the supervising `aecheck` survives whatever it does.
///
/// The supervisor passes what chooses the implementation (`--implementation NAME`, or the self-test's
/// `--fault NAME`, `--alternative NAME` and `--profile VERSION`). With `--scenarios SPECS` (and `--platform`),
/// the worker runs whole scenarios of those specs instead (``ScenarioServer``): what a default isolated run
/// asks first. `--exit-on METHOD` makes the worker exit when that API method is called, `--hang-on METHOD`
/// never return from it: they show, in the tests, that a crashing or hanging implementation costs one
/// scenario, not the run.
enum Worker {
    static let command = WorkerCommand.name

    /// Serves until stdin ends; the exit status.
    static func serve(_ arguments: [String], implementations: [AccessEnablerImplementation], selfTest: (any SelfTest)?) -> Int32 {
        var name: String?, faults: [String] = [], alternatives: [String] = [], profile: String?, exitOn: String?, hangOn: String?
        var scenarios: String?, platform: Platform?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            let value = rest.popFirst()
            switch argument {
            case "--implementation": name = value
            case "--fault": value.map { faults.append($0) }
            case "--alternative": value.map { alternatives.append($0) }
            case "--profile": profile = value
            case "--exit-on": exitOn = value
            case "--hang-on": hangOn = value
            case "--scenarios": scenarios = value
            case "--platform": platform = value.flatMap(Platform.init(rawValue:))
            default:
                FileHandle.standardError.write(Data("aecheck \(command): unknown argument '\(argument)'\n".utf8))
                return RunExitCode.usage.rawValue
            }
        }
        var implementation: AccessEnablerImplementation
        let choice: ImplementationChoice = implementations.isEmpty ? .reference(faults: faults, alternatives: alternatives, profile: profile) : .linked(name: name)
        switch choice.linkedImplementation(implementations, reference: selfTest) {
        case .success(let chosen): implementation = chosen
        case .failure(let error):
            FileHandle.standardError.write(Data("aecheck \(command): \(error.message)\n".utf8))
            return RunExitCode.usage.rawValue
        }
        if exitOn != nil || hangOn != nil {
            let make = implementation.make, exitOn = exitOn, hangOn = hangOn
            implementation.make = { environment, delegate in
                MisbehavingAccessEnabler(try make(environment, delegate), exitOn: exitOn, hangOn: hangOn)
            }
        }
        guard let scenarios else { return WireServer(implementation: implementation).run() }
        do {
            let suite = try ConformanceSuite.load(from: URL(fileURLWithPath: scenarios, isDirectory: true), use: .worker)
            return ScenarioServer(suite: suite, implementation: implementation, platform: platform).run()
        } catch {
            FileHandle.standardError.write(Data("aecheck \(command): the specs in \(scenarios) do not load: \(error)\n".utf8))
            return RunExitCode.invalidSpecs.rawValue
        }
    }
}

/// An implementation that exits the process, or never returns, when one API method is called (the worker's
/// `--exit-on` and `--hang-on`).
private final class MisbehavingAccessEnabler: LibraryCallForwarder {
    private let wrapped: any AccessEnabler
    private let exitOn: String?, hangOn: String?

    init(_ wrapped: any AccessEnabler, exitOn: String?, hangOn: String?) {
        self.wrapped = wrapped
        self.exitOn = exitOn
        self.hangOn = hangOn
    }

    func forward(_ call: LibraryCall) {
        if call.name == exitOn {
            FileHandle.standardError.write(Data("the implementation exits on \(call.name), as asked\n".utf8))
            exit(70)
        }
        if call.name == hangOn {
            FileHandle.standardError.write(Data("the implementation hangs in \(call.name), as asked\n".utf8))
            DispatchSemaphore(value: 0).wait()
        }
        call.perform(on: wrapped)
    }
}
