import AccessEnablerAdapter
import Foundation

/// Callbacks on the wire: the `callback` message's `name` and `arguments`, both ways.
enum WireCallback {
    /// Calls `delegate` as the message says.
    static func deliver(_ message: WireMessage, to delegate: any EntitlementDelegate) throws {
        let a = try message.nested("arguments")
        switch try message.string("name") {
        case "setRequestorComplete": delegate.setRequestorComplete(try status(a))
        case "setAuthenticationStatus": delegate.setAuthenticationStatus(try status(a), errorCode: try a.string("errorCode"))
        case "displayProviderDialog":
            guard case .array(let list) = a.fields["mvpds"], case let objects = list.compactMap(\.object), objects.count == list.count else {
                throw WireError("displayProviderDialog needs \"mvpds\": an array of MVPD objects")
            }
            delegate.displayProviderDialog(try objects.map { try MVPD(wire: WireMessage(object: $0)) })
        case "navigateToUrl":
            if a.fields["useSVC"] != nil {
                delegate.navigateToUrl(try a.string("url"), useSVC: try a.bool("useSVC"))
            } else {
                delegate.navigateToUrl(try a.string("url"))
            }
        case "setToken": delegate.setToken(try a.string("token"), forResource: try a.string("resource"))
        case "tokenRequestFailed":
            delegate.tokenRequestFailed(try a.string("resource"), errorCode: try a.string("errorCode"), errorDescription: try a.optionalString("errorDescription"))
        case "preauthorizedResources": delegate.preauthorizedResources(try a.strings("resources"))
        case "selectedProvider":
            let mvpd = a.fields["mvpd"]?.object != nil ? try MVPD(wire: try a.nested("mvpd")) : nil
            delegate.selectedProvider(mvpd)
        case "setMetadataStatus":
            guard let key = MetadataKey(rawValue: try a.int("key")) else { throw WireError("setMetadataStatus: unknown key") }
            delegate.setMetadataStatus(try a.optionalString("value"), encrypted: (try? a.bool("encrypted")) ?? false,
                                       forKey: key, arguments: try a.stringDictionary("arguments"))
        case "sendTrackingData": delegate.sendTrackingData(try a.strings("data"), forEventType: try a.int("eventType"))
        case "status": delegate.status(try a.stringDictionary("dictionary") ?? [:])
        case let other: throw WireError("unknown callback \"\(other)\"")
        }
    }

    private static func status(_ a: WireMessage) throws -> AccessEnablerStatus {
        guard let status = AccessEnablerStatus(rawValue: try a.int("status")) else { throw WireError("a status is 0 or 1") }
        return status
    }
}

/// A delegate that writes every callback as a `callback` message (the testee side).
final class WireDelegate: EntitlementDelegate {
    private let instance: String
    private let emit: (WireMessage) -> Void

    init(instance: String, emit: @escaping (WireMessage) -> Void) {
        self.instance = instance
        self.emit = emit
    }

    private func send(_ name: String, _ arguments: [String: JSONValue]) {
        emit(WireMessage("callback", ["instance": JSONValue(instance), "name": JSONValue(name), "arguments": .object(arguments)]))
    }

    func setRequestorComplete(_ status: AccessEnablerStatus) { send("setRequestorComplete", ["status": JSONValue(status.rawValue)]) }
    func setAuthenticationStatus(_ status: AccessEnablerStatus, errorCode: String) {
        send("setAuthenticationStatus", ["status": JSONValue(status.rawValue), "errorCode": JSONValue(errorCode)])
    }
    func displayProviderDialog(_ mvpds: [MVPD]) { send("displayProviderDialog", ["mvpds": .array(mvpds.map(\.wireObject))]) }
    func navigateToUrl(_ url: String) { send("navigateToUrl", ["url": JSONValue(url)]) }
    func navigateToUrl(_ url: String, useSVC: Bool) { send("navigateToUrl", ["url": JSONValue(url), "useSVC": JSONValue(useSVC)]) }
    func setToken(_ token: String, forResource resourceID: String) { send("setToken", ["token": JSONValue(token), "resource": JSONValue(resourceID)]) }
    func tokenRequestFailed(_ resourceID: String, errorCode: String, errorDescription: String?) {
        send("tokenRequestFailed", ["resource": JSONValue(resourceID), "errorCode": JSONValue(errorCode), "errorDescription": JSONValue(errorDescription)])
    }
    func preauthorizedResources(_ resources: [String]) { send("preauthorizedResources", ["resources": JSONValue(resources)]) }
    func selectedProvider(_ mvpd: MVPD?) { send("selectedProvider", ["mvpd": mvpd?.wireObject ?? .null]) }
    func setMetadataStatus(_ value: String?, encrypted: Bool, forKey key: MetadataKey, arguments: [String: String]?) {
        send("setMetadataStatus", ["value": JSONValue(value), "encrypted": JSONValue(encrypted), "key": JSONValue(key.rawValue),
                                   "arguments": JSONValue(arguments)])
    }
    func sendTrackingData(_ data: [String], forEventType eventType: Int) {
        send("sendTrackingData", ["data": JSONValue(data), "eventType": JSONValue(eventType)])
    }
    func status(_ statusDictionary: [String: String]) { send("status", ["dictionary": JSONValue(statusDictionary)]) }
}
