import AccessEnablerAdapter
import AccessEnablerConformance
import ConformanceKit
import PassSimulator

/// One explored world: a ``ConformanceWorld`` set up as every spec's background sets it up, driven event by
/// event through the step library's own definitions (the code a pasted scenario runs).
final class ExploreWorld {
    /// The background every spec file but `sso.feature` starts with: a shrunk scenario assumes it.
    static let background = [
        "the service knows requestor \"Programmer1\" offering MVPDs \"MVPD1, MVPD2\"",
        "the device has app \"App1\" of team \"TEAM1\" with bundle ID \"com.programmer1.app1\" using requestor \"Programmer1\"",
    ]

    /// How applying one event ended.
    enum Outcome: Equatable {
        case applied
        /// The event does not make sense in this world (a step's own set-up requirement does not hold).
        case notApplicable(String)
        /// The implementation broke down: it kept scheduling work, or its process crashed or hung.
        case brokeDown(String)
    }

    let conformance: ConformanceWorld
    let implementation: AccessEnablerImplementation
    private let steps: ExploreStepCache
    /// Token searches made ready once per set of issued tokens (invariants search after every event).
    let tokenNeedles = TokenNeedles()
    /// Whether some endpoint's answers are being held (from a hold until the held answers go out).
    private(set) var holdsActive = false
    /// The transcript index at which each applied event began, and the end of the last one.
    private(set) var eventStarts: [Int] = []

    var world: World { conformance.world }
    var platform: Platform { conformance.platform }
    var sdk: SDKVersion { implementation.capabilities.sdkVersion }

    /// A world of `platform` running `implementation`, with the specs' background in place.
    init(implementation: AccessEnablerImplementation, platform: Platform, steps: ExploreStepCache = ExploreStepCache()) throws {
        self.implementation = implementation
        self.steps = steps
        conformance = ConformanceWorld(implementation: implementation, platform: platform)
        for step in Self.background { try run(step) }
    }

    /// The event applied last.
    private(set) var lastEvent: ExploreEvent?

    /// Applies one event and lets the world settle.
    func apply(_ event: ExploreEvent) -> Outcome {
        eventStarts.append(world.transcript.entries.count)
        lastEvent = event
        switch event {
        case .hold: holdsActive = true
        case .releaseHeld: holdsActive = false
        default: break
        }
        var outcome = Outcome.applied
        do {
            if let step = event.step {
                try run(step)
            } else {
                try applyWithoutStep(event)
            }
        } catch let failure as StepFailure {
            outcome = .notApplicable(failure.message)
        } catch let flood as ClockError {
            // A runaway and an overflowing queue are both the implementation flooding the clock.
            outcome = .brokeDown("\(flood)")
        } catch {
            outcome = .notApplicable("\(error)")
        }
        if let reason = implementation.breakdown(world.clock) { outcome = .brokeDown(reason) }
        return outcome
    }

    /// The transcript entries event `index` caused.
    func entries(ofEvent index: Int) -> Range<Int> {
        let start = eventStarts[index]
        let end = index + 1 < eventStarts.count ? eventStarts[index + 1] : world.transcript.entries.count
        return start..<end
    }

    /// The app steps mean by "the app".
    var currentApp: SimulatedApp? {
        conformance.currentAppName.flatMap { world.apps[$0] }
    }

    private func run(_ text: String) throws {
        guard case .found(let definition, let values) = steps.resolve(text) else {
            throw HarnessError("no single step definition matches '\(text)'")
        }
        try definition.run(conformance, StepArguments(values: values, parameters: definition.expression.parameters))
    }

    private func applyWithoutStep(_ event: ExploreEvent) throws {
        switch event {
        case .handBackRedirectURL:
            let app = try conformance.app()
            try conformance.call(.handleExternalURL(app.usesSafariViewController ? app.customRedirectURL : ADOBEPASS_REDIRECT_URL))
        case .willSubmitCredentials:
            try conformance.app().webLogin = .submitCredentials
        default:
            throw HarnessError("the event '\(event)' has neither a step nor a way to apply it")
        }
    }
}
