import AccessEnablerAdapter
import Foundation

/// The device storage laid out another way, for the storage alternatives of the reference: the reference's
/// keys stay the same to ``TokenStore`` (logical keys), while what reaches the device is grouped into JSON
/// values, accompanied by housekeeping keys, encrypted, re-saved whenever a token is read for use, or
/// several of these. The seeds leave keys, layout and encoding to implementations (000-caching-2,
/// 000-ios-2), so no rule may depend on them.
final class ArrangedStorage: EntitlementStorage {
    /// How logical keys are grouped into stored values.
    enum Grouping {
        /// One stored value per logical key (the reference's own layout).
        case none
        /// One JSON value per requestor (its authentication token, authorization tokens and MVPD), one for
        /// the rest.
        case perRequestor
        /// One JSON value for everything.
        case single
    }

    private let base: any EntitlementStorage
    private let grouping: Grouping
    private let housekeeping: Bool
    private let cipher: StorageCipher?
    /// Whether reading a token for use writes it again (as a store that records its use would).
    private let resavesOnRead: Bool
    private let clock: any EntitlementClock
    /// Physical keys the arrangement owns start with this.
    private static let prefix = "ae."

    private init(
        _ base: any EntitlementStorage, grouping: Grouping, housekeeping: Bool, cipher: StorageCipher?, resavesOnRead: Bool,
        clock: any EntitlementClock
    ) {
        self.base = base
        self.grouping = grouping
        self.housekeeping = housekeeping
        self.cipher = cipher
        self.resavesOnRead = resavesOnRead
        self.clock = clock
    }

    /// `base` arranged as `alternatives` (and the faults that need an encrypted store) say, or `base` itself
    /// when none changes the layout.
    static func arranging(
        _ base: any EntitlementStorage, for alternatives: Set<ReferenceAlternative>, encrypted: Bool, clock: any EntitlementClock,
        application: ApplicationInfo
    ) -> any EntitlementStorage {
        let grouping: Grouping = alternatives.contains(.storesEverythingInOneBlob) ? .single
            : alternatives.contains(.storesOneBlobPerRequestor) ? .perRequestor : .none
        let housekeeping = alternatives.contains(.addsHousekeepingKeys)
        let resaves = alternatives.contains(.encryptsAndResavesOnUse)
        let cipher = encrypted || resaves || alternatives.contains(.encryptsStorage) ? StorageCipher(instance: application.bundleID) : nil
        guard grouping != .none || housekeeping || cipher != nil else { return base }
        return ArrangedStorage(base, grouping: grouping, housekeeping: housekeeping, cipher: cipher, resavesOnRead: resaves, clock: clock)
    }

    // MARK: - EntitlementStorage (logical keys)

    func value(forKey key: String) -> String? {
        let value = current(key)
        if resavesOnRead, let value, key.contains("authn.") || key.contains("authz.") {
            write(value, forKey: key)
        }
        return value
    }

    func setValue(_ value: String?, forKey key: String) {
        guard resavesOnRead || current(key) != value else { return }
        write(value, forKey: key)
    }

    /// The value of logical `key`, read without side effects.
    private func current(_ key: String) -> String? {
        blobKey(for: key).map { group($0)[key] } ?? read(key)
    }

    private func write(_ value: String?, forKey key: String) {
        if let blob = blobKey(for: key) {
            var entries = group(blob)
            entries[key] = value
            store(entries.isEmpty ? nil : Self.encode(entries), forKey: blob)
        } else {
            store(value, forKey: key)
        }
        if housekeeping {
            base.setValue("3", forKey: Self.prefix + "meta.version")
            base.setValue(String(clock.now), forKey: Self.prefix + "meta.written")
        }
    }

    func allKeys() -> [String] {
        var keys: [String] = []
        for key in base.allKeys() where !isHousekeeping(key) {
            if isBlob(key) { keys += group(key).keys } else { keys.append(key) }
        }
        return keys
    }

    // MARK: - Layout

    /// The stored value that holds logical `key`, or `nil` when the key is stored as it is.
    private func blobKey(for key: String) -> String? {
        switch grouping {
        case .none: return nil
        case .single: return Self.prefix + "blob"
        case .perRequestor:
            // `ae.authn.<requestor>`, `ae.authz.<requestor>.<resource>`, `ae.mvpd.<requestor>`: by requestor.
            let parts = key.split(separator: ".", omittingEmptySubsequences: false)
            if let kind = parts.firstIndex(where: { ["authn", "authz", "mvpd"].contains($0) }), kind + 1 < parts.count {
                return Self.prefix + "blob." + parts[kind + 1]
            }
            return Self.prefix + "blob.*"
        }
    }

    private func isBlob(_ key: String) -> Bool { key == Self.prefix + "blob" || key.hasPrefix(Self.prefix + "blob.") }
    private func isHousekeeping(_ key: String) -> Bool { key.hasPrefix(Self.prefix + "meta.") }

    private func group(_ blob: String) -> [String: String] {
        guard let text = read(blob), let entries = try? JSONDecoder().decode([String: String].self, from: Data(text.utf8)) else { return [:] }
        return entries
    }

    /// A stored value, decrypted.
    private func read(_ key: String) -> String? {
        guard let stored = base.value(forKey: key) else { return nil }
        return cipher.map { $0.open(stored) } ?? stored
    }

    /// Stores a value, encrypted with a fresh nonce.
    private func store(_ value: String?, forKey key: String) {
        base.setValue(value.map { text in cipher.map { $0.seal(text, at: clock.now) } ?? text }, forKey: key)
    }

    private static func encode(_ entries: [String: String]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: (try? encoder.encode(entries)) ?? Data("{}".utf8), as: UTF8.self)
    }
}
