import ConformanceKit
import Foundation

/// What signs an attestation's DSSE envelope, chosen by the form of the key file `--sign-key` names: a PEM
/// PKCS#8 key (`openssl genpkey -algorithm ed25519`) signs through OpenSSL 3 (or the system's own Ed25519), as a plain Ed25519 signature
/// with its key ID, which DSSE's reference verifier and in-toto check; any other key (an OpenSSH private
/// key, or a public one whose private key an agent holds) signs through `ssh-keygen -Y sign`.
enum AttestationSigner: Sendable {
    case ssh(SSHSigner)
    case ed25519(Ed25519Signer)

    /// Why no signer signs with a key: the exit code and what to say.
    struct Unusable: Error, Sendable {
        var exitCode: Int32
        var message: String
    }

    /// The signer for the key at `key`, or why there is none.
    static func forKey(at key: URL) -> Result<AttestationSigner, Unusable> {
        guard case .success(let bytes) = BoundedFile.read(key, atMost: 1 << 20) else {
            return .failure(Unusable(exitCode: AECheck.ExitCode.usage, message: "cannot read the signing key '\(key.relativePath)' (it must be a regular file)"))
        }
        if Ed25519Signer.isPEMPrivateKey(String(decoding: bytes, as: UTF8.self)) {
            switch Ed25519Signer.locate() {
            case .success(let signer): return .success(.ed25519(signer))
            case .failure(let missing): return .failure(Unusable(exitCode: AECheck.ExitCode.signerMissing, message: missing.description))
            }
        }
        guard let signer = SSHSigner.locate() else { return .failure(Unusable(exitCode: AECheck.ExitCode.signerMissing, message: SSHSigner.missing)) }
        return .success(.ssh(signer))
    }

    /// The envelope's signature of the pre-authentication encoding `pae` by the key at `key`.
    func sign(_ pae: [UInt8], key: URL) throws(ExternalTool.Failure) -> DSSEEnvelope.Signature {
        switch self {
        case .ssh(let signer): return DSSEEnvelope.Signature(try signer.sign(pae, key: key))
        case .ed25519(let signer):
            let (signature, keyID) = try signer.sign(pae, key: key)
            return DSSEEnvelope.Signature(signature, keyid: keyID)
        }
    }

    /// How the envelope was signed, for the line certify prints.
    func described(keyPath: String, signature: DSSEEnvelope.Signature) -> String {
        switch self {
        case .ssh: "ssh-keygen -Y sign with \(keyPath), namespace \(SSHSigner.namespace)"
        case .ed25519(let signer): "Ed25519 through \(signer.described) with \(keyPath), keyid \(signature.keyid ?? "")"
        }
    }
}
