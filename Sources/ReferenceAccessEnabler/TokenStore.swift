import AccessEnablerAdapter

/// The reference's layout of the device storage (AccessEnabler 1.7 style: one bucket per
/// programmer–MVPD pair, several authentication tokens side by side).
///
/// Keys: `ae.authn.<requestor>@<deviceID>` (authentication token, by the device ID it is bound to: apps of
/// one team with different bundle prefixes share the storage but not the device ID, and each keeps its
/// own session, 004), `ae.authz.<requestor>.<resource>` (one authorization token per resource),
/// `ae.mvpd.<requestor>` (the MVPD last used and its `canAuthenticate` flag). Values are the service's JSON.
struct TokenStore {
    let storage: any EntitlementStorage
    /// Every key starts with this (`ae.`; a fault scopes it to the app).
    let prefix: String
    /// The device ID this library instance sends.
    let deviceID: String
    /// Whether authentication tokens are kept by device ID as well as requestor (a fault keeps one per
    /// requestor only).
    let keysByDevice: Bool

    struct MVPDRecord: Codable, Hashable {
        var mvpd: String
        var canAuthenticate: Bool
    }

    /// The key of `requestor`'s authentication token bound to `device`.
    private func authenticationKey(_ requestor: String, _ device: String) -> String {
        keysByDevice ? "\(prefix)authn.\(requestor)@\(device)" : "\(prefix)authn.\(requestor)"
    }

    /// `requestor`'s authentication token bound to this instance's device ID, or to `device`.
    func authenticationToken(for requestor: String, device: String? = nil) -> PassAPI.AuthenticationToken? {
        storage.value(forKey: authenticationKey(requestor, device ?? deviceID)).flatMap { PassAPI.decode(PassAPI.AuthenticationToken.self, from: $0) }
    }

    /// Stores `token` for `requestor` under the device ID it is bound to; `nil` removes the one bound to
    /// this instance's device ID.
    func setAuthenticationToken(_ token: PassAPI.AuthenticationToken?, for requestor: String) {
        storage.setValue(token.map(PassAPI.encode), forKey: authenticationKey(requestor, token?.deviceID ?? deviceID))
    }

    /// Removes the authentication token stored under `key` (one of ``allAuthenticationTokens()``).
    func removeAuthenticationToken(at key: String) {
        storage.setValue(nil, forKey: key)
    }

    /// Every authentication token stored, with its key and the requestor whose bucket holds it, sorted by key.
    func allAuthenticationTokens() -> [(key: String, requestor: String, token: PassAPI.AuthenticationToken)] {
        storage.allKeys().sorted().compactMap { key in
            guard key.hasPrefix("\(prefix)authn."), let value = storage.value(forKey: key),
                  let token = PassAPI.decode(PassAPI.AuthenticationToken.self, from: value)
            else { return nil }
            let bucket = key.dropFirst("\(prefix)authn.".count)
            return (key, String(keysByDevice ? bucket.prefix { $0 != "@" } : bucket), token)
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
        for key in storage.allKeys() where key == "\(prefix)authn.\(requestor)" || key.hasPrefix("\(prefix)authn.\(requestor)@")
            || key.hasPrefix("\(prefix)authz.\(requestor).") || key == "\(prefix)mvpd.\(requestor)" {
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
