import AccessEnablerConformance
import Testing

/// What a failure message lists stays readable when the implementation repeats itself.
struct FailureTextTests {
    @Test func aRunOfOneRepeatedItemIsFoldedWithItsCount() {
        let polls = Array(repeating: "GET /api/v1/tokens/authn", count: 180)
        #expect(ConformanceWorld.folded(["POST /regcode"] + polls + ["POST /regcode"]) == "POST /regcode; GET /api/v1/tokens/authn × 180; POST /regcode")
        #expect(ConformanceWorld.folded(["a", "b", "a"]) == "a; b; a")
        #expect(ConformanceWorld.folded([]) == "")
    }
}
