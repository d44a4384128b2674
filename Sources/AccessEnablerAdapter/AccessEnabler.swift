/// An implementation of the AccessEnabler library, as the conformance suite sees it.
///
/// A port of the SDK (a Swift rewrite, a tvOS port, a wrapper around the real framework) conforms to
/// `AccessEnabler` so that the suite can drive it. There is one method per documented API call, named as
/// in the SDK. Results never come back as return values: like the SDK, an implementation reports
/// everything through the ``EntitlementDelegate`` it was built with, and it reaches the outside world
/// only through the ``AccessEnablerEnvironment`` it was built from.
///
/// ## The contract
/// - **Build from the environment only.** Every service request goes through
///   ``AccessEnablerEnvironment/transport``, every byte kept on the device through
///   ``AccessEnablerEnvironment/storage``, every timer and every reading of the time through
///   ``AccessEnablerEnvironment/clock``. Never read the wall clock, sleep, spawn threads or keep state in
///   globals: the suite runs many instances side by side on virtual time, and a second instance built over
///   the same storage is how it models an app that was closed and opened again.
/// - **Calls arrive on one thread**, the one the suite runs the world on, and so do transport
///   completions and timers. No locking is needed; no callback may be made from another thread.
/// - **Never call back synchronously from inside a call**, the way the SDK never does: finish the call,
///   and report later through the clock or a transport completion (`clock.schedule(after: 0)` is fine).
/// - **Queue until configured.** Calls made before ``setRequestor(_:serviceProviders:)`` has completed
///   are queued silently and answered once the configuration arrives (in call order, the project's reading).
/// - **Never answer a call twice**. The API reference pairs calls with the callbacks that answer them:
///   `setRequestor` → `setRequestorComplete`; `checkAuthentication`, `getAuthentication`, `logout` →
///   `setAuthenticationStatus` (a cancel may be reported the same way); `checkAuthorization`/`getAuthorization` → `setToken` or
///   `tokenRequestFailed`; `getSelectedProvider` → `selectedProvider`; `getMetadata` →
///   `setMetadataStatus`). Never call back once the instance has been replaced by a new launch.
///   `setSelectedProvider(id)` while no flow waits for a provider preselects it for the next flow and is
///   answered by nothing.
/// - The suite enforces these rules: a callback from inside a call, from a replaced instance, or answering
///   no waiting call fails the scenario, naming the rule.
/// - **The service's protocol** is written down in `Specs/service-protocol.md`; the wire shapes are in
///   ``PassAPI``.
///
/// ## Example
/// A (very incomplete) implementation that only knows how to report that nobody is signed in:
///
/// ```swift
/// final class NobodyHome: AccessEnabler {
///     private let environment: AccessEnablerEnvironment
///     private unowned let delegate: any EntitlementDelegate
///
///     init(environment: AccessEnablerEnvironment, delegate: any EntitlementDelegate) {
///         self.environment = environment
///         self.delegate = delegate
///     }
///
///     func checkAuthentication() {
///         environment.clock.schedule(after: 0) { [delegate] in
///             delegate.setAuthenticationStatus(.error, errorCode: AccessEnablerErrorCode.userNotAuthenticated)
///         }
///     }
///     // ... every other method of the protocol
/// }
///
/// let implementation = AccessEnablerImplementation(
///     name: "nobody-home",
///     capabilities: Capabilities(platforms: [.iOS], sdkVersion: SDKVersion(1, 10))
/// ) { environment, delegate in
///     NobodyHome(environment: environment, delegate: delegate)
/// }
/// ```
///
/// The package ships a complete one, `ReferenceAccessEnabler`, which the suite runs when no other
/// implementation is named.
public protocol AccessEnabler: AnyObject {
    /// Establishes the app's identity and fetches the requestor's configuration (its MVPD list).
    ///
    /// Reports ``EntitlementDelegate/setRequestorComplete(_:)``: success once the configuration has
    /// arrived, error for an unknown requestor or an unreachable service.
    func setRequestor(_ requestorID: String, serviceProviders: [String]?)

    /// Reports whether a valid authentication token is cached, from local storage only.
    func checkAuthentication()

    /// Starts the authentication flow, or reports success at once when a valid token is cached.
    func getAuthentication(forceAuthn: Bool, data: [String: String]?)

    /// Tells the library which MVPD the user picked; `nil` cancels the flow in progress.
    func setSelectedProvider(_ mvpdID: String?)

    /// Called by the app when its web view reached the custom redirect URL (login or logout done).
    func handleExternalURL(_ url: String)

    /// Reports whether the user may watch `resourceID`, without ever starting authentication.
    func checkAuthorization(_ resourceID: String, data: [String: String]?)

    /// Obtains authorization for `resourceID` (authenticating first if needed) and a fresh media token.
    func getAuthorization(_ resourceID: String, data: [String: String]?)

    /// Reports which of `resources` the user may watch, for decorating a user interface.
    func checkPreauthorizedResources(_ resources: [String], cache: Bool)

    /// Reports the MVPD currently selected, or none.
    func getSelectedProvider()

    /// Reports a piece of metadata (token TTLs, device ID, user metadata).
    func getMetadata(_ key: MetadataKey, arguments: [String: String]?)

    /// Signs the user out, clearing every cached entitlement on the device.
    func logout()
}
