import ConformanceKit
import Foundation
import HostSystem

/// Signs and verifies bytes with an Ed25519 key, so that a DSSE envelope's signature is the plain 64-byte Ed25519
/// signature over the pre-authentication encoding that DSSE's reference verifier (securesystemslib), in-toto and
/// `openssl` itself check.
///
/// Through OpenSSL 3's `openssl pkeyutl -rawin` where one is installed (Homebrew's `openssl@3` before the system's,
/// since a Mac's `/usr/bin/openssl` is LibreSSL, whose `pkeyutl` has no `-rawin`); where none is, on Darwin, in
/// this process with the system's own Ed25519 (``SystemEd25519``, CryptoKit), which reads unencrypted keys only.
///
/// Keys are PEM files as `openssl genpkey -algorithm ed25519` writes them (PKCS#8), and their public halves
/// as `openssl pkey -pubout` writes them. A signature carries the key's ``keyID(publicKey:)``: the SHA-256
/// of the key as securesystemslib and TUF describe it, so that their verifiers match signature and key
/// without being told.
package struct Ed25519Signer: Sendable {
    /// What signs.
    enum Backend: Sendable {
        /// An OpenSSL 3 `openssl` program.
        case openssl(ExternalTool)
        /// The system's own Ed25519, in this process (Darwin).
        case system
    }

    var backend: Backend

    /// Why signing or verifying did not succeed.
    typealias Failure = ExternalTool.Failure

    /// Where an OpenSSL 3 is usually installed when the system's `openssl` is another (Homebrew on Apple silicon and
    /// on Intel Macs), looked at before `PATH`.
    static let openSSL3Folders = ["/opt/homebrew/opt/openssl@3/bin", "/usr/local/opt/openssl@3/bin"]

    /// The signer this machine has, or what to say when it has none: an OpenSSL 3 (``openSSL3(environment:)``), else
    /// the system's own where it has one.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<Ed25519Signer, Failure> {
        let (found, refused) = openSSL3(environment: environment)
        if let found { return .success(Ed25519Signer(backend: .openssl(found))) }
        if SystemEd25519.isAvailable { return .success(Ed25519Signer(backend: .system)) }
        let missing = refused.isEmpty ? "openssl is not found on PATH" : "no OpenSSL 3 is found (" + refused.joined(separator: "; ") + ")"
        return .failure(Failure(description: missing + "; install OpenSSL 3 (it signs with Ed25519 keys), or sign with an SSH key through ssh-keygen"))
    }

    /// The path of the `openssl` that ``locate(environment:)`` signs with, when there is an OpenSSL 3 here: what a test
    /// makes its keys with.
    package static func openSSL3Program(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        openSSL3(environment: environment).found?.program.path
    }

    /// The first `openssl` that is OpenSSL 3 or later (in ``openSSL3Folders``, then on `PATH`, then in the usual
    /// places), and why each one before it was passed over.
    private static func openSSL3(environment: [String: String]) -> (found: ExternalTool?, refused: [String]) {
        let homebrew = openSSL3Folders.map { URL(fileURLWithPath: $0).appendingPathComponent("openssl") }
            .filter { FileManager.default.isExecutableFile(atPath: $0.path) }.map { ExternalTool(program: $0, environment: environment) }
        var refused: [String] = []
        for tool in homebrew + [ExternalTool.locate("openssl", environment: environment)].compactMap({ $0 }) {
            guard let reason = refusal(of: tool) else { return (tool, refused) }
            refused.append(reason)
        }
        return (nil, refused)
    }

    /// Why `tool` cannot sign with Ed25519 keys, naming it and the version it says (LibreSSL, or an OpenSSL before 3);
    /// `nil` when it can.
    private static func refusal(of tool: ExternalTool) -> String? {
        let said = (try? ExternalTool.withScratch { folder throws(Failure) in try tool.run(["version"], in: folder) })?.said ?? ""
        if said.hasPrefix("OpenSSL "), let major = Int(said.dropFirst(8).prefix { $0.isNumber }), major >= 3 { return nil }
        return "\(tool.program.path) is \(said.isEmpty ? "not a working openssl" : said), whose pkeyutl cannot sign Ed25519"
    }

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

    /// How it signs, for the line certify prints and the verdict verify gives.
    var described: String {
        switch backend {
        case .openssl: "openssl"
        case .system: "the system's Ed25519 (CryptoKit)"
        }
    }

    /// The signature of `message` by the Ed25519 private key at `key`, with the key's ID.
    func sign(_ message: [UInt8], key: URL) throws(Failure) -> (signature: [UInt8], keyID: String) {
        guard case .openssl(let tool) = backend else {
            let seed = try PEMKey.privateSeed(at: key)
            guard let (signature, publicKey) = SystemEd25519.sign(message, seed: seed) else {
                throw Failure(description: "the system could not sign with '\(key.path)'")
            }
            return (signature, Self.keyID(publicKey: publicKey))
        }
        return try ExternalTool.withScratch { folder throws(Failure) in
            let publicKey = try Self.rawPublicKey(of: key, isPrivate: true, tool: tool, in: folder)
            let file = folder.appendingPathComponent("message"), signatureFile = folder.appendingPathComponent("message.sig")
            try ExternalTool.write(message, to: file)
            let run = try tool.run(["pkeyutl", "-sign", "-rawin", "-inkey", key.path] + Self.passphrase(tool) + ["-in", file.path, "-out", signatureFile.path], in: folder)
            guard run.status == 0, let signature = FileManager.default.contents(atPath: signatureFile.path), signature.count == 64 else {
                throw Failure(description: "openssl could not sign with '\(key.path)': \(run.firstWords)")
            }
            return (Array(signature), Self.keyID(publicKey: publicKey))
        }
    }

    /// Checks that `signature` is a good Ed25519 signature of `message` by the public key at `publicKey`
    /// (a PEM file); returns the key's ID.
    func verify(_ message: [UInt8], signature: [UInt8], publicKey: URL) throws(Failure) -> String {
        guard case .openssl(let tool) = backend else {
            let raw = try PEMKey.publicKey(at: publicKey)
            guard SystemEd25519.isValid(signature, of: message, publicKey: raw) == true else {
                throw Failure(description: "the signature is not good for the Ed25519 key \(Self.keyID(publicKey: raw))")
            }
            return Self.keyID(publicKey: raw)
        }
        return try ExternalTool.withScratch { folder throws(Failure) in
            let raw = try Self.rawPublicKey(of: publicKey, isPrivate: false, tool: tool, in: folder)
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
    private static func passphrase(_ tool: ExternalTool) -> [String] {
        tool.environment["AECHECK_KEY_PASSPHRASE"] == nil ? ["-passin", "pass:"] : ["-passin", "env:AECHECK_KEY_PASSPHRASE"]
    }

    /// The 32 bytes of the Ed25519 public key of the key file at `url` (its private key's, when `isPrivate`).
    private static func rawPublicKey(of url: URL, isPrivate: Bool, tool: ExternalTool, in folder: URL) throws(Failure) -> [UInt8] {
        let run = try tool.run(["pkey"] + (isPrivate ? Self.passphrase(tool) : ["-pubin"]) + ["-in", url.path, "-pubout", "-outform", "DER"], in: folder)
        guard run.status == 0 else {
            throw Failure(description: "openssl cannot read the key '\(url.path)': \(run.firstWords)")
        }
        guard run.output.count == publicKeyPrefix.count + 32, run.output.starts(with: publicKeyPrefix) else {
            throw Failure(description: "the key '\(url.path)' is not an Ed25519 key (make one with: openssl genpkey -algorithm ed25519 -out KEY.pem)")
        }
        return Array(run.output.dropFirst(publicKeyPrefix.count))
    }
}
