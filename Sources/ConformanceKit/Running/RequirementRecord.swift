/// A requirement as reports show it: ID, title, level, scope, and the seed sentences it encodes.
package struct RequirementRecord: Sendable, Equatable, Codable {
    /// A sentence of a source document, quoted.
    package struct Source: Sendable, Equatable, Codable {
        /// A stable reference to the sentence (`000-generic-7`: document, section, number).
        package var ref: String
        /// The sentence in the document's language.
        package var original: String
        /// An English rendering.
        package var english: String

        /// Creates a source.
        package init(ref: String, original: String, english: String) {
            self.ref = ref
            self.original = original
            self.english = english
        }
    }

    /// The ID (`AUTHN-03`).
    package var id: String
    /// The rule's name.
    package var title: String
    /// `must`, `should` or `info`.
    package var level: String
    /// The platforms it applies to.
    package var platforms: [String]
    /// Version scope tags (`since-1.8`); empty for every version.
    package var versions: [String]
    /// The section of the source it comes from (`generic`).
    package var section: String
    /// `file:line` of the rule.
    package var place: String
    /// The sentences it encodes.
    package var sources: [Source]
    /// How many scenarios the specs give it (on every platform together, before filters).
    package var scenarios: Int

    /// Creates a record.
    package init(
        id: String, title: String, level: String, platforms: [String], versions: [String], section: String,
        place: String, sources: [Source], scenarios: Int
    ) {
        self.id = id
        self.title = title
        self.level = level
        self.platforms = platforms
        self.versions = versions
        self.section = section
        self.place = place
        self.sources = sources
        self.scenarios = scenarios
    }
}
