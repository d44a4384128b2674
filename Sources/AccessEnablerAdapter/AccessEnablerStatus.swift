/// The SDK's status values: `ACCESS_ENABLER_STATUS_SUCCESS` (1) and `ACCESS_ENABLER_STATUS_ERROR` (0).
public enum AccessEnablerStatus: Int, Sendable, Codable, CustomStringConvertible {
    case error = 0
    case success = 1

    public var description: String { String(rawValue) }
}

/// The SDK's error-code strings.
///
/// Platforms differ in letter case (`Provider not Selected Error` on Android), so compare codes with
/// ``matches(_:_:)``, not `==`.
public enum AccessEnablerErrorCode {
    /// `USER_AUTHENTICATED`: the empty code that goes with a success.
    public static let userAuthenticated = ""
    /// `USER_NOT_AUTHENTICATED_ERROR`.
    public static let userNotAuthenticated = "User Not Authenticated Error"
    /// `USER_NOT_AUTHORIZED_ERROR`.
    public static let userNotAuthorized = "User Not Authorized Error"
    /// `PROVIDER_NOT_SELECTED_ERROR`.
    public static let providerNotSelected = "Provider Not Selected Error"
    /// `GENERIC_AUTHENTICATION_ERROR`.
    public static let genericAuthentication = "Generic Authentication Error"
    /// `GENERIC_AUTHORIZATION_ERROR`.
    public static let genericAuthorization = "Generic Authorization Error"

    /// The codes by their SDK constant names, for specs that name them.
    public static let byConstantName: [String: String] = [
        "USER_AUTHENTICATED": userAuthenticated,
        "USER_NOT_AUTHENTICATED_ERROR": userNotAuthenticated,
        "USER_NOT_AUTHORIZED_ERROR": userNotAuthorized,
        "PROVIDER_NOT_SELECTED_ERROR": providerNotSelected,
        "GENERIC_AUTHENTICATION_ERROR": genericAuthentication,
        "GENERIC_AUTHORIZATION_ERROR": genericAuthorization,
    ]

    /// Whether two codes are the same code, ignoring letter case.
    public static func matches(_ a: String, _ b: String) -> Bool {
        a.lowercased() == b.lowercased()
    }
}

/// The keys of ``AccessEnabler/getMetadata(_:arguments:)`` and what ``EntitlementDelegate/setMetadataStatus(_:encrypted:forKey:arguments:)``
/// answers for each.
///
/// The API reference names the keys; the argument names and value formats are this suite's contract:
/// - ``authenticationTTL`` (0): the cached authentication token's expiry, in milliseconds since 1970 as
///   decimal text (`"1767312000000"`); `nil` when none is valid.
/// - ``authorizationTTL`` (1): argument ``resourceArgument`` names the resource; the cached authorization
///   token's expiry for it, in the same form; `nil` when none.
/// - ``deviceID`` (2): the device ID the library sends to the service (`device_id`).
/// - ``userMetadata`` (3): not used by the suite.
public enum MetadataKey: Int, Sendable, Codable {
    case authenticationTTL = 0
    case authorizationTTL = 1
    case deviceID = 2
    case userMetadata = 3

    /// The argument naming the resource of ``authorizationTTL``.
    public static let resourceArgument = "resource"
}

/// Keys and values of the ``EntitlementDelegate/status(_:)`` dictionary.
public enum StatusKey {
    /// The report's identifier; `REGCODE` for a tvOS registration code.
    public static let id = "id"
    /// The report's level, such as `Success`.
    public static let level = "level"
    /// The registration code itself. Not documented publicly; this suite defines it.
    public static let registrationCode = "regcode"
}

/// The custom redirect URL of a web-view login or logout (`ADOBEPASS_REDIRECT_URL`).
public let ADOBEPASS_REDIRECT_URL = "adobepass://ios.app"
