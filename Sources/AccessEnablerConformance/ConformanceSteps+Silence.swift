import ConformanceKit

extension ConformanceSteps {
    /// The checks that hold when the implementation does nothing at all: absences and allowances.
    package static let silentChecks: Set<String> = [
        "the app receives no setAuthenticationStatus with status {status}",
        "the app receives no callback at all",
        "the app receives no {callback}",
        "the app may receive {callback}",
        "the app may receive setAuthenticationStatus with status {status}",
        "the app may be sent to a login",
        "the service receives no request",
        "the service receives no {endpoint} request",
        "no entitlement request reaches the service before the configuration arrives",
        "no entitlement request reaches the service",
        "storage holds no authentication token for {string}",
        "storage holds no authentication token bound to the MAC address",
        "storage holds no authorization token for {string}",
        "storage holds at most one authorization token for {string}",
        "no media token is in storage",
        "the library stores nothing that could hold a media token",
        "no token issued by the service is in the storage the app can reach",
        "the older storage area's token is not in the app's storage",
        "no callback exposes an authentication or authorization token",
        "no request presents the older storage area's token",
        "the service issues no authentication token",
        "no request presents a token the service refused",
    ]

    /// The permissions: steps that allow callbacks in their block without requiring any. They demand nothing,
    /// so they are no checks and name no sentence.
    package static let permissions: Set<String> = [
        "the app may receive {callback}",
        "the app may receive setAuthenticationStatus with status {status}",
        "the app may be sent to a login",
    ]

    /// Whether the step `text` (without its mark) is a permission.
    package static func isPermission(_ text: String) -> Bool {
        guard case .found(let definition, _) = registry.resolve(text) else { return false }
        return permissions.contains(definition.expression.source)
    }

    /// The checks that count something: with a count of 0, each is an absence, and holds when nothing happens.
    package static let countingChecks: Set<String> = [
        "the service receives {count} {endpoint} request(s)",
        "the service receives {count} {endpoint} request(s) for {string}",
    ]

    /// Whether the check `definition` makes with `values` holds when the implementation does nothing.
    package static func isSilent(_ definition: StepRegistry<ConformanceWorld>.Definition, _ values: [String]) -> Bool {
        let pattern = definition.expression.source
        if silentChecks.contains(pattern) { return true }
        guard countingChecks.contains(pattern), let count = definition.expression.parameters.firstIndex(where: { $0.name == "count" }) else {
            return false
        }
        return count < values.count && Int(values[count]) == 0
    }

    /// Scenarios whose checks would all pass against an implementation that does nothing: each needs a
    /// check of something that must happen, or it cannot fail where it matters. And rules with no scenario
    /// that runs (an outline whose examples have no row): a rule that checks nothing cannot be passed.
    static func silenceProblems(in specs: [SpecFile], resolved: ResolvedSteps<ConformanceWorld>) -> [SpecProblem] {
        specs.flatMap { spec in
            emptyRules(in: spec) + spec.pickles.compactMap { pickle -> SpecProblem? in
                let checks = pickle.steps.filter { $0.type == .outcome }
                let positive = checks.contains { step in
                    guard case .found(let definition, let values) = resolved.resolve(step.text) else { return true }
                    return !isSilent(definition, values)
                }
                guard !positive else { return nil }
                return SpecProblem(
                    path: spec.path, location: pickle.scenarioLocation,
                    message: "the scenario '\(pickle.name)' " + (checks.isEmpty ? "checks nothing" : "only checks that things did not happen")
                        + ", so an implementation that does nothing passes it; add a check of something that must happen")
            }
        }
    }

    /// Rules of `spec` none of whose scenarios compiles to a pickle.
    private static func emptyRules(in spec: SpecFile) -> [SpecProblem] {
        let running = Set(spec.pickles.compactMap { $0.rule.map { "\($0.location.line):\($0.location.column)" } })
        return spec.document.feature?.children.compactMap { child -> SpecProblem? in
            guard case .rule(let rule) = child, !running.contains("\(rule.location.line):\(rule.location.column)") else { return nil }
            return SpecProblem(
                path: spec.path, location: rule.location,
                message: "the Rule '\(rule.name)' has no scenario that runs (an outline needs at least one example row), so it checks nothing; give it one")
        } ?? []
    }
}
