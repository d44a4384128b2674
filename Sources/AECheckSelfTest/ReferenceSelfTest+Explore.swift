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

    package func exploreCampaign(_ suite: ConformanceSuite, specs: URL, configuration: ExploreConfiguration) -> (report: String, clean: Bool) {
        let campaign = ExploreCampaign.run(suite, configuration: configuration)
        return (campaign.render(), campaign.isClean)
    }

    package func exploreAlternatives(configuration: ExploreConfiguration) -> (report: String, clean: Bool) {
        let campaign = AlternativeExploration.run(configuration: configuration)
        return (campaign.render(), campaign.isClean)
    }
}
