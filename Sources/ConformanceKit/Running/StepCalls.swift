/// The implementation's methods each step text calls, as the step definitions declare them.
///
/// A failure's hint names the calls its scenario makes. Results carry their steps as text; this reads each
/// text the one way step texts are read, by resolving it against the registry that ran it, and takes the
/// methods its definition declares (`registry.define(pattern, summary, calls: ["logout"]) { … }`).
package struct StepCalls: Sendable {
    private let lookup: @Sendable (String) -> [String]

    /// No step calls anything that a hint names (a run whose steps no registry here defines).
    package static let none = StepCalls { _ in [] }

    /// The calls of each text, from the definition it resolves to in `registry`; none for a text that resolves to
    /// no single definition.
    package init<World>(_ registry: StepRegistry<World>) {
        lookup = { text in
            guard case .found(let definition, _) = registry.resolve(text) else { return [] }
            return definition.calls
        }
    }

    /// A table of texts to calls, as a test writes it.
    package init(_ lookup: @escaping @Sendable (String) -> [String]) {
        self.lookup = lookup
    }

    /// The methods the step `text` calls.
    package func calls(of text: String) -> [String] {
        lookup(text)
    }

    /// The methods `steps` call, each once, in the order they are first called.
    package func calls(of steps: [StepRecord]) -> [String] {
        var calls: [String] = []
        for step in steps {
            for call in lookup(step.text) where !calls.contains(call) { calls.append(call) }
        }
        return calls
    }
}
