import Foundation
import Testing
import TestSupport
@testable import SecretSearch

/// Finding a secret in stored text under every reversible encoding an implementation might use to hide it.
@Suite struct EncodedSearchTests {
    static let id = "media-0007-3fa9c2e1b7d4"
    static let body = #"{"id":"media-0007-3fa9c2e1b7d4","resource":"news","expires":1700000000}"#

    /// The one finding expected when `stored` is the second of three entries.
    func findsID(_ stored: String, as encoding: String, needle: String = id) {
        let findings = EncodedSearch.find([needle], in: ["unrelated", stored, #"{"theme":"dark"}"#])
        #expect(findings == [EncodedSearch.Finding(needle: needle, entries: [1], encoding: encoding)], "\(stored)")
    }

    // MARK: As written

    @Test func findsTheNeedleAsWritten() {
        findsID(Self.id, as: "as written")
    }

    @Test func findsTheNeedleInsideAJSONValue() {
        findsID(#"{"cache":{"token":"\#(Self.id)","ttl":300}}"#, as: "as written")
        findsID(Self.body, as: "as written")
    }

    @Test func findsTheNeedleWithItsCaseChanged() {
        findsID(Self.id.uppercased(), as: "case-insensitive")
    }

    @Test func findsAWholeTokenBodyAsWritten() {
        findsID("prefix" + Self.body + "suffix", as: "as written", needle: Self.body)
    }

    // MARK: Base64

    @Test(arguments: [false, true])
    func findsBase64StandardURLSafeAndUnpadded(ofBody: Bool) {
        let plain = ofBody ? Self.body : Self.id
        for stored in [base64(plain), base64URL(plain), base64(plain).replacingOccurrences(of: "=", with: "")] {
            findsID(stored, as: "base64")
        }
    }

    @Test func findsBase64InsideAJSONDocument() {
        findsID(#"{"v":2,"blob":"\#(base64(Self.body))","at":"2024-01-01"}"#, as: "base64")
        findsID("Authorization: Bearer " + base64URL(Self.body), as: "base64")
    }

    @Test func findsLineWrappedBase64OfAWholeTokenBody() {
        let bodies = Data(String(repeating: Self.body, count: 4).utf8)
        let wrapped = bodies.base64EncodedString(options: .lineLength64Characters)
        #expect(wrapped.contains("\r\n"))
        findsID(wrapped, as: "base64", needle: Self.body)
    }

    // MARK: Hex, percent, JSON, HTML

    @Test func findsHexLowerUpperAndSeparated() {
        findsID(hex(Self.id), as: "hex")
        findsID(hex(Self.id).uppercased(), as: "hex")
        findsID(hex(Self.id, separator: ":"), as: "hex")
        findsID(hex(Self.id, separator: " ").uppercased(), as: "hex")
        findsID(#"{"k":"\#(hex(Self.body))"}"#, as: "hex")
    }

    @Test func findsHexGluedToAStrayDigit() {
        findsID("7" + hex(Self.id), as: "hex")
    }

    @Test func findsPercentEncoding() {
        findsID(Self.id.utf8.map { String(format: "%%%02X", $0) }.joined(), as: "percent-encoded")
        findsID(percentEncoded(Self.body), as: "percent-encoded", needle: Self.body)
    }

    @Test func findsJSONEscapes() {
        findsID(Self.id.utf8.map { String(format: "\\u%04x", $0) }.joined(), as: "JSON-escaped")
        let escaped = Self.body.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "-", with: "\\u002D")
        findsID(#"{"stored":"\#(escaped)"}"#, as: "JSON-escaped", needle: Self.body)
    }

    @Test func findsHTMLEntities() {
        findsID(Self.id.utf8.map { "&#x\(String($0, radix: 16));" }.joined(), as: "HTML entities")
        findsID(Self.body.replacingOccurrences(of: "\"", with: "&quot;"), as: "HTML entities", needle: Self.body)
    }

    // MARK: Reversed, ROT13, XOR

    @Test func findsReversedText() {
        findsID(String(Self.id.reversed()), as: "reversed")
    }

    @Test func findsROT13() {
        findsID(rot13(Self.id), as: "ROT13")
        findsID(String(rot13(Self.id).reversed()), as: "reversed of ROT13")
    }

    @Test func findsXORWithOneByte() {
        findsID(String(decoding: Self.id.utf8.map { $0 ^ 0x5A }, as: UTF8.self), as: "XOR 0x5A")
        findsID(latin1(Self.body.utf8.map { $0 ^ 0xA5 }), as: "Latin-1 of XOR 0xA5")
    }

    // MARK: Nested

    @Test func findsBase64OfHex() {
        findsID(base64(hex(Self.id)), as: "base64 of hex")
    }

    @Test func findsNestedEncodingsUpToThreeDeep() {
        findsID(String(base64(Self.id).reversed()), as: "reversed of base64")
        findsID(base64(String(Self.id.reversed())), as: "base64 of reversed")
        findsID(base64(latin1(Self.id.utf8.map { $0 ^ 0xBC })), as: "base64 of Latin-1 of XOR 0xBC")
        findsID(latin1(base64(Self.id).utf8.map { $0 ^ 0x99 }), as: "Latin-1 of XOR 0x99 of base64")
        findsID(percentEncoded(#"{"t":"\#(base64(hex(Self.id)))"}"#), as: "percent-encoded of base64 of hex")
    }

    // MARK: Split

    @Test func findsANeedleSplitAcrossTwoEntries() {
        let findings = EncodedSearch.find([Self.id], in: ["x", "4d7b1e2c9af3-7000", "y", "media-0007-3f"])
        #expect(findings == [EncodedSearch.Finding(
            needle: Self.id, entries: [1, 3], encoding: "split across 2 entries (entry 3 as written, entry 1 reversed)")])
    }

    @Test func findsATokenBodySplitAcrossThreeEntries() {
        let thirds = [0, 24, 48, Self.body.utf8.count].map { Self.body.utf8.index(Self.body.utf8.startIndex, offsetBy: $0) }
        let pieces = (0..<3).map { String(Self.body[thirds[$0]..<thirds[$0 + 1]]) }
        let entries = [base64(pieces[2]), "noise", pieces[0], hex(pieces[1])]
        let findings = EncodedSearch.find([Self.body], in: entries)
        #expect(findings == [EncodedSearch.Finding(
            needle: Self.body, entries: [0, 2, 3],
            encoding: "split across 3 entries (entry 2 as written, entry 3 hex, entry 0 base64)")])
    }

    @Test func reportsAWholeFindingRatherThanASplit() {
        let findings = EncodedSearch.find([Self.id], in: ["media-0007-3f", "a9c2e1b7d4", base64(Self.id)])
        #expect(findings.map(\.entries) == [[2]])
    }

    @Test func piecesShorterThanTheMinimumDoNotCount() {
        // 23 characters: 7 + 16 leaves a piece under 8.
        #expect(EncodedSearch.find([Self.id], in: ["media-0", "007-3fa9c2e1b7d4"]).isEmpty)
        #expect(EncodedSearch.find([Self.id], in: ["media-0007-", "3fa9c2e1b7d4"], minimumFragment: 12).isEmpty)
        #expect(EncodedSearch.find([Self.id], in: ["media-0007-", "3fa9c2e1b7d4"], minimumFragment: 11).count == 1)
    }

    @Test func aShortNeedleIsNotMatchedByFragments() {
        let short = "0007-3fa9c2e"  // 12 characters: under twice the minimum fragment
        #expect(EncodedSearch.find([short], in: ["0007-3f", "a9c2e"]).isEmpty)
        #expect(EncodedSearch.find([short], in: ["xx0007-3fa", "9c2e"]).isEmpty)
        #expect(EncodedSearch.find([short], in: ["xx0007-3fa9c2eyy"]).map(\.encoding) == ["as written"])
        let tiny = "a9c"  // under 4 bytes: whole, in text only
        #expect(EncodedSearch.find([tiny], in: ["xxA9Cyy"]).map(\.encoding) == ["case-insensitive"])
        #expect(EncodedSearch.find([tiny], in: ["a9", "c"]).isEmpty)
    }

    // MARK: Absent

    @Test func findsNothingWhenTheNeedleIsAbsent() {
        let neighbours = ["", "{}", "media-0008-3fa9c2e1b7d5", Self.body.replacingOccurrences(of: "7-", with: "8-")]
        #expect(EncodedSearch.find([Self.id, Self.body], in: neighbours).isEmpty)
    }

    @Test func runsOfOneRepeatedByteAreNotMatchedUnderXOR() {
        // XOR-ed with 0x71 and 0x73, "00000000" and "11111111" are "AAAAAAAA" and "BBBBBBBB": a match by chance.
        #expect(EncodedSearch.find(["0000000011111111"], in: ["AAAAAAAA", "BBBBBBBB"]).isEmpty)
        #expect(EncodedSearch.find(["0000000011111111"], in: ["00000000", "11111111"]).map(\.entries) == [[0, 1]])
    }

    @Test func ignoresAnEmptyNeedle() {
        let findings = EncodedSearch.find(["", Self.id], in: ["", Self.id])
        #expect(findings == [EncodedSearch.Finding(needle: Self.id, entries: [1], encoding: "as written")])
    }

    @Test func findsNothingInRandomLookingStoredValues() {
        var random = SplitMix(seed: 7)
        var entries: [String] = []
        for index in 0..<200 {
            let bytes = (0..<(16 + index * 7)).map { _ in random.byte() }
            let other = "media-\(String(format: "%04d", index))-" + hex(random.string(6))
            entries += [
                Data(bytes).base64EncodedString(), hex(bytes), latin1(bytes), uuid(&random),
                #"{"id":"\#(other)","resource":"news","expires":1700000000}"#, base64(other), String(other.reversed()),
            ]
        }
        #expect(EncodedSearch.find([Self.id, Self.body, "3fa9c2e1b7d4"], in: entries).isEmpty)
    }

    // MARK: Reporting

    @Test func descriptionNamesTheEncodingAndTheEntries() {
        let one = EncodedSearch.find([Self.id], in: ["x", "y", base64(hex(Self.id))])
        #expect(one.map(\.description) == [#""media-0007-3fa9c2e1b7d4" in entry 2 (base64 of hex)"#])
        let split = EncodedSearch.find([Self.id], in: ["media-0007-3", "x", "fa9c2e1b7d4"])
        #expect(split.map(\.description) == [
            #""media-0007-3fa9c2e1b7d4" in entries 0, 2 (split across 2 entries (entry 0 as written, entry 2 as written))"#
        ])
        let long = EncodedSearch.Finding(needle: Self.body, entries: [4], encoding: "hex")
        #expect(long.description == "\"\(Self.body.prefix(45))…\" in entry 4 (hex)")
    }

    @Test func findingsFollowNeedleOrderThenEntriesAndRepeatExactly() {
        let needles = [Self.body, Self.id, "absent-0000-000000000000"]
        let entries = [hex(Self.id), Self.body, "noise", base64(Self.body), rot13(Self.id)]
        let findings = EncodedSearch.find(needles, in: entries)
        #expect(findings.map(\.needle) == [Self.body, Self.body, Self.id, Self.id, Self.id, Self.id])
        #expect(findings.map(\.entries) == [[1], [3], [0], [1], [3], [4]])
        #expect(findings.map(\.encoding) == ["as written", "base64", "hex", "as written", "base64", "ROT13"])
        #expect(EncodedSearch.find(needles, in: entries) == findings)
    }

    // MARK: Size

    @Test func searchesAOneMegabyteEntryForTenNeedles() {
        var random = SplitMix(seed: 11)
        let needles = [Self.id] + (1...9).map { "media-00\($0)0-" + hex(random.string(6)) }
        var document = "{", hidden = false
        while document.utf8.count < 1 << 20 {
            let value = Data((0..<96).map { _ in random.byte() }).base64EncodedString()
            document += #""\#(hex(random.string(4)))":"\#(value)","#
            if document.utf8.count > 1 << 19 && !hidden {
                document += #""hidden":"\#(base64(Self.body))","#
                hidden = true
            }
        }
        document += "}"
        let start = Date()
        let findings = EncodedSearch.find(needles, in: ["{}", document])
        print("EncodedSearch: an entry of \(document.utf8.count) bytes, 10 needles: \(Date().timeIntervalSince(start)) s")
        #expect(findings == [EncodedSearch.Finding(needle: Self.id, entries: [1], encoding: "base64")])
    }

    // MARK: Helpers

    func base64(_ text: String) -> String { Data(text.utf8).base64EncodedString() }

    func base64URL(_ text: String) -> String {
        base64(text).replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    func hex(_ text: String, separator: String = "") -> String { hex(Array(text.utf8), separator: separator) }

    func hex(_ bytes: [UInt8], separator: String = "") -> String {
        bytes.map { String(format: "%02x", $0) }.joined(separator: separator)
    }

    func percentEncoded(_ text: String) -> String { text.addingPercentEncoding(withAllowedCharacters: .alphanumerics)! }

    func rot13(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            switch scalar {
            case "a"..."z": Unicode.Scalar((scalar.value - 97 + 13) % 26 + 97)!
            case "A"..."Z": Unicode.Scalar((scalar.value - 65 + 13) % 26 + 65)!
            default: scalar
            }
        }))
    }

    /// Bytes kept in a String one character each, U+0000...U+00FF.
    func latin1(_ bytes: [UInt8]) -> String { String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) })) }

    private func uuid(_ random: inout SplitMix) -> String {
        let h = hex((0..<16).map { _ in random.byte() })
        let parts = [0, 8, 12, 16, 20, 32].map { h.index(h.startIndex, offsetBy: $0) }
        return (0..<5).map { String(h[parts[$0]..<parts[$0 + 1]]) }.joined(separator: "-")
    }
}

/// A small seeded generator, so that "random-looking" test data is the same on every run.
private struct SplitMix {
    var numbers: SeededNumbers

    init(seed: UInt64) { numbers = SeededNumbers(seed: seed) }

    mutating func next() -> UInt64 { numbers.next() }

    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }

    mutating func string(_ count: Int) -> String {
        String(decoding: (0..<count).map { _ in 97 + byte() % 26 }, as: UTF8.self)
    }
}
