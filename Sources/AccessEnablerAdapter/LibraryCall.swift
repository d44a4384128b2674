/// One call an app makes to its library instance, as data, with every argument the SDK method takes: the
/// one vocabulary of the API methods (``Method``) that the simulator records, exploration generates, steps make and
/// the adapter protocol carries (its wire codec is a table over these cases). Package access: a port sees
/// the `AccessEnabler` protocol, not this.
package enum LibraryCall: Equatable, Sendable, CustomStringConvertible {
    case setRequestor(String, serviceProviders: [String]? = nil)
    case checkAuthentication
    case getAuthentication(forceAuthn: Bool, data: [String: String]? = nil)
    /// `nil` cancels the flow in progress.
    case setSelectedProvider(String?)
    case handleExternalURL(String)
    case checkAuthorization(String, data: [String: String]? = nil)
    case getAuthorization(String, data: [String: String]? = nil)
    case checkPreauthorizedResources([String], cache: Bool = false)
    case getSelectedProvider
    case getMetadata(MetadataKey, [String: String]?)
    case logout

    /// The SDK method a call makes, by its SDK name: what a step declares it calls and what the wire's `method`
    /// names, read back in one exhaustive switch.
    package enum Method: String, CaseIterable, Sendable {
        case setRequestor, checkAuthentication, getAuthentication, setSelectedProvider, handleExternalURL
        case checkAuthorization, getAuthorization, checkPreauthorizedResources, getSelectedProvider, getMetadata, logout
    }

    /// The method the call makes.
    package var method: Method {
        switch self {
        case .setRequestor: .setRequestor
        case .checkAuthentication: .checkAuthentication
        case .getAuthentication: .getAuthentication
        case .setSelectedProvider: .setSelectedProvider
        case .handleExternalURL: .handleExternalURL
        case .checkAuthorization: .checkAuthorization
        case .getAuthorization: .getAuthorization
        case .checkPreauthorizedResources: .checkPreauthorizedResources
        case .getSelectedProvider: .getSelectedProvider
        case .getMetadata: .getMetadata
        case .logout: .logout
        }
    }

    /// The SDK name of the method, such as `getAuthorization`.
    package var name: String { method.rawValue }

    /// The arguments as the transcript shows them.
    package var arguments: String {
        switch self {
        case let .setRequestor(id, providers): ([id] + (providers.map { ["serviceProviders: " + $0.joined(separator: ", ")] } ?? [])).joined(separator: ", ")
        case let .getAuthentication(force, data): ((force ? ["forceAuthn: true"] : []) + Self.shown(data)).joined(separator: ", ")
        case .setSelectedProvider(let id): id ?? "nil"
        case .handleExternalURL(let url): url
        case let .checkAuthorization(resource, data), let .getAuthorization(resource, data): ([resource] + Self.shown(data)).joined(separator: ", ")
        case let .checkPreauthorizedResources(resources, cache): (resources + (cache ? ["cache: true"] : [])).joined(separator: ", ")
        case let .getMetadata(key, arguments):
            ([String(key.rawValue)] + (arguments ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }).joined(separator: ", ")
        case .checkAuthentication, .getSelectedProvider, .logout: ""
        }
    }

    package var description: String { "\(name)(\(arguments))" }

    /// `data`'s entries as the transcript shows them, sorted by key; none for `nil`.
    private static func shown(_ data: [String: String]?) -> [String] {
        (data ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    }

    /// Calls the method on `library`.
    package func perform(on library: any AccessEnabler) {
        switch self {
        case let .setRequestor(id, providers): library.setRequestor(id, serviceProviders: providers)
        case .checkAuthentication: library.checkAuthentication()
        case let .getAuthentication(force, data): library.getAuthentication(forceAuthn: force, data: data)
        case .setSelectedProvider(let id): library.setSelectedProvider(id)
        case .handleExternalURL(let url): library.handleExternalURL(url)
        case let .checkAuthorization(resource, data): library.checkAuthorization(resource, data: data)
        case let .getAuthorization(resource, data): library.getAuthorization(resource, data: data)
        case let .checkPreauthorizedResources(resources, cache): library.checkPreauthorizedResources(resources, cache: cache)
        case .getSelectedProvider: library.getSelectedProvider()
        case let .getMetadata(key, arguments): library.getMetadata(key, arguments: arguments)
        case .logout: library.logout()
        }
    }
}
