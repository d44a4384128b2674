import AccessEnablerAdapter
import AccessEnablerWire
import Foundation

/// The worker side of isolation: `aecheck __worker …` serves one implementation over the adapter protocol
/// on its stdin and stdout, so that the supervising `aecheck` survives whatever it does.
///
/// The supervisor passes what chooses the implementation (`--implementation NAME`, or the self-test's
/// `--fault NAME`, `--alternative NAME` and `--profile VERSION`). `--exit-on METHOD` makes the worker exit when that API method
/// is called: it shows, in the tests, that a crashing implementation costs one scenario, not the run.
enum Worker {
    static let command = "__worker"

    /// Serves until stdin ends; the exit status.
    static func serve(_ arguments: [String], implementations: [AccessEnablerImplementation], selfTest: (any SelfTest)?) -> Int32 {
        var name: String?, faults: [String] = [], alternatives: [String] = [], profile: String?, exitOn: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            let value = rest.popFirst()
            switch argument {
            case "--implementation": name = value
            case "--fault": value.map { faults.append($0) }
            case "--alternative": value.map { alternatives.append($0) }
            case "--profile": profile = value
            case "--exit-on": exitOn = value
            default:
                FileHandle.standardError.write(Data("aecheck \(command): unknown argument '\(argument)'\n".utf8))
                return AECheck.ExitCode.usage
            }
        }
        var implementation: AccessEnablerImplementation
        switch AECheck.chooseImplementation(named: name, faults: faults, alternatives: alternatives, profile: profile, implementations, selfTest) {
        case .success(let chosen): implementation = chosen
        case .failure(let error):
            FileHandle.standardError.write(Data("aecheck \(command): \(error.message)\n".utf8))
            return AECheck.ExitCode.usage
        }
        if let exitOn {
            let make = implementation.make
            implementation.make = { environment, delegate in ExitingAccessEnabler(try make(environment, delegate), exitOn: exitOn) }
        }
        return WireServer(implementation: implementation).run()
    }

    /// The shell command that starts a worker for the implementation `parsed` chose.
    static func command(executable: String, _ parsed: ParsedArguments, implementation: String?) -> String {
        var words = [executable, command]
        if let implementation { words += ["--implementation", implementation] }
        for fault in parsed.faults { words += ["--fault", fault] }
        for alternative in parsed.alternatives { words += ["--alternative", alternative] }
        if let profile = parsed.profile { words += ["--profile", profile] }
        return words.map(quoted).joined(separator: " ")
    }

    /// A word for `/bin/sh`, in single quotes.
    private static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// An implementation that exits the process when one API method is called (the worker's `--exit-on`).
private final class ExitingAccessEnabler: AccessEnabler {
    private let wrapped: any AccessEnabler
    private let exitOn: String

    init(_ wrapped: any AccessEnabler, exitOn: String) {
        self.wrapped = wrapped
        self.exitOn = exitOn
    }

    private func enter(_ method: String) {
        guard method == exitOn else { return }
        FileHandle.standardError.write(Data("the implementation exits on \(method), as asked\n".utf8))
        exit(70)
    }

    func setRequestor(_ requestorID: String, serviceProviders: [String]?) { enter("setRequestor"); wrapped.setRequestor(requestorID, serviceProviders: serviceProviders) }
    func checkAuthentication() { enter("checkAuthentication"); wrapped.checkAuthentication() }
    func getAuthentication(forceAuthn: Bool, data: [String: String]?) { enter("getAuthentication"); wrapped.getAuthentication(forceAuthn: forceAuthn, data: data) }
    func setSelectedProvider(_ mvpdID: String?) { enter("setSelectedProvider"); wrapped.setSelectedProvider(mvpdID) }
    func handleExternalURL(_ url: String) { enter("handleExternalURL"); wrapped.handleExternalURL(url) }
    func checkAuthorization(_ resourceID: String, data: [String: String]?) { enter("checkAuthorization"); wrapped.checkAuthorization(resourceID, data: data) }
    func getAuthorization(_ resourceID: String, data: [String: String]?) { enter("getAuthorization"); wrapped.getAuthorization(resourceID, data: data) }
    func checkPreauthorizedResources(_ resources: [String], cache: Bool) { enter("checkPreauthorizedResources"); wrapped.checkPreauthorizedResources(resources, cache: cache) }
    func getSelectedProvider() { enter("getSelectedProvider"); wrapped.getSelectedProvider() }
    func getMetadata(_ key: MetadataKey, arguments: [String: String]?) { enter("getMetadata"); wrapped.getMetadata(key, arguments: arguments) }
    func logout() { enter("logout"); wrapped.logout() }
}
