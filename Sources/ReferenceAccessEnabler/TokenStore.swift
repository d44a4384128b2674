import AccessEnablerAdapter

/// The reference's layout of the device storage (AccessEnabler 1.7 style: one bucket per
/// programmer–MVPD pair, several authentication tokens side by side).
///
/// Keys: `ae.authn.<requestor>` (authentication token), `ae.authz.<requestor>.<resource>` (one
/// authorization token per resource), `ae.mvpd.<requestor>` (the MVPD last used and its
/// `canAuthenticate` flag). Values are the service's JSON.
struct TokenStore {
    let storage: any EntitlementStorage

    struct MVPDRecord: Codable, Equatable {
        var mvpd: String
        var canAuthenticate: Bool
    }

    static let prefix = "ae."

    func authenticationToken(for requestor: String) -> PassAPI.AuthenticationToken? {
        storage.value(forKey: "ae.authn.\(requestor)").flatMap { PassAPI.decode(PassAPI.AuthenticationToken.self, from: $0) }
    }

    func setAuthenticationToken(_ token: PassAPI.AuthenticationToken?, for requestor: String) {
        storage.setValue(token.map(PassAPI.encode), forKey: "ae.authn.\(requestor)")
    }

    /// Every authentication token stored, by the requestor whose bucket holds it, sorted by requestor.
    func allAuthenticationTokens() -> [(requestor: String, token: PassAPI.AuthenticationToken)] {
        storage.allKeys().sorted().compactMap { key in
            guard key.hasPrefix("ae.authn."), let value = storage.value(forKey: key),
                  let token = PassAPI.decode(PassAPI.AuthenticationToken.self, from: value)
            else { return nil }
            return (String(key.dropFirst("ae.authn.".count)), token)
        }
    }

    func authorizationToken(for requestor: String, resource: String) -> PassAPI.AuthorizationToken? {
        storage.value(forKey: "ae.authz.\(requestor).\(resource)").flatMap { PassAPI.decode(PassAPI.AuthorizationToken.self, from: $0) }
    }

    func setAuthorizationToken(_ token: PassAPI.AuthorizationToken?, for requestor: String, resource: String) {
        storage.setValue(token.map(PassAPI.encode), forKey: "ae.authz.\(requestor).\(resource)")
    }

    func mvpdRecord(for requestor: String) -> MVPDRecord? {
        storage.value(forKey: "ae.mvpd.\(requestor)").flatMap { PassAPI.decode(MVPDRecord.self, from: $0) }
    }

    func setMVPDRecord(_ record: MVPDRecord?, for requestor: String) {
        storage.setValue(record.map(PassAPI.encode), forKey: "ae.mvpd.\(requestor)")
    }

    /// Clears the whole underlying storage (logout).
    func removeAll() {
        storage.removeAll()
    }

    /// Removes one requestor's keys only.
    func removeAll(of requestor: String) {
        for key in storage.allKeys() where key.hasPrefix("ae.authn.\(requestor)") || key.hasPrefix("ae.authz.\(requestor).") || key == "ae.mvpd.\(requestor)" {
            storage.setValue(nil, forKey: key)
        }
    }

    /// Removes every authorization token of a requestor.
    func removeAuthorizationTokens(of requestor: String) {
        for key in storage.allKeys() where key.hasPrefix("ae.authz.\(requestor).") {
            storage.setValue(nil, forKey: key)
        }
    }

    /// Stores an arbitrary value (used only by faults that keep what must not be kept).
    func setExtra(_ value: String, forKey key: String) {
        storage.setValue(value, forKey: "ae.extra.\(key)")
    }

    func extra(forKey key: String) -> String? {
        storage.value(forKey: "ae.extra.\(key)")
    }
}
