import AccessEnablerConformance
import Testing

@Suite("Every rule quotes the source sentences it encodes")
struct SeedTraceTests {
    @Test func everyRuleOfTheSpecsQuotesAtLeastOneSentenceInItsLanguageAndInEnglish() {
        let suite = SuiteTests.suite
        #expect(suite.trace.sentences.count > 150)
        for requirement in suite.requirementRecords {
            #expect(!requirement.sources.isEmpty, "\(requirement.id) quotes no source sentence: add its row to seed-trace.md")
            for source in requirement.sources {
                #expect(!source.original.isEmpty && !source.english.isEmpty, "\(requirement.id) \(source.ref)")
            }
        }
        let cache = suite.requirementRecords.first { $0.id == "CACHE-04" }
        #expect(cache?.sources.map(\.ref).contains("000-caching-14") == true)
        #expect(cache?.sources.first { $0.ref == "000-caching-14" }?.original == "不應快取短暫的媒體權杖")
    }

    @Test func rowsAreReadWithRangesExpandedAndMarkupDropped() {
        let trace = SeedTrace(markdown: """
            | ref | original | English | rule | why not a rule |
            |---|---|---|---|---|
            | 000-cancel-1 | 必須呼叫`setSelectedProvider()`，*傳遞* null | Cancel with null. | CANCEL-01 to CANCEL-03, API-04 | |
            | 004-v18-3 | tomar cuidado | Take care. | — | App's obligation. |
            | api-2 | `a \\| b` | A or B. | API-02 (and more) | |
            | not-a-ref | x | y | API-09 | |
            | diff-1 (000-generic-7) | a | b | c | d | e |
            """)
        #expect(trace.sentences.map(\.source.ref) == ["000-cancel-1", "004-v18-3", "api-2"])
        #expect(trace.sentences[0].rules == ["CANCEL-01", "CANCEL-02", "CANCEL-03", "API-04"])
        #expect(trace.sentences[0].source.original == "必須呼叫setSelectedProvider()，傳遞 null")
        #expect(trace.sentences[1].rules.isEmpty && trace.sentences[1].whyNotARule == "App's obligation.")
        #expect(trace.sentences[2].source.original == "a | b")
        #expect(trace.sources(of: "CANCEL-02").map(\.ref) == ["000-cancel-1"])
    }
}
