import AccessEnablerAdapter
import Foundation

/// One library instance living in a testee process: each API call becomes a `call` turn.
final class WireAccessEnabler: AccessEnabler {
    private let testee: ProcessTestee
    private let instance: String

    init(testee: ProcessTestee, instance: String) {
        self.testee = testee
        self.instance = instance
    }

    deinit { testee.close(instance) }

    private func call(_ method: String, _ arguments: [String: Any] = [:]) {
        testee.send("call", to: instance, ["method": method, "arguments": arguments])
    }

    func setRequestor(_ requestorID: String, serviceProviders: [String]?) {
        call("setRequestor", ["requestor": requestorID, "serviceProviders": serviceProviders ?? NSNull()])
    }
    func checkAuthentication() { call("checkAuthentication") }
    func getAuthentication(forceAuthn: Bool, data: [String: String]?) {
        call("getAuthentication", ["forceAuthn": forceAuthn, "data": data ?? NSNull()])
    }
    func setSelectedProvider(_ mvpdID: String?) { call("setSelectedProvider", ["mvpd": mvpdID ?? NSNull()]) }
    func handleExternalURL(_ url: String) { call("handleExternalURL", ["url": url]) }
    func checkAuthorization(_ resourceID: String, data: [String: String]?) {
        call("checkAuthorization", ["resource": resourceID, "data": data ?? NSNull()])
    }
    func getAuthorization(_ resourceID: String, data: [String: String]?) {
        call("getAuthorization", ["resource": resourceID, "data": data ?? NSNull()])
    }
    func checkPreauthorizedResources(_ resources: [String], cache: Bool) {
        call("checkPreauthorizedResources", ["resources": resources, "cache": cache])
    }
    func getSelectedProvider() { call("getSelectedProvider") }
    func getMetadata(_ key: MetadataKey, arguments: [String: String]?) {
        call("getMetadata", ["key": key.rawValue, "arguments": arguments ?? NSNull()])
    }
    func logout() { call("logout") }
}
