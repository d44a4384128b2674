import AccessEnablerWire
import Foundation
import Testing

/// What an implementation's process sees of aecheck's environment: what finds and runs programs, never a credential.
@Suite("The environment an implementation's process gets")
struct ChildEnvironmentTests {
    @Test func credentialsAndCIVariablesNeverPassWhatRunsProgramsDoes() {
        let environment = [
            "PATH": "/usr/bin", "HOME": "/home/ci", "LANG": "C.UTF-8", "LC_ALL": "C", "PYTHONPATH": "/port", "JAVA_HOME": "/jdk",
            "SIMCTL_CHILD_FEATURE": "on", "DEVELOPER_DIR": "/Xcode.app",
            "AECHECK_KEY_PASSPHRASE": "hunter2", "SSH_AUTH_SOCK": "/tmp/agent", "GITHUB_TOKEN": "ghs_x", "ACTIONS_RUNTIME_TOKEN": "x",
            "AWS_ACCESS_KEY_ID": "AKIA", "SIMCTL_CHILD_API_KEY": "k", "PYTHON_KEYRING_PASSWORD": "p", "NPM_CONFIG__AUTH": "a",
            "MY_OWN_SETTING": "1",
        ]
        let kept = ChildEnvironment.untrusted(from: environment)
        #expect(Set(kept.keys) == ["PATH", "HOME", "LANG", "LC_ALL", "PYTHONPATH", "JAVA_HOME", "SIMCTL_CHILD_FEATURE", "DEVELOPER_DIR"])
        // Asked for by name, it passes (the user's decision); what the suite hands over goes over what is there.
        let asked = ChildEnvironment.untrusted(from: environment, passing: ["MY_OWN_SETTING"], adding: ["AECHECK_TESTEE_TOKEN": "t", "PATH": "/bin"])
        #expect(asked["MY_OWN_SETTING"] == "1" && asked["AECHECK_TESTEE_TOKEN"] == "t" && asked["PATH"] == "/bin")
        #expect(asked["AECHECK_KEY_PASSPHRASE"] == nil)
    }

    @Test func aTesteeSeesOnlyWhatPassesAndWhatTheSuiteHandsOver() throws {
        let child = try ChildProcess(command: "env", environment: ["AECHECK_TESTEE_ADDRESS": "127.0.0.1:1"])
        defer { child.terminate() }
        var names: [String] = []
        while let line = try? child.readLine(until: .now + .seconds(10)) {
            if let equals = line.firstIndex(of: "=") { names.append(String(line[..<equals])) }
        }
        #expect(names.contains("PATH") && names.contains("AECHECK_TESTEE_ADDRESS"))
        // The shell sets a few of its own (PWD, SHLVL, _); nothing else may be there that does not pass.
        let unexpected = names.filter { !ChildEnvironment.passes($0) && !["AECHECK_TESTEE_ADDRESS", "PWD", "SHLVL", "_", "OLDPWD"].contains($0) }
        #expect(unexpected.isEmpty, "\(unexpected)")
    }
}
