/// Something an attestation claims that does not hold, and the part of the bundle it concerns.
package struct AttestationProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The part of a bundle a problem concerns, in the order `aecheck verify` checks them.
    package enum Part: Sendable, Equatable, Comparable {
        /// The statement itself: not JSON, not in-toto, not a test result, or without results.json.
        case statement
        /// The signature, or the envelope that carries it.
        case signature
        /// A report (`results.json`, `junit.xml`, ...), by its name in the statement.
        case report(String)
        /// An artefact of the implementation, by its name in the statement or its path.
        case subject(String)
        /// The specs: the statement's digest is not that of the specs at hand.
        case specs
        /// The baseline file the run applied, found at its path, differs.
        case baseline
        /// The statement's result or its lists of tests disagree with results.json.
        case result
        /// The statement's configuration disagrees with results.json, or with itself.
        case configuration

        /// How messages name it.
        package var name: String {
            switch self {
            case .statement: "statement"
            case .signature: "signature"
            case .report(let name): name
            case .subject(let name): "subject '\(name)'"
            case .specs: "specs"
            case .baseline: "baseline"
            case .result: "result"
            case .configuration: "configuration"
            }
        }
    }

    /// The part it concerns.
    package var part: Part
    /// What does not hold, as a sentence.
    package var message: String

    /// A problem with `part`.
    package init(_ part: Part, _ message: String) {
        self.part = part
        self.message = message
    }

    /// `part: message`.
    package var description: String { "\(part.name): \(message)" }
}
