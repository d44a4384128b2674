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

    private func call(_ call: LibraryCall) {
        testee.send("call", to: instance, ["method": JSONValue(call.name), "arguments": .object(call.wireArguments)])
    }

    func setRequestor(_ requestorID: String, serviceProviders: [String]?) { call(.setRequestor(requestorID, serviceProviders: serviceProviders)) }
    func checkAuthentication() { call(.checkAuthentication) }
    func getAuthentication(forceAuthn: Bool, data: [String: String]?) { call(.getAuthentication(forceAuthn: forceAuthn, data: data)) }
    func setSelectedProvider(_ mvpdID: String?) { call(.setSelectedProvider(mvpdID)) }
    func handleExternalURL(_ url: String) { call(.handleExternalURL(url)) }
    func checkAuthorization(_ resourceID: String, data: [String: String]?) { call(.checkAuthorization(resourceID, data: data)) }
    func getAuthorization(_ resourceID: String, data: [String: String]?) { call(.getAuthorization(resourceID, data: data)) }
    func checkPreauthorizedResources(_ resources: [String], cache: Bool) { call(.checkPreauthorizedResources(resources, cache: cache)) }
    func getSelectedProvider() { call(.getSelectedProvider) }
    func getMetadata(_ key: MetadataKey, arguments: [String: String]?) { call(.getMetadata(key, arguments)) }
    func logout() { call(.logout) }
}
