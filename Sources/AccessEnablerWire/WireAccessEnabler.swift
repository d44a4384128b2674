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

    private func call(_ method: String, _ arguments: [String: JSONValue] = [:]) {
        testee.send("call", to: instance, ["method": JSONValue(method), "arguments": .object(arguments)])
    }

    func setRequestor(_ requestorID: String, serviceProviders: [String]?) {
        call("setRequestor", ["requestor": JSONValue(requestorID), "serviceProviders": JSONValue(serviceProviders)])
    }
    func checkAuthentication() { call("checkAuthentication") }
    func getAuthentication(forceAuthn: Bool, data: [String: String]?) {
        call("getAuthentication", ["forceAuthn": JSONValue(forceAuthn), "data": JSONValue(data)])
    }
    func setSelectedProvider(_ mvpdID: String?) { call("setSelectedProvider", ["mvpd": JSONValue(mvpdID)]) }
    func handleExternalURL(_ url: String) { call("handleExternalURL", ["url": JSONValue(url)]) }
    func checkAuthorization(_ resourceID: String, data: [String: String]?) {
        call("checkAuthorization", ["resource": JSONValue(resourceID), "data": JSONValue(data)])
    }
    func getAuthorization(_ resourceID: String, data: [String: String]?) {
        call("getAuthorization", ["resource": JSONValue(resourceID), "data": JSONValue(data)])
    }
    func checkPreauthorizedResources(_ resources: [String], cache: Bool) {
        call("checkPreauthorizedResources", ["resources": JSONValue(resources), "cache": JSONValue(cache)])
    }
    func getSelectedProvider() { call("getSelectedProvider") }
    func getMetadata(_ key: MetadataKey, arguments: [String: String]?) {
        call("getMetadata", ["key": JSONValue(key.rawValue), "arguments": JSONValue(arguments)])
    }
    func logout() { call("logout") }
}
