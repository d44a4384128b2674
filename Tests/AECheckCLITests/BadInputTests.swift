import AccessEnablerAdapter
import AECheckCLI
import AECheckSelfTest
import Foundation
import ReferenceAccessEnabler
import Testing

/// This package's own `aecheck`: the command line with its self-test, run where the package's specs are `Specs`
/// but its `Reports/` is not (a run that ends early writes its NOT-RUN.txt there; `swift test` writes nothing
/// into the package's own).
private func aecheck(_ arguments: [String], in directory: URL = besidePackage) -> AECheck.Result {
    AECheck.main(arguments, in: directory, selfTest: ReferenceSelfTest())
}

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A scratch working directory whose `Specs` is the package's (a link).
private let besidePackage: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-bad-input-cwd-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Specs"), withDestinationURL: packageRoot.appendingPathComponent("Specs"))
    return folder
}()

/// A fresh folder, removed by `body`'s end.
private func withFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-bad-input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}

/// One valid requirement with one scenario, whose step lines are `steps`.
private func spec(_ steps: String) -> String {
    """
    Feature: F
      @AE-TEST-01 @must @ios @source-generic
      Rule: TEST-01 A rule
        The requirement.

        Scenario: S
    \(steps.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
          Then the app receives setRequestorComplete with status 1

    """
}

/// Every bad input of the table in Specs/README.md: a clear message and its documented exit code.
@Suite("Bad input: a clear message and a non-zero exit code, never a green that checked nothing")
struct BadInputTests {
    @Test func aFilterThatSelectsNothingIsAUsageErrorForRunListAndListJSON() {
        for command in [[], ["list"], ["list", "--json"]] {
            let result = aecheck(command + ["--filter", "NOPE-99", "--filter", "NADA"])
            #expect(result.exitCode == 64, "\(command)")
            #expect(result.standardError.hasPrefix("Error: no scenario matches --filter 'NOPE-99' nor 'NADA'; 'aecheck list' shows"), "\(result.standardError)")
        }
    }

    @Test func aFilterAndPlatformThatSelectNothingAreAUsageError() {
        // STORE-01 is an iOS rule.
        for command in [["run"], ["list"], ["list", "--json"]] {
            let result = aecheck(command + ["--filter", "STORE-01", "--platform", "tvos"])
            #expect(result.exitCode == 64, "\(command)")
            #expect(result.standardError.hasPrefix("Error: none of the 1 scenario(s) the filter selects runs on tvos; leave out --platform"), "\(result.standardError)")
        }
    }

    @Test func repeatedFiltersCombineAndListSaysTheCountsRunSays() throws {
        let filters = ["--filter", "CACHE-04", "--filter", "AUTHN-01"]
        let list = aecheck(["list"] + filters)
        #expect(list.exitCode == 0)
        let counts = try #require(list.standardOutput.split(separator: "\n").last.map(String.init))
        #expect(counts == "6 scenarios, 2 requirements; 12 runs (ios 6, tvos 6), as 'aecheck run' counts them")
        let json = try JSONSerialization.jsonObject(with: Data(aecheck(["list", "--json"] + filters).standardOutput.utf8)) as? [String: Any]
        let jsonCounts = try #require(json?["counts"] as? [String: Any])
        #expect(jsonCounts["scenarios"] as? Int == 6 && jsonCounts["runs"] as? Int == 12 && jsonCounts["requirements"] as? Int == 2)
        let rules = (json?["features"] as? [[String: Any]] ?? []).flatMap { $0["rules"] as? [[String: Any]] ?? [] }.compactMap { $0["name"] as? String }
        #expect(rules.map { String($0.prefix(8)) } == ["AUTHN-01", "CACHE-04"])
        try withFolder { folder in
            let run = aecheck(filters + ["--in-process", "--junit", folder.appendingPathComponent("j.xml").path])
            #expect(run.exitCode == 0)
            #expect(run.standardOutput.contains("(12 scenarios, implementation reference)"), "\(run.standardOutput)")
        }
        let tvos = aecheck(["list", "--platform", "tvos"] + filters).standardOutput.split(separator: "\n").last
        #expect(tvos == "6 scenarios, 2 requirements; 6 runs (tvos 6), as 'aecheck run' counts them")
    }

