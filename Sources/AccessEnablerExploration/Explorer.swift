import AccessEnablerAdapter
import AccessEnablerConformance
import ConformanceKit
import Foundation

/// Explores an implementation beyond the written scenarios: random runs of world events from a seeded
/// generator, every invariant checked after every event, optionally the same runs compared with the
/// reference, and each first failure shrunk to a minimal scenario of the step vocabulary.
///
/// ```swift
/// let explorer = Explorer(implementation: myPort, configuration: ExploreConfiguration(seed: 1, runs: 200))
/// let report = explorer.explore()
/// print(report.render())
/// ```
///
/// Deterministic: the same seed, configuration and implementations give the same report, byte for byte.
package struct Explorer: Sendable {
    /// The implementation explored.
    package var implementation: AccessEnablerImplementation
    /// The implementation to compare every run with (`--against reference`), or `nil`.
    package var reference: AccessEnablerImplementation?
    /// Correct implementations a printed scenario must pass on, the one of the same SDK version first
    /// (the reference in each profile it plays); empty when there is none to run.
    package var references: [AccessEnablerImplementation]
    /// The seed, the runs, their length, the platforms.
    package var configuration: ExploreConfiguration
    /// The invariants to check (by default the whole catalogue).
    package var catalogue: [Invariant]
    /// Requirements whose breaches are not findings: the `@should` or `@info` rules an implementation is
    /// known to depart from (a legitimate alternative's declared departures).
    package var tolerating: Set<String> = []
    /// The specs, and their folder, to print scenarios against and run them; without them nothing is
    /// shrunk or printed.
    package var suite: ConformanceSuite?
    package var specsFolder: URL?

    /// An explorer of `implementation`.
    package init(
        implementation: AccessEnablerImplementation, reference: AccessEnablerImplementation? = nil,
        references: [AccessEnablerImplementation] = [], configuration: ExploreConfiguration = ExploreConfiguration(),
        catalogue: [Invariant] = Invariant.catalogue, suite: ConformanceSuite? = nil, specsFolder: URL? = nil
    ) {
        self.implementation = implementation
        self.reference = reference
        self.references = references
        self.configuration = configuration
        self.catalogue = catalogue
        self.suite = suite
        self.specsFolder = specsFolder
    }

    /// Explores every run of the configuration, then shrinks the first failure of each invariant (and the
    /// first difference from the reference) and prints it as a scenario.
    package func explore() -> ExploreReport {
        let sdk = implementation.capabilities.sdkVersion
        var report = ExploreReport(
            implementation: implementation.name, sdkVersion: "\(sdk)", reference: reference?.name, configuration: configuration,
            invariants: catalogue.map { .init(invariant: $0, notApplicable: $0.notApplicable(platforms: configuration.platforms, version: sdk), violatingRuns: 0) },
            differingRuns: 0, runs: 0, events: 0)
        var session = ExploreSession(implementation: implementation, catalogue: catalogue)
        session.tolerating = tolerating
        let referenceSession = reference.map { ExploreSession(implementation: $0, catalogue: []) }
        var firstFailures: [String: (run: Int, session: ExploreSession.Run, finding: ExploreMonitor.Finding)] = [:]
        var firstDifference: (run: Int, session: ExploreSession.Run, event: Int)?
        do {
            for run in configuration.runIndexes {
                let platform = configuration.platform(ofRun: run)
                let explored = try session.generate(
                    seed: configuration.seed, run: run, platform: platform, steps: configuration.steps, traced: referenceSession != nil)
                report.runs += 1
                report.events += explored.events.count
                if explored.answeredSetRequestor { report.answeringRuns += 1 }
                for finding in explored.findings {
                    guard let index = report.invariants.firstIndex(where: { $0.invariant.id == finding.invariant.id }) else { continue }
                    report.invariants[index].violatingRuns += 1
                    if firstFailures[finding.invariant.id] == nil { firstFailures[finding.invariant.id] = (run, explored, finding) }
                }
                if let referenceSession {
                    let compared = try referenceSession.replay(explored.events, platform: platform, traced: true, stopAtFinding: false)
                    if let difference = explored.trace.firstDifference(from: compared.trace) {
                        report.differingRuns += 1
                        if firstDifference == nil { firstDifference = (run, explored, difference.event) }
                    }
                }
                if configuration.stopsAtFirstFinding, !firstFailures.isEmpty || firstDifference != nil { break }
            }
        } catch {
            report.error = "the implementation failed to start: \(error)"
            return report
        }
        for index in report.invariants.indices {
            guard let (run, explored, finding) = firstFailures[report.invariants[index].invariant.id] else { continue }
            report.invariants[index].first = describe(run: run, explored, event: finding.event, breach: finding.breach)
            if !configuration.stopsAtFirstFinding {
                report.invariants[index].first?.shrunk = shrinkFailure(run: run, explored, invariant: finding.invariant, session: session)
            }
        }
        if configuration.stopsAtFirstFinding, let (run, explored, event) = firstDifference {
            report.firstDifference = describe(run: run, explored, event: event, breach: Breach(
                requirement: "", message: "the implementation behaved differently from the reference", expected: "", actual: ""))
        } else if let (run, explored, event) = firstDifference, let referenceSession {
            report.firstDifference = difference(run: run, explored, event: event, session: session, referenceSession: referenceSession)
        }
        return report
    }

    // MARK: - Findings

    private func describe(run: Int, _ explored: ExploreSession.Run, event: Int, breach: Breach) -> ExploreReport.Finding {
        ExploreReport.Finding(
            run: run, platform: explored.platform, event: event + 1, step: explored.events[event].description,
            requirement: breach.requirement, message: breach.message, expected: breach.expected, actual: breach.actual,
            events: explored.events.prefix(event + 1).map(\.description))
    }

    private func difference(
        run: Int, _ explored: ExploreSession.Run, event: Int, session: ExploreSession, referenceSession: ExploreSession
    ) -> ExploreReport.Finding {
        let referenceRun = try? referenceSession.replay(explored.events, platform: explored.platform, traced: true, stopAtFinding: false)
        let theirs = referenceRun.map { $0.trace.events.indices.contains(event) ? $0.trace.events[event] : [] } ?? []
        let mine = explored.trace.events.indices.contains(event) ? explored.trace.events[event] : []
        let (expected, actual) = Self.firstDifferingLines(theirs, mine)
        var finding = ExploreReport.Finding(
            run: run, platform: explored.platform, event: event + 1, step: explored.events[event].description, requirement: "",
            message: "the implementation behaved differently from \(referenceSession.implementation.name)",
            expected: expected, actual: actual, events: explored.events.prefix(event + 1).map(\.description))
        let differs = { (events: [ExploreEvent]) -> Bool in
            guard let mine = try? session.replay(events, platform: explored.platform, traced: true, stopAtFinding: false),
                  let theirs = try? referenceSession.replay(events, platform: explored.platform, traced: true, stopAtFinding: false)
            else { return false }
            return mine.trace.firstDifference(from: theirs.trace) != nil
        }
        var shrinker = Shrinker(budget: configuration.shrinkBudget)
        let events = shrinker.shrink(Array(explored.events.prefix(event + 1)), fails: differs)
        guard let mine = try? session.replay(events, platform: explored.platform, traced: true, stopAtFinding: false),
              let theirs = try? referenceSession.replay(events, platform: explored.platform, traced: true, stopAtFinding: false),
              let at = mine.trace.firstDifference(from: theirs.trace)?.event
        else { return finding }
        let kept = Array(events.prefix(at + 1))
        finding.shrunk = printScenario(
            events: kept, windowStart: at, run: run, originalEvents: event + 1, replays: shrinker.replays, breach: nil,
            title: "behaves as the reference does", requirement: hostRequirement(forDifferenceIn: kept), platform: explored.platform,
            faulty: ScenarioPrinter.Window(mine, from: at), reference: ScenarioPrinter.Window(theirs, from: at),
            comment: "Differs from \(referenceSession.implementation.name) at event \(at + 1): expected \(expected); actual \(actual)")
        return finding
    }

    private func shrinkFailure(run: Int, _ explored: ExploreSession.Run, invariant: Invariant, session: ExploreSession) -> ShrunkScenario? {
        guard suite != nil else { return nil }
        let fails = { (events: [ExploreEvent]) -> Bool in
            (try? session.replay(events, platform: explored.platform, traced: false))?.findings.contains { $0.invariant.id == invariant.id } ?? false
        }
        var shrinker = Shrinker(budget: configuration.shrinkBudget)
        // A scenario that can be pasted is worth more than a shorter one that cannot: try without the events
        // no step says first.
        let stepped = explored.events.filter { $0.step != nil }
        let start = stepped.count < explored.events.count && fails(stepped) ? stepped : explored.events
        let events = shrinker.shrink(start, fails: fails)
        guard let final = try? session.replay(events, platform: explored.platform, traced: false),
              let finding = final.findings.first(where: { $0.invariant.id == invariant.id }) else { return nil }
        let kept = Array(events.prefix(finding.event + 1))
        let windowStart = min(finding.breach.windowStart ?? finding.event, finding.event)
        let referenceRun = references.first.flatMap {
            try? ExploreSession(implementation: $0, catalogue: []).replay(kept, platform: explored.platform, traced: false, stopAtFinding: false)
        }
        return printScenario(
            events: kept, windowStart: windowStart, run: run, originalEvents: explored.events.count, replays: shrinker.replays,
            breach: finding.breach, title: finding.breach.message, requirement: finding.breach.requirement,
            hosts: invariant.requirements, platform: explored.platform,
            faulty: ScenarioPrinter.Window(final, from: windowStart), reference: referenceRun.map { ScenarioPrinter.Window($0, from: windowStart) },
            comment: "Breaks \(invariant.id) [\(finding.breach.requirement)]: \(finding.breach.message) (expected \(finding.breach.expected); actual \(finding.breach.actual))")
    }

    // MARK: - Printing

    private func printScenario(
        events: [ExploreEvent], windowStart: Int, run: Int, originalEvents: Int, replays: Int, breach: Breach?, title: String,
        requirement: String, hosts: [String] = [], platform: Platform, faulty: ScenarioPrinter.Window, reference: ScenarioPrinter.Window?, comment: String
    ) -> ShrunkScenario? {
        guard let suite else { return nil }
        // The rule of the requirement, if the specs have one for this platform; else the first of the
        // invariant's that does; else INIT-01, whose scenarios every implementation runs.
        let candidates = [requirement] + hosts + ["INIT-01"]
        let host = candidates.first { suite.requirement($0)?.platforms.contains(platform) == true } ?? "INIT-01"
        guard let rule = suite.requirement(host) else { return nil }
        let name = "Explored: \(title) (seed \(configuration.seed), run \(run))"
        var header = ScenarioPrinter.Header(
            title: name, requirement: host,
            comments: [
                "Found by exploring (seed \(configuration.seed), run \(run), \(platform.rawValue)): \(originalEvents) events, shrunk to \(events.count).",
                "Replay: \(configuration.replayCommand(run: run))",
                comment,
            ] + (host == requirement ? [] : ["\(requirement) has no rule on \(platform.rawValue): the scenario goes under \(host)."]),
            platform: platform, versionTag: nil)
        // The invariant's own checks first, then its alternatives, then the differences from the reference
        // alone: the first set the suite confirms (fails here, passes on the reference) is printed.
        var checkSets = [breach?.checks ?? []] + (breach?.alternatives ?? [])
        if reference != nil, !(breach?.checks ?? []).isEmpty { checkSets.append([]) }
        // What a correct implementation shows when the app then sets its requestor: the check of something
        // that must happen, for a scenario whose block shows nothing (what must not happen, did not).
        let probe = ExploreEvent.setOwnRequestor
        let probed = (references.first.map { ExploreSession(implementation: $0, catalogue: []) } ?? ExploreSession(implementation: implementation, catalogue: []))
        let probeWindow = (try? probed.replay(events + [probe], platform: platform, traced: false, stopAtFinding: false))
            .map { ScenarioPrinter.Window($0, from: events.count) }
        let render = { (header: ScenarioPrinter.Header, checks: [String]) in
            ScenarioPrinter.lines(
                events: events, windowStart: windowStart, checks: checks, missingCheck: checks.isEmpty ? breach?.missingCheck : nil,
                header: header, faulty: faulty, reference: reference, probe: probeWindow.map { (probe, $0) })
        }
        var (lines, missing) = render(header, checkSets[0])
        var verification = ShrunkScenario.Verification(note: missing.isEmpty ? nil : "cannot replay: some events have no step yet")
        if missing.isEmpty, let specsFolder {
            let verifier = ScenarioVerifier(suite: suite, specsFolder: specsFolder)
            let verify = { (lines: [String]) in
                verifier.verify(lines.joined(separator: "\n"), named: name, underRequirement: host, platform: platform,
                                implementation: implementation, references: references)
            }
            var chosen = checkSets[0]
            verification = verify(lines)
            for checks in checkSets.dropFirst() where !verification.isConfirmed {
                let (candidate, _) = render(header, checks)
                let tried = verify(candidate)
                if tried.isConfirmed { (lines, verification, chosen) = (candidate, tried, checks) }
            }
            // A scenario that holds for this SDK version only is tagged so: the reference of another profile
            // would fail it where its rule applies.
            if verification.isConfirmed,
               let tag = ScenarioVerifier.versionTag(
                   passingOn: implementation.capabilities.sdkVersion,
                   failingOn: verifier.failingVersions(lines.joined(separator: "\n"), named: name, underRequirement: host, platform: platform, references: references),
                   among: references.map(\.capabilities.sdkVersion)) {
                header.versionTag = tag
                (lines, missing) = render(header, chosen)
                verification = verify(lines)
            }
        }
        return ShrunkScenario(
            requirement: host, featureFile: rule.path, rule: rule.rule.name, name: name, text: lines.joined(separator: "\n"),
            originalEvents: originalEvents, events: events.count, replays: replays, missingSteps: missing, verification: verification)
    }

    /// The rule a difference's scenario goes under: that of the last call, as the API reference pairs calls
    /// with rules, or INIT-01 (a switch over every method: a new one is a compile error here).
    private func hostRequirement(forDifferenceIn events: [ExploreEvent]) -> String {
        guard case .call(let call)? = events.last else { return "INIT-01" }
        switch call.method {
        case .checkAuthentication: return "API-01"
        case .checkAuthorization: return "API-02"
        case .getAuthorization: return "API-03"
        case .setSelectedProvider: return call == .setSelectedProvider(nil) ? "API-04" : "INIT-01"
        case .getSelectedProvider: return "API-06"
        case .getMetadata: return "API-07"
        case .checkPreauthorizedResources: return "API-08"
        case .getAuthentication: return "AUTHN-01"
        case .logout: return "LOGOUT-04"
        case .setRequestor, .handleExternalURL: return "INIT-01"
        }
    }

    private static func firstDifferingLines(_ expected: [String], _ actual: [String]) -> (String, String) {
        for index in 0..<max(expected.count, actual.count) {
            let e = index < expected.count ? expected[index] : "(nothing more)"
            let a = index < actual.count ? actual[index] : "(nothing more)"
            if e != a { return (e, a) }
        }
        return ("(the same)", "(the same)")
    }
}
