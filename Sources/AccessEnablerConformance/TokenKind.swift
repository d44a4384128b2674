import AccessEnablerAdapter

/// A kind of token the service issues, as steps name it (`{tokenKind}`: `authentication`, `authorization`).
enum TokenKind: String, CaseIterable, Sendable {
    case authentication, authorization

    /// The `getMetadata` key whose answer is this kind's time to live.
    var ttlKey: MetadataKey {
        switch self {
        case .authentication: .authenticationTTL
        case .authorization: .authorizationTTL
        }
    }
}
