import AccessEnablerAdapter
import ConformanceKit
import Foundation
import Gherkin
import HostSystem
import PassSimulator

/// The conformance suite: the specs of `Specs/`, ready to run against any implementation.
///
/// ```swift
/// let suite = try ConformanceSuite.load(from: URL(fileURLWithPath: "Specs"))
/// let run = suite.run(ReferenceAccessEnabler.implementation())
/// print(ConsoleReporter.render(run, verbose: false))
/// ```
package struct ConformanceSuite: Sendable {
    /// The requirement IDs `pickle`'s tags name (`@AE-CACHE-04` → `CACHE-04`), in tag order, without duplicates.
    package static func requirementIDs(of pickle: Pickle) -> [String] {
        var seen: Set<String> = []
        return SpecTags(pickle.tags.map(\.name)).requirementIDs
            .filter { seen.insert($0).inserted }
    }

    /// The `Specs/` folder of this package's checkout: where a port that depends on the package finds the
    /// specification without copying it.
    package static let packagedSpecs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Specs")

    /// The suite's name and version, as reports state it.
    package static let version = "aecheck 1.1.0"

    package let specs: [SpecFile]
    /// What the suite checks, as reports' titles and badges name it.
    package static let subject = "AccessEnabler"
    /// The SDK methods each step calls, as the step definitions declare them: what a failure's hint names.
    package static let stepCalls = StepCalls(ConformanceSteps.registry)
    /// The platforms as results, baselines and `--platform` name them.
    package static let platformNames = Set(Platform.allCases.map(\.rawValue))
    /// Every step text of the specs, resolved once: runs reuse the definitions and values.
    let steps: ResolvedSteps<ConformanceWorld>
    /// The source sentences and the rules that encode them (`seed-trace.md` and `api-trace.md` of the specs
    /// folder; empty when there is none).
    package var trace: SeedTrace { grading.trace }
    /// What each check enforces, at which level (the sentences of ``trace``).
    package var grading: CheckGrading
    /// The digest of the specs folder (see ``SpecFile/digest(of:)``).
    package var specsDigest = ""

    /// Reads and checks every spec: syntax, the house rules of ``SpecLint``, that every step has
    /// exactly one definition with valid values, and that every scenario checks something that must happen.
    ///
    /// - Throws: ``SpecLoadFailure`` with every problem as `file:line:column: message`, in file order,
    ///   then line order.
    ///
    /// A worker (`use: .worker`) reads the specs its run has already checked (the digest it answers with says
    /// they are the same): it skips the checks.
    package static func load(from directory: URL, use: LoadUse = .run) throws(SpecLoadFailure) -> ConformanceSuite {
        let specs = try SpecFile.loadAll(from: directory)
        let steps = ResolvedSteps(ConformanceSteps.registry, specs: specs)
        // A worker grades its checks as the run does, so it reads the same sentences.
        let trace = SeedTrace(specsFolder: directory)
        if use == .run {
            let problems = problems(in: specs, resolved: steps, trace: trace)
            guard problems.isEmpty else { throw SpecLoadFailure(problems: problems) }
        }
        var suite = ConformanceSuite(specs: specs, steps: steps, trace: trace)
        suite.specsDigest = SpecFile.digest(of: directory)
        return suite
    }

    /// What specs are loaded for: a run (checked), or a worker of one.
    package enum LoadUse: Sendable {
        case run
        case worker
    }

    /// What ``load(from:use:)`` checks of specs already read: the house rules, that every step has exactly one
    /// definition with valid values, that every scenario checks something that must happen, and (with a
    /// `trace`) that every check names a sentence there is at a level its rule allows; every problem, in file
    /// order, then line order.
    package static func problems(in specs: [SpecFile], trace: SeedTrace = SeedTrace(markdown: "")) -> [SpecProblem] {
        problems(in: specs, resolved: ResolvedSteps(ConformanceSteps.registry, specs: specs), trace: trace)
    }

    private static func problems(
        in specs: [SpecFile], resolved steps: ResolvedSteps<ConformanceWorld>, trace: SeedTrace
    ) -> [SpecProblem] {
        let fileOrder = Dictionary(specs.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let stepProblems = ConformanceSteps.registry.problems(in: specs, resolved: steps)
        // A scenario with an unresolved step is reported for that step; judging its checks would guess.
        let silence = stepProblems.isEmpty ? ConformanceSteps.silenceProblems(in: specs, resolved: steps) : []
        let sources = CheckSourceLint.problems(in: specs, trace: trace)
        return (SpecLint.problems(in: specs) + stepProblems + silence + sources).enumerated().sorted {
            let (a, b) = ($0.element, $1.element)
            return (fileOrder[a.path] ?? 0, a.location?.line ?? 0, a.location?.column ?? 0, $0.offset)
                < (fileOrder[b.path] ?? 0, b.location?.line ?? 0, b.location?.column ?? 0, $1.offset)
        }.map(\.element)
    }

    /// Creates a suite of already-loaded specs, with `trace` (none by default) and no digest.
    package init(specs: [SpecFile], trace: SeedTrace = SeedTrace(markdown: "")) {
        self.init(specs: specs, steps: ResolvedSteps(ConformanceSteps.registry, specs: specs), trace: trace)
    }

    private init(specs: [SpecFile], steps: ResolvedSteps<ConformanceWorld>, trace: SeedTrace) {
        self.specs = specs
        self.steps = steps
        grading = CheckGrading(specs: specs, trace: trace)
    }

    /// What to run.
    package struct Selection: Sendable, Equatable {
        /// Requirement IDs (`CACHE-04`, `AE-CACHE-04`, or a prefix such as `AUTHN`), or patterns matched
        /// against rule and scenario names (case-insensitive; `*` matches anything): a scenario matching
        /// any of them is selected; every scenario when there is none.
        package var filters: [String]
        /// Only this platform.
        package var platform: Platform?
        /// Only this part of the scenarios the filters select (`--shard K/N`), or all of them.
        package var shard: Shard?

        /// The filters as one text (`CACHE-04, AUTHN`), `nil` when there is none; setting it sets one filter.
        package var filter: String? {
            get { filters.isEmpty ? nil : filters.joined(separator: Self.filterSeparator) }
            set { filters = newValue.map { [$0] } ?? [] }
        }

        /// The selection a run recorded as ``filter`` (results.json's `filter`), with `shard`: the scenarios it ran.
        package init(recordedFilter: String?, shard: Shard?) {
            self.filters = recordedFilter?.components(separatedBy: Self.filterSeparator) ?? []
            self.shard = shard
        }

        /// What joins the filters in ``filter``.
        private static let filterSeparator = ", "

        /// Selects everything, or what `filter` and `platform` name.
        package init(filter: String? = nil, platform: Platform? = nil) {
            self.filters = filter.map { [$0] } ?? []
            self.platform = platform
        }

        /// Selects the scenarios any of `filters` names (all when empty), on `platform` or on both.
        package init(filters: [String], platform: Platform? = nil) {
            self.filters = filters
            self.platform = platform
        }
    }

    /// The scenarios a selection picks, in spec order.
    package func scenarios(_ selection: Selection = Selection()) -> [(spec: SpecFile, pickle: Pickle)] {
        let selected: [(spec: SpecFile, pickle: Pickle)] = specs.flatMap { spec in spec.pickles.map { (spec, $0) } }.filter { item in
            selection.filters.isEmpty || selection.filters.contains { Self.matches($0, item.pickle) }
        }
        return selection.shard.map { $0.part(of: selected) } ?? selected
    }

    /// Runs the selection against `implementation`, one fresh world and adapter per scenario, handing each
    /// result to `onResult` in spec order as soon as it and those before it are done (for progress), and
    /// returns the whole run, results in spec order, with its metadata and the requirements the specs state.
    ///
    /// Scenarios run on up to `threads` threads (by default one per core) when the implementation
    /// ``AccessEnablerImplementation/runsScenariosConcurrently``; the results are the same either way.
    /// With a `host`, each scenario runs there first, and here (on `implementation`) only when it could not.
    package func run(
        _ implementation: AccessEnablerImplementation, _ selection: Selection = Selection(),
        timestamp: String = ConformanceSuite.timestampNow(), threads: Int = ConformanceSuite.defaultThreads,
        host: (any ScenarioHost)? = nil, onResult: (ScenarioResult) -> Void = { _ in }
    ) -> SuiteRun {
        let runner = Self.runner(for: implementation, platform: selection.platform, steps: steps, grading: grading)
        let items = scenarios(selection)
        let results = OrderedWork.run(
            count: items.count, width: implementation.runsScenariosConcurrently ? threads : 1,
            { host?.results(of: items[$0].pickle, in: items[$0].spec) ?? runner.run(items[$0].pickle, of: items[$0].spec) },
            deliver: { $0.forEach(onResult) }
        ).flatMap { $0 }
        var metadata = RunMetadata(
            suite: Self.version, specsDigest: specsDigest, implementationVersion: implementation.version,
            features: implementation.capabilities.features.sorted(),
            platforms: implementation.capabilities.platforms.sorted().map(\.rawValue),
            sdkVersion: "\(implementation.capabilities.sdkVersion)",
            filter: selection.filter, platformFilter: selection.platform?.rawValue)
        metadata.shard = selection.shard
        metadata.certifies = Self.certifies(sdkVersion: metadata.sdkVersion, platforms: metadata.platforms)
        return SuiteRun(
            implementation: implementation.name, timestamp: timestamp, hostname: HostName.current,
            metadata: metadata, requirements: requirementRecords, results: results)
    }

    /// The results of `pickle` of `spec` against `implementation`, as ``run(_:_:timestamp:threads:host:onResult:)``
    /// gives them with a selection on `platform`: what a ``ScenarioHost`` runs.
    package func results(
        of pickle: Pickle, in spec: SpecFile, _ implementation: AccessEnablerImplementation, platform: Platform?
    ) -> [ScenarioResult] {
        Self.runner(for: implementation, platform: platform, steps: steps, grading: grading).run(pickle, of: spec)
    }

    /// What a PASSED verdict certifies, in one sentence: the two documented sources, the SDK version and the
    /// platforms the run names.
    package static func certifies(sdkVersion: String, platforms: [String]) -> String {
        "PASSED certifies that the implementation behaves as the SDK overview and Adobe's published iOS/tvOS API "
            + "reference document, at SDK \(sdkVersion.isEmpty ? "(unknown)" : sdkVersion), on \(platforms.isEmpty ? "no platform" : platforms.joined(separator: " and ")): "
            + "every check names its documented sentence and is graded at that sentence's level."
    }

    /// One thread per core.
    package static let defaultThreads = ProcessInfo.processInfo.activeProcessorCount

    static func runner(
        for implementation: AccessEnablerImplementation, platform: Platform?, steps: ResolvedSteps<ConformanceWorld>,
        grading: CheckGrading
    ) -> ScenarioRunner<ConformanceWorld, Platform> {
        ScenarioRunner(
            registry: ConformanceSteps.registry,
            resolvedSteps: steps,
            requirementIDs: requirementIDs(of:),
            variants: { pickle in variants(of: pickle, capabilities: implementation.capabilities, only: platform) },
            makeWorld: { _, platform in ConformanceWorld(implementation: implementation, platform: platform) },
            willRunStep: { world, step in world.willRun(step) },
            didRunStep: { world, step, next in try world.didRun(step, next: next) },
            diagnostics: { world in world.diagnosticLines },
            interruption: { world in implementation.breakdown(world.world.clock).map { "the implementation broke down: \($0)" } },
            didEnd: { world in implementation.endScenario(world.world.clock) },
            checkSource: { pickle, step, sentences in grading.source(of: pickle, step: step, sentences: sentences) },
            didFailBelowLevel: { world, level in world.didFailBelowLevel(level) })
    }

    /// Report timestamps: UTC, ISO 8601, `YYYY-MM-DDTHH:MM:SSZ` (reports only; no check reads the wall clock).
    package static func timestampNow() -> String {
        timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970.rounded(.down))) + "Z"
    }

    /// `YYYY-MM-DDTHH:MM:SS` in UTC for a count of seconds since 1970, by arithmetic on the proleptic Gregorian
    /// calendar: a date formatter would load the locale data of ICU, some 5 MiB, for one fixed format.
    package static func timestamp(secondsSince1970 seconds: Int64) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let second = seconds - days * 86_400
        // Days to a civil date (H. Hinnant's algorithm): eras of 400 years, years starting in March.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return "\(yearText)-\(two(month))-\(two(day))T\(two(second / 3_600)):\(two(second / 60 % 60)):\(two(second % 60))"
    }

    // MARK: - Selection

    static func matches(_ filter: String, _ pickle: Pickle) -> Bool {
        let id = normalizedID(filter)
        if requirementIDs(of: pickle).contains(where: { $0 == id || $0.hasPrefix(id + "-") }) { return true }
        return [pickle.name, pickle.rule?.name ?? ""].contains { glob(filter.lowercased(), $0.lowercased()) }
    }

    /// `*` matches any text; without `*` the pattern may appear anywhere.
    static func glob(_ pattern: String, _ text: String) -> Bool {
        guard pattern.contains("*") else { return text.contains(pattern) }
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        var rest = Substring(text)
        for (index, part) in parts.enumerated() where !part.isEmpty {
            if index == 0 {
                guard rest.hasPrefix(part) else { return false }
                rest = rest.dropFirst(part.count)
            } else if let range = rest.range(of: part) {
                rest = rest[range.upperBound...]
            } else {
                return false
            }
        }
        return parts.last!.isEmpty || text.hasSuffix(parts.last!)
    }

    // MARK: - Variants

    /// One variant per platform the pickle applies to; not applicable where the implementation does not
    /// declare the platform or the SDK version the spec scopes it to.
    static func variants(of pickle: Pickle, capabilities: Capabilities, only: Platform?) -> [ScenarioRunner<ConformanceWorld, Platform>.Variant] {
        let tags = Set(pickle.tags.map(\.name))
        // Tags by level: the rule's own, the scenario's (and its examples'), the feature's (the rest).
        // A scenario may narrow its rule's platforms; it never widens them.
        let ruleTagPlaces = Set(pickle.rule?.tags.map { "\($0.location.line):\($0.location.column)" } ?? [])
        let ruleLine = pickle.rule?.location.line ?? 0
        let isRuleTag = { (tag: PickleTag) in ruleTagPlaces.contains("\(tag.location.line):\(tag.location.column)") }
        let levels = [
            pickle.tags.filter { !isRuleTag($0) && $0.location.line < ruleLine },
            pickle.tags.filter(isRuleTag),
            pickle.tags.filter { !isRuleTag($0) && $0.location.line > ruleLine },
        ].map { SpecTags($0.map(\.name)).platforms }
        var platforms = Set(Platform.allCases)
        for named in levels where !named.isEmpty {
            platforms.formIntersection(named)
        }
        let versionReason = notApplicableForVersion(tags, capabilities.sdkVersion)
        return platforms.sorted().filter { only == nil || $0 == only }.map { platform in
            if !capabilities.platforms.contains(platform) {
                return .init(platform, name: platform.rawValue, notApplicable: "the implementation does not target \(platform.rawValue)")
            }
            return .init(platform, name: platform.rawValue, notApplicable: versionReason)
        }
    }

    /// The platforms a scenario runs on, sorted: a run makes one result on each, applicable or not.
    package static func platforms(of pickle: Pickle) -> [Platform] {
        let any = Capabilities(platforms: Set(Platform.allCases), sdkVersion: SDKVersion(1, 10))
        return variants(of: pickle, capabilities: any, only: nil).map(\.setting)
    }

    static func notApplicableForVersion(_ tags: Set<String>, _ version: SDKVersion) -> String? {
        for tag in tags.sorted() {
            if let v = versionTag(tag, "@since-"), version < v {
                return "the rule applies from SDK \(v) on; the implementation declares \(version)"
            }
            if let v = versionTag(tag, "@until-"), version > v {
                return "the rule applies up to SDK \(v); the implementation declares \(version)"
            }
            if let v = versionTag(tag, "@profile-"), (version.major, version.minor) != (v.major, v.minor) {
                return "the rule describes the SDK \(v) profile; the implementation declares \(version)"
            }
        }
        return nil
    }

    private static func versionTag(_ tag: String, _ prefix: String) -> SDKVersion? {
        tag.hasPrefix(prefix) ? SDKVersion(String(tag.dropFirst(prefix.count))) : nil
    }
}

extension ConformanceSuite {
    /// Why `implementation` cannot even start (building one instance for a first app), or `nil`.
    package func startupProblem(_ implementation: AccessEnablerImplementation) -> String? {
        let probe = ConformanceWorld(implementation: implementation, platform: implementation.capabilities.platforms.sorted().first ?? .iOS)
        let app = probe.world.addApp("Probe", bundleID: "com.example.probe", teamID: "PROBE", requestorID: "Probe", on: probe.device)
        do {
            try app.launch()
            return nil
        } catch {
            return "\(error)"
        }
    }
}
