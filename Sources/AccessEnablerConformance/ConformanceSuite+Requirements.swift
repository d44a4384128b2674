import Foundation

import ConformanceKit

extension ConformanceSuite {
    /// Every requirement the specs state, in spec order.
    package var requirements: [Requirement] { Self.requirements(of: specs) }

    /// Every requirement `specs` state, in spec order.
    package static func requirements(of specs: [SpecFile]) -> [Requirement] {
        specs.flatMap { spec -> [Requirement] in
            guard let feature = spec.document.feature else { return [] }
            let backgrounds = feature.children.compactMap { if case .background(let b) = $0 { b } else { nil } }
            return feature.children.compactMap {
                guard case .rule(let rule) = $0 else { return nil }
                return Requirement(rule: rule, featureBackgrounds: backgrounds, path: spec.path)
            }
        }
    }

    /// Every requirement as reports show it, with the source sentences the trace quotes for it.
    package var requirementRecords: [RequirementRecord] {
        requirements.map { requirement in
            RequirementRecord(
                id: requirement.id, title: requirement.rule.name, level: requirement.level,
                platforms: requirement.platforms.map(\.rawValue), versions: requirement.versionTags,
                section: requirement.source, place: requirement.place, sources: trace.sources(of: requirement.id),
                scenarios: requirement.scenarios.count)
        }
    }

    /// The requirement with this ID, written `AUTHN-03`, `AE-AUTHN-03` or `@AE-AUTHN-03`, in any case.
    package func requirement(_ id: String) -> Requirement? {
        let wanted = Self.normalizedID(id)
        return requirements.first { $0.id == wanted }
    }

    /// `AUTHN-03` for `AUTHN-03`, `ae-authn-03` or `@AE-AUTHN-03`.
    package static func normalizedID(_ text: String) -> String {
        var id = text.trimmingCharacters(in: .whitespaces).uppercased()
        if !id.hasPrefix("@") { id = "@" + id }
        if id.hasPrefix(SpecTag.requirementPrefix) { id.removeFirst(SpecTag.requirementPrefix.count) } else { id.removeFirst() }
        return id
    }
}
