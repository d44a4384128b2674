import AccessEnablerAdapter

extension Callback {
    /// The callback's `arguments` as a `callback` message carries them (`Specs/adapter-protocol.md`,
    /// "Callbacks"); its `name` is ``name``. With ``init(wireName:arguments:)``, the one table of the codec.
    var wireArguments: [String: JSONValue] {
        switch self {
        case .setRequestorComplete(let status): ["status": JSONValue(status.rawValue)]
        case let .setAuthenticationStatus(status, code): ["status": JSONValue(status.rawValue), "errorCode": JSONValue(code)]
        case .displayProviderDialog(let mvpds): ["mvpds": .array(mvpds.map(\.wireObject))]
        case let .navigateToUrl(url, nil): ["url": JSONValue(url)]
        case let .navigateToUrl(url, useSVC?): ["url": JSONValue(url), "useSVC": JSONValue(useSVC)]
        case let .setToken(token, resource): ["token": JSONValue(token), "resource": JSONValue(resource)]
        case let .tokenRequestFailed(resource, code, text):
            ["resource": JSONValue(resource), "errorCode": JSONValue(code), "errorDescription": JSONValue(text)]
        case .preauthorizedResources(let list): ["resources": JSONValue(list)]
        case .selectedProvider(let mvpd): ["mvpd": mvpd?.wireObject ?? .null]
        case let .setMetadataStatus(value, encrypted, key, arguments):
            ["value": JSONValue(value), "encrypted": JSONValue(encrypted), "key": JSONValue(key.rawValue), "arguments": JSONValue(arguments)]
        case let .sendTrackingData(data, type): ["data": JSONValue(data), "eventType": JSONValue(type)]
        case .status(let dictionary): ["dictionary": JSONValue(dictionary)]
        }
    }

    /// Reads the callback a `callback` message names: its `name` and `arguments`.
    init(wireName name: String, arguments a: WireMessage) throws {
        func status() throws -> AccessEnablerStatus {
            guard let status = AccessEnablerStatus(rawValue: try a.int("status")) else { throw WireError("a status is 0 or 1") }
            return status
        }
        guard let method = Method(rawValue: name) else { throw WireError("unknown callback \"\(name)\"") }
        switch method {
        case .setRequestorComplete: self = .setRequestorComplete(try status())
        case .setAuthenticationStatus: self = .setAuthenticationStatus(try status(), errorCode: try a.string("errorCode"))
        case .displayProviderDialog:
            guard case .array(let list) = a.fields["mvpds"], case let objects = list.compactMap(\.object), objects.count == list.count else {
                throw WireError("\(a.path("mvpds")) needs to be an array of MVPD objects")
            }
            self = .displayProviderDialog(try objects.enumerated().map { index, object in
                try MVPD(wire: WireMessage(object: object, place: a.path("mvpds") + "[\(index)]"))
            })
        case .navigateToUrl:
            self = .navigateToUrl(try a.string("url"), useSVC: a.fields["useSVC"] != nil ? try a.bool("useSVC") : nil)
        case .setToken: self = .setToken(try a.string("token"), resource: try a.string("resource"))
        case .tokenRequestFailed:
            self = .tokenRequestFailed(resource: try a.string("resource"), errorCode: try a.string("errorCode"),
                                       description: try a.optionalString("errorDescription"))
        case .preauthorizedResources: self = .preauthorizedResources(try a.strings("resources"))
        case .selectedProvider: self = .selectedProvider(a.fields["mvpd"]?.object != nil ? try MVPD(wire: try a.nested("mvpd")) : nil)
        case .setMetadataStatus:
            guard let key = MetadataKey(rawValue: try a.int("key")) else { throw WireError("setMetadataStatus: unknown key") }
            self = .setMetadataStatus(value: try a.optionalString("value"), encrypted: (try? a.bool("encrypted")) ?? false, key: key,
                                      arguments: try a.stringDictionary("arguments"))
        case .sendTrackingData: self = .sendTrackingData(try a.strings("data"), eventType: try a.int("eventType"))
        case .status: self = .status(try a.stringDictionary("dictionary") ?? [:])
        }
    }
}
