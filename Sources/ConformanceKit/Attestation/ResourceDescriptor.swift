/// An in-toto ResourceDescriptor (`https://in-toto.io/Statement/v1`'s `subject`, the test result's
/// `configuration`): a name and a SHA-256 digest, and what `aecheck` says of the resource in `annotations`.
package struct ResourceDescriptor: Sendable, Equatable, Codable {
    /// The resource's name: a report's path from the statement's folder, an artefact's path as given,
    /// `specs`, `run` or `baseline` in the configuration.
    package var name: String
    /// Digests by algorithm; `aecheck` writes `sha256` (64 lowercase hex digits).
    package var digest: [String: String]
    /// What the resource is to this run (``ResourceAnnotations``), or `nil`.
    package var annotations: ResourceAnnotations?

    /// A resource named `name` whose SHA-256 digest is `sha256` (hex).
    package init(name: String, sha256: String, annotations: ResourceAnnotations? = nil) {
        self.name = name
        self.digest = ["sha256": sha256]
        self.annotations = annotations
    }

    /// The SHA-256 digest, hex, or `nil` when there is none.
    package var sha256: String? { digest["sha256"] }
}