    @Test func aTestServiceAddressIsHostColonPortAndGoesAloneWithoutReferenceOptions() {
        for (arguments, says) in [
            (["--testee-connect", "7700"], "--testee-connect takes HOST:PORT"),
            (["--testee-connect", "127.0.0.1:7700", "--testee", "python3 port.py"], "give one"),
            (["--testee-connect", "127.0.0.1:7700", "--fault", "caches-media-token"], "do not go with --testee"),
            (["--testee-connect", "127.0.0.1:7700", "--in-process"], "a testee runs in its own"),
            (["--testee-connect", "127.0.0.1:0"], "--testee-connect takes HOST:PORT"),
            (["--testee-listen", "port"], "--testee-listen takes PORT or HOST:PORT"),
            (["--testee-listen", "7701", "--testee-connect", "127.0.0.1:7700"], "--testee-connect dials one, --testee-listen waits for one; give one"),
            (["--testee-launch", "true"], "--testee-launch and --testee-wait go with --testee-connect or --testee-listen"),
            (["--testee", "python3 port.py", "--testee-wait", "5"], "--testee-launch and --testee-wait go with --testee-connect or --testee-listen"),
            (["--testee-listen", "7701", "--testee-wait", "soon"], "--testee-wait"),
        ] {
            let result = aecheck(arguments)
            #expect(result.exitCode == 64 && result.standardError.contains(says), "\(arguments): \(result.standardError)")
        }
        // Nobody listens there: exit 3 at once, naming the address and what to check.
        let refused = aecheck(["--testee-connect", "127.0.0.1:1", "--filter", "CACHE-04"])
        #expect(refused.exitCode == 3 && refused.standardError.contains("cannot connect to 127.0.0.1:1"), "\(refused.standardError)")
        // Nobody dials in: exit 3 after the wait, naming the address; a launch command that fails: exit 3, with what it wrote.
        let silent = aecheck(["--testee-listen", "0", "--testee-wait", "0.5", "--filter", "CACHE-04"])
        #expect(silent.exitCode == 3 && silent.standardError.contains("nothing dialled in to 127.0.0.1:"), "\(silent.standardError)")
        let failing = aecheck(["--testee-listen", "0", "--testee-launch", "echo no simulator is booted >&2; exit 4", "--filter", "CACHE-04"])
        #expect(failing.exitCode == 3 && failing.standardError.contains("exited with status 4") && failing.standardError.contains("no simulator is booted"),
                "\(failing.standardError)")
    }

    @Test func whatATesteeWritesBeforeItFailsItsHandshakeNeverStartsALineOfTheCILog() {
        let testee = "echo '::warning file=README.md::forged' >&2; echo '##[error]forged' >&2; exit 1"
        let result = AECheck.main(["--testee", testee, "--filter", "CACHE-04"], in: besidePackage, selfTest: ReferenceSelfTest(),
                                  environment: ["GITHUB_ACTIONS": "true"])
        #expect(result.exitCode == 3 && result.standardError.contains("Its stderr:"), "\(result.standardError)")
        let lines = (result.standardOutput + result.standardError).split(separator: "\n")
        #expect(!lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("::") || $0.contains("##[") }, "\(result.standardError)")
        #expect(result.standardError.contains("  ::warning file=README.md::forged") == false, "indented, and its :: made text")
    }

    @Test func aRunEndedEarlyKeepsAReportLinkAndItsFileAndLeavesItsNoteThere() throws {
        try withFolder { folder in
            let fm = FileManager.default
            try fm.createSymbolicLink(at: folder.appendingPathComponent("Specs"), withDestinationURL: packageRoot.appendingPathComponent("Specs"))
            // A report folder whose report.md is a link to the user's notes, and a --junit that is a link to their history.
            try fm.createDirectory(at: folder.appendingPathComponent("R"), withIntermediateDirectories: true)
            try Data("the user's notes\n".utf8).write(to: folder.appendingPathComponent("notes.md"))
            try Data("<testsuites/>\n".utf8).write(to: folder.appendingPathComponent("history.xml"))
            try fm.createSymbolicLink(atPath: folder.appendingPathComponent("R/report.md").path, withDestinationPath: "../notes.md")
            try fm.createSymbolicLink(atPath: folder.appendingPathComponent("junit.xml").path, withDestinationPath: "history.xml")
            let result = aecheck(["--filter", "CACHE-04", "--reports", "R", "--junit", "junit.xml", "--baseline", "no-such-baseline.json"], in: folder)
            #expect(result.exitCode == 64, "\(result.standardError)")
            for (link, file) in [("R/report.md", "notes.md"), ("junit.xml", "history.xml")] {
                #expect((try? fm.destinationOfSymbolicLink(atPath: folder.appendingPathComponent(link).path)) != nil, "\(link) is still a link")
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                #expect(text.contains("ended with exit code 64 before judging anything"), "\(file): \(text)")
            }
            #expect(fm.fileExists(atPath: folder.appendingPathComponent("R/NOT-RUN.txt").path))
        }
    }

    @Test func aTypoGetsTheNameItProbablyMeant() {
        #expect(aecheck(["--filtr", "CACHE-04"]).standardError.hasPrefix("Error: unknown option '--filtr' for 'run'; did you mean '--filter'?"))
        #expect(aecheck(["explore", "--sed", "3"]).standardError.hasPrefix("Error: unknown option '--sed' for 'explore'; did you mean '--seed'?"))
        #expect(aecheck(["lsit"]).standardError.hasPrefix("Error: unknown command 'lsit'; did you mean 'list'?"))
        #expect(aecheck(["--frobnicate"]).standardError.hasPrefix("Error: unknown option '--frobnicate' for 'run'\n"), "no guess when nothing is close")
        let version = aecheck(["--version"])
        #expect(version.exitCode == 0 && version.standardOutput.hasPrefix("aecheck "))
    }

    @Test func anOptionGivenTwiceIsAUsageErrorNamingTheOptionsThatRepeat() {
        for option in [["--platform", "ios"], ["--junit", "a.xml"], ["--specs", "Specs"], ["--profile", "1.8"], ["--turn-timeout", "2"],
                       ["--verbose"], ["--strict"]] {
            let result = aecheck(option + option)
            #expect(result.exitCode == 64, "\(option)")
            // The options of run that do repeat, from the table (a self-test's aecheck has --fault and --alternative).
            #expect(result.standardError.hasPrefix("Error: '\(option[0])' is given twice; give it once (only --filter, --provenance, --fault, --alternative and --pass-env repeat)"), "\(result.standardError)")
        }
        #expect(aecheck(["list", "--filter", "CACHE-04", "--filter=CACHE-05"]).exitCode == 0)
    }

    @Test func onlyScenariosNotApplicableToTheImplementationIsAUsageError() {
        // CANCEL-04 applies from SDK 1.7 on.
        let result = aecheck(["--profile", "1.6", "--filter", "CANCEL-04", "--in-process"])
        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix("Error: nothing was checked: the 6 scenario run(s) selected are all not applicable to 'reference-1.6'"), "\(result.standardError)")
    }

    @Test func anImplementationDeclaringNoPlatformEndsWithExitCode3() {
        var none = ReferenceAccessEnabler.implementation()
        none.name = "no-platforms"
        none.capabilities = Capabilities(platforms: [], sdkVersion: SDKVersion(1, 10))
        for command in [["--filter", "CACHE-04"], ["coverage"]] {
            let result = AECheck.main(command, in: besidePackage, implementations: [none])
            #expect(result.exitCode == 3, "\(command)")
            #expect(result.standardError.hasPrefix("Error: the implementation 'no-platforms' declares no platform, so no scenario applies to it"), "\(result.standardError)")
        }
    }

    @Test func anEmptySpecsFolderSaysSoForEveryCommandWithExitCode2() throws {
        try withFolder { folder in
            try "notes".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
            for command in [["run"], ["list"], ["list", "--json"], ["coverage"], ["bench"], ["explain", "CACHE-04"]] {
                let result = aecheck(command + ["--specs", folder.path])
                #expect(result.exitCode == 2, "\(command)")
                #expect(result.standardError == "error: no .feature files in \(folder.path) (nor in its folders); name the folder of the specs with --specs <dir>\n", "\(command)")
            }
        }
    }

    @Test func aMissingOrInvalidSpecsFolderStopsBenchAndCoverageWithExitCode2() throws {
        for command in [["bench"], ["coverage"]] {
            let missing = aecheck(command + ["--specs", "/no/such/specs"])
            #expect(missing.exitCode == 2)
            #expect(missing.standardError.hasPrefix("error: /no/such/specs: no specs folder here\n"), "\(missing.standardError)")
        }
        try withFolder { folder in
            try spec("When 9999999999999 hours pass").write(to: folder.appendingPathComponent("x.feature"), atomically: true, encoding: .utf8)
            for command in [["bench"], ["coverage"]] {
                let invalid = aecheck(command + ["--specs", folder.path])
                #expect(invalid.exitCode == 2)
                #expect(invalid.standardError.hasPrefix("error: x.feature:7:12: '9999999999999' is out of range for {duration}: 1...100000"), "\(invalid.standardError)")
            }
        }
    }

    @Test(arguments: [
        ("When 9999999999999 hours pass", "x.feature:7:12: '9999999999999' is out of range for {duration}: 1...100000"),
        ("When -5 minutes pass", "x.feature:7:12: '-5' is out of range for {duration}: 1...100000"),
        ("When 0 seconds pass", "x.feature:7:12: '0' is out of range for {duration}: 1...100000"),
        ("Then the service receives 99999999999999999999 config requests", "x.feature:7:33: '99999999999999999999' is out of range for {count}: 0...1000"),
        ("Given the device runs iOS -1", "x.feature:7:33: '-1' is out of range for {osVersion}: 4...30"),
        ("Given authentication tokens of \"P\" live 0 minutes", "x.feature:7:47: '0' is out of range for {minutes}: 1...1000000"),
    ])
    func aNumberOutOfRangeIsAnInvalidSpecAtItsColumn(step: String, message: String) throws {
        try withFolder { folder in
            try spec(step).write(to: folder.appendingPathComponent("x.feature"), atomically: true, encoding: .utf8)
            let result = aecheck(["--specs", folder.path])
            #expect(result.exitCode == 2)
            #expect(result.standardError.hasPrefix("error: \(message)"), "\(result.standardError)")
        }
    }

    @Test func specsThroughLinksAndAmongEditorFilesLoadAsUsersHaveThem() throws {
        let specs = packageRoot.appendingPathComponent("Specs")
        let fm = FileManager.default
        try withFolder { folder in
            // --specs through a link, a linked subfolder, a link back up (no loop), an editor's lock and backup files.
            let real = folder.appendingPathComponent("real")
            try fm.createDirectory(at: real, withIntermediateDirectories: true)
            for name in try fm.contentsOfDirectory(atPath: specs.path) where name.hasSuffix(".feature") && name != "caching.feature" {
                try fm.copyItem(at: specs.appendingPathComponent(name), to: real.appendingPathComponent(name))
            }
            let more = folder.appendingPathComponent("more")
            try fm.createDirectory(at: more, withIntermediateDirectories: true)
            try fm.copyItem(at: specs.appendingPathComponent("caching.feature"), to: more.appendingPathComponent("caching.feature"))
            try fm.createSymbolicLink(atPath: real.appendingPathComponent("linked").path, withDestinationPath: "../more")
            try fm.createSymbolicLink(atPath: more.appendingPathComponent("up").path, withDestinationPath: "../real")
            try fm.createSymbolicLink(atPath: real.appendingPathComponent(".#api.feature").path, withDestinationPath: "user@host.4242")
            try "Feature: half-saved".write(to: real.appendingPathComponent("api.feature~"), atomically: true, encoding: .utf8)
            try fm.createSymbolicLink(atPath: folder.appendingPathComponent("specs").path, withDestinationPath: "real")
            let through = aecheck(["list", "--specs", folder.appendingPathComponent("specs").path])
            #expect(through.exitCode == 0, "\(through.standardError)")
            let expected = aecheck(["list"]).standardOutput.replacingOccurrences(of: "(caching.feature:", with: "(linked/caching.feature:")
            #expect(through.standardOutput.split(separator: "\n").sorted() == expected.split(separator: "\n").sorted())
        }
    }

    @Test func theSuggestionForAnUndefinedStepWithParenthesesAndBracesMatchesIt() throws {
        try withFolder { folder in
            try spec("When the user does (something) odd {x} here \\ 3 times").write(
                to: folder.appendingPathComponent("x.feature"), atomically: true, encoding: .utf8)
            let result = aecheck(["list", "--specs", folder.path])
            #expect(result.exitCode == 2)
            #expect(result.standardError.contains(#"registry.define("the user does \\(something\\) odd \\{x\\} here \\\\ {int} times")"#), "\(result.standardError)")
        }
    }
}
