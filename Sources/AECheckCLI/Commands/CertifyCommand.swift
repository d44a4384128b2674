import AccessEnablerWire
import ConformanceKit
import Foundation

/// `aecheck certify`: a run as `aecheck run` makes it, then its attestation beside its reports.
///
/// The attestation is an in-toto Statement v1 with the test-result predicate (``InTotoStatement``),
/// written as `attestation.intoto.json`; its subjects are the implementation's files (`--subject`, or
/// by default the testee command's program and the files it names, or this program) and the reports,
/// each by SHA-256 digest. With `--sign-key` it is also signed, in a DSSE envelope
/// (`attestation.dsse.json`, ``DSSEEnvelope``) whose payload is the statement's very bytes and whose
/// signature is over their pre-authentication encoding: an Ed25519 signature through openssl for a PEM
/// key, `ssh-keygen -Y sign`'s for an SSH key (``AttestationSigner``).
///
/// Why a DSSE envelope rather than a detached `statement.sig`: it is the envelope in-toto specifies for
/// attestations, which DSSE's own verifiers check when the signature is Ed25519; its pre-authentication encoding binds the
/// payload type, so the signature cannot be replayed over another kind of document; and the envelope
/// carries the payload, so what was signed is never in doubt. The statement stays beside it as a file of
/// its own, for people to read and for signing with other tools (cosign).
enum CertifyCommand: AECheckCommand {
    static let summary = "Run the specs as run does, then attest the result beside the reports: an in-toto statement (attestation.intoto.json) of the graded result, the passed, warned and failed test IDs and the configuration, about the implementation's files (--subject) and the reports, each by SHA-256 digest; signed with --sign-key in a DSSE envelope (attestation.dsse.json) for a run of this program's own reference, while a port's run is signed apart, where the port never runs, with aecheck sign."
    static let options: [CommandOption] = [.filter, .platform, .reports] + CommandOption.placings + [.junitFiles, .annotations,
        .provenance, .baseline, .today, .subject, .signKey, .specs, .profile, .fault, .alternative, .implementation,
        .testee, .testeeConnect, .testeeListen, .testeeLaunch, .testeeWait, .passEnv, .name, .inProcess, .jobs, .turnTimeout, .scenarioTimeout, .strict, .color,
        .verbose]

