/// What a platform's devices do that the suite, the simulator and the reference tell apart, decided for each
/// platform in one exhaustive switch (``Platform/traits``): a new platform is a compile error there, and each
/// trait is an enum that code switches over, so that no branch silently takes a side.
package struct PlatformTraits: Sendable, Equatable {
    /// Where the user logs in with the MVPD.
    package enum Login: Sendable, Equatable {
        /// In a web view or SFSafariViewController on the device; the app hands the redirect URL back with
        /// `handleExternalURL` (iOS).
        case webView
        /// On a second screen: the library gets a registration code and polls until the login completes (tvOS).
        case registrationCode
    }

    /// How the device identifies itself to apps, and so which `device_id` a library sends.
    package enum DeviceIdentity: Sendable, Equatable {
        /// By OS version: the MAC address up to version 6, the advertising ID from 6, the vendor ID from 7 (iOS).
        case byOSVersion
        /// The vendor ID only (tvOS).
        case vendorID
    }

    package var login: Login
    package var deviceIdentity: DeviceIdentity
    /// Whether SDKs before 1.7 ran there, so that an app may find their older storage area, shared through
    /// pasteboards that OS upgrades carry over or wipe (iOS; no SDK before 1.7 ran on tvOS).
    package var hasLegacyStorage: Bool
    /// Whether an app may show the login page in SFSafariViewController and watch its own redirect URL.
    package var offersSafariViewController: Bool
}

extension PlatformTraits.Login {
    /// Whether the library gets a registration code and polls for the second-screen login (tvOS), rather
    /// than showing a login page on the device (iOS).
    package var usesRegistrationCode: Bool {
        switch self {
        case .registrationCode: true
        case .webView: false
        }
    }
}

extension PlatformTraits.DeviceIdentity {
    /// Whether apps read the Wi-Fi MAC address on OS version `os` (iOS 6 and earlier).
    package func exposesMACAddress(os: Int) -> Bool {
        switch self {
        case .byOSVersion: os <= 6
        case .vendorID: false
        }
    }

    /// Whether the device has an advertising identifier on OS version `os` (iOS 6 and later).
    package func exposesAdvertisingID(os: Int) -> Bool {
        switch self {
        case .byOSVersion: os >= 6
        case .vendorID: false
        }
    }

    /// Whether a library of SDK 1.7.5 to 1.7.x may send the advertising ID instead of the vendor ID on OS
    /// version `os` (iOS 7 and later).
    package func allowsAdvertisingIDForDeviceID(os: Int) -> Bool {
        switch self {
        case .byOSVersion: os >= 7
        case .vendorID: false
        }
    }
}

extension Platform {
    /// The platform's traits: the one place that says what each platform is.
    package var traits: PlatformTraits {
        switch self {
        case .iOS: PlatformTraits(login: .webView, deviceIdentity: .byOSVersion, hasLegacyStorage: true, offersSafariViewController: true)
        case .tvOS: PlatformTraits(login: .registrationCode, deviceIdentity: .vendorID, hasLegacyStorage: false, offersSafariViewController: false)
        }
    }
}
