import AccessEnablerAdapter

/// The service's endpoints by the short names specs use (`authorize`, `mediatoken`...).
package enum ServiceEndpoint: String, CaseIterable {
    case config
    case authenticate
    case authnToken = "authn-token"
    case passive
    case regcode
    case authorize
    case mediatoken
    case logout
    case preauthorize

    /// Whether `request` goes to this endpoint.
    package func matches(_ request: PassRequest) -> Bool {
        switch self {
        case .config: request.path.hasPrefix(PassAPI.Path.config)
        case .authenticate: request.path == PassAPI.Path.authenticate
        case .authnToken: request.path == PassAPI.Path.authenticationToken
        case .passive: request.path == PassAPI.Path.passiveAuthentication
        case .regcode: request.path.hasPrefix(PassAPI.Path.registrationCode)
        case .authorize: request.path == PassAPI.Path.authorize
        case .mediatoken: request.path == PassAPI.Path.mediaToken
        case .logout: request.path == PassAPI.Path.logout
        case .preauthorize: request.path == PassAPI.Path.preauthorize
        }
    }

    /// The path every request to this endpoint starts with.
    package var pathPrefix: String {
        switch self {
        case .config: PassAPI.Path.config
        case .authenticate: PassAPI.Path.authenticate
        case .authnToken: PassAPI.Path.authenticationToken
        case .passive: PassAPI.Path.passiveAuthentication
        case .regcode: PassAPI.Path.registrationCode
        case .authorize: PassAPI.Path.authorize
        case .mediatoken: PassAPI.Path.mediaToken
        case .logout: PassAPI.Path.logout
        case .preauthorize: PassAPI.Path.preauthorize
        }
    }

    /// The endpoints that carry entitlement work (everything but the configuration).
    package static let entitlement: [ServiceEndpoint] = allCases.filter { $0 != .config }
}
