import AccessEnablerAdapter

/// What builds this package's reference implementation by its faults, alternatives and SDK profile (its self-test):
/// only this package's own `aecheck` and tests have one.
package protocol ReferenceProvider: Sendable {
    /// The reference with these faults and alternatives (by name) and this SDK profile (as written), or why not.
    func reference(faults: [String], alternatives: [String], profile: String?) -> Result<AccessEnablerImplementation, ReferenceUsageError>
}

/// A usage error in choosing the implementation: an unknown fault, alternative, profile or implementation name.
package struct ReferenceUsageError: Error, Sendable {
    package var message: String
    package init(_ message: String) { self.message = message }
}
