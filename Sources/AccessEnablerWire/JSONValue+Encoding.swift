extension JSONValue {
    /// The value as JSON text, object keys sorted by their UTF-8 bytes, `/` not escaped, strings and numbers
    /// as Foundation's `JSONSerialization` writes them, without building Foundation objects (the adapter
    /// protocol writes a line per turn). Key order carries no meaning in JSON; it is fixed so that the same
    /// message is always the same bytes.
    package var encoded: String {
        var out: [UInt8] = []
        out.reserveCapacity(128)
        encode(into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the value's JSON text to `out`.
    func encode(into out: inout [UInt8]) {
        switch self {
        case .null: out += "null".utf8
        case .bool(let value): out += (value ? "true" : "false").utf8
        case .integer(let value): out += String(value).utf8
        case .number(let value): out += Self.text(of: value).utf8
        case .string(let value): Self.encode(value, into: &out)
        case .array(let values):
            out.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                value.encode(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let fields):
            out.append(UInt8(ascii: "{"))
            for (index, key) in fields.keys.sorted(by: Self.keyOrder).enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.encode(key, into: &out)
                out.append(UInt8(ascii: ":"))
                fields[key]!.encode(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// The order `.sortedKeys` writes keys in: by their UTF-8 bytes.
    static func keyOrder(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// A string as JSON: quotes and backslashes escaped, control characters as `\n`, `\t`... or `\u00XX`.
    static func encode(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Runs that need no escape are copied whole (a media token is 16 KiB of them).
        var text = text
        text.makeContiguousUTF8()
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var start = 0
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                escape(byte, into: &out)
                start = index + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// A byte JSON escapes inside a string, escaped.
    private static func escape(_ byte: UInt8, into out: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): out += "\\\"".utf8
        case UInt8(ascii: "\\"): out += "\\\\".utf8
        case 0x0A: out += "\\n".utf8
        case 0x0D: out += "\\r".utf8
        case 0x09: out += "\\t".utf8
        case 0x08: out += "\\b".utf8
        case 0x0C: out += "\\f".utf8
        case 0x00..<0x20:
            let hex = Array("0123456789abcdef".utf8)
            out += "\\u00".utf8
            out.append(hex[Int(byte >> 4)])
            out.append(hex[Int(byte & 0x0F)])
        default: out.append(byte)
        }
    }

    /// A number that is not a whole 64-bit one, as JSON writes it.
    static func text(of number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }
}
