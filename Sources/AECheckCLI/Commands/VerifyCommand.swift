import AccessEnablerAdapter
import ConformanceKit
import Foundation

/// `aecheck verify BUNDLE`: checks an attestation `aecheck certify` wrote, part by part.
///
/// BUNDLE is the report folder (its `attestation.intoto.json`, and `attestation.dsse.json` when signed),
/// or either file. The statement checked is the envelope's payload when there is an envelope (and the
/// statement file beside it must be those very bytes), else the statement file. Then, in this order, each
/// part found wrong named with its own exit code (the first part's decides):
///
/// | part | exit code |
/// |---|---|
/// | the statement is not an in-toto test-result statement | 65 |
/// | the signature (with `--allowed-signers` or `--public-key`): missing, bad, not by a trusted key | 14 |
/// | a report: missing, or not its digest | 10 |
/// | a file of the implementation: missing, or not its digest | 11 |
/// | the specs at hand (or the baseline) are not the run's | 12 |
/// | the result, tests or configuration disagree with results.json | 13 |
///
/// Without `--allowed-signers` (SSH keys, checked with `ssh-keygen`) or `--public-key` (an Ed25519 key,
/// checked with `openssl`), a signature is reported and not checked: trust comes from the keys the
/// auditor allows, not from the bundle. Verifying says the bundle is what the run wrote, whatever its
/// verdict: a CI step that gates on it adds `--require-signature` (exit 14 for an unsigned bundle or one not
/// checked) and `--require-pass` (exit 1 when the attested run FAILED, or checked only part of the suite, unless
/// `--allow-partial`). What was run is said whole: the implementation, where it ran, and the selection.
enum VerifyCommand: AECheckCommand {
    static let summary = "Check an attestation certify wrote (its folder, or the statement or envelope file): the digest of every report and of the implementation's files, the specs digest against these specs, the result against results.json, and with --allowed-signers or --public-key the signature."
    static let arguments = "<bundle>"
    static let options: [CommandOption] = [.subject, .allowedSigners, .publicKey, .requireSignature, .requirePass,
        .allowPartial, .identity, .specs, .verifyJSON]

    static func validate(_ parsed: ParsedArguments) throws(ParsedArguments.UsageError) {
        if parsed.inputs.count != 1 {
            throw .init(message: "'verify' reads one attestation: the report folder certify wrote it into, such as Reports/my-port, or its attestation.intoto.json or attestation.dsse.json", command: parsed.command)
        }
    }

