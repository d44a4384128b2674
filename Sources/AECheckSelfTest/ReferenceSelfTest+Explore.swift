import AccessEnablerAdapter
import AccessEnablerConformance
import AccessEnablerExploration
import AECheckCLI
import Foundation
import ReferenceAccessEnabler

extension ReferenceSelfTest: ExploringSelfTest {
    package func references(profile text: String?) -> [AccessEnablerImplementation] {
        let wanted = text.flatMap(SDKVersion.init) ?? SDKVersion(1, 10)
        let profiles = ReferenceAccessEnabler.profiles.filter { $0 == wanted } + ReferenceAccessEnabler.profiles.filter { $0 != wanted }
        return profiles.map { ReferenceAccessEnabler.implementation(profile: $0) }
    }

    package func exploreCampaign(
        _ suite: ConformanceSuite, specs: URL, configuration: ExploreConfiguration, progress: (String) -> Void
    ) -> (report: String, clean: Bool) {
        let campaign = withoutActuallyEscaping(progress) { ExploreCampaign.run(suite, configuration: configuration, parallelism: configuration.jobs ?? campaignParallelism, progress: $0) }
        return (campaign.render(), campaign.isClean)
    }

    package func exploreAlternatives(configuration: ExploreConfiguration, progress: (String) -> Void) -> (report: String, clean: Bool) {
        let campaign = withoutActuallyEscaping(progress) { AlternativeExploration.run(configuration: configuration, parallelism: configuration.jobs ?? campaignParallelism, progress: $0) }
        return (campaign.render(), campaign.isClean)
    }
}
