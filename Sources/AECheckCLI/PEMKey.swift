import ConformanceKit
import Foundation

/// The raw bytes of an Ed25519 key in a PEM file, for the signer that takes raw keys (``SystemEd25519``): a private
/// key as `openssl genpkey -algorithm ed25519` writes it (unencrypted PKCS#8, RFC 8410), a public one as
/// `openssl pkey -pubout` writes it (SubjectPublicKeyInfo).
enum PEMKey {
    /// The DER prefix of an unencrypted Ed25519 PKCS#8 private key (RFC 8410, section 7): the 32-byte seed follows it.
    static let privateKeyPrefix: [UInt8] = [0x30, 0x2E, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2B, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20]

    /// The 32-byte seed of the Ed25519 private key in the PEM file at `url`.
    static func privateSeed(at url: URL) throws(ExternalTool.Failure) -> [UInt8] {
        let text = try read(url)
        if text.contains("-----BEGIN ENCRYPTED PRIVATE KEY-----") {
            throw ExternalTool.Failure(description: "the key '\(url.path)' is encrypted, which only OpenSSL 3 reads here: install OpenSSL 3, or sign with an unencrypted key")
        }
        return try body(of: text, label: "PRIVATE KEY", prefix: privateKeyPrefix, url: url)
    }

    /// The 32 bytes of the Ed25519 public key in the PEM file at `url`.
    static func publicKey(at url: URL) throws(ExternalTool.Failure) -> [UInt8] {
        try body(of: read(url), label: "PUBLIC KEY", prefix: Ed25519Signer.publicKeyPrefix, url: url)
    }

    /// The 32 bytes after `prefix` in the DER of the PEM block `label` of `text`.
    static func body(of text: String, label: String, prefix: [UInt8], url: URL) throws(ExternalTool.Failure) -> [UInt8] {
        let begin = "-----BEGIN \(label)-----", end = "-----END \(label)-----"
        guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex),
              let der = Data(base64Encoded: text[start.upperBound..<stop.lowerBound].filter { !$0.isWhitespace }) else {
            throw ExternalTool.Failure(description: "the key '\(url.path)' is not a PEM \(label.lowercased()) (make one with: openssl genpkey -algorithm ed25519 -out KEY.pem)")
        }
        guard der.count == prefix.count + 32, der.starts(with: prefix) else {
            throw ExternalTool.Failure(description: "the key '\(url.path)' is not an Ed25519 key (make one with: openssl genpkey -algorithm ed25519 -out KEY.pem)")
        }
        return Array(der.dropFirst(prefix.count))
    }

    private static func read(_ url: URL) throws(ExternalTool.Failure) -> String {
        guard case .success(let bytes) = BoundedFile.read(url, atMost: 1 << 16) else {
            throw ExternalTool.Failure(description: "cannot read the key '\(url.path)' (it must be a regular file)")
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
