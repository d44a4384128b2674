import AccessEnablerAdapter
import ReferenceAccessEnabler

/// A mistake on a path no written scenario walks, planted around the reference to show what exploration
/// finds that the written scenarios cannot: not a named fault of the reference (the mutation campaign
/// requires the written scenarios to catch every one of those), but a wrapper that bends what the reference
/// does on that path.
package enum PathFault: String, CaseIterable, Sendable {
    /// A logout while an authorization is in flight: the answer that arrives after the logout is stored.
    case storesAuthorizationAnsweredAfterLogout = "stores-authorization-answered-after-logout"
    /// A relaunch between the login page and handleExternalURL: the new instance, which showed no page,
    /// takes the redirect for a completed login and reports the user authenticated without a token.
    case trustsRedirectWithoutLogin = "trusts-redirect-without-login"

    /// The requirement it violates.
    package var violates: String {
        switch self {
        case .storesAuthorizationAnsweredAfterLogout: "LOGOUT-04"
        case .trustsRedirectWithoutLogin: "AUTHN-09"
        }
    }

    /// What it does, in one line.
    package var summary: String {
        switch self {
        case .storesAuthorizationAnsweredAfterLogout:
            "stores an authorization token whose answer arrives after a logout (a logout while an authorization is in flight)"
        case .trustsRedirectWithoutLogin:
            "reports success on a redirect URL reaching an instance that showed no page (a relaunch between the login page and handleExternalURL)"
        }
    }

    /// The reference of `profile` with this mistake.
    package func implementation(profile: SDKVersion = SDKVersion(1, 10)) -> AccessEnablerImplementation {
        var implementation = ReferenceAccessEnabler.implementation(profile: profile)
        let reference = implementation.make
        let fault = self
        implementation.name += "+" + rawValue
        implementation.make = { environment, delegate in
            try PathFaultyAccessEnabler(fault: fault, environment: environment, delegate: delegate, make: reference)
        }
        return implementation
    }
}
