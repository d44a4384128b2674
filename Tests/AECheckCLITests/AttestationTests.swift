import AECheckCLI
import AECheckSelfTest
import ConformanceKit
import Foundation
import HostSystem
import Testing

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `ssh-keygen`, when this machine has it: the signing tests need it, and say so when it is missing.
private let sshKeygen = ["/usr/bin/ssh-keygen", "/bin/ssh-keygen", "/usr/local/bin/ssh-keygen", "/opt/homebrew/bin/ssh-keygen"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

/// The OpenSSL 3 `openssl` the signer uses, when this machine has one: the Ed25519 signing tests need it to make keys
/// and check signatures, and say so when it is missing (a Mac's `/usr/bin/openssl` is LibreSSL, which cannot).
private let openssl = Ed25519Signer.openSSL3Program()

/// Runs `openssl` with `arguments`; its exit status.
@discardableResult
private func runOpenSSL(_ arguments: [String]) throws -> Int32 {
    try runTool(openssl ?? "openssl", arguments)
}

/// Runs the program at `path` with `arguments`, its output dropped; its exit status.
private func runTool(_ path: String, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

private func aecheck(_ arguments: [String], in directory: URL) -> AECheck.Result {
    AECheck.main(arguments, in: directory, selfTest: ReferenceSelfTest())
}

/// A temporary folder holding the package's specs as `Specs` and a stand-in for a port's binary,
/// `port.bin`; removed by the caller.
private func workspace() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-attest-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Specs"), to: folder.appendingPathComponent("Specs"))
    try Data("the port's build, version 1\n".utf8).write(to: folder.appendingPathComponent("port.bin"))
    return folder
}

/// Certifies one requirement of the reference, in this process, into `root/out`, naming `port.bin`.
private func certify(_ root: URL, _ extra: [String] = []) -> AECheck.Result {
    aecheck(["certify", "--filter", "CACHE-04", "--in-process", "--reports", "out", "--subject", "port.bin"] + extra, in: root)
}

/// A copy of the bundle `out` as `name`, to change one part of.
private func copy(_ root: URL, as name: String) throws -> URL {
    let copy = root.appendingPathComponent(name)
    try FileManager.default.copyItem(at: root.appendingPathComponent("out"), to: copy)
    return copy
}

/// Changes the byte in the middle of the file at `url`.
private func changeOneByte(_ url: URL) throws {
    var bytes = Array(try Data(contentsOf: url))
    bytes[bytes.count / 2] ^= 0x01
    try Data(bytes).write(to: url)
}

private func statement(in folder: URL) throws -> InTotoStatement {
    try InTotoStatement.decode(Array(try Data(contentsOf: folder.appendingPathComponent(InTotoStatement.fileName))))
}

private func write(_ statement: InTotoStatement, in folder: URL) throws {
    try Data(statement.encoded()).write(to: folder.appendingPathComponent(InTotoStatement.fileName))
}

/// Runs `ssh-keygen` with `arguments`; its exit status.
@discardableResult
private func runSSHKeygen(_ arguments: [String]) throws -> Int32 {
    try runTool(sshKeygen ?? "ssh-keygen", arguments)
}

/// A throwaway ed25519 key at `folder/name` without passphrase, and an allowed-signers file
/// `folder/name.allowed` that allows it for `principal`.
private func throwawayKey(_ name: String, for principal: String, in folder: URL) throws -> (key: URL, allowed: URL) {
    let key = folder.appendingPathComponent(name)
    #expect(try runSSHKeygen(["-q", "-t", "ed25519", "-N", "", "-C", "", "-f", key.path]) == 0)
    let publicKey = try String(decoding: Data(contentsOf: key.appendingPathExtension("pub")), as: UTF8.self)
    let allowed = folder.appendingPathComponent(name + ".allowed")
    try Data("\(principal) \(publicKey.split(separator: " ").prefix(2).joined(separator: " "))\n".utf8).write(to: allowed)
    return (key, allowed)
}

@Suite("aecheck certify and verify: a run attested, verified, and refused with the part named when any part changes")
struct AttestationTests {
    @Test func aCertifiedRunWritesAnInTotoTestResultStatementAboutThePortAndTheReportsThatVerifies() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let certified = certify(root)
        #expect(certified.exitCode == 0, "\(certified.standardError)")
        #expect(certified.standardOutput.contains("Attestation: out/attestation.intoto.json (PASSED: 8 passed, 0 warned, 0 failed; subjects: port.bin and 5 reports)"),
                "\(certified.standardOutput)")
        let out = root.appendingPathComponent("out")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files == ["attestation.intoto.json", "junit.xml", "report-summary.md", "report.html", "report.md", "results.json"])

        let written = try statement(in: out)
        #expect(written.type == "https://in-toto.io/Statement/v1")
        #expect(written.predicateType == "https://in-toto.io/attestation/test-result/v0.1")
        #expect(written.subject.map(\.name) == ["port.bin", "results.json", "junit.xml", "report.md", "report.html", "report-summary.md"])
        #expect(written.subject.map { $0.annotations?.role } == [.implementation] + Array(repeating: .report, count: 5))
        for subject in written.subject {
            let file = subject.name == "port.bin" ? root.appendingPathComponent("port.bin") : out.appendingPathComponent(subject.name)
            #expect(subject.digest == ["sha256": SHA256.hex(try Data(contentsOf: file))], "\(subject.name)")
        }
        // The predicate: the result as graded, the stable IDs of results.json, the configuration.
        let run = try JSONReporter.decode(try Data(contentsOf: out.appendingPathComponent("results.json")))
        let predicate = written.predicate
        #expect(predicate.result == .passed)
        #expect(predicate.passedTests == run.results.map(\.displayName) && predicate.passedTests.count == 8)
        #expect(predicate.warnedTests.isEmpty && predicate.failedTests.isEmpty && predicate.url == nil)
        #expect(predicate.configuration.map(\.name) == ["specs", "run"])
        #expect(predicate.configuration(named: "specs")?.digest == ["sha256": String(run.metadata.specsDigest.dropFirst("sha256:".count))])
        let settings = try #require(predicate.configuration(named: "run")?.annotations)
        #expect(settings.suite == run.metadata.suite && settings.mode == "in-process" && settings.filters == ["CACHE-04"])
        #expect(settings.implementation == "reference" && settings.strict == false && settings.testee == nil)
        #expect(predicate.configuration(named: "run")?.sha256 == settings.canonicalSHA256)
        // The bytes on disk are the statement's one encoding: certified twice, the same run would say the same.
        #expect(Array(try Data(contentsOf: out.appendingPathComponent(InTotoStatement.fileName))) == written.encoded())

        let verified = aecheck(["verify", "out"], in: root)
        #expect(verified.exitCode == 0, "\(verified.standardError)")
        #expect(verified.standardOutput.hasPrefix("Verified: out/attestation.intoto.json\n"), "\(verified.standardOutput)")
        #expect(verified.standardOutput.contains("1 file of the implementation matches its digest: port.bin"))
        #expect(verified.standardOutput.contains("signature  not signed"))
        // The statement's own path, and the port's file named where it is now, verify alike.
        #expect(aecheck(["verify", "out/attestation.intoto.json", "--subject", "port.bin"], in: root).exitCode == 0)
    }

    @Test(arguments: ["results.json", "junit.xml", "report.md", "report.html", "report-summary.md"])
    func oneByteChangedInAReportIsRefusedWithThatReportNamed(_ report: String) throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(certify(root).exitCode == 0)
        let bundle = try copy(root, as: "changed")
        try changeOneByte(bundle.appendingPathComponent(report))
        let refused = aecheck(["verify", "changed"], in: root)
        #expect(refused.exitCode == AECheck.ExitCode.reportMismatch)
        #expect(refused.standardError.hasPrefix("Error: \(report): changed/\(report) has SHA-256 "), "\(refused.standardError)")
        #expect(refused.standardError.hasSuffix("exit code 10: a report is not the one attested)\n"), "\(refused.standardError)")
        #expect(refused.standardOutput.isEmpty)
        try FileManager.default.removeItem(at: bundle.appendingPathComponent(report))
        let missing = aecheck(["verify", "changed"], in: root)
        #expect(missing.exitCode == AECheck.ExitCode.reportMismatch && missing.standardError.hasPrefix("Error: \(report): there is no file at changed/\(report)"))
    }

    @Test func aReportThatIsNoLongerARegularFileOrNotItsSizeIsRefusedUnread() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(certify(root).exitCode == 0)
        let bundle = try copy(root, as: "swapped")
        let html = bundle.appendingPathComponent("report.html"), md = bundle.appendingPathComponent("report.md")
        let summary = bundle.appendingPathComponent("report-summary.md")
        // A link to /dev/zero would be read without end, a FIFO would block, a larger file is not read at all.
        try FileManager.default.removeItem(at: html)
        try FileManager.default.createSymbolicLink(atPath: html.path, withDestinationPath: "/dev/zero")
        try FileManager.default.removeItem(at: md)
        #expect(mkfifo(md.path, 0o600) == 0)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: summary.path)[.size] as? Int)
        let handle = try FileHandle(forWritingTo: summary)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("x".utf8))
        try handle.close()
        let refused = aecheck(["verify", "swapped"], in: root)
        #expect(refused.exitCode == AECheck.ExitCode.reportMismatch)
        #expect(refused.standardError.contains("Error: report.html: swapped/report.html is not verified: it is a device, not a regular file"), "\(refused.standardError)")
        #expect(refused.standardError.contains("Error: report.md: swapped/report.md is not verified: it is a FIFO, not a regular file"), "\(refused.standardError)")
        #expect(refused.standardError.contains("Error: report-summary.md: swapped/report-summary.md is not verified: it is \(size + 1) bytes, the statement says \(size)"),
                "\(refused.standardError)")
        #expect(refused.standardOutput.isEmpty)
    }

    @Test func aStatementOrEnvelopeThatIsNotARegularFileIsNotVerified() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(certify(root).exitCode == 0)
        let bundle = try copy(root, as: "swapped")
        let statementFile = bundle.appendingPathComponent(InTotoStatement.fileName)
        try FileManager.default.removeItem(at: statementFile)
        try FileManager.default.createSymbolicLink(atPath: statementFile.path, withDestinationPath: "/dev/zero")
        let zero = aecheck(["verify", "swapped"], in: root)
        #expect(zero.exitCode == AECheck.ExitCode.notAnAttestation && zero.standardError.contains("attestation.intoto.json cannot be read: it is a device"),
                "\(zero.standardError)")
        try FileManager.default.removeItem(at: statementFile)
        #expect(mkfifo(statementFile.path, 0o600) == 0)
        let fifo = aecheck(["verify", "swapped/attestation.intoto.json"], in: root)
        #expect(fifo.exitCode == AECheck.ExitCode.notAnAttestation && fifo.standardError.contains("it is a FIFO"), "\(fifo.standardError)")
    }

    @Test func aChangedOrMissingFileOfTheImplementationIsRefusedWithTheSubjectNamed() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(certify(root).exitCode == 0)
        let port = root.appendingPathComponent("port.bin")
        let original = try Data(contentsOf: port)
        try changeOneByte(port)
        let changed = aecheck(["verify", "out"], in: root)
        #expect(changed.exitCode == AECheck.ExitCode.subjectMismatch)
        #expect(changed.standardError.hasPrefix("Error: subject 'port.bin': port.bin has SHA-256 "), "\(changed.standardError)")
        // Named where it is now, an artefact is matched by digest: the original passes, another build does not.
        try original.write(to: root.appendingPathComponent("moved.bin"))
        #expect(aecheck(["verify", "out", "--subject", "moved.bin"], in: root).exitCode == 0)
        let other = aecheck(["verify", "out", "--subject", "port.bin"], in: root)
        #expect(other.exitCode == AECheck.ExitCode.subjectMismatch && other.standardError.contains("is that of no artefact the statement names (port.bin)"))
        try FileManager.default.removeItem(at: port)
        let missing = aecheck(["verify", "out"], in: root)
        #expect(missing.exitCode == AECheck.ExitCode.subjectMismatch && missing.standardError.hasPrefix("Error: subject 'port.bin': there is no file at port.bin"))
    }

    @Test func specsOtherThanTheOnesTheRunUsedAreRefused() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(certify(root).exitCode == 0)
        try changeOneByte(root.appendingPathComponent("Specs/README.md"))
        let refused = aecheck(["verify", "out"], in: root)
        #expect(refused.exitCode == AECheck.ExitCode.specsMismatch)
        #expect(refused.standardError.hasPrefix("Error: specs: the specs at hand have SHA-256 "), "\(refused.standardError)")
        // The specs the run used, named where they are, verify.
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Specs"), to: root.appendingPathComponent("original-specs"))
        #expect(aecheck(["verify", "out", "--specs", "original-specs"], in: root).exitCode == 0)
    }

    @Test func aFailingRunIsAttestedAsFailedAndTheFailuresABaselineExpectsAsWarned() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let faulty = ["--fault", "caches-media-token", "--filter", "CACHE-04", "--filter", "AUTHN-01", "--in-process", "--subject", "port.bin"]
        let failing = aecheck(["certify", "--reports", "failing"] + faulty, in: root)
        #expect(failing.exitCode == AECheck.ExitCode.checksFailed, "the run's own exit code")
        let failed = try statement(in: root.appendingPathComponent("failing")).predicate
        #expect(failed.result == .failed && failed.failedTests.count == 8 && failed.passedTests.count == 4 && failed.warnedTests.isEmpty)
        #expect(failed.failedTests.allSatisfy { $0.hasPrefix("[CACHE-04] ") })
        // verify checks the claim, not the verdict: a FAILED run, truly attested, verifies.
        let verified = aecheck(["verify", "failing"], in: root)
        #expect(verified.exitCode == 0 && verified.standardOutput.contains("result     FAILED: 4 passed, 0 warned, 8 failed"), "\(verified.standardOutput)")
        // A CI step that gates on verify asks for a passing run, and for a signature it checked.
        let gate = aecheck(["verify", "failing", "--require-pass"], in: root)
        #expect(gate.exitCode == AECheck.ExitCode.checksFailed && gate.standardError.contains("the attested run FAILED"), "\(gate.standardError)")
        let unsigned = aecheck(["verify", "failing", "--require-signature"], in: root)
        #expect(unsigned.exitCode == AECheck.ExitCode.signatureRefused && unsigned.standardError.contains("the bundle is not signed"), "\(unsigned.standardError)")

        #expect(aecheck(["baseline", "failing/results.json", "--output", "baseline.json", "--reason", "media tokens cached until 2.3"], in: root).exitCode == 0)
        let gated = aecheck(["certify", "--reports", "gated", "--baseline", "baseline.json"] + faulty, in: root)
        #expect(gated.exitCode == 0, "\(gated.standardError)")
        let warned = try statement(in: root.appendingPathComponent("gated")).predicate
        #expect(warned.result == .warned && warned.warnedTests == failed.failedTests && warned.failedTests.isEmpty)
        let baseline = try #require(warned.configuration(named: "baseline"))
        #expect(baseline.digest == ["sha256": SHA256.hex(try Data(contentsOf: root.appendingPathComponent("baseline.json")))])
        #expect(baseline.annotations?.path == "baseline.json")
        #expect(aecheck(["verify", "gated"], in: root).exitCode == 0)
        // A pass of part of the suite is not a pass of the suite: verify says which part, and the gate asks for it in words.
        let partial = aecheck(["verify", "gated", "--require-pass"], in: root)
        #expect(partial.exitCode == AECheck.ExitCode.checksFailed && partial.standardError.contains("checked part of the suite (--filter CACHE-04 --filter AUTHN-01)"),
                "\(partial.standardError)")
        #expect(partial.standardOutput.contains("  selection  part of the suite: --filter CACHE-04 --filter AUTHN-01"), "\(partial.standardOutput)")
        #expect(partial.standardOutput.contains("  run        reference+caches-media-token"), "\(partial.standardOutput)")
        #expect(aecheck(["verify", "gated", "--require-pass", "--allow-partial"], in: root).exitCode == 0, "a run the baseline lets pass")
        try changeOneByte(root.appendingPathComponent("baseline.json"))
        let changed = aecheck(["verify", "gated"], in: root)
        #expect(changed.exitCode == AECheck.ExitCode.specsMismatch && changed.standardError.hasPrefix("Error: baseline: baseline.json has SHA-256 "),
                "\(changed.standardError)")
    }

    @Test func aTesteeThatRewritesTheReportsWhileCertifyRunsGetsNothingSigned() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        // The testee leaves a process in its group that waits for the report and writes "Verdict: PASSED" over it.
        let port = packageRoot.appendingPathComponent("Tests/Testees/python/accessenabler_testee.py").path
        let report = root.appendingPathComponent("out/report.md").path
        let forger = "(while [ ! -s \(report) ]; do sleep 0.001; done; printf 'Verdict: PASSED' > \(report)) & exec python3 \(port)"
        let certified = aecheck(["certify", "--filter", "CACHE-04", "--reports", "out", "--subject", "port.bin", "--name", "forged",
                                 "--testee", "sh -c \"\(forger)\""], in: root)
        #expect(certified.exitCode == 0, "\(certified.standardError)")
        // Every process of the testee ended with the run, before a report was written: the report is the run's.
        Thread.sleep(forTimeInterval: 0.1)
        let written = try String(decoding: Data(contentsOf: URL(fileURLWithPath: report)), as: UTF8.self)
        #expect(written.hasPrefix("# ") && !written.hasPrefix("Verdict: PASSED"), "\(written.prefix(80))")
        let verified = aecheck(["verify", "out"], in: root)
        #expect(verified.exitCode == 0, "\(verified.standardError)")
    }

    @Test func aBaselineSwappedDuringTheRunIsRefusedByItsRecordedDigest() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let faulty = ["--fault", "caches-media-token", "--filter", "CACHE-04", "--filter", "AUTHN-01", "--in-process", "--subject", "port.bin"]
        #expect(aecheck(["run", "--reports", "failing"] + faulty.filter { $0 != "--subject" && $0 != "port.bin" }, in: root).exitCode == 1)
        #expect(aecheck(["baseline", "failing/results.json", "--output", "baseline.json", "--reason", "until 2.3"], in: root).exitCode == 0)
        #expect(aecheck(["certify", "--reports", "gated", "--baseline", "baseline.json"] + faulty, in: root).exitCode == 0)
        // What a statement would say had certify digested a baseline swapped after the run parsed it: the swap's digest.
        try Data("{\"swapped\": true}\n".utf8).write(to: root.appendingPathComponent("baseline.json"))
        var swapped = try statement(in: root.appendingPathComponent("gated"))
        let index = try #require(swapped.predicate.configuration.firstIndex { $0.name == "baseline" })
        swapped.predicate.configuration[index].digest = ["sha256": SHA256.hex(try Data(contentsOf: root.appendingPathComponent("baseline.json")))]
        try write(swapped, in: root.appendingPathComponent("gated"))
        let refused = aecheck(["verify", "gated"], in: root)
        #expect(refused.exitCode != 0 && refused.standardError.contains("the baseline's digest in the statement is not the one results.json records"),
                "\(refused.standardError)")
    }

    @Test func aStatementWhoseResultOrTestsWereEditedDisagreesWithResultsJSON() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(certify(root).exitCode == 0)
        let failed = try copy(root, as: "result-edited")
        var edited = try statement(in: failed)
        edited.predicate.result = .failed
        try write(edited, in: failed)
        let refusedResult = aecheck(["verify", "result-edited"], in: root)
        #expect(refusedResult.exitCode == AECheck.ExitCode.resultMismatch)
        #expect(refusedResult.standardError.hasPrefix("Error: result: the statement says FAILED, results.json grades the run PASSED\n"), "\(refusedResult.standardError)")

        // One byte of one test ID.
        let renamed = try copy(root, as: "test-edited")
        let text = String(decoding: try Data(contentsOf: renamed.appendingPathComponent(InTotoStatement.fileName)), as: UTF8.self)
        try Data(text.replacingOccurrences(of: "A relaunched app", with: "A relaunched apq").utf8).write(to: renamed.appendingPathComponent(InTotoStatement.fileName))
        let refusedTests = aecheck(["verify", "test-edited"], in: root)
        #expect(refusedTests.exitCode == AECheck.ExitCode.resultMismatch)
        #expect(refusedTests.standardError.contains("Error: result: passedTests differ: 8 in the statement, 8 in results.json; '[CACHE-04] A relaunched apq fetches"),
                "\(refusedTests.standardError)")
    }

    @Test func aResultsJSONForgedWithItsDigestUpdatedInTheStatementDisagreesWithTheStatementsResult() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(certify(root).exitCode == 0)
        let bundle = try copy(root, as: "forged")
        let resultsURL = bundle.appendingPathComponent("results.json")
        var run = try JSONReporter.decode(try Data(contentsOf: resultsURL))
        run.results[run.results.count - 1].outcome = .failed
        let forged = JSONReporter.render(run)
        try Data(forged.utf8).write(to: resultsURL)
        var edited = try statement(in: bundle)
        let index = try #require(edited.subject.firstIndex { $0.name == "results.json" })
        edited.subject[index].digest = ["sha256": SHA256.hex(forged)]
        try write(edited, in: bundle)
        let refused = aecheck(["verify", "forged"], in: root)
        #expect(refused.exitCode == AECheck.ExitCode.resultMismatch)
        #expect(refused.standardError.hasPrefix("Error: result: the statement says PASSED, results.json grades the run FAILED\n"), "\(refused.standardError)")
        #expect(refused.standardError.contains("Error: result: failedTests differ: 0 in the statement, 1 in results.json; '[CACHE-04] When fetching a new media token fails, no old one is handed out [tvos]' is missing"))
    }

    @Test func editedRunSettingsAreRefusedAsTheConfiguration() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(certify(root).exitCode == 0)
        let bundle = try copy(root, as: "settings")
        var edited = try statement(in: bundle)
        let index = try #require(edited.predicate.configuration.firstIndex { $0.name == "run" })
        edited.predicate.configuration[index].annotations?.mode = "isolated"
        try write(edited, in: bundle)
        let unsealed = aecheck(["verify", "settings"], in: root)
        #expect(unsealed.exitCode == AECheck.ExitCode.resultMismatch)
        #expect(unsealed.standardError.hasPrefix("Error: configuration: the run settings' digest is not that of the settings it lists: they were edited\n"),
                "\(unsealed.standardError)")
        #expect(unsealed.standardError.contains("Error: configuration: the run settings differ from results.json's in mode\n"))
        // Resealed with the digest of the edited settings, they still are not the run's.
        edited.predicate.configuration[index].digest = ["sha256": try #require(edited.predicate.configuration[index].annotations).canonicalSHA256]
        try write(edited, in: bundle)
        let resealed = aecheck(["verify", "settings"], in: root)
        #expect(resealed.exitCode == AECheck.ExitCode.resultMismatch)
        #expect(resealed.standardError.hasPrefix("Error: configuration: the run settings differ from results.json's in mode\n"), "\(resealed.standardError)")
    }

    @Test func aFileThatIsNoTestResultStatementIsRefusedAsTheStatement() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(certify(root).exitCode == 0)
        let older = try copy(root, as: "older")
        var version = try statement(in: older)
        version.type = "https://in-toto.io/Statement/v0.1"
        try write(version, in: older)
        let refused = aecheck(["verify", "older"], in: root)
        #expect(refused.exitCode == AECheck.ExitCode.notAnAttestation)
        #expect(refused.standardError.hasPrefix("Error: statement: its _type is 'https://in-toto.io/Statement/v0.1', not 'https://in-toto.io/Statement/v1'\n"),
                "\(refused.standardError)")
        #expect(refused.standardError.hasSuffix("exit code 65: not an attestation aecheck certify writes)\n"))
        let other = try copy(root, as: "other")
        var edited = try statement(in: other)
        edited.predicateType = "https://slsa.dev/provenance/v1"
        try write(edited, in: other)
        let wrongType = aecheck(["verify", "other"], in: root)
        #expect(wrongType.exitCode == AECheck.ExitCode.notAnAttestation)
        #expect(wrongType.standardError.hasPrefix("Error: statement: its predicateType is 'https://slsa.dev/provenance/v1', not 'https://in-toto.io/attestation/test-result/v0.1'\n"),
                "\(wrongType.standardError)")
        try Data("not json".utf8).write(to: other.appendingPathComponent(InTotoStatement.fileName))
        #expect(aecheck(["verify", "other"], in: root).exitCode == AECheck.ExitCode.notAnAttestation)
    }

    @Test(.enabled(if: sshKeygen != nil, "ssh-keygen (OpenSSH) is not installed here: a signed bundle cannot be made or checked"))
    func aSignedBundleVerifiesAgainstAnAllowedSignersFileAndAnyChangeToItIsRefused() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let keys = root.appendingPathComponent("keys")
        try FileManager.default.createDirectory(at: keys, withIntermediateDirectories: true)
        let (_, allowed) = try throwawayKey("ci", for: "ci@example.com", in: keys)
        let certified = certify(root, ["--sign-key", "keys/ci"])
        #expect(certified.exitCode == 0, "\(certified.standardError)")
        #expect(certified.standardOutput.contains("Signed: out/attestation.dsse.json (a DSSE envelope; ssh-keygen -Y sign with keys/ci, namespace aecheck-attestation)"),
                "\(certified.standardOutput)")
        let out = root.appendingPathComponent("out")
        let envelope = try DSSEEnvelope.decode(Array(try Data(contentsOf: out.appendingPathComponent(DSSEEnvelope.fileName))))
        #expect(envelope.payloadType == "application/vnd.in-toto+json" && envelope.signatures.count == 1)
        #expect(envelope.payloadBytes == Array(try Data(contentsOf: out.appendingPathComponent(InTotoStatement.fileName))))
        #expect(envelope.signatures[0].bytes?.starts(with: Array("SSHSIG".utf8)) == true)

        let verified = aecheck(["verify", "out", "--allowed-signers", "keys/ci.allowed"], in: root)
        #expect(verified.exitCode == 0, "\(verified.standardError)")
        #expect(verified.standardOutput.contains("signature  good, by ci@example.com (namespace aecheck-attestation)"), "\(verified.standardOutput)")
        #expect(aecheck(["verify", "out/attestation.dsse.json", "--allowed-signers", "keys/ci.allowed", "--identity", "ci@example.com"], in: root).exitCode == 0)
        let unchecked = aecheck(["verify", "out"], in: root)
        #expect(unchecked.exitCode == 0 && unchecked.standardOutput.contains("signature  signed (1 signature), not checked: give --allowed-signers <file>"))

        func expectRefusedSignature(_ bundle: String, _ message: String, _ extra: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) {
            let refused = aecheck(["verify", bundle, "--allowed-signers", "keys/ci.allowed"] + extra, in: root)
            #expect(refused.exitCode == AECheck.ExitCode.signatureRefused, "\(refused.standardError)", sourceLocation: sourceLocation)
            #expect(refused.standardError.hasPrefix("Error: signature: " + message), "\(refused.standardError)", sourceLocation: sourceLocation)
        }
        // One byte of the signature.
        let badSignature = try copy(root, as: "bad-signature")
        var tampered = envelope
        var signature = try #require(envelope.signatures[0].bytes)
        signature[signature.count - 1] ^= 0x01
        tampered.signatures = [DSSEEnvelope.Signature(signature)]
        try Data(tampered.encoded()).write(to: badSignature.appendingPathComponent(DSSEEnvelope.fileName))
        expectRefusedSignature("bad-signature", "ssh-keygen does not accept the signature")
        // The readable statement edited: it is no longer what was signed.
        let editedStatement = try copy(root, as: "edited-statement")
        var edited = try statement(in: editedStatement)
        edited.predicate.result = .failed
        try write(edited, in: editedStatement)
        expectRefusedSignature("edited-statement", "attestation.intoto.json is not the statement signed in attestation.dsse.json")
        // The signed payload itself edited, the signature kept.
        let editedPayload = try copy(root, as: "edited-payload")
        let forged = DSSEEnvelope(payload: edited.encoded(), payloadType: envelope.payloadType, signatures: envelope.signatures)
        try Data(forged.encoded()).write(to: editedPayload.appendingPathComponent(DSSEEnvelope.fileName))
        try write(edited, in: editedPayload)
        expectRefusedSignature("edited-payload", "ssh-keygen does not accept the signature")
        // Nothing a statement no allowed signer vouches for names is read: no digest, no results.json compared.
        let unread = aecheck(["verify", "edited-payload", "--allowed-signers", "keys/ci.allowed"], in: root)
        #expect(!unread.standardError.contains("results.json") && !unread.standardError.contains("SHA-256"), "\(unread.standardError)")
        // Another principal, another key, no signature at all.
        expectRefusedSignature("out", "ssh-keygen does not accept the signature for 'someone@example.com'", ["--identity", "someone@example.com"])
        let (_, otherAllowed) = try throwawayKey("other", for: "ci@example.com", in: keys)
        let otherKey = aecheck(["verify", "out", "--allowed-signers", otherAllowed.path], in: root)
        #expect(otherKey.exitCode == AECheck.ExitCode.signatureRefused && otherKey.standardError.hasPrefix("Error: signature: no principal of "), "\(otherKey.standardError)")
        // The same key allowed first to another principal for another namespace only: the principal it signs for is found.
        let publicKey = try String(decoding: Data(contentsOf: keys.appendingPathComponent("ci.pub")), as: UTF8.self).split(separator: " ").prefix(2).joined(separator: " ")
        let shared = keys.appendingPathComponent("shared.allowed")
        try Data("git@example.com namespaces=\"git\" \(publicKey)\nci@example.com \(publicKey)\n".utf8).write(to: shared)
        let sharedKey = aecheck(["verify", "out", "--allowed-signers", shared.path], in: root)
        #expect(sharedKey.exitCode == 0 && sharedKey.standardOutput.contains("signature  good, by ci@example.com"), "\(sharedKey.standardError)")
        let unsigned = try copy(root, as: "unsigned")
        try FileManager.default.removeItem(at: unsigned.appendingPathComponent(DSSEEnvelope.fileName))
        expectRefusedSignature("unsigned", "the attestation is not signed (no attestation.dsse.json with a signature), and --allowed-signers asks for one")
        // The readable statement beside a good envelope replaced by what cannot be read: it is not verified.
        for (name, replace) in [("statement-folder", { (url: URL) in try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false) }),
                                ("statement-fifo", { (url: URL) in #expect(mkfifo(url.path, 0o600) == 0) }),
                                ("statement-zero", { (url: URL) in try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/dev/zero") })] {
            let swapped = try copy(root, as: name)
            let statementFile = swapped.appendingPathComponent(InTotoStatement.fileName)
            try FileManager.default.removeItem(at: statementFile)
            try replace(statementFile)
            expectRefusedSignature(name, "attestation.intoto.json beside attestation.dsse.json is not verified: it is ")
            let unchecked = aecheck(["verify", name], in: root)
            #expect(unchecked.exitCode == AECheck.ExitCode.signatureRefused && !unchecked.standardOutput.contains("Verified"), "\(unchecked.standardOutput)")
        }
        let fifoEnvelope = try copy(root, as: "envelope-fifo")
        try FileManager.default.removeItem(at: fifoEnvelope.appendingPathComponent(DSSEEnvelope.fileName))
        #expect(mkfifo(fifoEnvelope.appendingPathComponent(DSSEEnvelope.fileName).path, 0o600) == 0)
        let envelopeRefused = aecheck(["verify", "envelope-fifo", "--allowed-signers", "keys/ci.allowed"], in: root)
        #expect(envelopeRefused.exitCode == AECheck.ExitCode.notAnAttestation
                && envelopeRefused.standardError.contains("attestation.dsse.json is not verified: it is a FIFO"), "\(envelopeRefused.standardError)")
        // A good signature does not cover a report changed since: that part is still refused.
        let changedReport = try copy(root, as: "changed-report")
        try changeOneByte(changedReport.appendingPathComponent("report.html"))
        let report = aecheck(["verify", "changed-report", "--allowed-signers", "keys/ci.allowed"], in: root)
        #expect(report.exitCode == AECheck.ExitCode.reportMismatch && report.standardError.hasPrefix("Error: report.html: "), "\(report.standardError)")
        // The envelope's signature is ssh-keygen's own, over DSSE's pre-authentication encoding: ssh-keygen checks it alone.
        let pae = try #require(envelope.signedBytes)
        try Data(pae).write(to: keys.appendingPathComponent("pae"))
        try Data(armoured(try #require(envelope.signatures[0].bytes)).utf8).write(to: keys.appendingPathComponent("pae.sig"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(sshKeygen))
        process.arguments = ["-Y", "verify", "-f", allowed.path, "-I", "ci@example.com", "-n", "aecheck-attestation", "-s", keys.appendingPathComponent("pae.sig").path]
        process.standardInput = try FileHandle(forReadingFrom: keys.appendingPathComponent("pae"))
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test(.enabled(if: openssl != nil, "OpenSSL 3 is not installed here: an Ed25519-signed bundle cannot be made or checked"))
    func anEd25519PEMKeySignsAPlainDSSESignatureWithItsKeyIDThatThePublicKeyVerifies() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let keys = root.appendingPathComponent("keys")
        try FileManager.default.createDirectory(at: keys, withIntermediateDirectories: true)
        for name in ["ci", "other"] {
            #expect(try runOpenSSL(["genpkey", "-algorithm", "ed25519", "-out", keys.appendingPathComponent("\(name).pem").path]) == 0)
            #expect(try runOpenSSL(["pkey", "-in", keys.appendingPathComponent("\(name).pem").path, "-pubout", "-out", keys.appendingPathComponent("\(name).pub.pem").path]) == 0)
        }
        let certified = certify(root, ["--sign-key", "keys/ci.pem"])
        #expect(certified.exitCode == 0, "\(certified.standardError)")
        let out = root.appendingPathComponent("out")
        let envelope = try DSSEEnvelope.decode(Array(try Data(contentsOf: out.appendingPathComponent(DSSEEnvelope.fileName))))
        let signature = try #require(envelope.signatures.first)
        // A plain Ed25519 signature (64 bytes, no SSHSIG wrapping) and the key's securesystemslib ID.
        #expect(signature.bytes?.count == 64 && signature.bytes?.starts(with: Array("SSHSIG".utf8)) == false)
        let keyID = try #require(signature.keyid)
        #expect(keyID.count == 64 && certified.standardOutput.contains("Signed: out/attestation.dsse.json (a DSSE envelope; Ed25519 through openssl with keys/ci.pem, keyid \(keyID))"),
                "\(certified.standardOutput)")

        let verified = aecheck(["verify", "out", "--public-key", "keys/ci.pub.pem", "--require-signature"], in: root)
        #expect(verified.exitCode == 0, "\(verified.standardError)")
        #expect(verified.standardOutput.contains("signature  good, by the Ed25519 key \(keyID) (DSSE, checked with openssl)"), "\(verified.standardOutput)")
        let otherKey = aecheck(["verify", "out", "--public-key", "keys/other.pub.pem"], in: root)
        #expect(otherKey.exitCode == AECheck.ExitCode.signatureRefused
                && otherKey.standardError.hasPrefix("Error: signature: openssl does not accept the signature for the Ed25519 key "), "\(otherKey.standardError)")
        // The signed payload edited, the signature kept.
        let editedPayload = try copy(root, as: "edited-payload")
        var edited = try statement(in: editedPayload)
        edited.predicate.result = .failed
        try write(edited, in: editedPayload)
        let forged = DSSEEnvelope(payload: edited.encoded(), payloadType: envelope.payloadType, signatures: envelope.signatures)
        try Data(forged.encoded()).write(to: editedPayload.appendingPathComponent(DSSEEnvelope.fileName))
        let refused = aecheck(["verify", "edited-payload", "--public-key", "keys/ci.pub.pem"], in: root)
        #expect(refused.exitCode == AECheck.ExitCode.signatureRefused, "\(refused.standardError)")
        // An SSH allowed-signers file does not vouch for an Ed25519 DSSE signature, and a private key is no public key.
        #expect(aecheck(["verify", "out", "--public-key", "keys/ci.pub.pem", "--allowed-signers", "keys/ci.pub.pem"], in: root).exitCode == AECheck.ExitCode.usage)
        #expect(aecheck(["verify", "out", "--public-key", "keys/ci.pem"], in: root).exitCode == AECheck.ExitCode.signatureRefused)
        // A PEM key that is not Ed25519 is refused with what to make instead, and nothing is signed.
        #expect(try runOpenSSL(["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", keys.appendingPathComponent("ec.pem").path]) == 0)
        let ec = aecheck(["certify", "--filter", "CACHE-04", "--in-process", "--reports", "ec", "--subject", "port.bin", "--sign-key", "keys/ec.pem"], in: root)
        #expect(ec.exitCode == AECheck.ExitCode.signatureRefused && ec.standardError.contains("is not an Ed25519 key (make one with: openssl genpkey -algorithm ed25519"), "\(ec.standardError)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("ec/attestation.dsse.json").path))
    }

    @Test func anEd25519KeyIDIsTheOneSecuresystemslibComputes() {
        // RFC 8032's first test key; the ID securesystemslib 1.6 gives it (compute_default_keyid).
        let publicKey: [UInt8] = [
            0xD7, 0x5A, 0x98, 0x01, 0x82, 0xB1, 0x0A, 0xB7, 0xD5, 0x4B, 0xFE, 0xD3, 0xC9, 0x64, 0x07, 0x3A,
            0x0E, 0xE1, 0x72, 0xF3, 0xDA, 0xA6, 0x23, 0x25, 0xAF, 0x02, 0x1A, 0x68, 0xF7, 0x07, 0x51, 0x1A,
        ]
        #expect(Ed25519Signer.keyID(publicKey: publicKey) == "74c181c7ad8a0855d4b55e44d2ba87aabdddb196832571f15f92fece332e4916")
    }

    @Test func withoutAKnownFileOfTheImplementationCertifyAsksForOneBeforeRunning() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        // In this process, without an executable's path, nothing names the built-in implementation's files.
        let unnamed = aecheck(["certify", "--filter", "CACHE-04", "--in-process", "--reports", "out"], in: root)
        #expect(unnamed.exitCode == AECheck.ExitCode.usage)
        #expect(unnamed.standardError.hasPrefix("Error: name the implementation's files for the attestation with --subject <path>"), "\(unnamed.standardError)")
        #expect(unnamed.standardOutput.isEmpty, "nothing ran")
        let missing = aecheck(["certify", "--filter", "CACHE-04", "--in-process", "--reports", "out", "--subject", "no-such-file"], in: root)
        #expect(missing.exitCode == AECheck.ExitCode.usage && missing.standardError.hasPrefix("Error: the subject 'no-such-file' is not a file that can be read"))
        let folder = aecheck(["certify", "--filter", "CACHE-04", "--in-process", "--reports", "out", "--subject", "Specs"], in: root)
        #expect(folder.exitCode == AECheck.ExitCode.usage, "a folder is named by an archive of it")
        let noKey = certify(root, ["--sign-key", "no-such-key"])
        #expect(noKey.exitCode == AECheck.ExitCode.usage && noKey.standardError.hasPrefix("Error: cannot read the signing key 'no-such-key'"))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("out/NOT-RUN.txt").path))
    }

    @Test func byDefaultCertifyNamesTheTesteesProgramAndThisProgramForABuiltInImplementation() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let testee = RunningProgram.product("aecheck-testee").path
        try #require(FileManager.default.isExecutableFile(atPath: testee), "aecheck-testee is built beside the tests")
        let certified = aecheck(["certify", "--filter", "CACHE-04", "--testee", testee, "--name", "port", "--reports", "out"], in: root)
        #expect(certified.exitCode == 0, "\(certified.standardError)")
        let written = try statement(in: root.appendingPathComponent("out"))
        #expect(written.subject.first?.name == testee && written.subject.first?.annotations?.role == .implementation)
        let settings = written.predicate.configuration(named: "run")?.annotations
        #expect(settings?.mode == "testee" && settings?.testee == testee && settings?.implementation == "port")
        #expect(aecheck(["verify", "out"], in: root).exitCode == 0)

        // A built-in implementation is this very program: the executable it was started as.
        let builtIn = AECheck.main(["certify", "--filter", "CACHE-04", "--in-process", "--reports", "built-in"], in: root,
                                   selfTest: ReferenceSelfTest(), executable: testee)
        #expect(builtIn.exitCode == 0, "\(builtIn.standardError)")
        #expect(try statement(in: root.appendingPathComponent("built-in")).subject.first?.name == testee)
    }

    @Test func aTestServiceIsCertifiedWithWhereItRanAndTheFilesNamedForIt() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let testee = RunningProgram.product("aecheck-testee").path
        try #require(FileManager.default.isExecutableFile(atPath: testee), "aecheck-testee is built beside the tests")
        let service = ["--testee-listen", "0", "--testee-launch", "exec '\(testee)' --connect \"$AECHECK_TESTEE_ADDRESS\"", "--name", "service"]
        // Its files are where it runs: certify asks for them.
        let unnamed = aecheck(["certify", "--filter", "CACHE-04", "--reports", "out"] + service, in: root)
        #expect(unnamed.exitCode == AECheck.ExitCode.usage && unnamed.standardError.contains("a test service runs elsewhere"), "\(unnamed.standardError)")
        let certified = aecheck(["certify", "--filter", "CACHE-04", "--reports", "out", "--subject", testee] + service, in: root)
        #expect(certified.exitCode == 0, "\(certified.standardError)")
        let settings = try statement(in: root.appendingPathComponent("out")).predicate.configuration(named: "run")?.annotations
        let runtime = HostRuntime.current.summary
        #expect(settings?.mode == "testee" && settings?.testee?.hasPrefix("127.0.0.1:") == true && settings?.testeeRuntime == runtime)
        let results = try JSONDecoder().decode(SuiteRun.self, from: Data(contentsOf: root.appendingPathComponent("out/results.json")))
        #expect(results.metadata.testeeRuntime?.summary == runtime)
        // (Markdown escapes the model's underscores: x86\_64.)
        let report = try String(contentsOf: root.appendingPathComponent("out/report.md"), encoding: .utf8)
        #expect(report.contains("| testee runtime | \(HostRuntime.current.system) \(HostRuntime.current.version), "))
        #expect(aecheck(["verify", "out"], in: root).exitCode == 0)
    }

    @Test func aSubjectNamedToLookLikeAWorkflowCommandStaysTextInTheCILog() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let name = "port\n::error file=README.md::forged"
        try Data("a port\n".utf8).write(to: root.appendingPathComponent(name))
        #expect(aecheck(["certify", "--filter", "CACHE-04", "--in-process", "--reports", "out", "--subject", name], in: root).exitCode == 0)
        let verified = AECheck.main(["verify", "out"], in: root, selfTest: ReferenceSelfTest(), environment: ["GITHUB_ACTIONS": "true"])
        #expect(verified.exitCode == 0, "\(verified.standardError)")
        let lines = (verified.standardOutput + verified.standardError).split(separator: "\n")
        #expect(!lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("::") }, "\(verified.standardOutput)")
        #expect(verified.standardOutput.contains("port\\u000A::error"), "the name is shown, its line break visible")
    }

    @Test func anInterpreterIsNotThePortCertifyFollowsTheModuleOrAsksForTheFiles() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let port = packageRoot.appendingPathComponent("Tests/Testees/python")
        // The module found from elsewhere (PYTHONPATH): nothing of the port's own is named here, only the interpreter.
        let elsewhere = aecheck(["certify", "--filter", "CACHE-04", "--reports", "out", "--name", "py",
                                 "--testee", "PYTHONPATH=\(port.path) python3 -m accessenabler_testee"], in: root)
        #expect(elsewhere.exitCode == AECheck.ExitCode.usage && elsewhere.standardError.contains("an interpreter is not the port"), "\(elsewhere.standardError)")
        // The module here: its file is a subject, beside the interpreter.
        for file in ["accessenabler_testee.py", "accessenabler.py"] {
            try FileManager.default.copyItem(at: port.appendingPathComponent(file), to: root.appendingPathComponent(file))
        }
        // (The testee runs in aecheck's own working directory; this run's folder is another.)
        let here = aecheck(["certify", "--filter", "CACHE-04", "--reports", "here", "--name", "py",
                            "--testee", "cd \(root.path) && python3 -m accessenabler_testee"], in: root)
        #expect(here.exitCode == 0, "\(here.standardError)")
        let subjects = try statement(in: root.appendingPathComponent("here")).subject.filter { $0.annotations?.role == .implementation }.map(\.name)
        #expect(subjects.contains("accessenabler_testee.py"), "\(subjects)")
    }

    @Test func verifyJSONSaysWhatWasFoundWhateverTheExitCode() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(certify(root).exitCode == 0)
        func summary(_ arguments: [String]) throws -> (code: Int32, json: [String: Any]) {
            let result = aecheck(["verify"] + arguments + ["--json"], in: root)
            let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
            return (result.exitCode, try #require(object, "\(result.standardOutput)\(result.standardError)"))
        }
        let good = try summary(["out"])
        #expect(good.code == 0 && good.json["verified"] as? Bool == true && good.json["exitCode"] as? Int == 0)
        #expect(good.json["result"] as? String == "PASSED" && good.json["wholeSuite"] as? Bool == false
                && good.json["selection"] as? [String] == ["--filter CACHE-04"] && good.json["signature"] as? String == "unsigned")
        #expect((good.json["reports"] as? [String])?.count == 5 && good.json["subjects"] as? [String] == ["port.bin"])
        // A gate refused: the bundle verified, the exit code is 1, and the summary says why.
        let partial = try summary(["out", "--require-pass"])
        #expect(partial.code == 1 && partial.json["verified"] as? Bool == true && (partial.json["gate"] as? String)?.contains("part of the suite") == true)
        // A signature asked for and missing: the signature is the part named.
        let unsigned = try summary(["out", "--require-signature"])
        #expect(unsigned.code == AECheck.ExitCode.signatureRefused && (unsigned.json["problems"] as? [[String: String]])?.first?["part"] == "signature")
        // A part found wrong: not verified, its exit code, the part named.
        try changeOneByte(root.appendingPathComponent("out/junit.xml"))
        let tampered = try summary(["out"])
        let problems = tampered.json["problems"] as? [[String: String]]
        #expect(tampered.code == AECheck.ExitCode.reportMismatch && tampered.json["verified"] as? Bool == false)
        #expect(problems?.first?["part"] == "junit.xml" && tampered.json["result"] == nil, "\(problems ?? [])")
        #expect(aecheck(["verify", "out", "nothing-more", "--json"], in: root).standardOutput.isEmpty, "a usage error prints no JSON")
    }

    @Test func aVersionManagersShimIsNotTheInterpreterCertifyNamesTheOneItRuns() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        // The interpreter, as the shim will find it; and a shim on PATH under its name, as pyenv's is: a script.
        let asked = Process(), answer = Pipe()
        asked.executableURL = URL(fileURLWithPath: "/bin/sh")
        asked.arguments = ["-c", "python3 -c 'import sys; print(sys.executable)'"]
        asked.standardOutput = answer
        try asked.run()
        let real = String(decoding: answer.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        asked.waitUntilExit()
        try #require(real.hasPrefix("/"), "python3 names its executable")
        let shims = root.appendingPathComponent("shims")
        try FileManager.default.createDirectory(at: shims, withIntermediateDirectories: true)
        try "#!/bin/sh\nexec '\(real)' \"$@\"\n".write(to: shims.appendingPathComponent("python3"), atomically: true, encoding: .utf8)
        chmod(shims.appendingPathComponent("python3").path, 0o755)
        let port = packageRoot.appendingPathComponent("Tests/Testees/python/accessenabler_testee.py").path
        let certify = Process()
        certify.executableURL = URL(fileURLWithPath: RunningProgram.product("aecheck").path)
        certify.arguments = ["certify", "--filter", "CACHE-04", "--testee", "python3 \(port)", "--name", "port", "--reports", "out"]
        certify.environment = ["PATH": shims.path + ":/usr/bin:/bin", "HOME": root.path]
        certify.currentDirectoryURL = root
        (certify.standardOutput, certify.standardError) = (FileHandle.nullDevice, FileHandle.nullDevice)
        try certify.run()
        certify.waitUntilExit()
        #expect(certify.terminationStatus == 0)
        let subjects = try statement(in: root.appendingPathComponent("out")).subject.filter { $0.annotations?.role == .implementation }.map(\.name)
        #expect(subjects == [real, port], "\(subjects)")
    }

    @Test func aKeyIsNeverWithinReachOfAPortCertifyRefusesBeforeItStartsAndSignSignsElsewhere() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let testee = RunningProgram.product("aecheck-testee").path
        try #require(FileManager.default.isExecutableFile(atPath: testee), "aecheck-testee is built beside the tests")
        let started = root.appendingPathComponent("testee-started")
        let command = "touch \(started.path); exec \(testee)"
        try Data("not a key\n".utf8).write(to: root.appendingPathComponent("ci.pem"))
        let refused = aecheck(["certify", "--filter", "CACHE-04", "--testee", command, "--name", "port", "--reports", "out", "--sign-key", "ci.pem"], in: root)
        #expect(refused.exitCode == AECheck.ExitCode.usage && refused.standardError.contains("aecheck sign <reports folder> --sign-key <key>"), "\(refused.standardError)")
        #expect(!FileManager.default.fileExists(atPath: started.path), "refused before the testee started")
        // Certified without the key where the port runs; signed where nothing of it runs, once the statement is checked.
        #expect(aecheck(["certify", "--filter", "CACHE-04", "--testee", command, "--name", "port", "--reports", "out", "--subject", testee], in: root).exitCode == 0)
        #expect(aecheck(["sign", "out"], in: root).exitCode == AECheck.ExitCode.usage, "sign needs --sign-key")
        try changeOneByte(root.appendingPathComponent("out/junit.xml"))
        let tampered = aecheck(["sign", "out", "--sign-key", "ci.pem"], in: root)
        #expect(tampered.exitCode == AECheck.ExitCode.reportMismatch && tampered.standardError.contains("junit.xml"), "\(tampered.standardError)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out/attestation.dsse.json").path), "nothing signed")
    }

    @Test(.enabled(if: openssl != nil, "OpenSSL 3 is not installed here: an Ed25519-signed bundle cannot be made or checked"))
    func signSignsWhatCertifyWroteAndVerifyChecksIt() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try runOpenSSL(["genpkey", "-algorithm", "ed25519", "-out", root.appendingPathComponent("ci.pem").path]) == 0)
        #expect(try runOpenSSL(["pkey", "-in", root.appendingPathComponent("ci.pem").path, "-pubout", "-out", root.appendingPathComponent("ci.pub.pem").path]) == 0)
        #expect(certify(root).exitCode == 0)
        let signed = aecheck(["sign", "out", "--sign-key", "ci.pem"], in: root)
        #expect(signed.exitCode == 0 && signed.standardOutput.contains("Signed: out/attestation.dsse.json"), "\(signed.standardError)")
        let verified = aecheck(["verify", "out", "--public-key", "ci.pub.pem", "--require-signature"], in: root)
        #expect(verified.exitCode == 0, "\(verified.standardError)")
    }

    @Test func aRunIntoACertifiedFolderRemovesTheAttestationOfTheRunBefore() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(certify(root).exitCode == 0)
        #expect(aecheck(["run", "--filter", "CACHE-04", "--in-process", "--reports", "out"], in: root).exitCode == 0)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out/attestation.intoto.json").path))
        let refused = aecheck(["verify", "out"], in: root)
        #expect(refused.exitCode == AECheck.ExitCode.usage && refused.standardError.hasPrefix("Error: no attestation.intoto.json in 'out'"))
    }

    @Test func verifyNeedsOneBundleAndAnIdentityGoesWithAnAllowedSignersFile() {
        #expect(aecheck(["verify"], in: packageRoot).exitCode == AECheck.ExitCode.usage)
        #expect(aecheck(["verify", "a", "b"], in: packageRoot).exitCode == AECheck.ExitCode.usage)
        let identity = aecheck(["verify", "Reports", "--identity", "ci@example.com"], in: packageRoot)
        #expect(identity.exitCode == AECheck.ExitCode.usage && identity.standardError.hasPrefix("Error: --identity goes with --allowed-signers"))
        let missing = aecheck(["verify", "no-such-folder"], in: packageRoot)
        #expect(missing.exitCode == AECheck.ExitCode.usage && missing.standardError.hasPrefix("Error: no attestation at 'no-such-folder'"))
    }

    @Test func thePreAuthenticationEncodingIsDSSEsTestVector() {
        let pae = DSSEEnvelope.pae(payloadType: "http://example.com/HelloWorld", payload: Array("hello world".utf8))
        #expect(String(decoding: pae, as: UTF8.self) == "DSSEv1 29 http://example.com/HelloWorld 11 hello world")
        // DSSE verifiers accept URL-safe base64 too, padded or not.
        #expect(DSSEEnvelope.Signature.init(Array("?>?".utf8)).sig == "Pz4/")
        var urlSafe = DSSEEnvelope.Signature([])
        urlSafe.sig = "Pz4_"
        #expect(urlSafe.bytes == Array("?>?".utf8))
    }

    @Test func gradingWarnsForFailuresThatDoNotDecideTheVerdictAndListsNoScenarioNotApplicable() {
        func result(_ name: String, _ level: String, _ outcome: Outcome, expected: String? = nil) -> ScenarioResult {
            var result = ScenarioResult(feature: "F", featureFile: "f.feature", rule: "R", requirementIDs: ["R-01"], scenario: name, platform: "ios",
                                        tags: [level], outcome: outcome, message: nil, duration: 0, location: "f.feature:1")
            result.expectedFailure = expected
            return result
        }
        let passed = result("passes", "must", .passed), should = result("should fails", "should", .failed), info = result("info fails", "info", .failed)
        let expected = result("expected", "must", .failed, expected: "known gap"), absent = result("absent", "must", .notApplicable)
        let must = result("must fails", "must", .failed), broken = result("errors", "must", .error)
        let run = { (results: [ScenarioResult]) in SuiteRun(implementation: "x", timestamp: "t", hostname: "h", results: results) }

        let clean = TestResultPredicate.grade(run([passed, absent]), strict: false)
        #expect(clean.result == .passed && clean.passed == ["[R-01] passes [ios]"] && clean.warned.isEmpty && clean.failed.isEmpty)
        let warned = TestResultPredicate.grade(run([passed, should, info, expected, absent]), strict: false)
        #expect(warned.result == .warned)
        #expect(warned.warned == ["[R-01] should fails [ios]", "[R-01] info fails [ios]", "[R-01] expected [ios]"] && warned.failed.isEmpty)
        let strict = TestResultPredicate.grade(run([passed, should]), strict: true)
        #expect(strict.result == .failed && strict.failed == ["[R-01] should fails [ios]"])
        let failed = TestResultPredicate.grade(run([passed, must, broken, should]), strict: false)
        #expect(failed.result == .failed && failed.failed == ["[R-01] must fails [ios]", "[R-01] errors [ios]"] && failed.warned == ["[R-01] should fails [ios]"])
        // A run in which no binding scenario passed fails, whatever its lists hold.
        #expect(TestResultPredicate.grade(run([expected]), strict: false).result == .failed)
    }
}

/// What `ssh-keygen -Y sign` writes for an `SSHSIG` blob: base64 in lines of 70 between the armour's lines.
private func armoured(_ bytes: [UInt8]) -> String {
    var lines: [Substring] = []
    var rest = Data(bytes).base64EncodedString()[...]
    while !rest.isEmpty {
        lines.append(rest.prefix(70))
        rest = rest.dropFirst(70)
    }
    return "-----BEGIN SSH SIGNATURE-----\n" + lines.joined(separator: "\n") + "\n-----END SSH SIGNATURE-----\n"
}
