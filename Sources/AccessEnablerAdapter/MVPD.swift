/// A pay-TV provider as the service describes it in a requestor's configuration.
public struct MVPD: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The provider's ID, such as `Comcast_SSO`.
    public var id: String
    /// The name to show in a picker.
    public var displayName: String
    /// Where the provider's logo can be found.
    public var logoURL: String
    /// Whether this provider requires authentication per requestor: up to SDK 1.6 each programmer keeps a
    /// private token (no SSO); from 1.7 on, another programmer's token yields one through passive
    /// authentication during `setRequestor`.
    public var hasAuthNPerRequestor: Bool
    /// Whether passive (back-channel) authentication is allowed with this provider.
    public var passiveAuthnEnabled: Bool

    /// Creates a provider description.
    public init(
        id: String, displayName: String, logoURL: String,
        hasAuthNPerRequestor: Bool = false, passiveAuthnEnabled: Bool = true
    ) {
        self.id = id
        self.displayName = displayName
        self.logoURL = logoURL
        self.hasAuthNPerRequestor = hasAuthNPerRequestor
        self.passiveAuthnEnabled = passiveAuthnEnabled
    }

    public var description: String { id }
}
