import AccessEnablerConformance
import ConformanceKit

/// The step definitions explored step texts resolve to, each text resolved once per session: an exploration
/// draws the same few hundred texts over and over, and matching a text against every pattern was a sixth of
/// an exploration's time.
final class ExploreStepCache {
    private var resolved: [String: StepRegistry<ConformanceWorld>.Resolution] = [:]

    /// What `text` resolves to in the suite's step library.
    func resolve(_ text: String) -> StepRegistry<ConformanceWorld>.Resolution {
        if let known = resolved[text] { return known }
        let resolution = ConformanceSteps.registry.resolve(text)
        resolved[text] = resolution
        return resolution
    }
}
