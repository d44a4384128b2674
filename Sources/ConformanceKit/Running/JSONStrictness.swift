/// What Foundation's JSON reader lets through and RFC 8259 does not: a comma before `]` or `}` (`[1,]`), a comment
/// (`//`, `/* */`). A file a person edits by hand (a baseline) is read as JSON is written, so that what another tool
/// refuses is refused here too, at its place.
package enum JSONStrictness {
    /// The line and column (from 1) of the first thing standard JSON does not allow, and what it is; `nil` when none.
    package static func firstLeniency(in bytes: [UInt8]) -> (line: Int, column: Int, what: String)? {
        var line = 1, column = 0
        var inString = false, escaped = false
        var lastComma: (line: Int, column: Int)?
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 0
                continue
            }
            // Columns count characters: a UTF-8 continuation byte is part of the one before.
            if byte & 0xC0 != 0x80 { column += 1 }
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true; lastComma = nil
            case UInt8(ascii: ","): lastComma = (line, column)
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let comma = lastComma { return (comma.line, comma.column, "a comma before '\(Character(UnicodeScalar(byte)))'") }
            case UInt8(ascii: "/") where index < bytes.count && (bytes[index] == UInt8(ascii: "/") || bytes[index] == UInt8(ascii: "*")):
                return (line, column, "a comment")
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            default: lastComma = nil
            }
        }
        return nil
    }
}
