import ConformanceKit
import Foundation

/// Signs and verifies bytes with OpenSSH's `ssh-keygen -Y`, as git signs commits: the signer ships on
/// every machine, and an auditor trusts keys through an allowed-signers file (`ssh-keygen(1)`, "ALLOWED
/// SIGNERS").
///
/// Every signature is made in the namespace ``namespace``, so that a signature over an attestation
/// cannot be taken for one over a commit or a file, nor the other way round. A signature is the binary
/// `SSHSIG` blob inside the armour `ssh-keygen` writes; ``armoured(_:)`` gives the armour back for
/// `ssh-keygen -Y verify`. The bytes go through files in a folder of their own, removed afterwards
/// (``ExternalTool``).
struct SSHSigner: Sendable {
    /// The namespace of every attestation signature.
    static let namespace = "aecheck-attestation"

    /// The `ssh-keygen` program, and the environment it runs in (`SSH_AUTH_SOCK` lets it sign with a key
    /// held by an agent).
    var tool: ExternalTool

    /// Why signing or verifying did not succeed.
    typealias Failure = ExternalTool.Failure

    /// `ssh-keygen` found on `PATH` (or in the usual places when `PATH` has none), or `nil`.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> SSHSigner? {
        ExternalTool.locate("ssh-keygen", environment: environment).map(SSHSigner.init)
    }

    /// What to say when `ssh-keygen` is not found.
    static let missing = "ssh-keygen (OpenSSH) is not found on PATH; install OpenSSH's client tools, or sign with an Ed25519 PEM key through openssl, or with cosign (README.md, \"Certify a run\")"

    /// The SSH signature of `message` by the private key at `key` (or its public key, with the private key
    /// in an agent): `ssh-keygen -Y sign -f KEY -n aecheck-attestation`.
    func sign(_ message: [UInt8], key: URL) throws(Failure) -> [UInt8] {
        try ExternalTool.withScratch { folder throws(Failure) in
            let file = folder.appendingPathComponent("message")
            try ExternalTool.write(message, to: file)
            let run = try tool.run(["-Y", "sign", "-f", key.path, "-n", Self.namespace, file.path], in: folder)
            let signatureFile = folder.appendingPathComponent("message.sig")
            guard run.status == 0, let armour = FileManager.default.contents(atPath: signatureFile.path) else {
                throw Failure(description: "ssh-keygen could not sign with '\(key.path)': \(run.errors.isEmpty ? "exit status \(run.status)" : run.errors)")
            }
            guard let blob = Self.dearmoured(String(decoding: armour, as: UTF8.self)) else {
                throw Failure(description: "ssh-keygen wrote a signature that is not an armoured SSH signature")
            }
            return blob
        }
    }

    /// Checks that `signature` is a good signature of `message` in ``namespace`` by a key `allowedSigners`
    /// allows for `identity` (when `nil`: for a principal the file gives the signing key, the one
    /// `ssh-keygen -Y find-principals` names first, then every other ``AllowedSigners`` finds, since the first
    /// line with the key may allow it for another namespace only); returns the principal.
    func verify(_ message: [UInt8], signature: [UInt8], allowedSigners: URL, identity: String?) throws(Failure) -> String {
        try ExternalTool.withScratch { folder throws(Failure) in
            let file = folder.appendingPathComponent("message"), signatureFile = folder.appendingPathComponent("message.sig")
            try ExternalTool.write(message, to: file)
            try ExternalTool.write(Array(Self.armoured(signature).utf8), to: signatureFile)
            let principals: [String]
            if let identity {
                principals = [identity]
            } else {
                let found = try tool.run(["-Y", "find-principals", "-s", signatureFile.path, "-f", allowedSigners.path], in: folder)
                var candidates = found.status == 0
                    ? String(decoding: found.output, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty } : []
                if let key = AllowedSigners.publicKey(ofSignature: signature),
                   case .success(let bytes) = BoundedFile.read(allowedSigners, atMost: 16 << 20) {
                    candidates += AllowedSigners.principals(in: String(decoding: bytes, as: UTF8.self), forKey: key).filter { !candidates.contains($0) }
                }
                principals = candidates
                guard !principals.isEmpty else {
                    throw Failure(description: "no principal of '\(allowedSigners.path)' has the key that made the signature")
                }
            }
            var refusals: [String] = []
            for principal in principals {
                let checked = try tool.run(["-Y", "verify", "-f", allowedSigners.path, "-I", principal, "-n", Self.namespace, "-s", signatureFile.path],
                                           input: file, in: folder)
                if checked.status == 0 { return principal }
                let said = checked.said
                refusals.append("for '\(principal)' in namespace \(Self.namespace)\(said.isEmpty ? "" : ": " + said)")
            }
            throw Failure(description: "ssh-keygen does not accept the signature " + refusals.joined(separator: "; nor "))
        }
    }

    /// What `ssh-keygen -Y sign` writes for the `SSHSIG` blob `bytes`: its base64 in lines of 70, between
    /// the armour's lines.
    static func armoured(_ bytes: [UInt8]) -> String {
        let base64 = Data(bytes).base64EncodedString()
        var lines: [Substring] = []
        var rest = base64[...]
        while !rest.isEmpty {
            lines.append(rest.prefix(70))
            rest = rest.dropFirst(70)
        }
        return "-----BEGIN SSH SIGNATURE-----\n" + lines.joined(separator: "\n") + "\n-----END SSH SIGNATURE-----\n"
    }

    /// The `SSHSIG` blob inside an armoured signature, or `nil` when `text` is not one.
    static func dearmoured(_ text: String) -> [UInt8]? {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let begin = lines.firstIndex(of: "-----BEGIN SSH SIGNATURE-----"),
              let end = lines.firstIndex(of: "-----END SSH SIGNATURE-----"), begin < end
        else { return nil }
        guard let data = Data(base64Encoded: lines[(begin + 1)..<end].joined()), data.starts(with: Array("SSHSIG".utf8)) else { return nil }
        return Array(data)
    }
}
