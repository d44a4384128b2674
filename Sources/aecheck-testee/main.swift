import AccessEnablerAdapter
import AccessEnablerWire
import Foundation
import ReferenceAccessEnabler

// aecheck-testee [--profile VERSION] [--fault NAME]...: the reference, served over the adapter protocol.
var profile = SDKVersion(1, 10)
var faults: Set<ReferenceFault> = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--profile":
        guard let text = arguments.popFirst(), let version = SDKVersion(text), ReferenceAccessEnabler.profiles.contains(version) else {
            FileHandle.standardError.write(Data("aecheck-testee: --profile takes one of \(ReferenceAccessEnabler.profiles)\n".utf8))
            exit(64)
        }
        profile = version
    case "--fault":
        guard let name = arguments.popFirst(), let fault = ReferenceFault(rawValue: name) else {
            FileHandle.standardError.write(Data("aecheck-testee: --fault takes a fault name ('aecheck faults' lists them)\n".utf8))
            exit(64)
        }
        faults.insert(fault)
    default:
        FileHandle.standardError.write(Data("aecheck-testee: unknown argument '\(argument)'. Usage: aecheck-testee [--profile VERSION] [--fault NAME]...\n".utf8))
        exit(64)
    }
}
// Named as the reference served over the wire, not as the built-in one, whose reports it must not replace.
var implementation = ReferenceAccessEnabler.implementation(faults: faults, profile: profile)
implementation.name = "wire-" + implementation.name
exit(WireServer(implementation: implementation).run())
