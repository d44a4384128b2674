import AECheckRun
import AccessEnablerAdapter
import AccessEnablerConformance
import AccessEnablerWire
import Foundation

/// The worker side of isolation: `aecheck __worker 'REQUEST'` serves what its ``WorkerRequest`` (JSON) names, so that
/// the supervising `aecheck` survives whatever the implementation does: the implementation over the adapter protocol
/// on its stdin and stdout, or whole scenarios of the request's specs (``ScenarioServer``), what a default isolated
/// run asks first. Without a request it serves the program's first implementation (or the plain reference).
///
/// After the request, `--exit-on METHOD` makes the worker exit when that API method is called, `--hang-on METHOD`
/// never return from it: they show, in the tests, that a crashing or hanging implementation costs one scenario, not
/// the run.
enum Worker {
    static let command = WorkerCommand.name

    /// Serves until stdin ends; the exit status.
    static func serve(_ arguments: [String], implementations: [AccessEnablerImplementation], selfTest: (any SelfTest)?) -> Int32 {
        var rest = arguments[...]
        var request = WorkerRequest()
        if let first = rest.first, !first.hasPrefix("--") {
            rest = rest.dropFirst()
            do {
                request = try WorkerRequest(json: first)
            } catch {
                return refuse("the worker request is not one (\(error)); a supervising aecheck writes it", RunExitCode.usage)
            }
        }
        var exitOn: String?, hangOn: String?
        while let flag = rest.popFirst() {
            switch (flag, rest.popFirst()) {
            case ("--exit-on", let method?): exitOn = method
            case ("--hang-on", let method?): hangOn = method
            default: return refuse("unknown argument '\(flag)'", RunExitCode.usage)
            }
        }
        var implementation: AccessEnablerImplementation
        let choice = request.implementation ?? (implementations.isEmpty ? .reference(faults: [], alternatives: [], profile: nil) : .linked(name: nil))
        switch choice.linkedImplementation(implementations, reference: selfTest) {
        case .success(let chosen): implementation = chosen
        case .failure(let error): return refuse(error.message, RunExitCode.usage)
        }
        if exitOn != nil || hangOn != nil {
            let make = implementation.make, exitOn = exitOn, hangOn = hangOn
            implementation.make = { environment, delegate in
                MisbehavingAccessEnabler(try make(environment, delegate), exitOn: exitOn, hangOn: hangOn)
            }
        }
        guard let scenarios = request.scenarios else { return WireServer(implementation: implementation).run() }
        do {
            let suite = try ConformanceSuite.load(from: URL(fileURLWithPath: scenarios, isDirectory: true), use: .worker)
            return ScenarioServer(suite: suite, implementation: implementation, platform: request.platform).run()
        } catch {
            return refuse("the specs in \(scenarios) do not load: \(error)", RunExitCode.invalidSpecs)
        }
    }

    /// Says why on stderr; the exit status.
    private static func refuse(_ message: String, _ code: RunExitCode) -> Int32 {
        FileHandle.standardError.write(Data("aecheck \(command): \(message)\n".utf8))
        return code.rawValue
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
