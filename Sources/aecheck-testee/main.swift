import AccessEnablerAdapter
import AccessEnablerTestService
import AccessEnablerWire
import Foundation
import ReferenceAccessEnabler

// aecheck-testee [--profile VERSION] [--fault NAME]... [--listen HOST:PORT | --connect HOST:PORT] [--aecheck-token TOKEN]:
// the reference, served through the test service: over stdin and stdout, or listening for the suite (aecheck run
// --testee-connect), or dialling it (aecheck run --testee-listen).
let usage = "Usage: aecheck-testee [--profile VERSION] [--fault NAME]... [--listen HOST:PORT | --connect HOST:PORT] [--aecheck-token TOKEN]"
var profile = SDKVersion(1, 10)
var faults: Set<ReferenceFault> = []
enum Channel { case standardStreams, listen(String, UInt16), connect(String, UInt16) }
var channel = Channel.standardStreams
var token = TestService.handedToken

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("aecheck-testee: \(message)\n".utf8))
    exit(64)
}

/// `HOST:PORT` (`[::1]:7700` for IPv6), read as aecheck reads it, or a usage error.
func address(_ text: String?, _ option: String) -> (String, UInt16) {
    guard let text, let (host, port) = TestServiceRoute.address(text) else { fail("\(option) takes HOST:PORT (127.0.0.1:7700)") }
    return (host, port)
}

var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--profile":
        guard let text = arguments.popFirst(), let version = SDKVersion(text), ReferenceAccessEnabler.profiles.contains(version) else {
            fail("--profile takes one of \(ReferenceAccessEnabler.profiles)")
        }
        profile = version
    case "--fault":
        guard let name = arguments.popFirst(), let fault = ReferenceFault(rawValue: name) else {
            fail("--fault takes a fault name ('aecheck faults' lists them)")
        }
        faults.insert(fault)
    case "--listen":
        let (host, port) = address(arguments.popFirst(), argument)
        channel = .listen(host, port)
    case "--connect":
        let (host, port) = address(arguments.popFirst(), argument)
        channel = .connect(host, port)
    case TestService.tokenArgument:
        guard let given = arguments.popFirst() else { fail("\(argument) takes the run's token") }
        token = given
    default:
        fail("unknown argument '\(argument)'. \(usage)")
    }
}
// Named as the reference served over the wire, not as the built-in one, whose reports it must not replace.
var implementation = ReferenceAccessEnabler.implementation(faults: faults, profile: profile)
implementation.name = "wire-" + implementation.name
let service = TestService(implementation, token: token)
switch channel {
case .standardStreams:
    exit(service.serveStandardStreams())
case .listen(let host, let port):
    do {
        let listening = try service.listen(host: host, port: port)
        // The port chosen, when asked for 0: whoever started this reads it here.
        FileHandle.standardOutput.write(Data("listening on \(host):\(listening.port)\n".utf8))
        listening.wait()
    } catch {
        FileHandle.standardError.write(Data("aecheck-testee: \(error)\n".utf8))
        exit(69)
    }
case .connect(let host, let port):
    do {
        try service.connect(host: host, port: port)
    } catch {
        FileHandle.standardError.write(Data("aecheck-testee: \(error)\n".utf8))
        exit(69)
    }
}
