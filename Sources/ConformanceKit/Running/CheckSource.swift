/// The documented sentence a check enforces, and the level that sentence's words give it.
///
/// A check's failure is graded at this level, not at its scenario's: a `@should` check inside a `@must`
/// scenario that fails is a warning, and the scenario's later checks still run (see ``ScenarioRunner``).
package struct CheckSource: Sendable, Equatable, Codable {
    /// The sentences the check names, quoted (a seed's, the API reference's, or the project's own mark).
    package var sentences: [RequirementRecord.Source]
    /// How binding a failure of the check is.
    package var level: RequirementLevel

    /// Creates a source.
    package init(sentences: [RequirementRecord.Source], level: RequirementLevel) {
        self.sentences = sentences
        self.level = level
    }
}
