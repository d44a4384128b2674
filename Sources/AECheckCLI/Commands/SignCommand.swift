import ConformanceKit
import Foundation

/// `aecheck sign BUNDLE --sign-key KEY`: signs the attestation `certify` wrote, in a step where nothing of the port
/// runs.
///
/// The implementation under test runs as the user that runs `certify`: whatever that user can read, it can read
/// (a key file, aecheck's command line). So CI certifies in the job that runs the port, without a key, and signs in
/// another job (or step of a job that never ran the port) that holds the key and the reports alone, as SLSA's
/// isolated provenance does. Before signing, the statement is checked as `verify` checks it (each report's digest,
/// the result and settings against results.json, the specs digest against these specs), apart from the
/// implementation's files, which that job need not have: a signature vouches for a statement its reports bear out.
enum SignCommand: AECheckCommand {
    static let summary = "Sign the attestation certify wrote (its folder, or its attestation.intoto.json) into attestation.dsse.json, in a CI job or step where nothing of the port runs: the statement is first checked against its reports, results.json and the specs, as verify does (the implementation's files aside)."
    static let arguments = "<bundle>"
    static let options: [CommandOption] = [.signKey, .specs]

    static func validate(_ parsed: ParsedArguments) throws(ParsedArguments.UsageError) {
        if parsed.inputs.count != 1 {
            throw .init(message: "'sign' signs one attestation: the report folder certify wrote it into, such as Reports/my-port", command: parsed.command)
        }
        if parsed.signing.signKeyPath == nil {
            throw .init(message: "'sign' needs the key: --sign-key <file> (an Ed25519 PEM key or an SSH key)", command: parsed.command)
        }
    }

    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        let (parsed, directory, help) = (invocation.parsed, invocation.directory, invocation.help)
        let bundle: VerifyCommand.BundleFiles
        switch VerifyCommand.BundleFiles.locate(parsed.inputs[0], in: directory) {
        case .success(let found): bundle = found
        case .failure(let message): throw .usage(message.text, .sign, help)
        }
        guard let statementURL = bundle.statementURL else {
            throw .usage("no \(InTotoStatement.fileName) beside '\(parsed.inputs[0])' to sign; 'aecheck certify' writes one", .sign, help)
        }
        let bytes: [UInt8]
        switch BoundedFile.read(statementURL, atMost: VerifyCommand.BundleFiles.limit) {
        case .success(let read): bytes = read
        case .failure(let failure): throw .usage("\(statementURL.relativePath) cannot be read: \(failure)", .sign, help)
        }
        let statement: InTotoStatement
        do {
            statement = try InTotoStatement.decode(bytes)
        } catch {
            throw VerifyCommand.refused([AttestationProblem(.statement, error.description)], bundle: bundle)
        }
        let specs = invocation.specs
        let check = AttestationCheck(statement: statement, folder: bundle.folder, workingDirectory: directory, namedArtefacts: [],
                                     specsDigest: SpecFile.digest(of: specs))
        let problems = check.problems().filter { if case .subject = $0.part { false } else { true } }
        guard problems.isEmpty else { throw VerifyCommand.refused(problems, bundle: bundle) }
        let key = URL(fileURLWithPath: parsed.signing.signKeyPath ?? "", relativeTo: directory)
        let signer: AttestationSigner
        switch AttestationSigner.forKey(at: key) {
        case .success(let found): signer = found
        case .failure(let refusal): throw CommandFailure(exitCode: refusal.exitCode, standardError: "Error: \(refusal.message)\n")
        }
        let envelopeURL: URL, signature: DSSEEnvelope.Signature
        switch signer.writeEnvelope(of: bytes, key: key, in: bundle.folder) {
        case .success(let written): (envelopeURL, signature) = written
        case .failure(let failure): throw CommandFailure(exitCode: failure.exitCode, standardError: "Error: \(failure.message)\n")
        }
        let predicate = statement.predicate
        return AECheck.Result(
            exitCode: 0,
            standardOutput: "Checked: \(statementURL.relativePath) (\(predicate.result.rawValue); \(check.reports.count) report digests match; the specs digest too)\n"
                + "Signed: \(envelopeURL.relativePath) (a DSSE envelope; \(signer.described(keyPath: parsed.signing.signKeyPath ?? key.path, signature: signature)))\n",
            standardError: "")
    }
}
