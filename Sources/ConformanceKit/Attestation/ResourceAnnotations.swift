import Foundation

/// What `aecheck` records of a resource in its descriptor's `annotations`: its role among the subjects,
/// and for the configuration's `run` the settings that reproduce the run. Every field is optional; a
/// reader ignores annotations it does not know.
package struct ResourceAnnotations: Sendable, Equatable, Codable {
    /// A subject's role.
    package enum Role: String, Sendable, Equatable, Codable {
        /// A file of the implementation under test (`--subject`, or the testee's program).
        case implementation
        /// One of the run's reports.
        case report
    }

    /// A subject's role, or `nil` in the configuration.
    package var role: Role?
    /// The suite's name and version (`aecheck 1.1.0`).
    package var suite: String?
    /// The program that ran the suite (`aecheck`, or a port's own executable).
    package var program: String?
    /// The implementation's name, and its own version as it declares it.
    package var implementation: String?
    package var implementationVersion: String?
    /// The SDK version the implementation declares (`1.10`).
    package var sdkVersion: String?
    /// The reference's `--profile`, when one was given.
    package var profile: String?
    /// How the implementation ran (`in-process`, `isolated`, `testee`).
    package var mode: String?
    /// The testee's shell command, when it ran over the adapter protocol (a test service's address).
    package var testee: String?
    /// Where the testee ran, as its `hello` says (`iOS 18.2.0, iPhone16,1 (simulator)`), when it says.
    package var testeeRuntime: String?
    /// The `--filter`s, in order (empty: every scenario).
    package var filters: [String]?
    /// The `--platform`, when one was given.
    package var platform: String?
    /// Whether `@should` failures decided the verdict.
    package var strict: Bool?
    /// The baseline file's path, as given.
    package var path: String?
    /// What a PASSED verdict of the run certifies, in one sentence (on the specs descriptor).
    package var certifies: String?
    /// A subject's size in bytes: `verify` reads no more of the file than this, and none of a file of another size.
    package var size: Int?

    /// Annotations with only `role` (and a subject's `size`).
    package init(role: Role, size: Int? = nil) {
        self.role = role
        self.size = size
    }

    /// Annotations with every field empty.
    package init() {}

    /// The SHA-256 of these annotations as compact JSON with sorted keys: the `run` descriptor's digest,
    /// so that a change to the settings is a change to the digest.
    package var canonicalSHA256: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return SHA256.hex((try? encoder.encode(self)) ?? Data())
    }
}
