import AccessEnablerAdapter

/// The reference's layout of the device storage (AccessEnabler 1.7 style: one bucket per
/// programmer–MVPD pair, several authentication tokens side by side).
///
/// Keys: `ae.authn.<requestor>` (authentication token), `ae.authz.<requestor>.<resource>` (one
/// authorization token per resource), `ae.mvpd.<requestor>` (the MVPD last used and its
/// `canAuthenticate` flag). Values are the service's JSON.
struct TokenStore {
    let storage: any EntitlementStorage
    /// Every key starts with this (`ae.`; a fault scopes it to the app).
    let prefix: String

    struct MVPDRecord: Codable, Hashable {
        var mvpd: String
        var canAuthenticate: Bool
    }

    func authenticationToken(for requestor: String) -> PassAPI.AuthenticationToken? {
        storage.value(forKey: "\(prefix)authn.\(requestor)").flatMap { PassAPI.decode(PassAPI.AuthenticationToken.self, from: $0) }
    }

    func setAuthenticationToken(_ token: PassAPI.AuthenticationToken?, for requestor: String) {
        storage.setValue(token.map(PassAPI.encode), forKey: "\(prefix)authn.\(requestor)")
    }

    /// Every authentication token stored, by the requestor whose bucket holds it, sorted by requestor.
    func allAuthenticationTokens() -> [(requestor: String, token: PassAPI.AuthenticationToken)] {
        storage.allKeys().sorted().compactMap { key in
            guard key.hasPrefix("\(prefix)authn."), let value = storage.value(forKey: key),
                  let token = PassAPI.decode(PassAPI.AuthenticationToken.self, from: value)
            else { return nil }
            return (String(key.dropFirst("\(prefix)authn.".count)), token)
        }
    }

    func authorizationToken(for requestor: String, resource: String) -> PassAPI.AuthorizationToken? {
        storage.value(forKey: "\(prefix)authz.\(requestor).\(resource)").flatMap { PassAPI.decode(PassAPI.AuthorizationToken.self, from: $0) }
    }

    func setAuthorizationToken(_ token: PassAPI.AuthorizationToken?, for requestor: String, resource: String) {
        storage.setValue(token.map(PassAPI.encode), forKey: "\(prefix)authz.\(requestor).\(resource)")
    }

    func mvpdRecord(for requestor: String) -> MVPDRecord? {
        storage.value(forKey: "\(prefix)mvpd.\(requestor)").flatMap { PassAPI.decode(MVPDRecord.self, from: $0) }
    }

    func setMVPDRecord(_ record: MVPDRecord?, for requestor: String) {
        storage.setValue(record.map(PassAPI.encode), forKey: "\(prefix)mvpd.\(requestor)")
    }

    /// Clears the whole underlying storage (logout).
    func removeAll() {
        storage.removeAll()
    }

    /// Removes one requestor's keys only.
    func removeAll(of requestor: String) {
        for key in storage.allKeys() where key == "\(prefix)authn.\(requestor)" || key.hasPrefix("\(prefix)authz.\(requestor).") || key == "\(prefix)mvpd.\(requestor)" {
            storage.setValue(nil, forKey: key)
        }
    }

    /// Removes every authorization token of a requestor.
    func removeAuthorizationTokens(of requestor: String) {
        for key in storage.allKeys() where key.hasPrefix("\(prefix)authz.\(requestor).") {
            storage.setValue(nil, forKey: key)
        }
    }

    /// Any authorization token of a requestor, whatever the resource (used only by a fault).
    func anyAuthorizationToken(for requestor: String) -> PassAPI.AuthorizationToken? {
        storage.allKeys().sorted().lazy.filter { $0.hasPrefix("\(self.prefix)authz.\(requestor).") }
            .compactMap { self.storage.value(forKey: $0).flatMap { PassAPI.decode(PassAPI.AuthorizationToken.self, from: $0) } }.first
    }

    /// Stores an arbitrary value (used only by faults that keep what must not be kept).
    func setExtra(_ value: String, forKey key: String) {
        storage.setValue(value, forKey: "\(prefix)extra.\(key)")
    }

    func extra(forKey key: String) -> String? {
        storage.value(forKey: "\(prefix)extra.\(key)")
    }
}

/// Storage that lives as long as the library instance (used only by a fault: tokens never persisted).
final class InMemoryStorage: EntitlementStorage {
    private var values: [String: String] = [:]
    func value(forKey key: String) -> String? { values[key] }
    func setValue(_ value: String?, forKey key: String) { values[key] = value }
    func allKeys() -> [String] { values.keys.sorted() }
}
