/// An implementation the suite can run: its name, what it targets, and how to build an instance.
public struct AccessEnablerImplementation: Sendable {
    /// A short name, used for the report folder (`Reports/<name>/`).
    public var name: String
    /// Its own version, as it declares it (`0.3.1`), or empty.
    public var version: String
    /// What it targets.
    public var capabilities: Capabilities
    /// Builds one library instance for one app. Throwing means the implementation failed to start.
    public var make: @Sendable (AccessEnablerEnvironment, any EntitlementDelegate) throws -> any AccessEnabler
    /// Why the implementation can no longer be judged in the world whose clock is given (it crashed,
    /// hung, or broke its wire protocol there), or `nil`. The suite asks after every step; an answer ends
    /// the scenario as an error. In-process implementations leave the default.
    package var breakdown: @Sendable (any EntitlementClock) -> String? = { _ in nil }
    /// Ends the scenario of the world whose clock is given, after its last step and before the suite's last look at
    /// ``breakdown``: a testee gets its `reset` there, so that what it writes after its last turn is judged in that
    /// scenario rather than the next. In-process implementations leave the default.
    package var endScenario: @Sendable (any EntitlementClock) -> Void = { _ in }
    /// Whether the suite may run several scenarios at once, each in its own world on its own thread: true for
    /// an implementation in this process (`make` is `@Sendable`, and instances share nothing); false for one
    /// that one external process serves a scenario at a time.
    package var runsScenariosConcurrently = true
    /// Ends every process the implementation runs in (a testee's), so that nothing it does can reach what the
    /// run writes next (its reports, a certificate); in-process implementations leave the default. Calls after
    /// it may start the processes again.
    package var shutDown: @Sendable () -> Void = {}
    /// How many processes of a testee served scenarios at once (more than 1 only when its `hello` declares
    /// `independentProcesses`), or `nil` for an implementation that runs in no process of its own.
    package var processes: @Sendable () -> Int? = { nil }

    /// Creates an implementation.
    public init(
        name: String,
        version: String = "",
        capabilities: Capabilities,
        make: @escaping @Sendable (AccessEnablerEnvironment, any EntitlementDelegate) throws -> any AccessEnabler
    ) {
        self.name = name
        self.version = version
        self.capabilities = capabilities
        self.make = make
    }

    /// Creates an implementation the suite drives in another process, which can break down under it.
    package init(
        name: String,
        version: String = "",
        capabilities: Capabilities,
        breakdown: @escaping @Sendable (any EntitlementClock) -> String?,
        make: @escaping @Sendable (AccessEnablerEnvironment, any EntitlementDelegate) throws -> any AccessEnabler
    ) {
        self.init(name: name, version: version, capabilities: capabilities, make: make)
        self.breakdown = breakdown
    }
}
