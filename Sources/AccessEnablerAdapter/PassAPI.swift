import Foundation
import Synchronization

/// The simulated Adobe Pass service's protocol: paths, parameter names and JSON bodies.
///
/// `Specs/service-protocol.md` describes each exchange; these are the same names for Swift ports.
/// Times are milliseconds since 1970 on the service's (virtual) clock.
public enum PassAPI {
    /// The service's origin, for URLs handed to a web view.
    public static let origin = "https://sp.auth.adobe.com"

    /// Request paths.
    public enum Path {
        /// `GET`: the requestor's configuration. Append the requestor ID.
        public static let config = "/api/v1/config/"
        /// Browser only: starts a login at an MVPD (the URL given to `navigateToUrl`).
        public static let authenticate = "/api/v1/authenticate"
        /// `GET`: the authentication token once a login completed (404 until then).
        public static let authenticationToken = "/api/v1/tokens/authn"
        /// `GET`: back-channel authentication from another programmer's token.
        public static let passiveAuthentication = "/api/v1/authenticate/passive"
        /// `POST`: a registration code for a second-screen login. Append `<requestor>/regcode`.
        public static let registrationCode = "/reggie/v1/"
        /// `GET`: an authorization token for one resource.
        public static let authorize = "/api/v1/authorize"
        /// `GET`: a short media token from an authorization token.
        public static let mediaToken = "/api/v1/mediatoken"
        /// `GET` in a browser (iOS) or `DELETE` (tvOS): ends the session.
        public static let logout = "/api/v1/logout"
        /// `GET`: authorization decisions for several resources, for display only.
        public static let preauthorize = "/api/v1/preauthorize"
    }

    /// Query parameter names.
    public enum Parameter {
        public static let requestor = "requestor_id"
        public static let mvpd = "mso_id"
        public static let deviceID = "device_id"
        public static let redirectURL = "redirect_url"
        public static let resource = "resource_id"
        public static let authenticationToken = "authn_token"
        public static let authorizationToken = "authz_token"
        public static let registrationCode = "regcode"
    }

    /// `GET /api/v1/config/{requestor}` → 200.
    public struct Configuration: Codable, Sendable, Hashable {
        public var requestor: String
        public var mvpds: [MVPD]
        public init(requestor: String, mvpds: [MVPD]) {
            self.requestor = requestor
            self.mvpds = mvpds
        }
    }

    /// An authentication token: a GUID bound to a requestor, an MVPD and a device ID, with an expiry.
    public struct AuthenticationToken: Codable, Sendable, Hashable {
        public var guid: String
        public var requestor: String
        public var mvpd: String
        public var expires: Int64
        public var deviceID: String
        public var signature: String
        public init(guid: String, requestor: String, mvpd: String, expires: Int64, deviceID: String, signature: String) {
            self.guid = guid
            self.requestor = requestor
            self.mvpd = mvpd
            self.expires = expires
            self.deviceID = deviceID
            self.signature = signature
        }
    }

    /// An authorization token: one resource, bound to the device.
    public struct AuthorizationToken: Codable, Sendable, Hashable {
        public var guid: String
        public var requestor: String
        public var resource: String
        public var mvpd: String
        public var expires: Int64
        public var deviceID: String
        public var signature: String
        public init(
            guid: String, requestor: String, resource: String, mvpd: String,
            expires: Int64, deviceID: String, signature: String
        ) {
            self.guid = guid
            self.requestor = requestor
            self.resource = resource
            self.mvpd = mvpd
            self.expires = expires
            self.deviceID = deviceID
            self.signature = signature
        }
    }

    /// A short media token, with the fields of the seed's `shortAuthorizationToken`. Not device-bound.
    public struct ShortMediaToken: Codable, Sendable, Hashable {
        public var sessionGUID: String
        public var requestorID: String
        public var resourceID: String
        public var ttl: Int64
        public var issueTime: Int64
        public var mvpdId: String
        public var proxyMvpdId: String
        public var signature: String
        public init(
            sessionGUID: String, requestorID: String, resourceID: String, ttl: Int64,
            issueTime: Int64, mvpdId: String, proxyMvpdId: String, signature: String
        ) {
            self.sessionGUID = sessionGUID
            self.requestorID = requestorID
            self.resourceID = resourceID
            self.ttl = ttl
            self.issueTime = issueTime
            self.mvpdId = mvpdId
            self.proxyMvpdId = proxyMvpdId
            self.signature = signature
        }
    }

