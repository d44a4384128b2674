@testable import AccessEnablerExploration
import Foundation
import Testing

/// The byte-wise search and replacement the trace names tokens with find and replace what Foundation's do.
@Suite("Byte-wise search and replacement")
struct StringBytesTests {
    @Test func findsAndReplacesWhatFoundationFindsAndReplaces() {
        let texts = ["", "a", "abc", "abcabc", "aaaa", "xx-RC-1234-yy", "tok-1 and tok-1 and tok-12", "é-tok-1-ü", "tok-1"]
        let parts = ["a", "abc", "aa", "tok-1", "RC", "-", "zz", "é", "tok-1 and tok-12x"]
        for text in texts {
            for part in parts {
                #expect(text.containsBytes(part) == text.contains(part), "\(text) contains \(part)")
                #expect(text.replacingBytes(part, with: "<n>") == text.replacingOccurrences(of: part, with: "<n>"), "\(text): \(part)")
            }
        }
        // A hundred thousand bytes: a media token in a storage dump.
        let long = String(repeating: "0123456789", count: 10_000) + "tok-9"
        #expect(long.containsBytes("tok-9") && !long.containsBytes("tok-8"))
        #expect(long.replacingBytes("tok-9", with: "<media#1>").hasSuffix("789<media#1>"))
    }
}
