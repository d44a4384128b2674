import AECheckRun

/// The options that choose the implementation and how it runs: the reference's `--fault`, `--alternative` and
/// `--profile`, a port's `--implementation`, a `--testee` and its `--name`, `--in-process`, the limits and `--jobs`,
/// and the `--specs` it runs against.
package struct SubjectOptions: Equatable, Sendable {
    package var specsPath: String?
    package var faults: [String] = []
    /// The reference's legitimate alternatives to switch on (self-test).
    package var alternatives: [String] = []
    package var profile: String?
    /// The shell command that starts an implementation speaking the adapter protocol.
    package var testee: String?
    /// The address of a test service speaking the adapter protocol over TCP (`--testee-connect HOST:PORT`, read once).
    package var testeeConnect: ServiceAddress?
    /// Where to listen for a test service that dials in (`--testee-listen [HOST:]PORT`, read once).
    package var testeeListen: ServiceAddress?
    /// The shell command that (re)starts the remote side before each connection (`--testee-launch`).
    package var testeeLaunch: String?
    /// Seconds the service may take to listen or dial in (`--testee-wait`).
    package var testeeWait: Double?
    /// Variables the implementation's processes get beside those passed by default (`--pass-env NAME`).
    package var passedEnvironment: [String] = []

    /// A test service's host and port.
    package struct ServiceAddress: Equatable, Sendable {
        package var host: String
        package var port: UInt16
    }
    package var name: String?
    /// The implementation to run, among those a port's executable was built with.
    package var implementation: String?
    /// Run an in-process implementation in this process rather than in an isolated worker.
    package var inProcess = false
    package var turnTimeout: Double?
    package var scenarioTimeout: Double?
    /// How many scenarios run at once (`--jobs`); one per core when `nil`.
    package var jobs: Int?

    /// The test service chosen, with how it is launched; `nil` when none is.
    var testeeService: TestServiceChoice? {
        let chosen = testeeConnect.map { (TestServiceChoice.Direction.connect, $0) } ?? testeeListen.map { (.listen, $0) }
        return chosen.map { TestServiceChoice($0.0, host: $0.1.host, port: $0.1.port, launch: testeeLaunch, wait: testeeWait) }
    }

    /// The rules between these options: a testee is chosen alone, and named only with `--name`.
    func validate(_ command: ParsedArguments.Command) throws(ParsedArguments.UsageError) {
        let ways = [(testee != nil, "--testee starts a testee"), (testeeConnect != nil, "--testee-connect dials one"),
                    (testeeListen != nil, "--testee-listen waits for one")].filter(\.0)
        if ways.count > 1 {
            throw .init(message: ways.map(\.1).joined(separator: ", ") + "; give one", command: command)
        }
        let service = testeeConnect != nil || testeeListen != nil
        if !service, testeeLaunch != nil || testeeWait != nil {
            throw .init(message: "--testee-launch and --testee-wait go with --testee-connect or --testee-listen", command: command)
        }
        let chosenTestee = testee != nil || service
        if chosenTestee, profile != nil || !faults.isEmpty || !alternatives.isEmpty {
            throw .init(message: "--profile, --fault and --alternative choose how the built-in reference runs; they do not go with --testee", command: command)
        }
        if !chosenTestee, name != nil {
            throw .init(message: "--name goes with --testee", command: command)
        }
        if chosenTestee, inProcess {
            throw .init(message: "--in-process runs the built-in implementation in this process; a testee runs in its own", command: command)
        }
    }
}
