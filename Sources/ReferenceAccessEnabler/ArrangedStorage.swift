import AccessEnablerAdapter
import Foundation

/// The device storage laid out another way, for the storage alternatives of the reference: the reference's
/// keys stay the same to ``TokenStore`` (logical keys), while what reaches the device is grouped into JSON
/// values, accompanied by housekeeping keys, or both. The seeds leave keys, layout and encoding to
/// implementations (000-caching-2, 000-ios-2), so no rule may depend on them.
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
    private let clock: any EntitlementClock
    /// Physical keys the arrangement owns start with this.
    private static let prefix = "ae."

    private init(_ base: any EntitlementStorage, grouping: Grouping, housekeeping: Bool, clock: any EntitlementClock) {
        self.base = base
        self.grouping = grouping
        self.housekeeping = housekeeping
        self.clock = clock
    }

    /// `base` arranged as `alternatives` say, or `base` itself when none changes the layout.
    static func arranging(_ base: any EntitlementStorage, for alternatives: Set<ReferenceAlternative>, clock: any EntitlementClock) -> any EntitlementStorage {
        let grouping: Grouping = alternatives.contains(.storesEverythingInOneBlob) ? .single
            : alternatives.contains(.storesOneBlobPerRequestor) ? .perRequestor : .none
        let housekeeping = alternatives.contains(.addsHousekeepingKeys)
        guard grouping != .none || housekeeping else { return base }
        return ArrangedStorage(base, grouping: grouping, housekeeping: housekeeping, clock: clock)
    }

    // MARK: - EntitlementStorage (logical keys)

    func value(forKey key: String) -> String? {
        guard let blob = blobKey(for: key) else { return base.value(forKey: key) }
        return group(blob)[key]
    }

    func setValue(_ value: String?, forKey key: String) {
        if let blob = blobKey(for: key) {
            var entries = group(blob)
            guard entries[key] != value else { return }
            entries[key] = value
            base.setValue(entries.isEmpty ? nil : Self.encode(entries), forKey: blob)
        } else {
            base.setValue(value, forKey: key)
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
        guard let text = base.value(forKey: blob),
              let entries = try? JSONDecoder().decode([String: String].self, from: Data(text.utf8)) else { return [:] }
        return entries
    }

    private static func encode(_ entries: [String: String]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: (try? encoder.encode(entries)) ?? Data("{}".utf8), as: UTF8.self)
    }
}
