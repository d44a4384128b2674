/// Reads one JSON text into a ``JSONValue`` (RFC 8259), without Foundation: the adapter protocol reads a
/// line per turn, and a testee's bytes are untrusted, so it is strict and bounded.
///
/// Strict: no trailing commas, comments, single quotes, leading zeros, bare control characters in strings
/// or lone surrogate escapes; nothing after the value but whitespace. Bounded: nesting deeper than
/// ``maximumDepth`` is refused. A whole number that fits 64 bits is ``JSONValue/integer(_:)``; any other
/// number ``JSONValue/number(_:)``. A repeated key keeps its last value.
package struct JSONReader {
    /// Why a text is not JSON, and where (a byte offset).
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        package var reason: String
        package var offset: Int
        package var description: String { "\(reason) at byte \(offset)" }
    }

    /// The deepest nesting of arrays and objects read: no message of the protocol nests more than a few levels, and
    /// the reader recurses once per level, on threads whose stacks may be as small as 512 KiB (Darwin's secondary
    /// and dispatch threads), where 512 levels overflowed a debug build.
    package static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The value `text` holds.
    package static func value(_ text: Substring) throws(Failure) -> JSONValue {
        // A copy in one move when the text is contiguous (it always is, read from a pipe), not byte by byte.
        var reader = JSONReader(text.utf8.withContiguousStorageIfAvailable { Array($0) } ?? Array(text.utf8))
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.index == reader.bytes.count else { throw reader.failure("unexpected text after the value") }
        return value
    }

    private func failure(_ reason: String) -> Failure { Failure(reason: reason, offset: index) }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard let byte = current else { throw failure("the text ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("unexpected character where a value should be")
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - index >= expected.count, bytes[index..<index + expected.count].elementsEqual(expected) else {
            throw failure("unexpected character where a value should be")
        }
        index += expected.count
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
        index += 1
        var fields: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return .object(fields) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("an object's key must be a string") }
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':' after an object's key") }
            index += 1
            skipWhitespace()
            fields[key] = try value(depth: depth)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(fields)
            default: throw failure("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
        index += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return .array(values) }
        while true {
            skipWhitespace()
            values.append(try value(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(values)
            default: throw failure("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        // Most strings (a media token's 16 KiB among them) hold no escape: made in one move from the bytes.
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<index - 1]), as: UTF8.self) }
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            index += 1
        }
        var out = Array(bytes[start..<index])
        while true {
            guard let byte = current else { throw failure("a string is not closed") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard let escaped = current else { throw failure("a string is not closed") }
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"): out += try unicodeEscape()
                default: throw failure("unknown escape '\\\(Character(Unicode.Scalar(escaped)))' in a string")
                }
            case 0x00..<0x20:
                throw failure("a control character in a string must be escaped")
            default:
                out.append(byte)
                index += 1
            }
        }
    }

    /// After `\u`: four hex digits, and the low half of a surrogate pair when they name a high half.
    private mutating func unicodeEscape() throws(Failure) -> [UInt8] {
        let first = try hex4()
        var scalarValue = first
        if (0xD800...0xDBFF).contains(first) {
            guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw failure("a lone surrogate escape (\\u\(String(first, radix: 16))) is no character")
            }
            index += 2
            let second = try hex4()
            guard (0xDC00...0xDFFF).contains(second) else { throw failure("a lone surrogate escape (\\u\(String(first, radix: 16))) is no character") }
            scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(first) {
            throw failure("a lone surrogate escape (\\u\(String(first, radix: 16))) is no character")
        }
        return Array(String(Character(Unicode.Scalar(scalarValue)!)).utf8)
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard bytes.count - index >= 4 else { throw failure("a \\u escape needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("a \\u escape needs four hex digits")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func number() throws(Failure) -> JSONValue {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { throw failure("a number needs a digit") }
        if first == UInt8(ascii: "0") {
            index += 1
            if let next = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) { throw failure("a number may not start with 0") }
        } else {
            digits()
        }
        var whole = true
        if current == UInt8(ascii: ".") {
            whole = false
            index += 1
            guard digits() > 0 else { throw failure("a number needs a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            whole = false
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw failure("a number needs a digit in its exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if whole, let integer = Int64(text) { return .integer(integer) }
        guard let number = Double(text), number.isFinite else { throw failure("a number too large") }
        return .number(number)
    }

    @discardableResult
    private mutating func digits() -> Int {
        let start = index
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index - start
    }
}
