import Foundation

#if canImport(CryptoKit)
    import CryptoKit
#endif

/// Ed25519 signing and verifying in this process, where the system itself offers it: Darwin's CryptoKit
/// (`Curve25519.Signing`). Elsewhere (Linux) ``isAvailable`` is `false`, and the package signs through OpenSSL 3's
/// `openssl pkeyutl -rawin`; on a Mac, whose `/usr/bin/openssl` is LibreSSL and cannot sign Ed25519 that way, this
/// is what signs when no OpenSSL 3 is installed.
///
/// Keys are raw: the 32-byte private seed (RFC 8032) and the 32-byte public key; reading them out of PEM files is
/// the caller's. CryptoKit's signatures are not deterministic (it adds randomness), but every one is a plain 64-byte
/// Ed25519 signature that any verifier accepts.
package enum SystemEd25519 {
    /// Whether this system signs in process.
    package static var isAvailable: Bool {
        #if os(Linux)
            return false
        #elseif canImport(Darwin)
            return true
        #else
            return false
        #endif
    }

    /// The signature of `message` by the private key `seed`, with its public key; `nil` where the system does
    /// not sign (``isAvailable``) or the seed is not 32 bytes.
    package static func sign(_ message: [UInt8], seed: [UInt8]) -> (signature: [UInt8], publicKey: [UInt8])? {
        #if os(Linux)
            return nil
        #elseif canImport(Darwin)
            guard let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: Data(seed)),
                  let signature = try? key.signature(for: Data(message)) else { return nil }
            return (Array(signature), Array(key.publicKey.rawRepresentation))
        #else
            return nil
        #endif
    }

    /// Whether `signature` is a good signature of `message` by `publicKey`; `nil` where the system does not verify.
    package static func isValid(_ signature: [UInt8], of message: [UInt8], publicKey: [UInt8]) -> Bool? {
        #if os(Linux)
            return nil
        #elseif canImport(Darwin)
            guard let key = try? Curve25519.Signing.PublicKey(rawRepresentation: Data(publicKey)) else { return false }
            return key.isValidSignature(Data(signature), for: Data(message))
        #else
            return nil
        #endif
    }
}
