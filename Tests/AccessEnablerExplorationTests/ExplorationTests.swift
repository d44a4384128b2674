import AccessEnablerAdapter
@testable import AccessEnablerConformance
@testable import AccessEnablerExploration
import ConformanceKit
import Foundation
import PassSimulator
import ReferenceAccessEnabler
import Testing

/// The reference in every profile it plays, the default first.
private let references = ReferenceAccessEnabler.profiles.map { ReferenceAccessEnabler.implementation(profile: $0) }

private func loadedSuite() throws -> ConformanceSuite {
    try ConformanceSuite.load(from: ConformanceSuite.packagedSpecs)
}

/// An explorer of `implementation` that stops at its first finding.
private func searching(_ implementation: AccessEnablerImplementation, runs: Int, catalogue: [Invariant] = Invariant.catalogue) -> Explorer {
    var configuration = ExploreConfiguration(seed: 1, runs: runs)
    configuration.stopsAtFirstFinding = true
    return Explorer(implementation: implementation, configuration: configuration, catalogue: catalogue)
}

@Suite("Exploration finds what the written scenarios do not walk")
struct ExplorationTests {
    @Test func theSameSeedGivesTheSameReportAndAnotherSeedOtherRuns() {
        let explore = { (seed: UInt64) in
            Explorer(implementation: ReferenceAccessEnabler.implementation(faults: [.cachesMediaToken]),
                     configuration: ExploreConfiguration(seed: seed, runs: 30)).explore().render(verbose: true)
        }
        let first = explore(1)
        #expect(first == explore(1))
        #expect(first != explore(2))
    }

    @Test func theReferenceExploresCleanAndLikeItselfInEveryProfile() {
        for reference in references {
            let report = Explorer(implementation: reference, reference: reference, configuration: ExploreConfiguration(seed: 5, runs: 25)).explore()
            #expect(report.isClean, "\(reference.name): \(report.render())")
            #expect(report.events > 600)
        }
    }

    /// An invariant that can never fail is a defect: each catches a named fault of the reference, by itself.
    @Test(arguments: [
        ("adapter-contract", ReferenceFault.answersTwice), ("answered-when-due", .dropsQueuedCalls),
        ("no-callback-before-configuration", .callsServiceBeforeConfiguration),
        ("no-request-before-configuration", .checkAuthenticationAsksService),
        ("device-id-on-every-request", .omitsDeviceIDFromAuthorization), ("check-authentication-stays-local", .checkAuthenticationAsksService),
        ("check-authorization-never-authenticates", .checkAuthorizationAuthenticates),
        ("authenticated-only-with-a-valid-token", .reusesExpiredTokens), ("refused-token-never-presented-again", .presentsRefusedTokenAgain),
        ("tokens-never-exposed", .exposesAuthenticationTokenEncoded),
        ("set-token-carries-issued-media-token", .altersMediaToken), ("media-token-never-reused", .cachesMediaToken),
        ("no-media-token-stored", .storesMediaTokenEncoded), ("one-authorization-token-per-resource", .keepsOldAuthorizationTokens),
        ("logout-clears-storage", .logoutKeepsLegacyToken), ("no-session-after-logout", .logoutKeepsAuthorizationInMemory),
        ("no-navigation-on-tvos", .logoutNavigatesOnTVOS), ("polling-stops", .keepsPollingAfterLogin),
        ("preauthorized-within-asked", .preauthorizesEverything), ("metadata-from-tokens", .metadataOmitsDeviceID),
    ])
    func everyInvariantCatchesANamedFault(_ id: String, _ fault: ReferenceFault) throws {
        let invariant = try #require(Invariant.catalogue.first { $0.id == id })
        let report = searching(ReferenceAccessEnabler.implementation(faults: [fault]), runs: 600, catalogue: [invariant]).explore()
        #expect(report.invariants.first?.first != nil, "\(id) did not catch \(fault.rawValue) in \(report.runs) runs")
    }

    @Test func everyInvariantHasAStatementAndTheRequirementsOfTheSpecs() throws {
        let suite = try loadedSuite()
        #expect(Set(Invariant.catalogue.map(\.id)).count == Invariant.catalogue.count)
        for invariant in Invariant.catalogue {
            #expect(!invariant.statement.isEmpty)
            for requirement in invariant.requirements where requirement != "CONTRACT" {
                #expect(suite.requirement(requirement) != nil, "\(invariant.id) names \(requirement), which no rule states")
            }
        }
    }

