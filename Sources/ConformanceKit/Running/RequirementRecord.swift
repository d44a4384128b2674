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
    /// `must`, `should` or `info`; `nil` for a requirement the run's catalogue lacks (it binds as `must` does).
    package var level: RequirementLevel?
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
        id: String, title: String, level: RequirementLevel?, platforms: [String], versions: [String], section: String,
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

    /// The level as reports write it: `must`, `should`, `info`, or empty when there is none.
    package var levelName: String { level?.rawValue ?? "" }

    private enum CodingKeys: String, CodingKey {
        case id, title, level, platforms, versions, section, place, sources, scenarios
    }

    /// Reads a record; a level `results.json` gives as text no level is (empty) is none.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        level = RequirementLevel(rawValue: try container.decode(String.self, forKey: .level))
        platforms = try container.decode([String].self, forKey: .platforms)
        versions = try container.decode([String].self, forKey: .versions)
        section = try container.decode(String.self, forKey: .section)
        place = try container.decode(String.self, forKey: .place)
        sources = try container.decode([Source].self, forKey: .sources)
        scenarios = try container.decode(Int.self, forKey: .scenarios)
    }

    /// Writes a record, its level as text (empty for none), as `results.json` has always carried it.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(levelName, forKey: .level)
        try container.encode(platforms, forKey: .platforms)
        try container.encode(versions, forKey: .versions)
        try container.encode(section, forKey: .section)
        try container.encode(place, forKey: .place)
        try container.encode(sources, forKey: .sources)
        try container.encode(scenarios, forKey: .scenarios)
    }
}
