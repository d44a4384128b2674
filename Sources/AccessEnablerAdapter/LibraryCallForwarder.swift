/// An implementation that hands every API call on as data (``LibraryCall``): the one path the adapter's
/// forwarders take (over the wire, the worker's misbehaving wrapper, the self-test's path faults), so that a new
/// SDK method is forwarded here, once, and a forwarder sees it as a case its `forward(_:)` handles.
package protocol LibraryCallForwarder: AccessEnabler {
    /// Receives the call the app made.
    func forward(_ call: LibraryCall)
}

extension LibraryCallForwarder {
    package func setRequestor(_ requestorID: String, serviceProviders: [String]?) { forward(.setRequestor(requestorID, serviceProviders: serviceProviders)) }
    package func checkAuthentication() { forward(.checkAuthentication) }
    package func getAuthentication(forceAuthn: Bool, data: [String: String]?) { forward(.getAuthentication(forceAuthn: forceAuthn, data: data)) }
    package func setSelectedProvider(_ mvpdID: String?) { forward(.setSelectedProvider(mvpdID)) }
    package func handleExternalURL(_ url: String) { forward(.handleExternalURL(url)) }
    package func checkAuthorization(_ resourceID: String, data: [String: String]?) { forward(.checkAuthorization(resourceID, data: data)) }
    package func getAuthorization(_ resourceID: String, data: [String: String]?) { forward(.getAuthorization(resourceID, data: data)) }
    package func checkPreauthorizedResources(_ resources: [String], cache: Bool) { forward(.checkPreauthorizedResources(resources, cache: cache)) }
    package func getSelectedProvider() { forward(.getSelectedProvider) }
    package func getMetadata(_ key: MetadataKey, arguments: [String: String]?) { forward(.getMetadata(key, arguments)) }
    package func logout() { forward(.logout) }
}
