/// What the Markdown and HTML reports show, worked out once from a run: both render it, neither judges.
///
/// It holds the summary, the metadata that reproduces the run, the requirement matrix grouped by source
/// section (every requirement, run or not, with its source sentences and its result), and every failure
/// and error with the requirement it breaks and a hint of where to look in the implementation.
package struct ComplianceReport: Sendable {
    /// A requirement's result in this run, over all its scenarios and platforms.
    package enum Status: String, Sendable {
        /// Every scenario that ran passed.
        case passed
        /// A scenario failed, and the failure decides the verdict.
        case failed
        /// A scenario failed, but its level does not decide the verdict (`@should` unless strict, `@info`).
        case warning
        /// A scenario could not be judged.
        case error
        /// Every failure and error is one a baseline expects.
        case expectedFailure = "expected failure"
        /// Every scenario was not applicable to the implementation.
        case notApplicable = "not applicable"
        /// The run's filters left every scenario out.
        case notRun = "not run"
        /// The specs give the requirement no scenario.
        case noScenario = "no scenario"
    }

    /// One row of the matrix.
    package struct Row: Sendable {
        package var requirement: RequirementRecord
        package var results: [ScenarioResult]
        package var status: Status
    }

    /// The rows of one source section, in spec order.
    package struct Section: Sendable {
        package var name: String
        package var rows: [Row]
    }

    /// A failed or errored scenario, with what reports say about it.
    package struct Finding: Sendable {
        package var result: ScenarioResult
        /// The first requirement it names, when the run knows it.
        package var requirement: RequirementRecord?
        /// Whether it decides the verdict.
        package var blocking: Bool
        /// Where to look in the implementation, and how to rerun it.
        package var hint: String
    }

    package var run: SuiteRun
    /// What the suite checks, as titles name it (`AccessEnabler`).
    package var subject: String
    package var summary: RunSummary
    /// The digest of the run's `results.json`, `sha256:...`, or empty.
    package var resultsDigest: String
    /// The run's metadata as label and value pairs, in the order reports show them.
    package var metadata: [(label: String, value: String)]
    package var sections: [Section]
    /// How many requirements of the specs an exploration leaves to the written scenarios (no invariant of it
    /// checks them): they have no row, where a run of the specs would list them "not run". 0 for a run of the specs.
    package var unexplored = 0
    /// Every failure and error: those that decide the verdict, then warnings, then those a baseline
    /// expects; in run order within each.
    package var findings: [Finding]

    /// The report of `run`, judged as its grading says (``RunMetadata/strict``); `resultsDigest` ties it to its `results.json`; `stepCalls`
    /// names the calls of the steps the run's results hold, for the hints; `subject` is what the suite checks.
    package init(_ run: SuiteRun, resultsDigest: String = "", stepCalls: StepCalls = .none, subject: String) {
        let strict = run.metadata.strict
        self.run = run
        self.subject = subject
        self.resultsDigest = resultsDigest
        summary = RunSummary(run)
        let meta = run.metadata
        metadata = [
            ("implementation", run.implementation),
            ("implementation version", meta.implementationVersion.isEmpty ? "—" : meta.implementationVersion),
            ("declared platforms", meta.platforms.isEmpty ? "—" : meta.platforms.joined(separator: ", ")),
            ("declared SDK version", meta.sdkVersion.isEmpty ? "—" : meta.sdkVersion),
            ("declared features", meta.features.isEmpty ? "—" : meta.features.joined(separator: ", ")),
            ("suite", meta.suite.isEmpty ? "—" : meta.suite),
            ("specs digest", meta.specsDigest.isEmpty ? "—" : meta.specsDigest),
            ("filter", meta.filter ?? "none"),
            ("platform filter", meta.platformFilter ?? "none"),
            ("baseline", meta.baseline ?? "none"),
            ("verdict rule", strict ? "strict: @must and @should failures decide" : "@must failures decide; @should and @info are warnings"),
            ("command line", meta.commandLine.isEmpty ? "—" : meta.commandLine),
        ]
        if let runtime = meta.testeeRuntime {
            metadata.append(("testee runtime", runtime.summary))
        }
        if let processes = meta.testeeProcesses {
            metadata.append(("testee processes", processes == 1 ? "1" : "\(processes) at once (its hello declares independentProcesses; --jobs 1 runs one)"))
        }
        metadata += [
            ("started (UTC)", run.timestamp),
            ("host", run.hostname),
            ("results.json digest", resultsDigest.isEmpty ? "—" : resultsDigest),
        ]
        var byID: [String: [ScenarioResult]] = [:]
        for result in run.results {
            for id in result.requirementIDs { byID[id, default: []].append(result) }
        }
        var records = run.requirements
        if meta.mode == .exploration {
            // An exploration checks what its invariants name; the rest is the written scenarios' to check.
            let checked = records.filter { byID[$0.id] != nil }
            unexplored = records.count - checked.count
            records = checked
        }
        let known = Set(records.map(\.id))
        // Requirements the results name but the run's catalogue lacks (specs without a trace) still get a row.
        for result in run.results {
            for id in result.requirementIDs where !known.contains(id) && !records.contains(where: { $0.id == id }) {
                records.append(RequirementRecord(
                    id: id, title: result.rule ?? result.scenario, level: result.level, platforms: [], versions: [],
                    section: "other", place: result.location, sources: [], scenarios: 1))
            }
        }
        var order: [String] = []
        var rowsBySection: [String: [Row]] = [:]
        for record in records {
            let results = byID[record.id] ?? []
            if rowsBySection[record.section] == nil { order.append(record.section) }
            rowsBySection[record.section, default: []].append(
                Row(requirement: record, results: results, status: Self.status(record, results, strict: strict, everyLevelBinds: run.selectionBinds)))
        }
        sections = order.map { Section(name: $0, rows: rowsBySection[$0] ?? []) }
        let recordsByID = Dictionary(records.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let all = run.results.filter { $0.outcome == .failed || $0.outcome == .error }.map { result in
            Finding(
                result: result, requirement: result.requirementIDs.first.flatMap { recordsByID[$0] },
                blocking: run.decides(result, strict: strict), hint: Self.hint(for: result, metadata: run.metadata, stepCalls: stepCalls))
        }
        // What decides the verdict first, then warnings, then what a baseline expects; run order within each.
        findings = all.filter(\.blocking) + all.filter { !$0.blocking && $0.result.expectedFailure == nil }
            + all.filter { $0.result.expectedFailure != nil }
    }

    /// The rows of requirements the run judged: every row but those not run, with no scenario, or not applicable.
    package var judgedRows: [Row] {
        sections.flatMap(\.rows).filter { ![.notRun, .noScenario, .notApplicable].contains($0.status) }
    }

    /// The `@must` requirements (and those without a level, which bind as `@must` does) the run judged, and
    /// those of them that passed: the figure the badge shows (`59/59 must`), counted once here.
    package var mustRequirements: (passed: Int, judged: Int) {
        let must = judgedRows.filter { ($0.requirement.level ?? .must) == .must }
        return (must.filter { $0.status == .passed }.count, must.count)
    }

    /// The sentence the reports' verdict blocks give for ``mustRequirements``, or `nil` when none was judged.
    package var mustRequirementsSentence: String? {
        let (passed, judged) = mustRequirements
        guard judged > 0 else { return nil }
        return "@must requirements: \(passed) of \(judged) passed (the badge's \(passed)/\(judged) must)."
    }

    static func status(_ record: RequirementRecord, _ results: [ScenarioResult], strict: Bool, everyLevelBinds: Bool = false) -> Status {
        if results.isEmpty { return record.scenarios == 0 ? .noScenario : .notRun }
        let failing = results.filter { $0.outcome == .failed || $0.outcome == .error }
        let open = failing.filter { $0.expectedFailure == nil }
        if open.contains(where: { $0.outcome == .error }) { return .error }
        if open.contains(where: { SuiteRun.isBlocking($0, strict: strict, everyLevelBinds: everyLevelBinds) }) { return .failed }
        if !open.isEmpty { return .warning }
        if !failing.isEmpty { return .expectedFailure }
        if results.allSatisfy({ $0.outcome == .notApplicable }) { return .notApplicable }
        return .passed
    }

    /// How a finding is labelled: `FAIL`, `ERROR`, `WARNING` (does not decide the verdict) or `EXPECTED`
    /// (a baseline expects it).
    package static func label(_ finding: Finding) -> String {
        if finding.result.expectedFailure != nil { return "EXPECTED" }
        if finding.result.outcome == .error { return "ERROR" }
        return finding.blocking ? "FAIL" : "WARNING"
    }

    /// Where to look: the library calls the scenario makes, what the failing check is about, and the
    /// commands that show the rule and rerun the scenario.
    static func hint(for result: ScenarioResult, metadata: RunMetadata = RunMetadata(), stepCalls: StepCalls = .none) -> String {
        let calls = stepCalls.calls(of: result.steps)
        let id = result.requirementIDs.first
        var hint = result.outcome == .error
            ? "The scenario could not be judged: the implementation broke down or broke the adapter contract (see the error). "
            : ""
        if !calls.isEmpty { hint += "Look at how the implementation handles \(calls.joined(separator: ", ")) (the calls this scenario makes)"
            + (result.failure.map { ", where the step \"\($0.step)\" checks it." } ?? ".") + " " }
        if let id, let explain = metadata.explainCommand(for: id) { hint += "'\(ShellWords.line(explain))' shows the rule; " }
        if let rerun = metadata.rerunCommand(for: result) { hint += "'\(ShellWords.line(rerun))' reruns it." }
        return hint
    }
}
