import AccessEnablerAdapter

/// One call the library made to the app, as recorded in the ``Transcript``.
package enum Callback: Equatable, Sendable, CustomStringConvertible {
    case setRequestorComplete(AccessEnablerStatus)
    case setAuthenticationStatus(AccessEnablerStatus, errorCode: String)
    case displayProviderDialog([MVPD])
    /// `useSVC` is `nil` for `navigateToUrl:` and set for `navigateToUrl:useSVC:`.
    case navigateToUrl(String, useSVC: Bool?)
    case setToken(String, resource: String)
    case tokenRequestFailed(resource: String, errorCode: String, description: String?)
    case preauthorizedResources([String])
    case selectedProvider(MVPD?)
    case setMetadataStatus(value: String?, encrypted: Bool, key: MetadataKey, arguments: [String: String]?)
    case sendTrackingData([String], eventType: Int)
    case status([String: String])

    /// The SDK name of the callback, such as `setAuthenticationStatus`.
    package var name: String {
        switch self {
        case .setRequestorComplete: "setRequestorComplete"
        case .setAuthenticationStatus: "setAuthenticationStatus"
        case .displayProviderDialog: "displayProviderDialog"
        case .navigateToUrl: "navigateToUrl"
        case .setToken: "setToken"
        case .tokenRequestFailed: "tokenRequestFailed"
        case .preauthorizedResources: "preauthorizedResources"
        case .selectedProvider: "selectedProvider"
        case .setMetadataStatus: "setMetadataStatus"
        case .sendTrackingData: "sendTrackingData"
        case .status: "status"
        }
    }

    package var description: String {
        switch self {
        case .setRequestorComplete(let s): "setRequestorComplete(\(s))"
        case let .setAuthenticationStatus(s, code): "setAuthenticationStatus(\(s), \"\(code)\")"
        case .displayProviderDialog(let mvpds): "displayProviderDialog([\(mvpds.map(\.id).joined(separator: ", "))])"
        case let .navigateToUrl(url, nil): "navigateToUrl(\(url))"
        case let .navigateToUrl(url, useSVC?): "navigateToUrl(\(url), useSVC: \(useSVC))"
        case let .setToken(token, resource): "setToken(\(token), \(resource))"
        case let .tokenRequestFailed(resource, code, text): "tokenRequestFailed(\(resource), \"\(code)\", \(text.map { "\"\($0)\"" } ?? "nil"))"
        case .preauthorizedResources(let list): "preauthorizedResources([\(list.joined(separator: ", "))])"
        case .selectedProvider(let mvpd): "selectedProvider(\(mvpd?.id ?? "nil"))"
        case let .setMetadataStatus(value, encrypted, key, _): "setMetadataStatus(\(value ?? "nil"), encrypted: \(encrypted), key: \(key.rawValue))"
        case let .sendTrackingData(data, type): "sendTrackingData([\(data.joined(separator: ", "))], \(type))"
        case .status(let dict): "status(\(dict.keys.sorted().map { "\($0): \(dict[$0]!)" }.joined(separator: ", ")))"
        }
    }
}
