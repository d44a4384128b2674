import Foundation
import Testing
@testable import ConformanceKit

/// A run's badge: its colour says the verdict, its message counts the `@must` requirements, and nothing an
/// implementation names can break the SVG or what it says.
struct ConformanceBadgeTests {
    /// A run of one scenario per requirement, each at its level and with its outcome.
    private func run(_ requirements: [(id: String, level: String, outcome: Outcome)], strict: Bool = false, sdk: String = "1.10") -> SuiteRun {
        let results = requirements.map { requirement in
            var result = ReportingFixtures.result("Scenario of \(requirement.id)", outcome: requirement.outcome, requirements: [requirement.id],
                                                  message: requirement.outcome == .passed ? nil : "m")
            result.tags.append(requirement.level)
            return result
        }
        var metadata = RunMetadata(implementationVersion: "2.1", sdkVersion: sdk)
        metadata.strict = strict
        return SuiteRun(implementation: "my-port", timestamp: "t", hostname: "h", metadata: metadata, results: results)
    }

    @Test func aRunWhoseEveryRequirementPassedIsGreenWithItsMustCount() {
        let badge = ConformanceBadge(run([("A-01", "must", .passed), ("A-02", "must", .passed), ("A-03", "should", .passed)]), subject: ReportingFixtures.subject)
        #expect(badge.tone == .passed)
        #expect(badge.label == "AccessEnabler 1.10")
        #expect(badge.message == "2/2 must")
        #expect((badge.mustPassed, badge.mustRan) == (2, 2))
        #expect(badge.svg().contains("fill=\"#1a7f37\""))
        #expect(badge.description == "my-port 2.1: PASSED; 2 of 2 @must requirements passed")
    }

    @Test func aShouldFailureIsAWarningUnlessTheRunWasStrict() {
        let requirements: [(id: String, level: String, outcome: Outcome)] = [("A-01", "must", .passed), ("A-02", "should", .failed)]
        let lenient = ConformanceBadge(run(requirements), subject: ReportingFixtures.subject)
        #expect(lenient.tone == .warning)
        #expect(lenient.message == "1/1 must · 1 warning")
        #expect(lenient.svg().contains("fill=\"#9a6700\""))
        let strict = ConformanceBadge(run(requirements, strict: true), subject: ReportingFixtures.subject)
        #expect(strict.tone == .failed)
        #expect(strict.message == "failed · 1/1 must")
    }

    @Test func aFailureABaselineExpectsIsAWarningAndNotCountedAsPassed() {
        var baselined = run([("A-01", "must", .passed), ("A-02", "must", .failed)])
        baselined.results[1].expectedFailure = "known gap until 2.3"
        // An expected failure with no baseline recorded (an edited results.json) is a failure.
        #expect(ConformanceBadge(baselined, subject: ReportingFixtures.subject).message.hasPrefix("failed"))
        baselined.metadata.baseline = "baseline.json"
        let badge = ConformanceBadge(baselined, subject: ReportingFixtures.subject)
        #expect(badge.tone == .warning)
        #expect(badge.message == "1/2 must · 1 baselined")
        #expect(badge.description.hasSuffix(", 1 requirement failed as a baseline expects"))
    }

    @Test func aFailedOrErredMustRequirementIsRedAndSaysFailed() {
        for outcome in [Outcome.failed, .error] {
            let badge = ConformanceBadge(run([("A-01", "must", .passed), ("A-02", "must", outcome)]), subject: ReportingFixtures.subject)
            #expect(badge.tone == .failed, "\(outcome)")
            #expect(badge.message == "failed · 1/2 must", "\(outcome)")
            #expect(badge.svg().contains("fill=\"#cf222e\""))
        }
    }

    @Test func aRunThatCheckedNoMustRequirementIsGrey() {
        for nothing in [run([]), run([("A-01", "must", .notApplicable)]), run([("A-01", "should", .passed)])] {
            let badge = ConformanceBadge(nothing, subject: ReportingFixtures.subject)
            #expect(badge.tone == .nothingChecked)
            #expect(badge.message == "no must checked")
            #expect(badge.svg().contains("fill=\"#6b6b6b\""))
        }
    }

    @Test func aRequirementWithoutALevelCountsAsMustAsItBindsLikeOne() {
        let badge = ConformanceBadge(ReportingFixtures.sample, subject: ReportingFixtures.subject)
        #expect(badge.tone == .failed)
        #expect(badge.message == "failed · 1/3 must", "AUTHN-01 failed, AUTHN-03 erred, LOGOUT-02 passed")
    }

