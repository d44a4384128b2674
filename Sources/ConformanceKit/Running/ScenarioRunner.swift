import Gherkin
/// Runs compiled scenarios against fresh worlds and judges each one.
///
/// For every pickle, ``variants`` says how many times it runs (say, once per platform) and which
/// variants do not apply; each variant gets a fresh world from ``makeWorld``, runs its steps in order,
/// and stops at the first step that throws: ``StepFailure`` fails the scenario, anything else is an
/// error. Nothing that did not run is reported as passed.
///
/// A failure is graded at the level of the check that failed (``checkSource``): one less binding than its
/// scenario (a `@should` check in a `@must` scenario) is recorded and the steps go on, the checks after
/// that step included, so that a warning never hides a binding check behind it; the scenario then fails at
/// the most binding level that failed, at its first failure of that level.
///
/// `Setting` is what tells variants apart for the world that runs them (the platform, for the suite).
package struct ScenarioRunner<World, Setting: Sendable & Equatable>: Sendable {
    /// One way to run a pickle.
    package struct Variant: Sendable, Equatable {
        /// What the world is made for.
        package var setting: Setting
        /// Appended to the test name, such as `ios`; `nil` for none.
        package var name: String?
        /// Why this variant does not apply; `nil` when it runs.
        package var notApplicable: String?

        /// Creates a variant.
        package init(_ setting: Setting, name: String?, notApplicable: String? = nil) {
            self.setting = setting
            self.name = name
            self.notApplicable = notApplicable
        }
    }

    package var registry: StepRegistry<World>
    /// Step texts already resolved (when the specs loaded): a step whose text is there runs without matching
    /// it against every pattern again; any other is resolved against ``registry``.
    package var resolvedSteps: ResolvedSteps<World>?
    /// The requirement IDs a pickle's tags name, in tag order, without duplicates (the suite reads its tags).
    package var requirementIDs: @Sendable (Pickle) -> [String]
    package var variants: @Sendable (Pickle) -> [Variant]
    package var makeWorld: @Sendable (Pickle, Setting) throws -> World
    /// Called before each step (the step library uses it to start a new observation window).
    package var willRunStep: @Sendable (World, PickleStep) -> Void
    /// Called after each step that passed, with the step that comes next (`nil` after the last): a check
    /// that spans steps (such as "every callback was accounted for") throws here, failing that step.
    package var didRunStep: @Sendable (World, PickleStep, PickleStep?) throws -> Void
    /// What to show under a failure, line by line: the world's view of what happened.
    package var diagnostics: @Sendable (World) -> [String]
    /// Why the scenario cannot be judged any more (the implementation under test broke down), or `nil`:
    /// asked after every step, passed or not; an answer ends the scenario as an error, never a failure.
    package var interruption: @Sendable (World) -> String?
    /// Called once the scenario ran its steps, however it ended (the implementation ends the scenario there: what it
    /// does until then is the scenario's); ``interruption`` is asked once more after it.
    package var didEnd: @Sendable (World) -> Void
    /// The sentences a failed check of a step enforces and their level, as the failure names them
    /// (``StepFailure/sentences``); `nil` where nothing names any (the scenario's own level then).
    package var checkSource: @Sendable (Pickle, PickleStep, StepFailure.Sentences) -> CheckSource?
    /// Told when a step failed below its scenario's level and the steps go on (a check spanning steps
    /// grades what that failure left unchecked at the same level).
    package var didFailBelowLevel: @Sendable (World, RequirementLevel) -> Void

    /// Creates a runner.
    package init(
        registry: StepRegistry<World>,
        resolvedSteps: ResolvedSteps<World>? = nil,
        requirementIDs: @escaping @Sendable (Pickle) -> [String],
        variants: @escaping @Sendable (Pickle) -> [Variant],
        makeWorld: @escaping @Sendable (Pickle, Setting) throws -> World,
        willRunStep: @escaping @Sendable (World, PickleStep) -> Void = { _, _ in },
        didRunStep: @escaping @Sendable (World, PickleStep, PickleStep?) throws -> Void = { _, _, _ in },
        diagnostics: @escaping @Sendable (World) -> [String] = { _ in [] },
        interruption: @escaping @Sendable (World) -> String? = { _ in nil },
        didEnd: @escaping @Sendable (World) -> Void = { _ in },
        checkSource: @escaping @Sendable (Pickle, PickleStep, StepFailure.Sentences) -> CheckSource? = { _, _, _ in nil },
        didFailBelowLevel: @escaping @Sendable (World, RequirementLevel) -> Void = { _, _ in }
    ) {
        self.registry = registry
        self.resolvedSteps = resolvedSteps
        self.requirementIDs = requirementIDs
        self.variants = variants
        self.makeWorld = makeWorld
        self.willRunStep = willRunStep
        self.didRunStep = didRunStep
        self.diagnostics = diagnostics
        self.interruption = interruption
        self.didEnd = didEnd
        self.checkSource = checkSource
        self.didFailBelowLevel = didFailBelowLevel
    }

    /// Runs every variant of one pickle of `spec`.
    package func run(_ pickle: Pickle, of spec: SpecFile) -> [ScenarioResult] {
        variants(pickle).map { run(pickle, of: spec, variant: $0) }
    }

    private func run(_ pickle: Pickle, of spec: SpecFile, variant: Variant) -> ScenarioResult {
        var result = ScenarioResult(
            feature: spec.featureName, featureFile: spec.path, rule: pickle.rule?.name,
            requirementIDs: requirementIDs(pickle), scenario: pickle.name, platform: variant.name,
            tags: Array(Set(pickle.tags.map { String($0.name.dropFirst()) })).sorted(),
            outcome: .passed, message: nil,
            steps: pickle.steps.map { StepRecord(text: $0.text, line: $0.location.line, status: .notRun) },
            duration: 0, location: "\(spec.path):\(pickle.location.line)")
        if let reason = variant.notApplicable {
            result.outcome = .notApplicable
            result.message = reason
            return result
        }
        let started = ContinuousClock.now
        judge(pickle, of: spec, variant: variant, into: &result)
        result.duration = Self.seconds(ContinuousClock.now - started)
        return Self.bounded(result)
    }

    /// Runs the steps in a fresh world and records how each ended; stops at the first that throws, unless it
    /// failed below the scenario's level.
    private func judge(_ pickle: Pickle, of spec: SpecFile, variant: Variant, into result: inout ScenarioResult) {
        let world: World
        do {
            world = try makeWorld(pickle, variant.setting)
        } catch {
            result.outcome = .error
            result.message = "the implementation failed to start: \(error)"
            result.failure = FailureDetail(location: result.location, step: "", message: result.message!)
            return
        }
        let scenarioLevel = result.level ?? .must
        // The first failure below the scenario's level, with what the world showed then.
        var belowLevel: (message: String, failure: FailureDetail, transcript: [String])?
        defer {
            if let belowLevel, result.outcome == .passed {
                result.outcome = .failed
                (result.message, result.failure, result.transcript) = belowLevel
            }
        }
        /// Grades what a step (or the checks after it) threw: `true` when it ended the scenario (a failure at the
        /// scenario's level, or an error), `false` when it failed below that level and the steps go on.
        func ended(by error: any Error, at index: Int, _ step: PickleStep, _ place: String) -> Bool {
            let interrupted = interruption(world)
            if let failure = error as? StepFailure, interrupted == nil {
                let source = checkSource(pickle, step, failure.sentences)
                // A check is never more binding than its scenario.
                let level = max(failure.level ?? source?.level ?? scenarioLevel, scenarioLevel)
                let detail = FailureDetail(
                    location: place, step: step.text, message: failure.message,
                    expected: failure.expected, actual: failure.actual, level: level, sources: source?.sentences)
                result.steps[index].status = .failed
                if level > scenarioLevel {
                    if belowLevel == nil || level < belowLevel!.failure.level! {
                        belowLevel = ("\(place): \(failure.message)", detail, diagnostics(world))
                    }
                    didFailBelowLevel(world, level)
                    return false
                }
                result.outcome = .failed
                result.message = "\(place): \(failure.message)"
                result.failure = detail
            } else {
                result.outcome = .error
                let reason = interrupted ?? "\(error)"
                result.message = "\(place): \(reason.prefix { $0 != "\n" })"
                result.failure = FailureDetail(location: place, step: step.text, message: reason)
                result.steps[index].status = .error
            }
            result.transcript = diagnostics(world)
            return true
        }
        // The last step that ran, where a breakdown at the scenario's end is placed.
        var last = 0
        defer {
            // The implementation ends the scenario (a testee gets its closing turn); a breakdown there is an error of
            // this scenario, whatever its steps found, graded as a breakdown during its last step is.
            didEnd(world)
            if result.outcome != .error, let reason = interruption(world), pickle.steps.indices.contains(last) {
                _ = ended(by: HarnessError(reason), at: last, pickle.steps[last], "\(spec.path):\(pickle.steps[last].location.line)")
            }
        }
        for (index, step) in pickle.steps.enumerated() {
            last = index
            let place = "\(spec.path):\(step.location.line)"
            let next = pickle.steps.dropFirst(index + 1).first
            do {
                guard case .found(let definition, let values) = (resolvedSteps?.resolve(step.text) ?? registry.resolve(step.text)) else {
                    throw HarnessError("no single step definition matches this step (run the spec check)")
                }
                willRunStep(world, step)
                try definition.run(world, StepArguments(values: values, parameters: definition.expression.parameters, argument: step.argument))
                if let reason = interruption(world) { throw HarnessError(reason) }
            } catch {
                if ended(by: error, at: index, step, place) { return }
            }
            // The checks after every step run after a step that failed below the scenario's level too.
            do {
                try didRunStep(world, step, next)
                // The checks' own time counts too: a limit the implementation's doings exceeded ends the scenario.
                if let reason = interruption(world) { throw HarnessError(reason) }
                if result.steps[index].status == .notRun { result.steps[index].status = .passed }
            } catch {
                if ended(by: error, at: index, step, place) { return }
            }
        }
    }

    /// `result` with every text the implementation could make long clipped (``TextBounds``).
    private static func bounded(_ result: ScenarioResult) -> ScenarioResult {
        var result = result
        result.message = result.message.map { TextBounds.clip($0) }
        if var failure = result.failure {
            failure.message = TextBounds.clip(failure.message)
            failure.expected = failure.expected.map { TextBounds.clip($0) }
            failure.actual = failure.actual.map { TextBounds.clip($0) }
            result.failure = failure
        }
        result.transcript = TextBounds.clip(lines: result.transcript)
        return result
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (s, attoseconds) = duration.components
        return Double(s) + Double(attoseconds) / 1e18
    }
}
