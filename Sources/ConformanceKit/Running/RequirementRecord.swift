/// A requirement as reports show it: ID, title, level, scope, and the seed sentences it encodes.
public struct RequirementRecord: Sendable, Equatable, Codable {
    /// A sentence of a source document, quoted.
    public struct Source: Sendable, Equatable, Codable {
        /// A stable reference to the sentence (`000-generic-7`: document, section, number).
        public var ref: String
        /// The sentence in the document's language.
        public var original: String
        /// An English rendering.
        public var english: String

        /// Creates a source.
        public init(ref: String, original: String, english: String) {
            self.ref = ref
            self.original = original
            self.english = english
        }
    }

    /// The ID (`AUTHN-03`).
    public var id: String
    /// The rule's name.
    public var title: String
    /// `must`, `should` or `info`.
    public var level: String
    /// The platforms it applies to.
    public var platforms: [String]
    /// Version scope tags (`since-1.8`); empty for every version.
    public var versions: [String]
    /// The section of the source it comes from (`generic`).
    public var section: String
    /// `file:line` of the rule.
    public var place: String
    /// The sentences it encodes.
    public var sources: [Source]
    /// How many scenarios the specs give it (on every platform together, before filters).
    public var scenarios: Int

    /// Creates a record.
    public init(
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