    /// Verifies the bundle the command line names; with `--json`, what it found is also printed as one JSON object on
    /// standard output, whatever the exit code (a usage error aside).
    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        var summary = VerifySummary(bundle: invocation.parsed.inputs.first ?? "")
        do {
            var result = try verify(invocation, into: &summary)
            if invocation.parsed.json { result.standardOutput = summary.encoded }
            return result
        } catch {
            guard invocation.parsed.json, error.exitCode != AECheck.ExitCode.usage else { throw error }
            var failure = error
            summary.exitCode = failure.exitCode
            failure.standardOutput = summary.encoded
            throw failure
        }
    }

    /// Verifies the bundle, filling `summary` with what it finds as it goes.
    private static func verify(_ invocation: Invocation, into summary: inout VerifySummary) throws(CommandFailure) -> AECheck.Result {
        let (parsed, directory, help) = (invocation.parsed, invocation.directory, invocation.help)
        let bundle: BundleFiles
        switch BundleFiles.locate(parsed.inputs[0], in: directory) {
        case .success(let found): bundle = found
        case .failure(let message): throw .usage(message.text, .verify, help)
        }
        var trust: Trust?
        let trusted: [(path: String?, what: String, make: (URL) -> Trust)] = [
            (parsed.signing.allowedSignersPath, "allowed-signers file", { Trust.allowedSigners($0, identity: parsed.signing.identity) }),
            (parsed.signing.publicKeyPath, "public key", Trust.publicKey),
        ]
        for (path, what, make) in trusted {
            guard let path else { continue }
            let url = URL(fileURLWithPath: path, relativeTo: directory)
            guard OutputFile(url).kind == .regular, FileManager.default.isReadableFile(atPath: url.path) else {
                throw .usage("cannot read the \(what) '\(path)' (it must be a regular file)", .verify, help)
            }
            trust = make(url)
        }
        let specs = invocation.specs
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: specs.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .usage("no specs folder at '\(specs.relativePath)' to compare the attestation's specs digest with; name it with --specs <dir>", .verify, help)
        }

        let statementBytes: [UInt8]
        var problems: [AttestationProblem] = []
        switch bundle.statementBytes() {
        case .success(let read):
            statementBytes = read.bytes
            problems += read.problems
        case .failure(let problem): throw refused([problem], bundle: bundle, into: &summary)
        }
        let statement: InTotoStatement
        do {
            statement = try InTotoStatement.decode(statementBytes)
        } catch {
            throw refused(problems + [AttestationProblem(.statement, error.description)], bundle: bundle, into: &summary)
        }
        if parsed.signing.requireSignature, bundle.envelope == nil || trust == nil {
            let why = (bundle.envelope == nil ? "the bundle is not signed" : "the signature cannot be checked without --allowed-signers <file> or --public-key <file>")
                + ", and --require-signature asks for a good one"
            summary.problems = [VerifySummary.Problem(AttestationProblem(.signature, why))]
            throw CommandFailure(exitCode: AECheck.ExitCode.signatureRefused, standardError: "Error: \(why)\n")
        }
        var signature = bundle.envelope.map {
            "signed (\($0.signatures.count) signature\($0.signatures.count == 1 ? "" : "s")), not checked: give --allowed-signers <file> (SSH) or --public-key <file> (Ed25519)"
        } ?? "not signed"
        if let trust {
            switch checkSignature(bundle, trust: trust) {
            case .success(let signer):
                signature = "good, by \(signer)"
                summary.signer = signer
            case .failure(let failure):
                guard failure.exitCode != AECheck.ExitCode.signerMissing else {
                    summary.problems = [VerifySummary.Problem(failure.problem)]
                    throw CommandFailure(exitCode: failure.exitCode, standardError: "Error: \(failure.problem.message)\n")
                }
                // A statement no allowed signer vouches for names files nobody should read on its word (nor
                // learn their digests from): nothing it names is read.
                throw refused(problems + [failure.problem], bundle: bundle, into: &summary)
            }
        }
        let check = AttestationCheck(statement: statement, folder: bundle.folder, workingDirectory: directory,
                                     namedArtefacts: parsed.signing.subjects.map { URL(fileURLWithPath: $0, relativeTo: directory) },
                                     specsDigest: SpecFile.digest(of: specs))
        problems += check.problems()
        guard problems.isEmpty else { throw refused(problems, bundle: bundle, into: &summary) }
        let predicate = statement.predicate
        let artefacts = parsed.signing.subjects.isEmpty ? check.artefacts.map(\.name) : parsed.signing.subjects
        // What was run, from the statement's settings (checked against results.json above); its words are the
        // implementation's, shown on one line each.
        let settings = predicate.configuration(named: TestResultPredicate.runName)?.annotations
        let shown = { (text: String) in ConsoleReporter.visible(text, keepingLineBreaks: false) }
        let selection = (settings?.filters ?? []).map { "--filter \(shown($0))" } + (settings?.platform.map { ["--platform \(shown($0))"] } ?? [])
        let implementation = shown(settings?.implementation ?? "—") + (settings?.implementationVersion.map { " \(shown($0))" } ?? "")
            + (settings?.testee.map { ", over the adapter protocol (\(shown($0)))" } ?? "") + (settings?.testeeRuntime.map { ", on \(shown($0))" } ?? "")
        summary.record(settings: settings, filters: selection, predicate: predicate, reports: check.reports.map(\.name), subjects: artefacts,
                       specs: specs.relativePath, specsSHA256: TestResultPredicate.hex(of: SpecFile.digest(of: specs)),
                       signature: bundle.envelope == nil ? "unsigned" : trust == nil ? "unchecked" : "good")
        let lines = [
            "Verified: \(bundle.shownPath)",
            "  run        \(implementation)",
            "  selection  " + (selection.isEmpty ? "the whole suite" : "part of the suite: " + selection.joined(separator: " ")),
            "  result     \(predicate.result.rawValue): \(predicate.passedTests.count) passed, \(predicate.warnedTests.count) warned, "
                + "\(predicate.failedTests.count) failed, as \(AttestationCheck.resultsName) grades the run",
            "  reports    \(check.reports.count) digests match: " + check.reports.map(\.name).joined(separator: ", "),
            "  subjects   \(artefacts.count == 1 ? "1 file of the implementation matches its digest" : "\(artefacts.count) files of the implementation match their digests"): " + artefacts.map(shown).joined(separator: ", "),
            "  specs      \(specs.relativePath) has the run's specs digest, sha256:\(TestResultPredicate.hex(of: SpecFile.digest(of: specs)))",
            "  signature  \(signature)",
        ]
        if parsed.signing.requirePass, predicate.result == .failed {
            summary.gate = "the attested run FAILED, and --require-pass asks for one that passed"
            throw CommandFailure(exitCode: AECheck.ExitCode.checksFailed, standardError: "Error: the attested run FAILED, and --require-pass asks for one that passed\n",
                                 standardOutput: lines.joined(separator: "\n") + "\n")
        }
        if parsed.signing.requirePass, !parsed.signing.allowPartial, !selection.isEmpty {
            summary.gate = "the attested run checked part of the suite, and --require-pass asks for a pass of the whole suite"
            throw CommandFailure(
                exitCode: AECheck.ExitCode.checksFailed,
                standardError: "Error: the attested run checked part of the suite (\(selection.joined(separator: " "))), and --require-pass asks for a pass of the "
                    + "whole suite; add --allow-partial when part will do\n",
                standardOutput: lines.joined(separator: "\n") + "\n")
        }
        return AECheck.Result(exitCode: 0, standardOutput: lines.joined(separator: "\n") + "\n", standardError: "")
    }

    /// The exit code of the first part found wrong.
    static func exitCode(_ problems: [AttestationProblem]) -> Int32 {
        switch problems.map(\.part).min() {
        case nil: AECheck.ExitCode.conformant
        case .statement: AECheck.ExitCode.notAnAttestation
        case .signature: AECheck.ExitCode.signatureRefused
        case .report: AECheck.ExitCode.reportMismatch
        case .subject: AECheck.ExitCode.subjectMismatch
        case .specs, .baseline: AECheck.ExitCode.specsMismatch
        case .result, .configuration: AECheck.ExitCode.resultMismatch
        }
    }

    /// What an exit code of `verify` says, as the refusal's last line gives it.
    static func meaning(_ code: Int32) -> String {
        switch code {
        case AECheck.ExitCode.notAnAttestation: "not an attestation aecheck certify writes"
        case AECheck.ExitCode.signatureRefused: "the signature is refused"
        case AECheck.ExitCode.reportMismatch: "a report is not the one attested"
        case AECheck.ExitCode.subjectMismatch: "a file of the implementation is not the one attested"
        case AECheck.ExitCode.specsMismatch: "the specs or the baseline are not those the run used"
        default: "the attestation disagrees with results.json"
        }
    }

    /// ``refused(_:bundle:)``, each problem recorded in `summary` too.
    private static func refused(_ problems: [AttestationProblem], bundle: BundleFiles, into summary: inout VerifySummary) -> CommandFailure {
        summary.problems = problems.map(VerifySummary.Problem.init)
        return refused(problems, bundle: bundle)
    }

    /// The refusal: every problem, then the exit code and what it says.
    static func refused(_ problems: [AttestationProblem], bundle: BundleFiles) -> CommandFailure {
        let code = exitCode(problems)
        let errors = problems.map { "Error: \($0)\n" }.joined()
            + "Refused: \(bundle.shownPath) (\(problems.count) problem\(problems.count == 1 ? "" : "s"); exit code \(code): \(meaning(code)))\n"
        return CommandFailure(exitCode: code, standardError: errors)
    }

    /// Why the signature is refused, and with which exit code.
    private struct SignatureFailure: Error, Sendable {
        var exitCode: Int32
        var problem: AttestationProblem
    }

    /// Whose signature `verify` trusts: SSH keys an allowed-signers file allows (for a principal), or one
    /// Ed25519 public key.
    enum Trust: Sendable {
        case allowedSigners(URL, identity: String?)
        case publicKey(URL)

        /// The option that named it.
        var option: String {
            switch self {
            case .allowedSigners: "--allowed-signers"
            case .publicKey: "--public-key"
            }
        }
    }

    /// Who made the first good signature in the envelope, or why none is good.
    private static func checkSignature(_ bundle: BundleFiles, trust: Trust) -> Result<String, SignatureFailure> {
        let refuse = { (message: String) in Result<String, SignatureFailure>.failure(SignatureFailure(exitCode: AECheck.ExitCode.signatureRefused, problem: AttestationProblem(.signature, message))) }
        guard let envelope = bundle.envelope, !envelope.signatures.isEmpty else {
            return refuse("the attestation is not signed (no \(DSSEEnvelope.fileName) with a signature), and \(trust.option) asks for one")
        }
        let check: ([UInt8], [UInt8]) throws(ExternalTool.Failure) -> String
        switch trust {
        case .allowedSigners(let allowedSigners, let identity):
            guard let signer = SSHSigner.locate() else {
                return .failure(SignatureFailure(exitCode: AECheck.ExitCode.signerMissing, problem: AttestationProblem(.signature, SSHSigner.missing)))
            }
            check = { (signed, bytes) throws(ExternalTool.Failure) in
                "\(try signer.verify(signed, signature: bytes, allowedSigners: allowedSigners, identity: identity)) (namespace \(SSHSigner.namespace))"
            }
        case .publicKey(let publicKey):
            let signer: Ed25519Signer
            switch Ed25519Signer.locate() {
            case .success(let found): signer = found
            case .failure(let missing):
                return .failure(SignatureFailure(exitCode: AECheck.ExitCode.signerMissing, problem: AttestationProblem(.signature, missing.description)))
            }
            check = { (signed, bytes) throws(ExternalTool.Failure) in
                "the Ed25519 key \(try signer.verify(signed, signature: bytes, publicKey: publicKey)) (DSSE, checked with \(signer.described))"
            }
        }
        guard let signed = envelope.signedBytes else { return refuse("the envelope's payload is not base64") }
        var reasons: [String] = []
        for (index, signature) in envelope.signatures.enumerated() {
            guard let bytes = signature.bytes else {
                reasons.append("signature \(index + 1) is not base64")
                continue
            }
            do {
                return .success(try check(signed, bytes))
            } catch {
                reasons.append(envelope.signatures.count == 1 ? error.description : "signature \(index + 1): \(error.description)")
            }
        }
        return refuse(reasons.joined(separator: "; "))
    }

    /// A message for a usage error.
    struct Message: Error, Sendable { var text: String }

    /// Where an attestation lies: its folder, its statement file and its envelope.
    struct BundleFiles: Sendable {
        /// The folder the reports' names resolve against.
        var folder: URL
        /// The statement file, when there is one.
        var statementURL: URL?
        var envelopeURL: URL?
        /// The envelope, read; `nil` when there is none.
        var envelope: DSSEEnvelope?
        /// Why the envelope's file was not read, when it was not.
        var envelopeUnread: BoundedFile.Failure?
        /// The most of a statement or an envelope read: far more than any run's, far less than a disk.
        static let limit = 64 << 20
        /// The path messages give.
        var shownPath: String

        /// The bundle at `path`: a folder holding `attestation.intoto.json` or `attestation.dsse.json`, or either file.
        static func locate(_ path: String, in directory: URL) -> Result<BundleFiles, Message> {
            let url = URL(fileURLWithPath: path, relativeTo: directory)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                return .failure(Message(text: "no attestation at '\(path)'; 'aecheck certify' writes one into the report folder (Reports/<implementation>)"))
            }
            let folder = isFolder.boolValue ? url : url.deletingLastPathComponent()
            let beside = { (name: String) -> URL? in
                let candidate = folder.appendingPathComponent(name)
                return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
            }
            var bundle = BundleFiles(folder: folder, shownPath: url.relativePath)
            if isFolder.boolValue {
                bundle.statementURL = beside(InTotoStatement.fileName)
                bundle.envelopeURL = beside(DSSEEnvelope.fileName)
                guard bundle.statementURL != nil || bundle.envelopeURL != nil else {
                    return .failure(Message(text: "no \(InTotoStatement.fileName) in '\(path)'; 'aecheck certify --reports \(path)' writes one there"))
                }
                bundle.shownPath = (bundle.statementURL ?? bundle.envelopeURL ?? url).relativePath
            } else if url.lastPathComponent == DSSEEnvelope.fileName || url.lastPathComponent.hasSuffix(".dsse.json") {
                bundle.envelopeURL = url
                bundle.statementURL = beside(InTotoStatement.fileName)
            } else {
                bundle.statementURL = url
                bundle.envelopeURL = beside(DSSEEnvelope.fileName)
            }
            if let envelopeURL = bundle.envelopeURL {
                switch BoundedFile.read(envelopeURL, atMost: limit) {
                case .success(let bytes): bundle.envelope = try? DSSEEnvelope.decode(bytes)
                case .failure(let failure): bundle.envelopeUnread = failure
                }
            }
            return .success(bundle)
        }

        /// The statement's bytes (the envelope's payload when there is an envelope) and what is wrong with
        /// the envelope or the statement file beside it; the problem when there are no bytes to read.
        func statementBytes() -> Result<(bytes: [UInt8], problems: [AttestationProblem]), AttestationProblem> {
            let file = statementURL.map { BoundedFile.read($0, atMost: Self.limit) }
            guard let envelopeURL else {
                guard case .success(let bytes) = file else {
                    let why = if case .failure(let failure) = file { failure.description } else { "there is none" }
                    return .failure(AttestationProblem(.statement, "\(statementURL?.relativePath ?? InTotoStatement.fileName) cannot be read: \(why)"))
                }
                return .success((bytes, []))
            }
            if let envelopeUnread {
                return .failure(AttestationProblem(.statement, "\(envelopeURL.relativePath) is not verified: \(envelopeUnread)"))
            }
            guard let envelope, let payload = envelope.payloadBytes else {
                return .failure(AttestationProblem(.statement, "\(envelopeURL.relativePath) is not a DSSE envelope"))
            }
            guard envelope.payloadType == InTotoStatement.payloadType else {
                return .failure(AttestationProblem(.statement, "the envelope's payloadType is '\(envelope.payloadType)', not '\(InTotoStatement.payloadType)'"))
            }
            var problems: [AttestationProblem] = []
            let name = statementURL?.lastPathComponent ?? InTotoStatement.fileName
            switch file {
            case .success(let bytes) where bytes != payload:
                problems.append(AttestationProblem(.signature, "\(name) is not the statement signed in \(envelopeURL.lastPathComponent): one of them was changed"))
            case .failure(let failure) where failure != .missing:
                // What stands at the statement's name was not read, so nothing vouches for it.
                problems.append(AttestationProblem(.signature, "\(name) beside \(envelopeURL.lastPathComponent) is not verified: \(failure)"))
            default: break
            }
            return .success((payload, problems))
        }
    }
}

