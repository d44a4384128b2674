import AccessEnablerAdapter

/// One call an app makes to its library instance, as data: performed, recorded and accounted for.
package enum LibraryCall: Equatable, Sendable, CustomStringConvertible {
    case setRequestor(String)
    case checkAuthentication
    case getAuthentication(forceAuthn: Bool)
    /// `nil` cancels the flow in progress.
    case setSelectedProvider(String?)
    case handleExternalURL(String)
    case checkAuthorization(String)
    case getAuthorization(String)
    case checkPreauthorizedResources([String])
    case getSelectedProvider
    case getMetadata(MetadataKey, [String: String]?)
    case logout

    /// The SDK name of the method, such as `getAuthorization`.
    package var name: String {
        switch self {
        case .setRequestor: "setRequestor"
        case .checkAuthentication: "checkAuthentication"
        case .getAuthentication: "getAuthentication"
        case .setSelectedProvider: "setSelectedProvider"
        case .handleExternalURL: "handleExternalURL"
        case .checkAuthorization: "checkAuthorization"
        case .getAuthorization: "getAuthorization"
        case .checkPreauthorizedResources: "checkPreauthorizedResources"
        case .getSelectedProvider: "getSelectedProvider"
        case .getMetadata: "getMetadata"
        case .logout: "logout"
        }
    }

    /// The arguments as the transcript shows them.
    package var arguments: String {
        switch self {
        case .setRequestor(let id): id
        case .getAuthentication(let force): force ? "forceAuthn: true" : ""
        case .setSelectedProvider(let id): id ?? "nil"
        case .handleExternalURL(let url): url
        case .checkAuthorization(let resource), .getAuthorization(let resource): resource
        case .checkPreauthorizedResources(let resources): resources.joined(separator: ", ")
        case let .getMetadata(key, arguments):
            ([String(key.rawValue)] + (arguments ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }).joined(separator: ", ")
        case .checkAuthentication, .getSelectedProvider, .logout: ""
        }
    }

    package var description: String { "\(name)(\(arguments))" }

    /// The answers this call may receive, each at most once (the adapter contract in ``AccessEnabler``).
    ///
    /// Flows that may sign someone in may also be answered by that login's setAuthenticationStatus: so may
    /// checkAuthorization, whose starting a login is the API reference's (API-02), not the seeds'.
    package var permittedAnswers: [CallAnswer] {
        switch self {
        case .setRequestor: [.requestorComplete]
        case .checkAuthentication, .getAuthentication, .logout, .setSelectedProvider, .handleExternalURL: [.authenticationStatus]
        case .checkAuthorization(let resource), .getAuthorization(let resource): [.authorization(resource), .authenticationStatus]
        case .getSelectedProvider: [.selectedProvider]
        case .getMetadata: [.metadata]
        case .checkPreauthorizedResources: [.preauthorized]
        }
    }

    /// The answer this call is owed once its instance is configured, or `nil` when none is: a login, a
    /// getAuthorization that may start one, a cancel, a handback and a logout end as their flows decide.
    package var dueAnswer: CallAnswer? {
        switch self {
        case .setRequestor: .requestorComplete
        case .checkAuthentication: .authenticationStatus
        case .checkAuthorization(let resource): .authorization(resource)
        case .getSelectedProvider: .selectedProvider
        case .getMetadata: .metadata
        case .checkPreauthorizedResources: .preauthorized
        case .getAuthentication, .setSelectedProvider, .handleExternalURL, .getAuthorization, .logout: nil
        }
    }

    /// Whether its answer needs the service, so that a logout or a new setRequestor may abandon it.
    package var answerNeedsService: Bool {
        switch self {
        case .checkAuthorization, .checkPreauthorizedResources: true
        default: false
        }
    }

    /// Calls the method on `library`.
    package func perform(on library: any AccessEnabler) {
        switch self {
        case .setRequestor(let id): library.setRequestor(id, serviceProviders: nil)
        case .checkAuthentication: library.checkAuthentication()
        case .getAuthentication(let force): library.getAuthentication(forceAuthn: force, data: nil)
        case .setSelectedProvider(let id): library.setSelectedProvider(id)
        case .handleExternalURL(let url): library.handleExternalURL(url)
        case .checkAuthorization(let resource): library.checkAuthorization(resource, data: nil)
        case .getAuthorization(let resource): library.getAuthorization(resource, data: nil)
        case .checkPreauthorizedResources(let resources): library.checkPreauthorizedResources(resources, cache: false)
        case .getSelectedProvider: library.getSelectedProvider()
        case let .getMetadata(key, arguments): library.getMetadata(key, arguments: arguments)
        case .logout: library.logout()
        }
    }
}
