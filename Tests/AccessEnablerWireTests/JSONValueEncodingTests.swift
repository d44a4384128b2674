import Foundation
import Testing
import TestSupport
@testable import AccessEnablerWire

/// The typed writer of the adapter protocol writes JSON Foundation reads back to the same value, strings
/// and numbers as Foundation wrote them, keys in one order (their bytes': Foundation's own order is no
/// plain sort, and JSON gives key order no meaning).
struct JSONValueEncodingTests {
    /// A seeded generator of values: every kind, keys that differ in case and script, hostile strings.
    private struct Values {
        var numbers: SeededNumbers
        init(state: UInt64, foundationSafe: Bool = false) {
            numbers = SeededNumbers(seed: state)
            self.foundationSafe = foundationSafe
        }
        mutating func next() -> UInt64 { numbers.next() }
        /// With `foundationSafe`, nothing Foundation's reader gets wrong: it drops U+FEFF inside strings and
        /// reads whole numbers beyond 2^53 through a double (the typed reader keeps both).
        var foundationSafe = false
        mutating func string() -> String {
            var pieces = ["a", "B", "z", "Z", "_", "type", "Type", "é", "É", "中", "🙂", "\"", "\\", "/", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{1}",
                          "\u{1F}", "\u{7F}", "\u{85}", "\u{2028}", "\u{FEFF}", " ", "0", "9", "-", "<", "&"]
            if foundationSafe { pieces.removeAll { $0 == "\u{FEFF}" } }
            return (0..<Int(next() % 6)).map { _ in pieces[Int(next() % UInt64(pieces.count))] }.joined()
        }
        mutating func value(depth: Int) -> JSONValue {
            switch next() % (depth > 2 ? 5 : 7) {
            case 0: return .null
            case 1: return .bool(next() % 2 == 0)
            case 2: return .integer(Int64(bitPattern: next()) >> Int64(foundationSafe ? 11 + next() % 53 : next() % 64))
            case 3: return .integer(Int64(next() % 2_000) - 1_000)
            case 4: return .string(string())
            case 5: return .array((0..<Int(next() % 4)).map { _ in value(depth: depth + 1) })
            default:
                return .object(Dictionary((0..<Int(next() % 5)).map { _ in (string(), value(depth: depth + 1)) }, uniquingKeysWith: { a, _ in a }))
            }
        }
    }

    @Test func foundationReadsWhatTheTypedWriterWrites() throws {
        var values = Values(state: 20_261_125, foundationSafe: true)
        for _ in 0..<3_000 {
            let value = JSONValue.object(Dictionary(
                [("type", "call"), ("payload", values.value(depth: 0)), (values.string(), values.value(depth: 1))], uniquingKeysWith: { a, _ in a }))
            let read = try JSONSerialization.jsonObject(with: Data(value.encoded.utf8), options: [.fragmentsAllowed])
            #expect(JSONValue(foundation: read) == value, "\(value.encoded)")
        }
    }

    @Test func stringsAndNumbersAreWrittenAsFoundationWroteThem() throws {
        var values = Values(state: 7)
        for _ in 0..<3_000 {
            let value = JSONValue.array([.string(values.string()), .integer(Int64(bitPattern: values.next()) >> Int64(values.next() % 64))])
            let foundation = try JSONSerialization.data(withJSONObject: value.foundation, options: [.sortedKeys, .withoutEscapingSlashes])
            #expect(value.encoded == String(decoding: foundation, as: UTF8.self))
        }
    }

    @Test func keysAreSortedByTheirBytesTheSameEveryTime() {
        let value: JSONValue = ["type": "x", "Type": 1, "é": 2, "a": 3, "resourceID": 4, "resources": 5]
        #expect(value.encoded == #"{"Type":1,"a":3,"resourceID":4,"resources":5,"type":"x","é":2}"#)
    }

    @Test func wholeNumbersAtTheEdgesOf64BitsKeepTheirDigits() throws {
        for number in [Int64.min, Int64.max, 0, -1, 9_007_199_254_740_993] {
            let value = JSONValue.array([.integer(number)])
            let foundation = try JSONSerialization.data(withJSONObject: value.foundation, options: [.sortedKeys, .withoutEscapingSlashes])
            #expect(value.encoded == String(decoding: foundation, as: UTF8.self))
        }
    }
}

