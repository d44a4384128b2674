import AccessEnablerAdapter

extension LibraryCall {
    /// The call's `arguments` as a `call` event carries them (`Specs/adapter-protocol.md`, "Calls"); its
    /// `method` is ``name``. With ``init(wireMethod:arguments:)``, the one table of the codec.
    var wireArguments: [String: JSONValue] {
        switch self {
        case let .setRequestor(id, providers): ["requestor": JSONValue(id), "serviceProviders": JSONValue(providers)]
        case .checkAuthentication, .getSelectedProvider, .logout: [:]
        case let .getAuthentication(force, data): ["forceAuthn": JSONValue(force), "data": JSONValue(data)]
        case .setSelectedProvider(let mvpd): ["mvpd": JSONValue(mvpd)]
        case .handleExternalURL(let url): ["url": JSONValue(url)]
        case let .checkAuthorization(resource, data), let .getAuthorization(resource, data):
            ["resource": JSONValue(resource), "data": JSONValue(data)]
        case let .checkPreauthorizedResources(resources, cache): ["resources": JSONValue(resources), "cache": JSONValue(cache)]
        case let .getMetadata(key, arguments): ["key": JSONValue(key.rawValue), "arguments": JSONValue(arguments)]
        }
    }

    /// Reads the call a `call` event names: its `method` and `arguments`.
    init(wireMethod name: String, arguments a: WireMessage) throws {
        guard let method = Method(rawValue: name) else { throw WireError("unknown method \"\(name)\"") }
        switch method {
        case .setRequestor: self = .setRequestor(try a.string("requestor"), serviceProviders: a.fields["serviceProviders"]?.strings)
        case .checkAuthentication: self = .checkAuthentication
        case .getAuthentication: self = .getAuthentication(forceAuthn: (try? a.bool("forceAuthn")) ?? false, data: try a.stringDictionary("data"))
        case .setSelectedProvider: self = .setSelectedProvider(try a.optionalString("mvpd"))
        case .handleExternalURL: self = .handleExternalURL(try a.string("url"))
        case .checkAuthorization: self = .checkAuthorization(try a.string("resource"), data: try a.stringDictionary("data"))
        case .getAuthorization: self = .getAuthorization(try a.string("resource"), data: try a.stringDictionary("data"))
        case .checkPreauthorizedResources: self = .checkPreauthorizedResources(try a.strings("resources"), cache: (try? a.bool("cache")) ?? false)
        case .getSelectedProvider: self = .getSelectedProvider
        case .getMetadata:
            guard let key = MetadataKey(rawValue: try a.int("key")) else { throw WireError("getMetadata: unknown key") }
            self = .getMetadata(key, try a.stringDictionary("arguments"))
        case .logout: self = .logout
        }
    }
}