    /// A run as `run` makes it, attested: the implementation's files and the signer settled before anything runs,
    /// the statement signed over the reports as written, before the folder is let go.
    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        let (parsed, directory) = (invocation.parsed, invocation.directory)
        // Only this program's own reference runs beside a key: a port's code (a testee, a test service's launch
        // command, an implementation linked into a port's executable) runs as the user who can read the key file, this
        // command line and the passphrase, or ask the agent. Refused before anything of it starts.
        if parsed.signing.signKeyPath != nil, !invocation.implementations.isEmpty || parsed.subject.testee != nil || parsed.subject.testeeService != nil {
            throw .usage("--sign-key would put the key within reach of the implementation under test, which runs as you do (it could read the key "
                + "file, this command line and the passphrase, or ask the agent): certify without --sign-key here, then sign in a job or step that "
                + "runs nothing of the port: aecheck sign <reports folder> --sign-key <key>", .certify, invocation.help)
        }
        let attestation = RunCommand.Attestation(
            prepare: { folder in prepare(parsed, reports: folder, in: directory, executable: invocation.executable) },
            attest: { run, prepared, written, folder in
                let reports = zip(written.paths, written.digests).map { ($0, $1.sha256, $1.size) }
                return attest(run, parsed, prepared, reports: reports, folder: folder.url, in: directory)
            })
        return try RunCommand.execute(invocation, attestation: attestation)
    }

    /// What certify settles before the run starts: the implementation's files, digested, and the signer.
    struct Prepared: Sendable {
        /// The implementation's files, as subjects.
        var artefacts: [ResourceDescriptor]
        /// The key and the program that signs with it, with `--sign-key`.
        var signing: (key: URL, signer: AttestationSigner)?
    }

    /// Why certify cannot go on: the exit code, the message, and what `NOT-RUN.txt` says.
    struct Refusal: Error, Sendable {
        var exitCode: Int32
        var message: String
        var reason: String
    }

    /// Digests the implementation's files and finds the signer; a refusal when a file is not there or no
    /// signer is, before anything runs.
    static func prepare(_ parsed: ParsedArguments, reports: ReportFolder, in directory: URL, executable: String?) -> Result<Prepared, Refusal> {
        let named = parsed.signing.subjects.isEmpty ? defaultSubjects(parsed, in: directory, executable: executable) : parsed.signing.subjects
        guard !named.isEmpty else {
            let why = parsed.subject.testeeService != nil ? "a test service runs elsewhere; name what was installed there (the .app, .ipa or framework)"
                : parsed.subject.testee == nil ? "this program's own path is not known"
                : "the testee command names no file of the port found here (an interpreter is not the port; name its scripts, or an archive of its folder)"
            return .failure(Refusal(exitCode: AECheck.ExitCode.usage,
                                    message: "name the implementation's files for the attestation with --subject <path> (its binary, package or script): \(why)",
                                    reason: "the implementation's files are not known."))
        }
        var artefacts: [ResourceDescriptor] = []
        for name in named where !artefacts.contains(where: { $0.name == name }) {
            let url = URL(fileURLWithPath: name, relativeTo: directory)
            guard case .success(let (digest, size)) = BoundedFile.sha256(of: url) else {
                return .failure(Refusal(exitCode: AECheck.ExitCode.usage,
                                        message: "the subject '\(name)' is not a file that can be read; name each file of the implementation with --subject <path> (an archive for a folder)",
                                        reason: "a subject cannot be read."))
            }
            artefacts.append(ResourceDescriptor(name: name, sha256: digest, annotations: ResourceAnnotations(role: .implementation, size: size)))
        }
        var attestation = [InTotoStatement.fileName]
        var signing: (key: URL, signer: AttestationSigner)?
        if let path = parsed.signing.signKeyPath {
            let key = URL(fileURLWithPath: path, relativeTo: directory)
            // A FIFO or a device would block the signer after the whole run: only a regular file is a key.
            switch AttestationSigner.forKey(at: key) {
            case .success(let signer): signing = (key, signer)
            case .failure(let refusal):
                return .failure(Refusal(exitCode: refusal.exitCode, message: refusal.message,
                                        reason: refusal.exitCode == AECheck.ExitCode.signerMissing ? "the signing program is not found." : "the signing key cannot be read."))
            }
            attestation.append(DSSEEnvelope.fileName)
        }
        for name in attestation {
            do {
                try OutputFile(reports.url.appendingPathComponent(name)).check()
            } catch {
                return .failure(Refusal(exitCode: AECheck.ExitCode.cannotWriteReports, message: "\(error). Choose another folder with --reports <dir>.",
                                        reason: "\(error)."))
            }
        }
        return .success(Prepared(artefacts: artefacts, signing: signing))
    }

    /// The files a run names by default: the testee command's program (found on `PATH` when it names no
    /// folder) and every later word of it that names a file here (and `-m module`'s file); or this program, which
    /// runs the built-in implementation. None when the program is an interpreter and the command names no file of
    /// the port's own: certify then asks for `--subject`. The command is split at spaces, quotes removed: a command
    /// a shell reads otherwise names its files with `--subject`.
    static func defaultSubjects(_ parsed: ParsedArguments, in directory: URL, executable: String?) -> [String] {
        guard parsed.subject.testeeService == nil else { return [] }
        guard let testee = parsed.subject.testee else { return executable.map { [$0] } ?? [] }
        let words = testee.split(whereSeparator: \.isWhitespace).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'\"")) }
            .drop { $0.range(of: "^[A-Za-z_][A-Za-z0-9_]*=", options: .regularExpression) != nil }  // FOO=1 port
        guard let program = words.first else { return [] }
        var subjects: [String] = []
        if program.contains("/") {
            subjects.append(program)
        } else {
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            let found = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(program).path }
                .first { FileManager.default.isExecutableFile(atPath: $0) }
            // A version manager's shim (pyenv's, nodenv's, asdf's) is a script that picks an interpreter: the
            // interpreter it picks is what runs the port.
            if let found { subjects.append(interpreter(behind: found, named: program, passing: parsed.subject.passedEnvironment, in: directory) ?? found) }
        }
        var own: [String] = []
        for word in words.dropFirst() where !word.hasPrefix("-") && isFile(URL(fileURLWithPath: word, relativeTo: directory)) {
            own.append(word)
        }
        // `python3 -m package.module`: the module's file, found as the interpreter would find it from here.
        if let flag = words.firstIndex(of: "-m"), flag + 1 < words.count {
            let path = words[flag + 1].replacingOccurrences(of: ".", with: "/")
            if let module = [path + ".py", path + "/__main__.py"].first(where: { isFile(URL(fileURLWithPath: $0, relativeTo: directory)) }) {
                own.append(module)
            }
        }
        // An interpreter is not the port: without a file of the port's own the command names, certify asks for them.
        if own.isEmpty, isInterpreter(program) { return [] }
        return subjects + own
    }

    /// The interpreter a script on `PATH` under an interpreter's `name` runs (a version manager's shim), asked of it
    /// through the script, in the environment and folder the testee gets, within 10 s; `nil` for a program that is
    /// no script, a language this does not know how to ask, or no answer naming a file.
    static func interpreter(behind script: String, named name: String, passing: [String], in directory: URL) -> String? {
        guard let handle = FileHandle(forReadingAtPath: script) else { return nil }
        let start = (try? handle.read(upToCount: 2)) ?? Data()
        try? handle.close()
        guard start == Data("#!".utf8) else { return nil }
        let question: String
        switch name {
        case let name where name.hasPrefix("python") || name.hasPrefix("pypy"): question = "-c 'import sys; print(sys.executable)'"
        case "node", "nodejs": question = "-p process.execPath"
        case "ruby": question = "-e 'puts RbConfig.ruby'"
        default: return nil
        }
        guard let child = try? ChildProcess(command: "cd \(ShellWords.quoted(directory.path)) && exec \(ShellWords.quoted(script)) \(question)",
                                            passing: passing) else {
            return nil
        }
        defer { child.terminate() }
        guard let line = try? child.readLine(until: .now + .seconds(10)) else { return nil }
        let path = String(line).trimmingCharacters(in: .whitespaces)
        return path.hasPrefix("/") && isFile(URL(fileURLWithPath: path)) ? path : nil
    }

    /// Whether `program` (a path or a name) is a language's interpreter or launcher, which runs a port without being it.
    static func isInterpreter(_ program: String) -> Bool {
        let name = URL(fileURLWithPath: program).lastPathComponent
        return name.range(of: #"^(python[0-9.]*|pypy[0-9.]*|node|nodejs|deno|bun|ruby|perl|php|java|kotlin|dotnet|sh|bash|dash|zsh|env|uv|npx|npm)$"#,
                          options: .regularExpression) != nil
    }

    /// Whether a regular file (links followed) is at `url`.
    private static func isFile(_ url: URL) -> Bool {
        OutputFile(url).kind == .regular
    }

    /// Writes the attestation of `run` into `folder`: the statement, and with a key its signed envelope;
    /// what to print, or why it could not be written or signed.
    ///
    /// Every digest is of bytes this program holds: each report's as it rendered it (`reports`), the
    /// baseline's as the run parsed it (`run.metadata.baselineDigest`). Nothing is read back from disk, where
    /// something else could have changed it since.
    static func attest(_ run: SuiteRun, _ parsed: ParsedArguments, _ prepared: Prepared, reports: [(url: URL, sha256: String, size: Int)], folder: URL, in directory: URL) -> Result<String, Refusal> {
        var subjects = prepared.artefacts
        for report in reports where OutputFile(report.url).kind == .regular {
            subjects.append(ResourceDescriptor(name: relativePath(of: report.url, from: folder), sha256: report.sha256,
                                               annotations: ResourceAnnotations(role: .report, size: report.size)))
        }
        let baseline = run.metadata.baselineDigest.map { String($0.dropFirst("sha256:".count)) }
        let configuration = TestResultPredicate.configuration(of: run, profile: parsed.subject.profile, filters: parsed.selection.filters, baselineSHA256: baseline)
        let statement = InTotoStatement(subject: subjects, predicate: TestResultPredicate(run, strict: parsed.grading.strict, configuration: configuration))
        let bytes = statement.encoded()
        let statementURL = folder.appendingPathComponent(InTotoStatement.fileName)
        do {
            try ReportFolder.write(String(decoding: bytes, as: UTF8.self), to: statementURL)
        } catch {
            return .failure(Refusal(exitCode: AECheck.ExitCode.cannotWriteReports, message: "\(error); the run is not attested", reason: ""))
        }
        let predicate = statement.predicate
        var said = "Attestation: \(statementURL.relativePath) (\(predicate.result.rawValue): \(predicate.passedTests.count) passed, "
            + "\(predicate.warnedTests.count) warned, \(predicate.failedTests.count) failed; subjects: "
            + prepared.artefacts.map(\.name).joined(separator: ", ") + " and \(subjects.count - prepared.artefacts.count) reports)\n"
        guard let (key, signer) = prepared.signing else { return .success(said) }
        let envelopeURL: URL, signature: DSSEEnvelope.Signature
        switch signer.writeEnvelope(of: bytes, key: key, in: folder) {
        case .success(let written): (envelopeURL, signature) = written
        case .failure(let failure): return .failure(Refusal(exitCode: failure.exitCode, message: failure.message, reason: ""))
        }
        said += "Signed: \(envelopeURL.relativePath) (a DSSE envelope; \(signer.described(keyPath: parsed.signing.signKeyPath ?? key.path, signature: signature)))\n"
        return .success(said)
    }

    /// The path of `file` from `folder` (`results.json`, or `../junit.xml` for a report written elsewhere).
    static func relativePath(of file: URL, from folder: URL) -> String {
        let fileParts = file.standardizedFileURL.pathComponents, folderParts = folder.standardizedFileURL.pathComponents
        var common = 0
        while common < min(fileParts.count - 1, folderParts.count), fileParts[common] == folderParts[common] { common += 1 }
        return (Array(repeating: "..", count: folderParts.count - common) + fileParts[common...]).joined(separator: "/")
    }
}
