import AccessEnablerAdapter

/// The kind of callback that answers a library call (see the adapter contract in ``AccessEnabler``):
/// `setRequestor` → `requestorComplete`, `getAuthorization(r)` → `authorization(r)`, and so on.
package enum CallAnswer: Hashable, Sendable {
    case requestorComplete
    case authenticationStatus
    case authorization(String)
    case selectedProvider
    case metadata
    case preauthorized

    /// The status report's ID for a preauthorization that failed.
    package static let preauthorizationFailed = "P100"

    /// The answer `callback` gives, or `nil` for callbacks that answer no call (dialogs, navigation,
    /// tracking, status reports). A status report of a failed preauthorization (`P100`, "Preauthorization
    /// failed" in Adobe's error reporting) answers checkPreauthorizedResources (readings.md, section 43).
    package init?(_ callback: Callback) {
        switch callback {
        case .setRequestorComplete: self = .requestorComplete
        case .setAuthenticationStatus: self = .authenticationStatus
        case .setToken(_, let resource), .tokenRequestFailed(let resource, _, _): self = .authorization(resource)
        case .selectedProvider: self = .selectedProvider
        case .setMetadataStatus: self = .metadata
        case .preauthorizedResources: self = .preauthorized
        case .status(let report) where report[StatusKey.id] == Self.preauthorizationFailed: self = .preauthorized
        case .displayProviderDialog, .navigateToUrl, .sendTrackingData, .status: return nil
        }
    }
}
