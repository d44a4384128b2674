import AccessEnablerAdapter

/// Which device IDs a library may send from a device, by the SDK version it declares
/// (`Specs/service-protocol.md`; readings.md, section 4).
///
/// iOS 6 and earlier: the MAC address (`mac:`). iOS 7 and later: the vendor ID (`idfv:`) from SDK 1.8 on
/// (004); from 1.7.5 to 1.7.x the seeds name the advertising ID (000), and the vendor ID is accepted too;
/// before 1.7.5 the seeds name no identifier a device without a MAC address gives, so any ID is accepted as
/// long as the library always sends the same one. tvOS: the vendor ID.
package enum DeviceIdentity {
    /// The IDs `device` lets a library of `sdk` send, or `nil` when any one will do.
    package static func accepted(on device: DeviceInfo, sdk: SDKVersion) -> [String]? {
        guard device.platform.traits.deviceIdentity.allowsAdvertisingIDForDeviceID(os: device.osMajorVersion) else { return [device.deviceID] }
        if sdk >= SDKVersion(1, 8) { return [device.deviceID] }
        if sdk >= SDKVersion(1, 7, 5) { return [device.deviceID] + (device.advertisingIdentifier.map { ["idfa:" + $0] } ?? []) }
        return nil
    }

    /// Every ID the device could stand for, for a library of any version: the MAC address's, the
    /// advertising ID's and the vendor ID's forms.
    package static func every(on device: DeviceInfo) -> [String] {
        [device.macAddress.map { "mac:" + $0 }, device.advertisingIdentifier.map { "idfa:" + $0 }, device.identifierForVendor.map { "idfv:" + $0 }]
            .compactMap { $0 }
    }
}
