import AccessEnablerConformance
import ConformanceKit
import Foundation
import Gherkin

/// A failing explored run reduced to a minimal event sequence and printed as a scenario of the step
/// vocabulary, ready to paste under the rule of its requirement, with the seed that replays it.
package struct ShrunkScenario: Sendable, Equatable {
    /// How the printed scenario behaved when the suite itself ran it (pasted into a copy of its spec file).
    package struct Verification: Sendable, Equatable {
        /// Whether it failed on the implementation explored (`nil`: not run).
        package var failsOnImplementation: Bool?
        /// The step it failed at.
        package var failingStep: String?
        /// Whether it passed on the reference (`nil`: no reference to run it against).
        package var passesOnReference: Bool?
        /// Why it could not be run, or what went differently.
        package var note: String?

        /// One line saying how it went.
        package var summary: String {
            var parts: [String] = []
            switch failsOnImplementation {
            case true?: parts.append("fails on the implementation" + (failingStep.map { " at '\($0)'" } ?? ""))
            case false?: parts.append("does NOT fail on the implementation")
            case nil: break
            }
            switch passesOnReference {
            case true?: parts.append("passes on the reference")
            case false?: parts.append("does NOT pass on the reference")
            case nil: break
            }
            if let note { parts.append(note) }
            return parts.isEmpty ? "not verified" : parts.joined(separator: "; ")
        }

        /// Whether the scenario does what it should: fails where it was found, passes on the reference.
        package var isConfirmed: Bool { failsOnImplementation == true && passesOnReference != false && note == nil }
    }

    /// The requirement whose rule it goes under.
    package var requirement: String
    /// The spec file of that rule, relative to the specs folder.
    package var featureFile: String
    /// The rule's name.
    package var rule: String
    /// The scenario's name.
    package var name: String
    /// The scenario, comments first, indented as a scenario inside a rule.
    package var text: String
    /// How many events the run had.
    package var originalEvents: Int
    /// How many are left.
    package var events: Int
    /// How many replays shrinking took.
    package var replays: Int
    /// What the events without a step do (the scenario cannot replay while there is any).
    package var missingSteps: [String]
    /// How the printed scenario behaved when the suite ran it.
    package var verification: Verification

    /// `source` (a spec file) with `scenario` pasted at the end of the rule of requirement `id`.
    ///
    /// - Throws: ``SpecLoadFailure`` when `source` does not parse or has no rule with that ID.
    package static func paste(_ scenario: String, underRequirement id: String, into source: String, path: String) throws(SpecLoadFailure) -> String {
        let document: GherkinDocument
        do {
            document = try GherkinParser.parse(source, uri: path)
        } catch {
            throw SpecLoadFailure(problems: error.errors.map { SpecProblem(path: path, location: $0.location, message: $0.message) })
        }
        let rules: [GherkinRule] = document.feature?.children.compactMap { child -> GherkinRule? in
            if case .rule(let rule) = child { rule } else { nil }
        } ?? []
        guard let position = rules.firstIndex(where: { Requirement(rule: $0, featureBackgrounds: [], path: path)?.id == id }) else {
            throw SpecLoadFailure(problems: [SpecProblem(path: path, location: nil, message: "no rule of requirement \(id) here")])
        }
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var end = lines.count
        if position + 1 < rules.count {
            let next = rules[position + 1]
            end = (next.tags.map(\.location.line) + [next.location.line]).min()! - 1
        }
        while end > 0, lines[end - 1].trimmingCharacters(in: .whitespaces).isEmpty { end -= 1 }
        lines.insert(contentsOf: [""] + scenario.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), at: end)
        return lines.joined(separator: "\n")
    }
}
