import AccessEnablerAdapter

/// A phone or a TV box: its platform, OS version and identifiers, and its storage areas.
package final class SimulatedDevice {
    package let name: String
    package let platform: Platform
    package private(set) var osMajorVersion: Int
    private var areas: [String: StorageArea] = [:]
    /// What the global pasteboard held when the device moved from iOS 6 to iOS 7: team pasteboards
    /// created afterwards start with it (the data stays on the device).
    private var carriedOver: [String: String] = [:]
    /// The storage of SDK versions before 1.7, shared by every app on an iOS device. A tvOS device has
    /// none: no SDK before 1.7 ran on tvOS (readings.md, section 35), so it is never handed to a library there.
    package let legacyArea = StorageArea(name: "legacy storage")

    /// Whether apps on this device can have an older storage area (iOS only).
    package var hasLegacyArea: Bool { platform.traits.hasLegacyStorage }

    /// Creates a device; `name` seeds its identifiers.
    package init(name: String, platform: Platform, osMajorVersion: Int) {
        self.name = name
        self.platform = platform
        self.osMajorVersion = osMajorVersion
    }

    /// The Wi-Fi MAC address, readable by apps on iOS 6 and earlier only.
    package var macAddress: String? {
        guard platform.traits.deviceIdentity.exposesMACAddress(os: osMajorVersion) else { return nil }
        let hex = TokenSigner(key: "mac").sign(name)
        return stride(from: 0, to: 12, by: 2).map { i in
            let start = hex.index(hex.startIndex, offsetBy: i)
            return String(hex[start..<hex.index(start, offsetBy: 2)])
        }.joined(separator: ":").uppercased()
    }

    /// The advertising identifier (IDFA): one per device, on iOS 6 and later.
    package var advertisingIdentifier: String? {
        guard platform.traits.deviceIdentity.exposesAdvertisingID(os: osMajorVersion) else { return nil }
        let h = Array(TokenSigner(key: "idfa").sign(name).uppercased())
        return "\(String(h[0..<8]))-\(String(h[8..<12]))-\(String(h[12..<16]))-1111-\(name.count)"
    }

    /// The identifier for vendor an app sees: Apple's rule keys it on every bundle ID component but
    /// the last (the whole ID when it has a single component).
    package func identifierForVendor(bundleID: String) -> String {
        if let known = vendorIDs[bundleID] { return known }
        let id = Self.identifierForVendor(device: name, bundleID: bundleID)
        vendorIDs[bundleID] = id
        return id
    }

    /// Identifiers for vendor computed so far, by bundle ID (each is a signature: invariants ask for them on every event).
    private var vendorIDs: [String: String] = [:]

    private static func identifierForVendor(device name: String, bundleID: String) -> String {
        let hex = TokenSigner(key: "idfv").sign(name, Self.vendorPrefix(of: bundleID)).uppercased()
        let h = Array(hex)
        return "\(String(h[0..<8]))-\(String(h[8..<12]))-\(String(h[12..<16]))-0000-\(name.count)"
    }

    /// The bundle ID prefix that decides the vendor ID: all components but the last.
    package static func vendorPrefix(of bundleID: String) -> String {
        let parts = bundleID.split(separator: ".")
        return parts.count <= 1 ? bundleID : parts.dropLast().joined(separator: ".")
    }

    /// The storage area an app sees: one pasteboard per team on iOS 7 and later, one global pasteboard
    /// on iOS 6 and earlier, the app's own defaults on tvOS.
    package func storageArea(teamID: String, bundleID: String) -> StorageArea {
        let name: String
        switch platform {
        case .tvOS: name = "defaults \(bundleID)"
        case .iOS where osMajorVersion <= 6: name = "pasteboard global"
        case .iOS: name = "pasteboard team \(teamID)"
        }
        if let area = areas[name] { return area }
        let area = StorageArea(name: name)
        if name.hasPrefix("pasteboard team") {
            for (key, value) in carriedOver { area.set(value, forKey: key) }
        }
        areas[name] = area
        return area
    }

    /// Every storage area on the device, by name, the legacy one included (on iOS).
    package var storageAreas: [StorageArea] { areas.keys.sorted().map { areas[$0]! } + (hasLegacyArea ? [legacyArea] : []) }

    /// Sets the OS version of a new device, before any app ran.
    package func setOSMajorVersion(_ version: Int) {
        osMajorVersion = version
    }

    /// Upgrades the OS: from iOS 6 to 7 the global pasteboard's data stays readable by the team
    /// pasteboards; reaching iOS 10 from an earlier version wipes every pasteboard.
    package func upgrade(toOSMajorVersion version: Int) {
        if platform.traits.hasLegacyStorage, osMajorVersion <= 6, version >= 7, let global = areas["pasteboard global"] {
            carriedOver = global.contents
            for area in areas.values where area.name.hasPrefix("pasteboard team") {
                for (key, value) in carriedOver { area.set(value, forKey: key) }
            }
        }
        if platform.traits.hasLegacyStorage, osMajorVersion < 10, version >= 10 {
            for area in areas.values where area.name.hasPrefix("pasteboard") { area.wipe() }
            carriedOver = [:]
        }
        osMajorVersion = version
    }

    /// What the OS tells an app about this device.
    package func info(bundleID: String) -> DeviceInfo {
        DeviceInfo(
            platform: platform, osMajorVersion: osMajorVersion,
            identifierForVendor: identifierForVendor(bundleID: bundleID), macAddress: macAddress, advertisingIdentifier: advertisingIdentifier)
    }
}
