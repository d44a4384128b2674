/// The step vocabulary: patterns bound to the code that runs them, for worlds of type `World`.
///
/// ```swift
/// var registry = StepRegistry<Counter>()
/// registry.define("the counter is {int}") { counter, args in counter.value = try args.int(0) }
/// ```
public struct StepRegistry<World>: Sendable {
    /// One definition.
    public struct Definition: Sendable {
        public var expression: StepExpression
        /// One line saying what the step does, for `aecheck steps`.
        public var summary: String
        public var run: @Sendable (World, StepArguments) throws -> Void
    }

    public private(set) var definitions: [Definition] = []

    /// Creates an empty registry.
    public init() {}

    /// Adds a step definition.
    public mutating func define(
        _ pattern: String, _ summary: String = "", _ run: @escaping @Sendable (World, StepArguments) throws -> Void
    ) {
        definitions.append(Definition(expression: StepExpression(pattern), summary: summary, run: run))
    }

    /// What a step's text resolves to.
    public enum Resolution {
        case found(Definition, [String])
        case undefined
        case ambiguous([StepExpression])
    }

    /// Finds the one definition matching `text`.
    public func resolve(_ text: String) -> Resolution {
        let matches = definitions.compactMap { definition in definition.expression.match(text).map { (definition, $0) } }
        switch matches.count {
        case 0: return .undefined
        case 1: return .found(matches[0].0, matches[0].1)
        default: return .ambiguous(matches.map(\.0.expression))
        }
    }

    /// Every step of `specs` that matches no definition or several, as errors that say what to do next.
    public func problems(in specs: [SpecFile]) -> [SpecProblem] {
        var seen: Set<String> = []
        var problems: [SpecProblem] = []
        for spec in specs {
            for pickle in spec.pickles {
                for step in pickle.steps {
                    let key = "\(spec.path):\(step.location.line):\(step.text)"
                    guard seen.insert(key).inserted else { continue }
                    switch resolve(step.text) {
                    case .found: continue
                    case .undefined:
                        let suggestion = StepExpression.suggestion(for: step.text)
                        problems.append(SpecProblem(
                            path: spec.path, location: step.location,
                            message: "undefined step: \(step.text)\n  Define it, for example:\n"
                                + "    registry.define(\"\(suggestion.replacingQuotes())\") { world, args in\n"
                                + "        throw HarnessError(\"not written yet\")\n    }"))
                    case .ambiguous(let expressions):
                        problems.append(SpecProblem(
                            path: spec.path, location: step.location,
                            message: "ambiguous step: \(step.text)\n  It matches: "
                                + expressions.map { "\"\($0)\"" }.joined(separator: ", ")))
                    }
                }
            }
        }
        return problems
    }
}

extension String {
    fileprivate func replacingQuotes() -> String {
        var out = ""
        for c in self { out += c == "\"" ? "\\\"" : String(c) }
        return out
    }
}