    /// `POST /reggie/v1/{requestor}/regcode` → 201.
    public struct RegistrationCode: Codable, Sendable, Hashable {
        public var code: String
        public var expires: Int64
        public init(code: String, expires: Int64) {
            self.code = code
            self.expires = expires
        }
    }

    /// `GET /api/v1/preauthorize` → 200.
    public struct Preauthorization: Codable, Sendable, Hashable {
        public var authorized: [String]
        public init(authorized: [String]) { self.authorized = authorized }
    }

    /// The body of every 4xx/5xx answer.
    public struct ServiceError: Error, Codable, Sendable, Hashable {
        /// An error code string, such as `User Not Authorized Error`.
        public var error: String
        public var message: String
        public init(error: String, message: String) {
            self.error = error
            self.message = message
        }
    }

    /// The key under which the storage of SDK versions before 1.7 keeps its one authentication token
    /// (an ``AuthenticationToken`` as JSON), in ``AccessEnablerEnvironment/legacyStorage``.
    public static let legacyAuthenticationTokenKey = "authnToken"

    /// Encodes a body as compact JSON with sorted keys (stable bytes).
    public static func encode<T: Encodable>(_ value: T) -> String {
        // Encoding these plain structs cannot fail.
        String(decoding: try! encoder.encode(value), as: UTF8.self)
    }

    /// Encodes a body as compact JSON with sorted keys (stable bytes). A value encoded before is not encoded
    /// again: the service answers with the same configuration and tokens many times over.
    public static func encode<T: Encodable & Hashable & Sendable>(_ value: T) -> String {
        let cache = EncodedBodies<T>.shared
        if let known = cache.bodies.withLock({ $0[value] }) { return known }
        // Encoding these plain structs cannot fail.
        let body = String(decoding: try! encoder.encode(value), as: UTF8.self)
        cache.bodies.withLock { bodies in
            // At most 1,024 values a type: a run encodes a few hundred distinct ones; nothing grows it without end.
            if bodies.count >= 1_024 { bodies.removeAll() }
            bodies[value] = body
        }
        return body
    }

    /// The bodies encoded for values of one type, keyed by the values themselves (hashed as `T`, not boxed).
    private final class EncodedBodies<T: Hashable & Sendable>: Sendable {
        let bodies = Mutex<[T: String]>([:])

        /// The one store for `T`.
        static var shared: EncodedBodies<T> {
            encodedBodies.withLock { stores in
                if let store = stores[ObjectIdentifier(T.self)] as? EncodedBodies<T> { return store }
                let store = EncodedBodies<T>()
                stores[ObjectIdentifier(T.self)] = store
                return store
            }
        }
    }

    private static let encodedBodies = Mutex<[ObjectIdentifier: any Sendable]>([:])

    /// Decodes a body; `nil` when it is not that shape.
    public static func decode<T: Decodable>(_ type: T.Type, from body: String) -> T? {
        try? decoder.decode(type, from: Data(body.utf8))
    }

    /// Decodes a body; `nil` when it is not that shape. A body decoded before is not decoded again: the same
    /// tokens and answers are read many times over (a library reads its stored token at every call).
    public static func decode<T: Decodable & Sendable>(_ type: T.Type, from body: String) -> T? {
        let key = DecodedBody(type: ObjectIdentifier(type), body: body)
        if let known = decodedBodies.withLock({ $0[key] }) as? T { return known }
        guard let value = try? decoder.decode(type, from: Data(body.utf8)) else { return nil }
        decodedBodies.withLock { cache in
            // At most 1,024 bodies: a run reads a few hundred distinct ones; nothing grows it without end.
            if cache.count >= 1_024 { cache.removeAll() }
            cache[key] = value
        }
        return value
    }

    private struct DecodedBody: Hashable {
        var type: ObjectIdentifier
        var body: String
    }

    private static let decodedBodies = Mutex<[DecodedBody: any Sendable]>([:])

    // One of each for every request: making a coder costs more than most bodies take to code, and a coder whose
    // options are set once is safe to share between threads.
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
    private static let decoder = JSONDecoder()
}
