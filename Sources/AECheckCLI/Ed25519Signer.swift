import ConformanceKit
import Foundation

/// Signs and verifies bytes with an Ed25519 key through `openssl pkeyutl`, so that a DSSE envelope's
/// signature is the plain 64-byte Ed25519 signature over the pre-authentication encoding that DSSE's
/// reference verifier (securesystemslib), in-toto and `openssl` itself check.
///
/// Keys are PEM files as `openssl genpkey -algorithm ed25519` writes them (PKCS#8), and their public halves
/// as `openssl pkey -pubout` writes them. A signature carries the key's ``keyID(publicKey:)``: the SHA-256
/// of the key as securesystemslib and TUF describe it, so that their verifiers match signature and key
/// without being told.
package struct Ed25519Signer: Sendable {
    /// The `openssl` program.
    var tool: ExternalTool

    /// Why signing or verifying did not succeed.
    typealias Failure = ExternalTool.Failure

    /// `openssl` found on `PATH` (or in the usual places when `PATH` has none), or `nil`.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> Ed25519Signer? {
        ExternalTool.locate("openssl", environment: environment).map(Ed25519Signer.init)
    }

    /// What to say when `openssl` is not found.
    static let missing = "openssl is not found on PATH; install OpenSSL (version 3 signs with Ed25519 keys), or sign with an SSH key through ssh-keygen"

    /// The DER prefix of an Ed25519 SubjectPublicKeyInfo (RFC 8410): the 32-byte key follows it.
    static let publicKeyPrefix: [UInt8] = [0x30, 0x2A, 0x30, 0x05, 0x06, 0x03, 0x2B, 0x65, 0x70, 0x03, 0x21, 0x00]

    /// Whether `text`, the start of a key file, is a PEM PKCS#8 private key (the form this signer reads)
    /// rather than an OpenSSH key.
    static func isPEMPrivateKey(_ text: String) -> Bool {
        text.contains("-----BEGIN PRIVATE KEY-----") || text.contains("-----BEGIN ENCRYPTED PRIVATE KEY-----")
    }

    /// The key ID of an Ed25519 public key (its 32 bytes): the SHA-256, in hex, of the canonical JSON
    /// `{"keytype":"ed25519","keyval":{"public":"<hex>"},"scheme":"ed25519"}`, as securesystemslib computes
    /// a key's default ID.
    package static func keyID(publicKey: [UInt8]) -> String {
        SHA256.hex(#"{"keytype":"ed25519","keyval":{"public":"\#(SHA256.hex(digest: publicKey))"},"scheme":"ed25519"}"#)
    }

    /// The signature of `message` by the Ed25519 private key at `key`, with the key's ID.
    func sign(_ message: [UInt8], key: URL) throws(Failure) -> (signature: [UInt8], keyID: String) {
        try ExternalTool.withScratch { folder throws(Failure) in
            let publicKey = try rawPublicKey(of: key, isPrivate: true, in: folder)
            let file = folder.appendingPathComponent("message"), signatureFile = folder.appendingPathComponent("message.sig")
            try ExternalTool.write(message, to: file)
            let run = try tool.run(["pkeyutl", "-sign", "-rawin", "-inkey", key.path] + passphrase + ["-in", file.path, "-out", signatureFile.path], in: folder)
            guard run.status == 0, let signature = FileManager.default.contents(atPath: signatureFile.path), signature.count == 64 else {
                throw Failure(description: "openssl could not sign with '\(key.path)': \(run.firstWords)")
            }
            return (Array(signature), Self.keyID(publicKey: publicKey))
        }
    }

    /// Checks that `signature` is a good Ed25519 signature of `message` by the public key at `publicKey`
    /// (a PEM file); returns the key's ID.
    func verify(_ message: [UInt8], signature: [UInt8], publicKey: URL) throws(Failure) -> String {
        try ExternalTool.withScratch { folder throws(Failure) in
            let raw = try rawPublicKey(of: publicKey, isPrivate: false, in: folder)
            let file = folder.appendingPathComponent("message"), signatureFile = folder.appendingPathComponent("message.sig")
            try ExternalTool.write(message, to: file)
            try ExternalTool.write(signature, to: signatureFile)
            let run = try tool.run(["pkeyutl", "-verify", "-pubin", "-inkey", publicKey.path, "-rawin", "-in", file.path, "-sigfile", signatureFile.path], in: folder)
            guard run.status == 0 else {
                throw Failure(description: "openssl does not accept the signature for the Ed25519 key \(Self.keyID(publicKey: raw)): \(run.firstWords)")
            }
            return Self.keyID(publicKey: raw)
        }
    }

    /// Where openssl reads a private key's passphrase: `AECHECK_KEY_PASSPHRASE` when the environment has it,
    /// else none (an encrypted key is refused; openssl never prompts on the terminal).
    private var passphrase: [String] {
        tool.environment["AECHECK_KEY_PASSPHRASE"] == nil ? ["-passin", "pass:"] : ["-passin", "env:AECHECK_KEY_PASSPHRASE"]
    }

    /// The 32 bytes of the Ed25519 public key of the key file at `url` (its private key's, when `isPrivate`).
    private func rawPublicKey(of url: URL, isPrivate: Bool, in folder: URL) throws(Failure) -> [UInt8] {
        let run = try tool.run(["pkey"] + (isPrivate ? passphrase : ["-pubin"]) + ["-in", url.path, "-pubout", "-outform", "DER"], in: folder)
        guard run.status == 0 else {
            throw Failure(description: "openssl cannot read the key '\(url.path)': \(run.firstWords)")
        }
        guard run.output.count == Self.publicKeyPrefix.count + 32, run.output.starts(with: Self.publicKeyPrefix) else {
            throw Failure(description: "the key '\(url.path)' is not an Ed25519 key (make one with: openssl genpkey -algorithm ed25519 -out KEY.pem)")
        }
        return Array(run.output.dropFirst(Self.publicKeyPrefix.count))
    }
}
