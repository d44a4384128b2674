import Gherkin
/// The step vocabulary: patterns bound to the code that runs them, for worlds of type `World`.
///
/// ```swift
/// var registry = StepRegistry<Counter>()
/// registry.addParameterType(.integer(name: "count", range: 0...99, summary: "a count up to 99"))
/// registry.define("the counter is {count}") { counter, args in counter.value = try args.int(0) }
/// ```
package struct StepRegistry<World>: Sendable {
    /// One definition.
    package struct Definition: Sendable {
        package var expression: StepExpression
        /// One line saying what the step does, for `aecheck steps`.
        package var summary: String
        /// The implementation's methods the step calls, by name, as its definition declares them: a failure's hint
        /// names them (``StepCalls``).
        package var calls: [String] = []
        package var run: @Sendable (World, StepArguments) throws -> Void
    }

    /// A captured value its parameter type does not accept.
    package typealias ValueProblem = StepExpression.ValueProblem

    package private(set) var definitions: [Definition] = []
    /// The types patterns may use: the built-ins `{string}`, `{int}`, `{word}`, then those added.
    package private(set) var parameterTypes: [StepParameterType] = StepParameterType.builtIns

    /// Creates an empty registry.
    package init() {}

    /// Adds a parameter type for the patterns defined after it; a name defined twice is a programming error.
    package mutating func addParameterType(_ type: StepParameterType) {
        precondition(!parameterTypes.contains { $0.name == type.name }, "parameter type {\(type.name)} is defined twice")
        parameterTypes.append(type)
    }

    /// Adds a step definition; its pattern may use the parameter types added so far. `calls` names the
    /// implementation's methods the step calls.
    package mutating func define(
        _ pattern: String, _ summary: String = "", calls: [String] = [],
        _ run: @escaping @Sendable (World, StepArguments) throws -> Void
    ) {
        let expression = StepExpression(pattern, parameterTypes: parameterTypes)
        definitions.append(Definition(expression: expression, summary: summary, calls: calls, run: run))
    }

    /// What a step's text resolves to.
    package enum Resolution: Sendable {
        /// Exactly one definition matches with every value valid: it and the captured texts.
        case found(Definition, [String])
        /// No definition matches the text's shape.
        case undefined
        /// Several definitions match validly, or several match by shape and none validly.
        case ambiguous([StepExpression])
        /// Exactly one definition matches by shape, and these of its values are not valid.
        case invalid(Definition, [ValueProblem])
    }

    /// Finds the one definition matching `text` with valid values.
    package func resolve(_ text: String) -> Resolution {
        var valid: [(Definition, [String])] = []
        var invalid: [(Definition, [ValueProblem])] = []
        for definition in definitions {
            switch definition.expression.evaluate(text) {
            case .valid(let values): valid.append((definition, values))
            case .invalid(let problems): invalid.append((definition, problems))
            case nil: continue
            }
        }
        switch (valid.count, invalid.count) {
        case (1, _): return .found(valid[0].0, valid[0].1)
        case (0, 0): return .undefined
        case (0, 1): return .invalid(invalid[0].0, invalid[0].1)
        case (0, _): return .ambiguous(invalid.map(\.0.expression))
        default: return .ambiguous(valid.map(\.0.expression))
        }
    }

    /// The definition whose pattern `text` is closest to, a few words away at most (a typo, a word left out),
    /// or `nil` when none is that close; ties go to the first defined.
    package func closestDefinition(to text: String) -> StepExpression? {
        let words = StepExpression.textWords(text).count
        let allowed = min(2, max(1, words / 4))
        var best: (distance: Int, expression: StepExpression)?
        for definition in definitions {
            let distance = definition.expression.wordDistance(to: text)
            if distance <= allowed, distance < (best?.distance ?? .max) { best = (distance, definition.expression) }
        }
        return best?.expression
    }

    /// Every step of `specs` that matches no definition or several, or has a value its parameter type does not
    /// accept (at the value's column), as errors that say what to do next.
    package func problems(in specs: [SpecFile]) -> [SpecProblem] {
        problems(in: specs, resolved: ResolvedSteps(self, specs: specs))
    }

    /// As ``problems(in:)``, with each text's resolution taken from `resolved`.
    package func problems(in specs: [SpecFile], resolved: ResolvedSteps<World>) -> [SpecProblem] {
        var seen: Set<String> = []
        var problems: [SpecProblem] = []
        for spec in specs {
            let written = Dictionary(spec.document.steps.map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
            for pickle in spec.pickles {
                for step in pickle.steps {
                    let key = "\(spec.path):\(step.location.line):\(step.text)"
                    guard seen.insert(key).inserted else { continue }
                    switch resolved.resolve(step.text) {
                    case .found: continue
                    case .undefined:
                        let suggestion = StepExpression.suggestion(for: step.text)
                        let closest = closestDefinition(to: step.text).map { "  The closest step there is: \($0.source)\n  If you meant another step, define it" } ?? "  Define it"
                        problems.append(SpecProblem(
                            path: spec.path, location: step.location,
                            message: "undefined step: \(step.text)\n" + closest + ", for example:\n"
                                + "    registry.define(\"\(suggestion.replacingQuotes())\") { world, args in\n"
                                + "        throw HarnessError(\"not written yet\")\n    }"))
                    case .invalid(_, let valueProblems):
                        problems += valueProblems.map { problem in
                            SpecProblem(
                                path: spec.path, location: location(of: problem, in: step, written: written[step.location]),
                                message: "\(problem.message) in step: \(step.text)")
                        }
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

    /// Where an invalid value is in the source: after the step's keyword, at the value's offset in its text.
    ///
    /// For a step of an outline row, whose text differs from the line as written, a value after the first
    /// `<placeholder>` is placed at that placeholder.
    private func location(of problem: ValueProblem, in step: PickleStep, written: GherkinStep?) -> GherkinLocation {
        guard let written else { return step.location }
        let common = zip(step.text, written.text).prefix { $0 == $1 }.count
        let before = step.text.prefix(min(problem.offset, common))
        return GherkinLocation(
            line: step.location.line,
            column: step.location.column + written.keyword.unicodeScalars.count + before.unicodeScalars.count)
    }
}

extension String {
    /// The text as the inside of a Swift string literal: `"` and `\` escaped.
    fileprivate func replacingQuotes() -> String {
        var out = ""
        for c in self { out += c == "\"" || c == "\\" ? "\\" + String(c) : String(c) }
        return out
    }
}
