import AccessEnablerAdapter

extension LibraryCall {
    /// The answers this call may receive, each at most once (the adapter contract in ``AccessEnabler``).
    ///
    /// Flows that may sign someone in may also be answered by that login's setAuthenticationStatus: so may
    /// checkAuthorization, whose starting a login is the API reference's (API-02), not the seeds'.
    package var permittedAnswers: [CallAnswer] {
        switch self {
        case .setRequestor: [.requestorComplete]
        case .checkAuthentication, .getAuthentication, .logout, .setSelectedProvider, .handleExternalURL: [.authenticationStatus]
        case .checkAuthorization(let resource, _), .getAuthorization(let resource, _): [.authorization(resource), .authenticationStatus]
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
        case .checkAuthorization(let resource, _): .authorization(resource)
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
}
