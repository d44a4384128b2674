/// The step texts of a set of specs, each resolved once against a registry.
///
/// Matching a text against every pattern is the costly part of running a step; a suite resolves each distinct
/// text when its specs load (where the spec check needs the answers anyway) and runs every step from the table.
///
/// ```swift
/// let steps = ResolvedSteps(registry, specs: specs)
/// if case .found(let definition, let values) = steps.resolve(pickle.steps[0].text) { ... }
/// ```
package struct ResolvedSteps<World>: Sendable {
    /// The registry the texts were resolved against.
    package let registry: StepRegistry<World>
    private let table: [String: StepRegistry<World>.Resolution]

    /// Resolves every distinct step text of `specs` against `registry`.
    package init(_ registry: StepRegistry<World>, specs: [SpecFile]) {
        self.registry = registry
        var table: [String: StepRegistry<World>.Resolution] = [:]
        for spec in specs {
            for pickle in spec.pickles {
                for step in pickle.steps where table[step.text] == nil {
                    table[step.text] = registry.resolve(step.text)
                }
            }
        }
        self.table = table
    }

    /// How many distinct texts were resolved.
    package var count: Int { table.count }

    /// What `text` resolves to: from the table, or (for a text the specs did not hold) resolved now.
    package func resolve(_ text: String) -> StepRegistry<World>.Resolution {
        table[text] ?? registry.resolve(text)
    }
}
