import Foundation

/// The environment a program the suite starts for an implementation (a testee, a worker, a launch command) gets:
/// the variables that find and run programs, and no credential.
///
/// The implementation under test is not trusted: under `certify` it runs beside a signing key, and in CI beside
/// the job's credentials. Only names on an allow-list pass (`PATH`, `HOME`, the locale, language runtimes' own:
/// `PYTHONPATH`, `JAVA_HOME`, `NODE_PATH`, Xcode's `DEVELOPER_DIR`, `simctl`'s `SIMCTL_CHILD_…`), and of those never
/// one whose name says it holds a secret (`…KEY…`, `…TOKEN…`, `…SECRET…`, `…PASS…`, `…AUTH…`, `…CREDENTIAL…`:
/// `SSH_AUTH_SOCK`, `AECHECK_KEY_PASSPHRASE`, `GITHUB_TOKEN`) or belongs to a CI service (`GITHUB_…`,
/// `ACTIONS_…`, `RUNNER_…`, cloud providers'). `--testee-env NAME` passes more, by name, as its user decides.
package enum ChildEnvironment {
    /// Names passed as they are.
    static let names: Set<String> = [
        "PATH", "HOME", "USER", "LOGNAME", "SHELL", "LANG", "LANGUAGE", "TZ", "TERM", "TMPDIR", "TMP", "TEMP", "PWD",
        "VIRTUAL_ENV", "JAVA_HOME", "GOPATH", "GOROOT", "CARGO_HOME", "RUSTUP_HOME", "DEVELOPER_DIR", "SDKROOT",
        "ANDROID_HOME", "ANDROID_SDK_ROOT", "ANDROID_SERIAL", "LD_LIBRARY_PATH", "DYLD_LIBRARY_PATH", "DYLD_FRAMEWORK_PATH",
    ]
    /// Prefixes of names passed.
    static let prefixes = ["LC_", "PYTHON", "CONDA_", "PYENV_", "NODE_", "NVM_", "NPM_CONFIG_", "RBENV_", "GEM_", "BUNDLE_", "DOTNET_",
                           "XDG_", "SIMCTL_CHILD_"]
    /// Words whose presence in a name withholds it even when allowed.
    static let secretWords = ["KEY", "TOKEN", "SECRET", "PASS", "AUTH", "CREDENTIAL", "COOKIE", "SESSION", "SIGN"]
    /// Prefixes of CI services' and cloud providers' variables, withheld.
    static let servicePrefixes = ["GITHUB_", "ACTIONS_", "RUNNER_", "GITLAB_", "CI_", "BUILDKITE", "CIRCLE", "TRAVIS", "JENKINS", "AWS_", "AZURE_",
                                  "GOOGLE_", "GCP_", "CLOUDSDK_", "SSH_", "GPG_", "GNUPG"]

    /// Whether the variable `name` passes to an implementation's process without being asked for.
    package static func passes(_ name: String) -> Bool {
        let upper = name.uppercased()
        guard names.contains(name) || prefixes.contains(where: { name.hasPrefix($0) }) else { return false }
        return !withheld(upper)
    }

    /// Whether `name` (upper case) names a secret or a CI service's variable.
    static func withheld(_ upper: String) -> Bool {
        secretWords.contains { upper.contains($0) } || servicePrefixes.contains { upper.hasPrefix($0) }
    }

    /// The environment for an implementation's process: `from`'s variables that pass, those named in `passing`
    /// (asked for by name), and `adding` over them (what the suite itself hands over: a run's token, an address).
    package static func untrusted(
        from environment: [String: String] = ProcessInfo.processInfo.environment, passing: [String] = [], adding: [String: String] = [:]
    ) -> [String: String] {
        var kept = environment.filter { passes($0.key) || passing.contains($0.key) }
        kept.merge(adding) { _, added in added }
        return kept
    }
}
