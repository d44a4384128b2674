/// Everything an ``AccessEnabler`` may use to reach outside itself.
///
/// The suite builds one per library instance. Two instances built for the same app over the same storage
/// model an app that was closed and launched again; instances of different apps may share storage or
/// not, following the platform's rules, which the implementation does not need to know.
public struct AccessEnablerEnvironment {
    /// The network: the simulated Adobe Pass service (see `Specs/service-protocol.md`).
    public var transport: any PassTransport
    /// The device's persistent storage as this app sees it (a pasteboard on iOS, defaults on tvOS).
    public var storage: any EntitlementStorage
    /// Time and timers. The only clock an implementation may read.
    public var clock: any EntitlementClock
    /// The device the app runs on.
    public var device: DeviceInfo
    /// The app the library is linked into.
    public var application: ApplicationInfo
    /// The storage area of earlier SDK versions (before 1.7), which the token importer reads; `nil`
    /// where there is none. Its layout is in `Specs/service-protocol.md`.
    public var legacyStorage: (any EntitlementStorage)?

    /// Creates an environment.
    public init(
        transport: any PassTransport,
        storage: any EntitlementStorage,
        clock: any EntitlementClock,
        device: DeviceInfo,
        application: ApplicationInfo,
        legacyStorage: (any EntitlementStorage)? = nil
    ) {
        self.transport = transport
        self.storage = storage
        self.clock = clock
        self.device = device
        self.application = application
        self.legacyStorage = legacyStorage
    }
}

/// The device an app runs on, as the operating system exposes it to the app.
public struct DeviceInfo: Sendable, Equatable {
    /// iOS or tvOS.
    public var platform: Platform
    /// The major version of the operating system (6, 7, 10, 17...).
    public var osMajorVersion: Int
    /// The identifier for vendor (IDFV) as this app sees it; `nil` before iOS 6.
    public var identifierForVendor: String?
    /// The Wi-Fi MAC address; only readable on iOS 6 and earlier, `nil` afterwards.
    public var macAddress: String?
    /// The advertising identifier (IDFA): one per device, on iOS 6 and later; `nil` elsewhere. SDK 1.7.5 to
    /// 1.7.x computed the device ID from it on iOS 7 and later (000); 1.8 and later from the vendor ID (004).
    public var advertisingIdentifier: String?

    /// Creates a device description.
    public init(platform: Platform, osMajorVersion: Int, identifierForVendor: String?, macAddress: String?, advertisingIdentifier: String? = nil) {
        self.platform = platform
        self.osMajorVersion = osMajorVersion
        self.identifierForVendor = identifierForVendor
        self.macAddress = macAddress
        self.advertisingIdentifier = advertisingIdentifier
    }

    /// The device ID the service expects in `device_id`: `mac:<MAC>` on iOS 6 and earlier,
    /// `idfv:<identifierForVendor>` on iOS 7 and later and on tvOS (SDK 1.8 and later; SDK 1.7.5 to 1.7.x may
    /// send `idfa:<advertisingIdentifier>` on iOS 7 and later instead: `Specs/service-protocol.md`).
    public var deviceID: String {
        if platform.traits.deviceIdentity.exposesMACAddress(os: osMajorVersion), let macAddress { return "mac:" + macAddress }
        return "idfv:" + (identifierForVendor ?? "unknown")
    }
}

/// The app the library is linked into.
public struct ApplicationInfo: Sendable, Equatable {
    /// The bundle identifier, such as `com.x.y.AppA`.
    public var bundleID: String
    /// The Apple team ID (bundle seed ID) the app was signed with.
    public var teamID: String
    /// The app's custom-scheme redirect URL, such as `adbe.u-XFXJeTSDuJiIQs0HVRAg://adobe.com`: where a
    /// login or logout shown in SFSafariViewController must end.
    public var customRedirectURL: String
    /// Whether the app shows login and logout pages in SFSafariViewController rather than a web view.
    ///
    /// The seed makes this the app's choice ("if your application needs to use SFSafariViewController"):
    /// when `true`, flows must end at ``customRedirectURL``; otherwise at `ADOBEPASS_REDIRECT_URL`.
    public var usesSafariViewController: Bool

    /// Creates an app description.
    public init(bundleID: String, teamID: String, customRedirectURL: String, usesSafariViewController: Bool = false) {
        self.bundleID = bundleID
        self.teamID = teamID
        self.customRedirectURL = customRedirectURL
        self.usesSafariViewController = usesSafariViewController
    }

    /// The redirect URL the app watches for: its custom scheme with SFSafariViewController,
    /// `ADOBEPASS_REDIRECT_URL` with a web view.
    public var redirectURL: String { usesSafariViewController ? customRedirectURL : ADOBEPASS_REDIRECT_URL }
}

/// The platforms the SDK exists for.
public enum Platform: String, Sendable, CaseIterable, Comparable, Codable {
    case iOS = "ios"
    case tvOS = "tvos"

    public static func < (lhs: Platform, rhs: Platform) -> Bool { lhs.rawValue < rhs.rawValue }
}
