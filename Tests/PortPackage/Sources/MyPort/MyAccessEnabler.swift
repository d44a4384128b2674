import AccessEnablerAdapter

/// A port at its very start: it answers a few calls (later, never from inside the call), and crashes when
/// asked for metadata, which the suite's isolation turns into an error on each scenario that asks, not the
/// end of the run.
public final class MyAccessEnabler: AccessEnabler {
    private let delegate: any EntitlementDelegate
    private let clock: any EntitlementClock

    /// The implementation the suite certifies.
    public static let implementation = AccessEnablerImplementation(
        name: "my-port", capabilities: Capabilities(platforms: [.iOS, .tvOS], sdkVersion: SDKVersion(1, 10))
    ) { environment, delegate in
        MyAccessEnabler(environment: environment, delegate: delegate)
    }

    public init(environment: AccessEnablerEnvironment, delegate: any EntitlementDelegate) {
        self.delegate = delegate
        clock = environment.clock
    }

    /// Runs `callback` once the current call has returned.
    private func later(_ callback: @escaping () -> Void) {
        _ = clock.schedule(after: 0, callback)
    }

    public func setRequestor(_ requestorID: String, serviceProviders: [String]?) { later { self.delegate.setRequestorComplete(.success) } }
    public func checkAuthentication() { later { self.delegate.setAuthenticationStatus(.error, errorCode: "User Not Authenticated Error") } }
    public func getAuthentication(forceAuthn: Bool, data: [String: String]?) {}
    public func setSelectedProvider(_ mvpdID: String?) {}
    public func handleExternalURL(_ url: String) {}
    public func checkAuthorization(_ resourceID: String, data: [String: String]?) {}
    public func getAuthorization(_ resourceID: String, data: [String: String]?) {}
    public func checkPreauthorizedResources(_ resources: [String], cache: Bool) {}
    public func getSelectedProvider() { later { self.delegate.selectedProvider(nil) } }
    public func getMetadata(_ key: MetadataKey, arguments: [String: String]?) { fatalError("getMetadata is not written yet") }
    public func logout() {}
}
