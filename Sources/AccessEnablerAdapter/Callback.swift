/// One call a library made to its app's ``EntitlementDelegate``, as data: the one vocabulary of the 12
/// callbacks that the simulator records, the steps check and the adapter protocol carries (its wire codec is
/// a table over these cases). Package access: a port sees the delegate protocol, not this.
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

    /// The delegate method a callback calls, by its SDK name: what a step names and the wire's `name` carries, read
    /// back in one exhaustive switch.
    package enum Method: String, CaseIterable, Sendable {
        case setRequestorComplete, setAuthenticationStatus, displayProviderDialog, navigateToUrl, setToken, tokenRequestFailed
        case preauthorizedResources, selectedProvider, setMetadataStatus, sendTrackingData, status
    }

    /// The delegate method the callback calls.
    package var method: Method {
        switch self {
        case .setRequestorComplete: .setRequestorComplete
        case .setAuthenticationStatus: .setAuthenticationStatus
        case .displayProviderDialog: .displayProviderDialog
        case .navigateToUrl: .navigateToUrl
        case .setToken: .setToken
        case .tokenRequestFailed: .tokenRequestFailed
        case .preauthorizedResources: .preauthorizedResources
        case .selectedProvider: .selectedProvider
        case .setMetadataStatus: .setMetadataStatus
        case .sendTrackingData: .sendTrackingData
        case .status: .status
        }
    }

    /// The SDK name of the callback, such as `setAuthenticationStatus`.
    package var name: String { method.rawValue }

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

    /// Calls `delegate` as this callback says.
    package func deliver(to delegate: any EntitlementDelegate) {
        switch self {
        case .setRequestorComplete(let status): delegate.setRequestorComplete(status)
        case let .setAuthenticationStatus(status, code): delegate.setAuthenticationStatus(status, errorCode: code)
        case .displayProviderDialog(let mvpds): delegate.displayProviderDialog(mvpds)
        case let .navigateToUrl(url, nil): delegate.navigateToUrl(url)
        case let .navigateToUrl(url, useSVC?): delegate.navigateToUrl(url, useSVC: useSVC)
        case let .setToken(token, resource): delegate.setToken(token, forResource: resource)
        case let .tokenRequestFailed(resource, code, text): delegate.tokenRequestFailed(resource, errorCode: code, errorDescription: text)
        case .preauthorizedResources(let list): delegate.preauthorizedResources(list)
        case .selectedProvider(let mvpd): delegate.selectedProvider(mvpd)
        case let .setMetadataStatus(value, encrypted, key, arguments):
            delegate.setMetadataStatus(value, encrypted: encrypted, forKey: key, arguments: arguments)
        case let .sendTrackingData(data, type): delegate.sendTrackingData(data, forEventType: type)
        case .status(let dictionary): delegate.status(dictionary)
        }
    }
}
