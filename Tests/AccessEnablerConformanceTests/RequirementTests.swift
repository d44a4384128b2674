import AccessEnablerAdapter
import AccessEnablerConformance
import Testing

@Suite("Requirements are read from the rules of the specs")
struct RequirementTests {
    @Test func everyRuleIsARequirementInSpecOrderWithWhatItsTagsSay() throws {
        let requirements = SuiteTests.suite.requirements
        #expect(requirements.count == Set(requirements.map(\.id)).count)
        // Spec order: files by name (api.feature first), rules in file order.
        #expect(requirements.first?.id == "API-01")
        let ids = requirements.map(\.id)
        #expect(try #require(ids.firstIndex(of: "AUTHN-01")) < #require(ids.firstIndex(of: "AUTHN-02")))
        let cancel = try #require(requirements.first { $0.id == "CANCEL-04" })
        #expect(cancel.level == .must)
        #expect(cancel.platforms == [.iOS, .tvOS])
        #expect(cancel.versionTags == ["since-1.7"])
        #expect(cancel.source == "token-storage")
        #expect(cancel.place == "cancellation.feature:123")
        #expect(cancel.scenarios.map(\.name) == [
            "Cancelling a login for one programmer keeps another programmer's session",
            "Cancelling a forced login keeps the session it was forced over",
            "Cancelling the login of the cached MVPD clears it",
            "Cancelling a login that getAuthorization started clears the MVPD too",
        ])
        #expect(cancel.backgrounds.count == 1)
    }

    @Test func aRequirementIsFoundHoweverItsIDIsWritten() {
        for written in ["TVOS-01", "tvos-01", "AE-TVOS-01", "@AE-TVOS-01", "@ae-tvos-01", " TVOS-01 "] {
            #expect(SuiteTests.suite.requirement(written)?.id == "TVOS-01", "\(written)")
        }
        #expect(SuiteTests.suite.requirement("TVOS-99") == nil)
        #expect(SuiteTests.suite.requirement("TVOS") == nil)
    }
}
