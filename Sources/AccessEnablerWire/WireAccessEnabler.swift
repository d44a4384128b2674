import AccessEnablerAdapter
import Foundation

/// One library instance living in a testee process: each API call becomes a `call` turn.
final class WireAccessEnabler: LibraryCallForwarder {
    private let testee: ProcessTestee
    private let instance: String

    init(testee: ProcessTestee, instance: String) {
        self.testee = testee
        self.instance = instance
    }

    deinit { testee.close(instance) }

    func forward(_ call: LibraryCall) {
        testee.send("call", to: instance, ["method": JSONValue(call.name), "arguments": .object(call.wireArguments)])
    }
}
