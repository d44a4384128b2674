@testable import AECheckCLI
import ConformanceKit
import Foundation
import HostSystem
import Testing

/// RFC 8032, section 7.1, test 1: a key pair and its signature of the empty message.
private enum RFC8032 {
    static let seed = bytes("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
    static let publicKey = bytes("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a")
    static let signature = bytes(
        "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b")

    static func bytes(_ hex: String) -> [UInt8] {
        stride(from: 0, to: hex.count, by: 2).map { offset in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!
        }
    }

    /// `bytes` in a PEM block labelled `label`, as openssl writes one.
    static func pem(_ label: String, _ bytes: [UInt8]) -> String {
        "-----BEGIN \(label)-----\n" + Data(bytes).base64EncodedString(options: [.lineLength64Characters, .endLineWithLineFeed]) + "\n-----END \(label)-----\n"
    }
}

/// The Ed25519 signer's raw keys and its in-process backend (Darwin's CryptoKit, where no OpenSSL 3 is installed).
struct Ed25519BackendTests {
    /// The PEM files of the RFC's key pair, in a folder of their own.
    private func keyFiles() throws -> (folder: URL, privateKey: URL, publicKey: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let privateKey = folder.appendingPathComponent("ci.pem"), publicKey = folder.appendingPathComponent("ci.pub.pem")
        try Data(RFC8032.pem("PRIVATE KEY", PEMKey.privateKeyPrefix + RFC8032.seed).utf8).write(to: privateKey)
        try Data(RFC8032.pem("PUBLIC KEY", Ed25519Signer.publicKeyPrefix + RFC8032.publicKey).utf8).write(to: publicKey)
        return (folder, privateKey, publicKey)
    }

    @Test func theRawKeysAreReadOutOfPEMFilesAsOpenSSLWritesThem() throws {
        let (folder, privateKey, publicKey) = try keyFiles()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try PEMKey.privateSeed(at: privateKey) == RFC8032.seed)
        #expect(try PEMKey.publicKey(at: publicKey) == RFC8032.publicKey)
        // A private key is not a public one, an encrypted key says what reads it, and another algorithm's key is named.
        #expect { try PEMKey.publicKey(at: privateKey) } throws: { "\($0)".contains("is not a PEM public key") }
        let encrypted = folder.appendingPathComponent("encrypted.pem")
        try Data("-----BEGIN ENCRYPTED PRIVATE KEY-----\nAAAA\n-----END ENCRYPTED PRIVATE KEY-----\n".utf8).write(to: encrypted)
        #expect { try PEMKey.privateSeed(at: encrypted) } throws: { "\($0)".contains("is encrypted, which only OpenSSL 3 reads here") }
        let other = folder.appendingPathComponent("other.pem")
        try Data(RFC8032.pem("PRIVATE KEY", [0x30, 0x2E, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2B, 0x65, 0x6E, 0x04, 0x22, 0x04, 0x20] + RFC8032.seed).utf8)
            .write(to: other)  // X25519 (1.3.101.110), not Ed25519
        #expect { try PEMKey.privateSeed(at: other) } throws: { "\($0)".contains("is not an Ed25519 key") }
    }

    @Test(.enabled(if: SystemEd25519.isAvailable, "this system signs with Ed25519 through OpenSSL 3 only (Darwin's CryptoKit is not here)"))
    func theSystemsOwnEd25519AcceptsTheRFCsSignatureAndSignsWhatItsPublicKeyVerifies() throws {
        let (folder, privateKey, publicKey) = try keyFiles()
        defer { try? FileManager.default.removeItem(at: folder) }
        let signer = Ed25519Signer(backend: .system)
        #expect(try signer.verify([], signature: RFC8032.signature, publicKey: publicKey) == Ed25519Signer.keyID(publicKey: RFC8032.publicKey))
        let message = Array("the pre-authentication encoding".utf8)
        let (signature, keyID) = try signer.sign(message, key: privateKey)
        #expect(signature.count == 64 && keyID == Ed25519Signer.keyID(publicKey: RFC8032.publicKey))
        #expect(try signer.verify(message, signature: signature, publicKey: publicKey) == keyID)
        #expect(throws: ExternalTool.Failure.self) { try signer.verify(message + [0], signature: signature, publicKey: publicKey) }
    }

    @Test func whereTheSystemHasNoEd25519ItSignsNothing() {
        // On Linux the system's own is absent: nothing may pass for a signature.
        if !SystemEd25519.isAvailable {
            #expect(SystemEd25519.sign([1, 2, 3], seed: RFC8032.seed) == nil)
            #expect(SystemEd25519.isValid(RFC8032.signature, of: [], publicKey: RFC8032.publicKey) == nil)
        } else {
            #expect(SystemEd25519.isValid(RFC8032.signature, of: [], publicKey: RFC8032.publicKey) == true)
            #expect(SystemEd25519.isValid(RFC8032.signature, of: [0], publicKey: RFC8032.publicKey) == false)
        }
    }
}
