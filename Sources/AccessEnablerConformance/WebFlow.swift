import AccessEnablerAdapter

/// A flow the library sends the user's browser through, as steps name it (`{flow}`: `login`, `logout`).
enum WebFlow: String, CaseIterable, Sendable {
    case login, logout

    /// The service's endpoint the flow's URL opens.
    var path: String {
        switch self {
        case .login: PassAPI.Path.authenticate
        case .logout: PassAPI.Path.logout
        }
    }
}