/// The typed reader of the adapter protocol reads what Foundation's reader read, and refuses what is not JSON.
struct JSONReaderTests {
    @Test func theTypedReaderReadsWhatFoundationRead() throws {
        let texts = [
            #"{"type":"call","n":-12,"f":1.5,"s":"a\"b\\c\/d\n\u00e9\ud83d\ude42","t":true,"u":null,"l":[1,[2,{}],[]]}"#,
            " { \"a\" : [ 1 , 2 ] , \"b\" : { } } ", #"{"dup":1,"dup":2}"#, #"{"é":"中","":""}"#,
        ]
        for text in texts {
            let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            #expect(try JSONReader.value(Substring(text)) == JSONValue(foundation: foundation), "\(text)")
        }
    }

    /// Numbers whose Foundation reading differs by system (Darwin's reader hands a 21-digit integer back as an
    /// `NSDecimalNumber`), held to the typed reader's own rule instead: a whole number that fits 64 bits is an
    /// integer, any other number a double.
    @Test func numbersBeyond64BitsAndNegativeZeroAndExponentsReadByTheReadersOwnRule() throws {
        let value = try JSONReader.value(Substring(#"{"big":123456789012345678901,"e":1e2,"z":-0}"#))
        #expect(value == ["big": .number(1.2345678901234568e20), "e": .number(100), "z": .integer(0)])
    }

    /// The deepest nesting the reader takes is read on the smallest stack a thread of the suite can get: Darwin gives
    /// secondary and dispatch threads 512 KiB (Linux 8 MiB), and the reader recurses once per level.
    @Test func theDeepestNestingItTakesFitsA512KiBThreadStack() {
        let depth = JSONReader.maximumDepth
        let deepest = String(repeating: #"{"a":["#, count: depth / 2) + "1" + String(repeating: "]}", count: depth / 2)
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var read: JSONValue?
        let thread = Thread {
            read = try? JSONReader.value(Substring(deepest))
            done.signal()
        }
        thread.stackSize = 512 << 10
        thread.start()
        done.wait()
        #expect(read != nil, "\(depth) levels")
    }

    @Test func whatFoundationLostTheTypedReaderKeeps() throws {
        // Foundation's reader dropped U+FEFF inside strings and read 2^53 + 1 through a double.
        let value = try JSONReader.value(Substring("{\"a\":\"\u{FEFF}x\",\"n\":9007199254740993}"))
        #expect(value == ["a": "\u{FEFF}x", "n": .integer(9_007_199_254_740_993)])
    }

    @Test func whatTheWriterWritesTheReaderReadsBack() {
        for value: JSONValue in [["type": "x", "v": [1, "two", nil, true, ["k": -3]]], ["s": .string("\u{1}\n\"\\/\u{2028}🙂")], ["n": .number(0.25)]] {
            #expect((try? JSONReader.value(Substring(value.encoded))) == value)
        }
    }

    @Test(arguments: [
        "", "{", "{\"a\":1,}", "[1,]", "{'a':1}", "{\"a\":01}", "{\"a\":1.}", "{\"a\":1e}", "{\"a\":\"\u{1}\"}", "{\"a\":\"\\x\"}",
        #"{"a":"\ud800"}"#, #"{"a":"\udc00x"}"#, "{\"a\":1} x", "nul", "{\"a\":tru}", "{\"a\":-}", "{\"a\":1e999}", "\"unclosed",
    ])
    func whatIsNotJSONIsRefusedWithAReason(_ text: String) {
        #expect(throws: JSONReader.Failure.self) { try JSONReader.value(Substring(text)) }
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect { try JSONReader.value(Substring(deep)) } throws: { "\($0)".contains("nested deeper than") }
        let oneTooDeep = String(repeating: "[", count: JSONReader.maximumDepth + 1) + String(repeating: "]", count: JSONReader.maximumDepth + 1)
        #expect { try JSONReader.value(Substring(oneTooDeep)) } throws: { "\($0)".contains("nested deeper than") }
        let fine = String(repeating: "[", count: JSONReader.maximumDepth) + String(repeating: "]", count: JSONReader.maximumDepth)
        #expect(throws: Never.self) { _ = try JSONReader.value(Substring(fine)) }
    }
}
