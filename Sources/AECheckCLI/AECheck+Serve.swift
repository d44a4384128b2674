import AccessEnablerAdapter
import AccessEnablerWire

extension AECheck {
    /// Serves `implementation` over the adapter protocol (`Specs/adapter-protocol.md`) on standard input
    /// and output until the suite says `bye` or closes the pipe, and returns the exit code.
    ///
    /// A Swift port can be certified as a program, as a port in any other language is:
    ///
    /// ```swift
    /// exit(AECheck.serve(myPortImplementation))  // then: aecheck run --testee .build/debug/my-port-testee
    /// ```
    public static func serve(_ implementation: AccessEnablerImplementation) -> Int32 {
        WireServer(implementation: implementation).run()
    }
}
