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

    /// The rules between these options: a testee is chosen alone, and named only with `--name`.
    func validate(_ command: ParsedArguments.Command) throws(ParsedArguments.UsageError) {
        if testee != nil, testeeConnect != nil {
            throw .init(message: "--testee starts a testee and --testee-connect dials one; give one", command: command)
        }
        let chosenTestee = testee != nil || testeeConnect != nil
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