    @Test func aShrunkScenarioPastedIntoACopyOfTheSpecsFailsOnTheFaultAndPassesOnTheReference() throws {
        let suite = try loadedSuite()
        let faulty = ReferenceAccessEnabler.implementation(faults: [.cachesMediaToken])
        let report = Explorer(implementation: faulty, references: references, configuration: ExploreConfiguration(seed: 1, runs: 40),
                              suite: suite, specsFolder: ConformanceSuite.packagedSpecs).explore()
        let finding = try #require(report.invariants.first { $0.invariant.id == "no-media-token-stored" }?.first)
        let shrunk = try #require(finding.shrunk)
        #expect(shrunk.events < finding.events.count)
        #expect(shrunk.verification.isConfirmed, "\(shrunk.verification.summary)")
        #expect(shrunk.text.contains("Then no media token is in storage"))

        // Paste it, as a person would, into a copy of the specs, and run it through the suite's own loader.
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-explore-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: ConformanceSuite.packagedSpecs, to: copy)
        let file = copy.appendingPathComponent(shrunk.featureFile)
        let pasted = try ShrunkScenario.paste(shrunk.text, underRequirement: shrunk.requirement,
                                              into: String(contentsOf: file, encoding: .utf8), path: shrunk.featureFile)
        try pasted.write(to: file, atomically: true, encoding: .utf8)
        let specs = try ConformanceSuite.load(from: copy)
        let only = ConformanceSuite.Selection(filter: shrunk.name)
        let onFault = specs.run(faulty, only, timestamp: "").results.filter { $0.outcome != .notApplicable }
        let onReference = specs.run(references[0], only, timestamp: "").results.filter { $0.outcome != .notApplicable }
        #expect(!onFault.isEmpty && onFault.allSatisfy { $0.outcome == .failed }, "\(onFault.map(\.details))")
        #expect(!onReference.isEmpty && onReference.allSatisfy { $0.outcome == .passed }, "\(onReference.map(\.details))")
        #expect(onFault.first?.requirementIDs == ["CACHE-04"])
    }

    @Test func aDifferenceFromTheReferenceNamesTheFirstDivergingEventAndShrinksToAConfirmedScenario() throws {
        let faulty = ReferenceAccessEnabler.implementation(faults: [.reordersProviderDialog])
        let report = Explorer(implementation: faulty, reference: references[0], references: references,
                              configuration: ExploreConfiguration(seed: 1, runs: 10), suite: try loadedSuite(),
                              specsFolder: ConformanceSuite.packagedSpecs).explore()
        #expect(report.violations == 0)
        let difference = try #require(report.firstDifference)
        #expect(difference.step == difference.events.last)
        #expect(difference.expected.contains("displayProviderDialog([MVPD1") && difference.actual.contains("displayProviderDialog([MVPD2"))
        let shrunk = try #require(difference.shrunk)
        #expect(shrunk.verification.isConfirmed, "\(shrunk.verification.summary)")
    }

    /// A legitimate alternative may behave otherwise than the reference: that is information for a port team,
    /// never a failure of the port.
    @Test func aDifferenceFromTheReferenceIsInformationNotAFailure() {
        let encrypting = ReferenceAccessEnabler.implementation(alternatives: [.encryptsStorage])
        let report = Explorer(implementation: encrypting, reference: references[0], configuration: ExploreConfiguration(seed: 1, runs: 20)).explore()
        #expect(report.differingRuns > 0)
        #expect(report.violations == 0)
        let run = report.suiteRun(suite: nil, timestamp: "", hostname: "", commandLine: "")
        #expect(run.passes(strict: true))
        #expect(report.render().contains("(information: a choice the seeds may leave open; no invariant was broken there)"))
    }

    @Test func oneRunReplayedAloneFindsWhatItFoundAmongTheOthers() throws {
        let faulty = ReferenceAccessEnabler.implementation(faults: [.keepsOldAuthorizationTokens])
        let all = Explorer(implementation: faulty, configuration: ExploreConfiguration(seed: 1, runs: 120)).explore()
        let first = try #require(all.invariants.first { $0.first != nil }?.first)
        let alone = Explorer(implementation: faulty, configuration: ExploreConfiguration(
            seed: 1, runs: 120, platforms: [first.platform], onlyRun: first.run)).explore()
        #expect(alone.invariants.first { $0.first != nil }?.first?.events == first.events)
    }

    @Test func explorationResultsAreOneTestCasePerInvariantWithTheScenarioInTheFailure() throws {
        let suite = try loadedSuite()
        let report = Explorer(implementation: ReferenceAccessEnabler.implementation(faults: [.cachesMediaToken]), references: references,
                              configuration: ExploreConfiguration(seed: 1, runs: 40), suite: suite,
                              specsFolder: ConformanceSuite.packagedSpecs).explore()
        let run = report.suiteRun(suite: suite, timestamp: "2026-01-01T00:00:00", hostname: "test", commandLine: "aecheck explore")
        // One per invariant, and one saying whether the runs reached a configured library (they did).
        #expect(run.results.count == Invariant.catalogue.count + 1)
        #expect(run.results.last?.scenario == ExploreReport.reachedName && run.results.last?.outcome == .passed)
        #expect(run.results.allSatisfy { $0.feature == "Exploration" })
        let failed = try #require(run.results.first { $0.outcome == .failed })
        #expect(failed.requirementIDs == ["CACHE-04"])
        #expect(failed.details.contains("Scenario: Explored"))
        let junit = JUnitReporter.render(run)
        #expect(junit.contains("<failure type=\"RequirementViolation\""))
        #expect(junit.contains("Then no media token is in storage"))
        #expect(!run.passes(strict: false))
    }

    @Test func everyEventWithAStepIsOneStepOfTheVocabulary() {
        var generator = ExploreGenerator(random: SplitMix64(seed: 9))
        var seen: Set<String> = []
        for platform in Platform.allCases {
            let world = try? ExploreWorld(implementation: references[0], platform: platform)
            guard let world else { continue }
            let history = TranscriptHistory()
            for event in generator.setUp(platform: platform, sdk: SDKVersion(1, 8)) + (0..<400).map({ _ in generator.next(in: world, history: history) }) {
                guard let step = event.step, seen.insert(step).inserted else { continue }
                guard case .found = ConformanceSteps.registry.resolve(step) else {
                    Issue.record("'\(step)' is not a step of the vocabulary")
                    continue
                }
            }
        }
        #expect(seen.count > 40)
    }

    /// Exploration calls every SDK method: a new one is a failure here until the generator draws it. (Each run's
    /// generator leaves some kinds of event out, as swarm testing does: the runs of a few seeds together draw all.)
    @Test func explorationCallsEverySDKMethod() {
        var called: Set<LibraryCall.Method> = []
        for (seed, platform) in (1...10).flatMap({ seed in Platform.allCases.map { (UInt64(seed), $0) } }) {
            var generator = ExploreGenerator(random: SplitMix64(seed: seed))
            guard let world = try? ExploreWorld(implementation: references[0], platform: platform) else { continue }
            let history = TranscriptHistory()
            for event in generator.setUp(platform: platform, sdk: SDKVersion(1, 8)) + (0..<100).map({ _ in generator.next(in: world, history: history) }) {
                switch event {
                case .call(let call): called.insert(call.method)
                case .setOwnRequestor: called.insert(.setRequestor)
                case .handBackRedirectURL: called.insert(.handleExternalURL)
                default: continue
                }
            }
        }
        #expect(called == Set(LibraryCall.Method.allCases), "never called: \(Set(LibraryCall.Method.allCases).subtracting(called).map(\.rawValue).sorted())")
    }

    /// Found by exploration: a cancel dropped the answer of an authorization in flight, which then never came.
    @Test func aCancelDoesNotLeaveAnAuthorizationInFlightUnanswered() throws {
        let events: [ExploreEvent] = [
            .setOwnRequestor, .willPick("MVPD1"), .call(.getAuthentication(forceAuthn: false)),
            .hold(.authorize), .call(.checkAuthorization("movie-1")), .call(.setSelectedProvider(nil)), .releaseHeld,
        ]
        let run = try ExploreSession(implementation: references[0], catalogue: Invariant.catalogue).replay(events, platform: .iOS, traced: false)
        #expect(run.findings.isEmpty, "\(run.findings.map { "\($0.invariant.id): \($0.breach.message)" })")
    }

    /// Each kind is its case's name: reflection named only cases with a payload, so `serviceRecovers`, an
    /// essential kind, was never found essential, and a run could draw no chance of ending an outage.
    @Test func everyEssentialKindIsTheKindOfAnEvent() {
        #expect(ExploreEvent.serviceRecovers.kind == "serviceRecovers")
        #expect(ExploreEvent.setOwnRequestor.kind == "setOwnRequestor")
        #expect(ExploreEvent.call(.logout).kind == "call.logout")
        #expect(ExploreGenerator.essential == ["setOwnRequestor", "releaseHeld", "serviceRecovers"])
    }

    @Test func shrinkingKeepsOnlyTheEventsTheFailureNeeds() {
        var shrinker = Shrinker(budget: 500)
        let events = Array(0..<40)
        let shrunk = shrinker.shrink(events) { $0.contains(7) && $0.contains(31) && $0.firstIndex(of: 7)! < $0.firstIndex(of: 31)! }
        #expect(shrunk == [7, 31])
        #expect(shrinker.replays < 200)
    }

    @Test func theGeneratorIsSplitMix64() {
        var random = SplitMix64(seed: 0)
        #expect([random.next(), random.next(), random.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
        #expect(SplitMix64(seed: 1, run: 5) == SplitMix64(seed: 1, run: 5))
        #expect(SplitMix64(seed: 1, run: 5) != SplitMix64(seed: 1, run: 6))
    }

    @Test func invariantsScopedToAVersionOrAPlatformSayWhy() {
        let logout = Invariant.catalogue.first { $0.id == "logout-clears-storage" }!
        #expect(logout.notApplicable(platforms: [.iOS], version: SDKVersion(1, 6)) != nil)
        #expect(logout.notApplicable(platforms: [.iOS], version: SDKVersion(1, 7)) == nil)
        let tvOS = Invariant.catalogue.first { $0.id == "no-navigation-on-tvos" }!
        #expect(tvOS.notApplicable(platforms: [.iOS], version: SDKVersion(1, 10)) != nil)
        #expect(tvOS.listing.contains("tvos only"))
    }
}