    @Test func theLabelIsTheDeclaredSDKVersionOrTheOneGiven() {
        #expect(ConformanceBadge(run([("A-01", "must", .passed)], sdk: ""), subject: ReportingFixtures.subject).label == "AccessEnabler")
        #expect(ConformanceBadge(run([("A-01", "must", .passed)]), label: "tvOS port", subject: ReportingFixtures.subject).label == "tvOS port")
    }

    @Test func everyColourCarriesWhiteTextAtAContrastOfAtLeast4Point5() {
        func luminance(_ hex: String) -> Double {
            let value = Int(hex.dropFirst(), radix: 16)!
            let channels = [value >> 16, (value >> 8) & 0xFF, value & 0xFF].map { Double($0) / 255 }
            let linear = channels.map { $0 <= 0.03928 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        }
        for tone in ConformanceBadge.Tone.allCases {
            #expect(1.05 / (luminance(tone.colour) + 0.05) >= 4.5, "\(tone)")
        }
        #expect(1.05 / (luminance("#555555") + 0.05) >= 4.5, "the label's grey")
    }

    @Test func theSVGIsWellFormedAccessibleAndSizedToItsText() throws {
        let badge = ConformanceBadge(ReportingFixtures.conformant, subject: ReportingFixtures.subject)
        let svg = try #require(ReportingXMLTree.parse(badge.svg()))
        #expect(svg.name == "svg")
        #expect(svg.attributes["role"] == "img")
        #expect(svg.attributes["aria-label"] == badge.accessibleName)
        #expect(svg.elements("title").map(\.text) == [badge.accessibleName])
        #expect(badge.accessibleName == "AccessEnabler 1.10: 2/2 must. my-port 2.1: PASSED; 2 of 2 @must requirements passed.")
        let texts = svg.elements("g").flatMap { $0.elements("text") }
        #expect(texts.map(\.text) == [badge.label, badge.label, badge.message, badge.message])
        #expect(texts.filter { $0.attributes["aria-hidden"] == "true" }.count == 2, "the shadows are hidden from screen readers")
        let (label, message) = badge.widths
        #expect(svg.attributes["width"] == "\(label + message)")
        #expect(label == Int((BadgeText.width(badge.label)).rounded(.up)) + 10)
        #expect(badge.svg() == ConformanceBadge(ReportingFixtures.conformant, subject: ReportingFixtures.subject).svg(), "the same run gives the same bytes")
    }

    @Test func hostileNamesAreEscapedMadeVisibleAndCutToFit() throws {
        var hostile = ReportingFixtures.conformant
        hostile.implementation = "<script>alert('x')</script> & \u{202E}evil\u{202C} " + ReportingFixtures.hostile
        hostile.metadata.implementationVersion = "\"><svg onload=x>"
        hostile.metadata.sdkVersion = String(repeating: "\u{05D0}\u{200F}", count: 200) + "&<"
        let badge = ConformanceBadge(hostile, subject: ReportingFixtures.subject)
        let text = badge.svg()
        let svg = try #require(ReportingXMLTree.parse(text), "\(text)")
        #expect(!text.contains("<script>") && !text.contains("<svg onload"))
        #expect(!text.unicodeScalars.contains { [0x202E, 0x202C, 0x0, 0x1B, 0xFFFF].contains($0.value) }, "overrides and controls are made visible")
        #expect(text.contains("\\u202E"))
        #expect(badge.label.hasSuffix("…"))
        #expect(BadgeText.width(badge.label) <= ConformanceBadge.maxLabelWidth)
        #expect(svg.attributes["aria-label"]?.contains("<script>alert('x')</script> & \\u202Eevil") == true)
        let long = ConformanceBadge(ReportingFixtures.conformant, label: String(repeating: "W", count: 1_000), subject: ReportingFixtures.subject)
        #expect(long.widths.label <= Int(ConformanceBadge.maxLabelWidth) + 10)
    }

    @Test func textWidthsComeFromTheTableAndAreTheSameEverywhere() {
        #expect(BadgeText.widthInTenths("i") < BadgeText.widthInTenths("m"))
        #expect(BadgeText.widthInTenths("中") == 110)
        #expect(BadgeText.widthInTenths("e\u{301}") == BadgeText.widthInTenths("e"), "a combining mark takes no room")
        #expect(BadgeText.shown("short", maxWidth: 100) == "short")
        #expect(BadgeText.shown("a\tb\nc", maxWidth: 100) == "a b c")
    }
}
