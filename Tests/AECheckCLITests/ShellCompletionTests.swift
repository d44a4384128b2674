import AECheckCLI
import AECheckSelfTest
import Foundation
import Testing

/// The help as a shell completion script and as a manual page.
@Suite("aecheck help --completion and --man")
struct ShellCompletionTests {
    private let folder = URL(fileURLWithPath: NSTemporaryDirectory())

    private func help(_ arguments: [String]) -> AECheck.Result {
        AECheck.main(["help"] + arguments, in: folder, selfTest: ReferenceSelfTest())
    }

    /// Runs `script` with bash, the completion script sourced; what it prints.
    private func bash(_ script: String) throws -> String {
        let completion = folder.appendingPathComponent("aecheck-completion-\(UUID().uuidString).bash")
        defer { try? FileManager.default.removeItem(at: completion) }
        try help(["--completion", "bash"]).standardOutput.write(to: completion, atomically: true, encoding: .utf8)
        let process = Process(), output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "set -e; source '\(completion.path)'; " + script]
        process.standardOutput = output
        try process.run()
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return said
    }

    @Test func bashCompletesCommandsEachCommandsOwnOptionsAndAValuesChoices() throws {
        let complete = { (words: String, index: Int) in
            "COMP_WORDS=(\(words)); COMP_CWORD=\(index); _aecheck_complete; echo \"${COMPREPLY[*]}\""
        }
        let said = try bash([complete("aecheck ce", 1), complete("aecheck verify --req", 2), complete("aecheck --plat", 1),
                             complete("aecheck run --platform ''", 3), complete("aecheck help ''", 2)].joined(separator: "; "))
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(said[0] == "certify")
        #expect(said[1] == "--require-signature --require-pass", "verify's options, none of run's")
        #expect(said[2] == "--platform", "a command line without a command is run's")
        #expect(said[3] == "ios tvos")
        #expect(said[4].split(separator: " ").count == 18 && said[4].hasPrefix("run certify"))
    }

    @Test func zshSourcesTheSameFunctionThroughBashcompinit() {
        let zsh = help(["--completion", "zsh"]).standardOutput, bash = help(["--completion", "bash"]).standardOutput
        #expect(zsh.contains("autoload -U +X bashcompinit && bashcompinit\n"))
        #expect(zsh.hasSuffix(bash.split(separator: "\n", maxSplits: 1)[1] + ""))
    }

    @Test func fishGetsACompleteLinePerCommandAndOptionEachQuoted() {
        let fish = help(["--completion", "fish"]).standardOutput.split(separator: "\n").map(String.init)
        #expect(fish.dropFirst().allSatisfy { $0.hasPrefix("complete -c aecheck ") }, "\(fish.filter { !$0.hasPrefix("complete") })")
        #expect(fish.contains { $0.hasPrefix("complete -c aecheck -n '__fish_seen_subcommand_from verify' -l require-pass -d 'Exit 1 when the attested run") })
        #expect(fish.contains { $0.contains("-l platform -x -a 'ios tvos'") })
        // Every single quote inside a description is escaped, so each line is whole.
        #expect(fish.allSatisfy { $0.replacingOccurrences(of: "\\'", with: "").filter { $0 == "'" }.count % 2 == 0 })
    }

    @Test func aUnknownShellOrAManualBesideACommandIsAUsageError() {
        #expect(help(["--completion", "powershell"]).exitCode == 64)
        #expect(help(["run", "--man"]).exitCode == 64)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff"), "groff reads the manual page"))
    func theManualPageIsRoffGroffReadsWithoutAWarning() throws {
        let page = help(["--man"]).standardOutput
        #expect(page.hasPrefix(".TH AECHECK 1 "))
        #expect(page.contains("\n.SH EXIT STATUS\n") && page.contains("\\fB\\-\\-require\\-pass\\fR"))
        #expect(!page.unicodeScalars.contains { !$0.isASCII }, "characters beyond ASCII are escaped")
        let file = folder.appendingPathComponent("aecheck-\(UUID().uuidString).1")
        defer { try? FileManager.default.removeItem(at: file) }
        try page.write(to: file, atomically: true, encoding: .utf8)
        let process = Process(), errors = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
        process.arguments = ["-man", "-ww", "-z", file.path]
        process.standardError = errors
        try process.run()
        let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && warnings.isEmpty, "\(warnings)")
    }
}
