import ConformanceKit

/// `aecheck run` (the default) and `aecheck certify`: the specs run against the implementation, the reports
/// written, and for certify the attestation beside them (``AECheck/runSuite(_:_:_:host:_:mode:specs:)``).
enum RunCommand: AECheckCommand {
    static let summary = "Run the specs (the default)."
    static let options: [CommandOption] = [.filter, .platform, .reports, .junit, .junitFiles, .annotations,
        .provenance, .baseline, .today, .specs, .profile, .fault, .alternative, .implementation, .testee, .name,
        .inProcess, .jobs, .shard, .turnTimeout, .scenarioTimeout, .strict, .color, .verbose, .version]

    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        let prepared = try PreparedSuite.prepare(invocation)
        let (implementation, host) = try prepared.startedImplementation(invocation)
        let parsed = invocation.parsed
        let mode: RunMode = parsed.testee != nil ? .testee : invocation.executable != nil && !parsed.inProcess ? .isolated : .inProcess
        return try AECheck.runSuite(prepared.suite, prepared.selection, implementation, host: host, invocation, mode: mode, specs: prepared.specs)
    }
}
