import ConformanceKit
import Foundation

/// Signs and verifies bytes with OpenSSH's `ssh-keygen -Y`, as git signs commits: the signer ships on
/// every machine, and an auditor trusts keys through an allowed-signers file (`ssh-keygen(1)`, "ALLOWED
/// SIGNERS").
///
/// Every signature is made in the namespace ``namespace``, so that a signature over an attestation
/// cannot be taken for one over a commit or a file, nor the other way round. A signature is the binary
/// `SSHSIG` blob inside the armour `ssh-keygen` writes; ``armoured(_:)`` gives the armour back for
/// `ssh-keygen -Y verify`. The bytes go through files in a folder of their own, removed afterwards.
struct SSHSigner: Sendable {
    /// The namespace of every attestation signature.
    static let namespace = "aecheck-attestation"

    /// The `ssh-keygen` program.
    var program: URL
    /// The environment it runs in (`SSH_AUTH_SOCK` lets it sign with a key held by an agent).
    var environment: [String: String]

    /// Why signing or verifying did not succeed.
    struct Failure: Error, Sendable, CustomStringConvertible {
        var description: String
    }

    /// `ssh-keygen` found on `PATH` (or in the usual places when `PATH` has none), or `nil`.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> SSHSigner? {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        for folder in folders where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent("ssh-keygen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return SSHSigner(program: candidate, environment: environment) }
        }
        return nil
    }

    /// What to say when `ssh-keygen` is not found.
    static let missing = "ssh-keygen (OpenSSH) is not found on PATH; install OpenSSH's client tools, or sign the statement with cosign instead (README.md, \"Certify a run\")"

    /// The SSH signature of `message` by the private key at `key` (or its public key, with the private key
    /// in an agent): `ssh-keygen -Y sign -f KEY -n aecheck-attestation`.
    func sign(_ message: [UInt8], key: URL) throws(Failure) -> [UInt8] {
        try withScratch { folder throws(Failure) in
            let file = folder.appendingPathComponent("message")
            try write(message, to: file)
            let run = try self.run(["-Y", "sign", "-f", key.path, "-n", Self.namespace, file.path], input: nil, in: folder)
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
        try withScratch { folder throws(Failure) in
            let file = folder.appendingPathComponent("message"), signatureFile = folder.appendingPathComponent("message.sig")
            try write(message, to: file)
            try write(Array(Self.armoured(signature).utf8), to: signatureFile)
            let principals: [String]
            if let identity {
                principals = [identity]
            } else {
                let found = try run(["-Y", "find-principals", "-s", signatureFile.path, "-f", allowedSigners.path], input: nil, in: folder)
                var candidates = found.status == 0 ? found.output.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty } : []
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
                let checked = try run(["-Y", "verify", "-f", allowedSigners.path, "-I", principal, "-n", Self.namespace, "-s", signatureFile.path],
                                      input: file, in: folder)
                if checked.status == 0 { return principal }
                let said = (checked.errors + "\n" + checked.output).split(whereSeparator: \.isNewline)
                    .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "; ")
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

    /// What a run of `ssh-keygen` ended with.
    private struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs `ssh-keygen` with `arguments`, its stdin `input` (or nothing), its stdout and stderr kept in files.
    private func run(_ arguments: [String], input: URL?, in folder: URL) throws(Failure) -> Run {
        let outputFile = folder.appendingPathComponent("stdout"), errorFile = folder.appendingPathComponent("stderr")
        guard FileManager.default.createFile(atPath: outputFile.path, contents: nil),
              FileManager.default.createFile(atPath: errorFile.path, contents: nil),
              let output = FileHandle(forWritingAtPath: outputFile.path), let errors = FileHandle(forWritingAtPath: errorFile.path)
        else { throw Failure(description: "cannot make files for ssh-keygen's output in \(folder.path)") }
        defer {
            try? output.close()
            try? errors.close()
        }
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = folder
        process.standardInput = input.flatMap { FileHandle(forReadingAtPath: $0.path) } ?? FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot start \(program.path): \(error.localizedDescription)")
        }
        process.waitUntilExit()
        let read = { (url: URL) in String(decoding: FileManager.default.contents(atPath: url.path) ?? Data(), as: UTF8.self) }
        return Run(status: process.terminationStatus, output: read(outputFile), errors: read(errorFile).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    private func write(_ bytes: [UInt8], to url: URL) throws(Failure) {
        guard FileManager.default.createFile(atPath: url.path, contents: Data(bytes)) else {
            throw Failure(description: "cannot write \(url.path)")
        }
    }

    /// Runs `body` with a new private folder, removed afterwards.
    private func withScratch<T>(_ body: (URL) throws(Failure) -> T) throws(Failure) -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-ssh-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw Failure(description: "cannot make a folder for ssh-keygen: \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }
}
