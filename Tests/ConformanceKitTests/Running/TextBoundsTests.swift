import Gherkin
import Testing
@testable import ConformanceKit

/// Texts from an implementation are bounded in bytes before they reach a result.
struct TextBoundsTests {
    @Test func aLongTextIsCutAtAScalarBoundarySayingHowMuch() {
        let text = String(repeating: "é", count: 100_000)  // 200,000 bytes
        let clipped = TextBounds.clip(text, bytes: 1_001)
        #expect(clipped.hasPrefix(String(repeating: "é", count: 500)))
        #expect(clipped.hasSuffix(" … (199000 more bytes cut)"))
        #expect(TextBounds.clip("short") == "short")
    }

    @Test func oneCharacterOfCombiningMarksIsCutLikeAnyOther() {
        let text = "a" + String(repeating: "\u{301}", count: 300_000)  // one Character, 600,001 bytes
        #expect(text.count == 1)
        #expect(TextBounds.clip(text).utf8.count < TextBounds.field + 64)
    }

    @Test func aTranscriptKeepsWhatFitsAndCountsTheRest() {
        let lines = Array(repeating: String(repeating: "x", count: 200_000), count: 100)
        let kept = TextBounds.clip(lines: lines)
        #expect(kept.reduce(0) { $0 + $1.utf8.count } <= TextBounds.transcript + 100)
        #expect(kept.last?.hasSuffix("more lines cut)") == true)
    }

    @Test func aResultCarriesNoUnboundedText() {
        var registry = StepRegistry<Int>()
        registry.define("it fails at length") { _, _ in throw HarnessError(String(repeating: "y", count: 1 << 20)) }
        let runner = ScenarioRunner<Int, Int>(
            registry: registry, requirementIDs: { _ in [] }, variants: { _ in [.init(0, name: nil)] }, makeWorld: { _, _ in 0 },
            diagnostics: { _ in [String(repeating: "z", count: 3 << 20)] })
        let source = "Feature: F\n  Scenario: S\n    Given it fails at length\n"
        let document = try! GherkinParser.parse(source, uri: "f.feature")
        let spec = SpecFile(path: "f.feature", document: document, pickles: PickleCompiler.compile(document))
        let result = runner.run(spec.pickles[0], of: spec)[0]
        #expect(result.outcome == .error)
        #expect((result.failure?.message.utf8.count ?? 0) <= TextBounds.field + 64)
        #expect(result.transcript.joined().utf8.count <= TextBounds.transcript + 64)
    }
}
