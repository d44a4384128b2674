extension EncodedSearch {
    /// One decoding of an entry: its bytes in segments, and the decodings that produced it, outermost first.
    ///
    /// Pieces decoded separately (two base64 runs of one JSON document) are separate segments: nothing is searched
    /// or decoded across a segment boundary.
    struct View {
        var bytes: [UInt8] = []
        var ends: [Int] = []
        var steps: [String]
        /// False for reversed, ROT13 and XOR views: searching the needle's reversed, ROT13 and XOR forms covers them.
        var searched = true

        var segments: [Range<Int>] {
            var ranges: [Range<Int>] = [], start = 0
            for end in ends {
                ranges.append(start..<end)
                start = end
            }
            return ranges
        }
    }

    /// Decoded segments: one buffer, and where each segment ends in it.
    typealias Segments = (bytes: [UInt8], ends: [Int])

    static let maximumDepth = 3

    /// Calls `body` with every decoding of `entry` and its rank, shallower first; decodes no further once the
    /// decodings add up to 16 times the entry's size (plus 64 KB), which bounds the work on hostile input.
    static func forEachView(of entry: [UInt8], _ body: (View, Int) -> Void) {
        var queue = [View(bytes: entry, ends: [entry.count], steps: [])]
        var budget = 16 * entry.count + (1 << 16)
        var next = 0
        while next < queue.count {
            let view = queue[next]
            queue[next] = View(steps: [])  // release the bytes once visited
            body(view, next)
            if view.steps.count < maximumDepth && budget > 0 {
                for decoded in decodings(of: view) where decoded.bytes.count <= budget {
                    budget -= decoded.bytes.count
                    queue.append(decoded)
                }
            }
            next += 1
        }
    }

    static let stepNames = [
        "base64", "hex", "percent-encoded", "JSON-escaped", "HTML entities", "Latin-1", "reversed", "ROT13",
    ]

    /// Every decoding that applies to some segment of `view`, each holding the segments it changed.
    static func decodings(of view: View) -> [View] {
        let last = view.steps.last ?? ""
        // Reversed, ROT13 and XOR views are only decoded further, never searched: pointless as the last step. What
        // follows them is base64 or hex (obfuscated encoded text); escapes there mostly re-decode the same escapes.
        let chains = view.steps.count + 1 < maximumDepth
        let escapes = !view.steps.contains { $0 == "reversed" || $0 == "ROT13" || $0.hasPrefix("XOR") }
        // XOR as a step applies to the entry's own bytes (or their Latin-1 reading), before base64 or hex.
        let xors = chains && view.steps.allSatisfy { $0 == "Latin-1" }
        var children = [Segments](repeating: ([], []), count: stepNames.count)
        var xored: [(key: UInt8, segments: Segments)] = []
        func add(_ step: Int, _ segments: Segments) {
            let base = children[step].bytes.count
            children[step].bytes += segments.bytes
            for end in segments.ends { children[step].ends.append(base + end) }
        }
        view.bytes.withUnsafeBufferPointer { all in
            for range in view.segments {
                let s = UnsafeBufferPointer(rebasing: all[range])
                guard mayDecode(UnsafeBufferPointer(rebasing: s.prefix(64))) else { continue }
                let present = ByteSet(s)
                if present.isText {
                    add(0, base64Decodings(of: s, whole: present.isSubset(of: .base64Text)))
                    add(1, hexDecodings(of: s, whole: present.isSubset(of: .hexText)))
                    if escapes && present.contains("%"), let decoded = percentDecoded(s) { add(2, one(decoded)) }
                    if escapes && present.contains("\\"), let decoded = jsonUnescaped(s) { add(3, one(decoded)) }
                    if escapes && present.contains("&"), let decoded = entitiesDecoded(s) { add(4, one(decoded)) }
                    if escapes && !present.isSubset(of: .ascii), let decoded = latin1Decoded(s) { add(5, one(decoded)) }
                    // Reversing twice, or ROT13 twice, is no decoding; ROT13 then reversed equals reversed then ROT13.
                    if chains && last != "reversed" && last != "ROT13" {
                        add(6, one(mapped(s, identityTable, reversing: true)))
                    }
                    if chains && last != "ROT13" && present.intersects(.letters) { add(7, one(mapped(s, rot13Table))) }
                }
                // Text that already is base64 or hex is decoded as it is.
                guard xors, s.count >= 16, !present.isSubset(of: .base64Text) else { continue }
                for key in present.keysToBase64OrHex() {
                    xored.append((key, one(mapped(s, identityTable.map { $0 ^ key }))))
                }
            }
        }
        var views: [View] = []
        for step in stepNames.indices where !children[step].ends.isEmpty {
            views.append(View(bytes: children[step].bytes, ends: children[step].ends, steps: view.steps + [stepNames[step]],
                              searched: stepNames[step] != "reversed" && stepNames[step] != "ROT13"))
        }
        for (key, segments) in xored.sorted(by: { $0.key < $1.key }) {
            let steps = view.steps + ["XOR 0x" + hex2(key)]
            views.append(View(bytes: segments.bytes, ends: segments.ends, steps: steps, searched: false))
        }
        return views
    }

    /// False for bytes no decoding applies to (decoded noise, told within a few bytes): control characters,
    /// which text has none of, along with bytes on both sides of 0x80, which text XOR-ed with one byte cannot have.
    static func mayDecode(_ s: UnsafeBufferPointer<UInt8>) -> Bool {
        var control = false, low = false, high = false
        for byte in s {
            if byte >= 0x80 {
                high = true
            } else {
                low = true
                control = control || (byte < 0x20 && byte != 9 && byte != 10 && byte != 13) || byte == 0x7F
            }
            if control && low && high { return false }
        }
        return true
    }

    static func one(_ segment: [UInt8]) -> Segments { (segment, [segment.count]) }

    /// `s` with every byte looked up in `table`, optionally back to front; a plain pointer loop, fast in debug builds.
    static func mapped(_ s: UnsafeBufferPointer<UInt8>, _ table: [UInt8], reversing: Bool = false) -> [UInt8] {
        table.withUnsafeBufferPointer { t in
            [UInt8](unsafeUninitializedCapacity: s.count) { out, count in
                for i in 0..<s.count { out[reversing ? s.count - 1 - i : i] = t[Int(s[i])] }
                count = s.count
            }
        }
    }

    // MARK: - Base64 and hex

    /// The base64 decoding of the whole of `s` when `whole`, else of each run of 16 or more base64 characters in it;
    /// either alphabet, whitespace and padding skipped, trailing odd bits dropped.
    ///
    /// A run continues over whitespace only after a multiple of 4 characters (line-wrapped base64), so that a word
    /// before it ("Bearer QUJD...") does not shift its alignment; `=` ends a run. Scans and decodes in one pass.
    static func base64Decodings(of s: UnsafeBufferPointer<UInt8>, whole: Bool) -> Segments {
        guard whole || s.count >= 16 else { return ([], []) }
        var out = [UInt8](repeating: 0, count: s.count * 3 / 4 + 1), ends: [Int] = []
        let minimum = whole ? 2 : 16
        out.withUnsafeMutableBufferPointer { o in
            base64Values.withUnsafeBufferPointer { value in
                var count = 0, runStart = 0, characters = 0, word = 0, accumulator: UInt32 = 0, bits = 0
                // One step past the end closes the last run. (No nested function: its captures are slow in debug builds.)
                for i in 0...s.count {
                    let v = i < s.count ? value[Int(s[i])] : 255
                    if v < 64 {
                        characters += 1
                        word += 1
                        accumulator = accumulator << 6 | UInt32(v)
                        bits += 6
                        if bits >= 8 {
                            bits -= 8
                            o[count] = UInt8(truncatingIfNeeded: accumulator >> UInt32(bits))
                            count += 1
                        }
                    } else if i < s.count && (whole || (v == 64 && s[i] != UInt8(ascii: "=") && word % 4 == 0)) {
                        word = 0
                    } else if characters > 0 {
                        if characters >= minimum && count > runStart {
                            ends.append(count)
                            runStart = count
                        } else {
                            count = runStart
                        }
                        (characters, word, accumulator, bits) = (0, 0, 0, 0)
                    }
                }
            }
        }
        out.removeLast(out.count - (ends.last ?? 0))
        return (out, ends)
    }

    /// The hex decoding of the whole of `s` when `whole`, else of each run of 16 or more hex digits in it; `:` or a
    /// space may separate groups of an even number of digits. Without separators the run is also decoded from its
    /// second digit, in case a stray digit glued to its front shifts the pairs.
    static func hexDecodings(of s: UnsafeBufferPointer<UInt8>, whole: Bool) -> Segments {
        guard whole || s.count >= 16 else { return ([], []) }
        var decodings: Segments = ([], [])
        hexValues.withUnsafeBufferPointer { value in
            var i = 0
            while i < s.count {
                guard value[Int(s[i])] < 16 else {
                    i += 1
                    continue
                }
                let start = i
                var digits = 0, group = 0, separated = false
                while i < s.count {
                    if value[Int(s[i])] < 16 {
                        digits += 1
                        group += 1
                    } else if s[i] == UInt8(ascii: ":") || s[i] == UInt8(ascii: " "), group > 0, group % 2 == 0,
                              i + 1 < s.count, value[Int(s[i + 1])] < 16 {
                        separated = true
                        group = 0
                    } else if !whole {
                        break
                    }
                    i += 1
                }
                guard digits >= (whole ? 2 : 16) else { continue }
                for skip in separated ? [0] : [0, 1] where digits - skip >= 2 {
                    var high: UInt8?, skipped = 0
                    for j in start..<i where value[Int(s[j])] < 16 {
                        guard skipped == skip else {
                            skipped += 1
                            continue
                        }
                        if let h = high {
                            decodings.bytes.append(h << 4 | value[Int(s[j])])
                            high = nil
                        } else {
                            high = value[Int(s[j])]
                        }
                    }
                    decodings.ends.append(decodings.bytes.count)
                }
            }
        }
        return decodings
    }

    // MARK: - Escapes

    /// `s` with each escape that `decode` recognises at a byte equal to `mark` replaced by its bytes; nil when there
    /// is none. `decode` returns the escape's length and writes what it stands for (never longer) from `out`.
    private static func unescaped(
        _ s: UnsafeBufferPointer<UInt8>, at mark: UInt8,
        _ decode: (_ at: Int, _ out: UnsafeMutableBufferPointer<UInt8>) -> (length: Int, written: Int)?
    ) -> [UInt8]? {
        var changed = false
        let result = [UInt8](unsafeUninitializedCapacity: s.count) { out, count in
            var i = 0, n = 0
            while i < s.count {
                let byte = s[i]
                if byte == mark, let escape = decode(i, UnsafeMutableBufferPointer(rebasing: out[n...])) {
                    i += escape.length
                    n += escape.written
                    changed = true
                } else {
                    out[n] = byte
                    i += 1
                    n += 1
                }
            }
            count = n
        }
        return changed ? result : nil
    }

    /// Writes `scalar` as UTF-8 into `out`, returning the byte count.
    private static func write(_ scalar: Unicode.Scalar, _ out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var n = 0
        UTF8.encode(scalar) { out[n] = $0; n += 1 }
        return n
    }

    /// `%XX` sequences decoded; nil when there are none.
    static func percentDecoded(_ s: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        hexValues.withUnsafeBufferPointer { hex in
            unescaped(s, at: UInt8(ascii: "%")) { i, out in
                guard i + 2 < s.count, hex[Int(s[i + 1])] < 16, hex[Int(s[i + 2])] < 16 else { return nil }
                out[0] = hex[Int(s[i + 1])] << 4 | hex[Int(s[i + 2])]
                return (3, 1)
            }
        }
    }

    /// JSON string escapes decoded (`\uXXXX` with surrogate pairs, `\"`, `\/`, `\n`, ...); nil when there are none.
    static func jsonUnescaped(_ s: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        func unit(at i: Int) -> UInt32? {
            guard i + 5 < s.count, s[i] == UInt8(ascii: "\\"), s[i + 1] == UInt8(ascii: "u") else { return nil }
            return (i + 2...i + 5).reduce(UInt32(0)) { acc, j in
                guard let acc, hexValues[Int(s[j])] < 16 else { return nil }
                return acc << 4 | UInt32(hexValues[Int(s[j])])
            }
        }
        return unescaped(s, at: UInt8(ascii: "\\")) { i, out in
            if let high = unit(at: i) {
                if (0xD800..<0xDC00).contains(high), let low = unit(at: i + 6), (0xDC00..<0xE000).contains(low) {
                    return (12, write(Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00))!, out))
                }
                return (6, write(Unicode.Scalar(high) ?? "\u{FFFD}", out))
            }
            guard i + 1 < s.count else { return nil }
            switch s[i + 1] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out[0] = s[i + 1]
            case UInt8(ascii: "b"): out[0] = 0x08
            case UInt8(ascii: "f"): out[0] = 0x0C
            case UInt8(ascii: "n"): out[0] = 0x0A
            case UInt8(ascii: "r"): out[0] = 0x0D
            case UInt8(ascii: "t"): out[0] = 0x09
            default: return nil
            }
            return (2, 1)
        }
    }

    /// HTML/XML entities decoded (`&quot;` `&amp;` `&lt;` `&gt;` `&apos;` `&#NN;` `&#xHH;`); nil when there are none.
    static func entitiesDecoded(_ s: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        let named: [String: UInt32] = ["quot": 0x22, "amp": 0x26, "lt": 0x3C, "gt": 0x3E, "apos": 0x27]
        return unescaped(s, at: UInt8(ascii: "&")) { i, out in
            guard i + 2 < s.count,
                  let semicolon = (i + 2..<min(i + 12, s.count)).first(where: { s[$0] == UInt8(ascii: ";") })
            else { return nil }
            let name = String(decoding: UnsafeBufferPointer(rebasing: s[(i + 1)..<semicolon]), as: UTF8.self)
            let code = name.hasPrefix("#x") || name.hasPrefix("#X") ? UInt32(name.dropFirst(2), radix: 16)
                : name.hasPrefix("#") ? UInt32(name.dropFirst()) : named[name]
            guard let code, let scalar = Unicode.Scalar(code) else { return nil }
            return (semicolon + 1 - i, write(scalar, out))
        }
    }

    /// Text whose characters are all U+0000...U+00FF, as one byte per character (raw bytes kept in a String that
    /// way); nil for any other character.
    static func latin1Decoded(_ s: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var valid = true
        let result = [UInt8](unsafeUninitializedCapacity: s.count) { out, count in
            var i = 0, n = 0
            while i < s.count && valid {
                let byte = s[i]
                if byte < 0x80 {
                    out[n] = byte
                    i += 1
                } else if byte == 0xC2 || byte == 0xC3, i + 1 < s.count, s[i + 1] & 0xC0 == 0x80 {
                    out[n] = (byte & 0x03) << 6 | s[i + 1] & 0x3F
                    i += 2
                } else {
                    valid = false
                }
                n += 1
            }
            count = valid ? n : 0
        }
        return valid ? result : nil
    }

    // MARK: - Byte sets and tables

    /// A set of byte values, as four 64-bit words.
    struct ByteSet {
        var w0: UInt64 = 0, w1: UInt64 = 0, w2: UInt64 = 0, w3: UInt64 = 0

        init(_ s: UnsafeBufferPointer<UInt8>) {
            guard s.count > 256 else {
                for byte in s { insert(byte) }
                return
            }
            var seen = [Bool](repeating: false, count: 256)
            seen.withUnsafeMutableBufferPointer { seen in
                for i in 0..<s.count { seen[Int(s[i])] = true }
            }
            for byte in 0...255 where seen[byte] { insert(UInt8(byte)) }
        }

        init(_ characters: String) {
            for byte in characters.utf8 { insert(byte) }
        }

        private mutating func insert(_ byte: UInt8) {
            let bit: UInt64 = 1 << UInt64(byte & 63)
            switch byte >> 6 {
            case 0: w0 |= bit
            case 1: w1 |= bit
            case 2: w2 |= bit
            default: w3 |= bit
            }
        }

        func contains(_ byte: UInt8) -> Bool {
            let word = switch byte >> 6 {
            case 0: w0
            case 1: w1
            case 2: w2
            default: w3
            }
            return word & (1 << UInt64(byte & 63)) != 0
        }

        func contains(_ character: Unicode.Scalar) -> Bool { contains(UInt8(ascii: character)) }

        func isSubset(of o: ByteSet) -> Bool { w0 & ~o.w0 | w1 & ~o.w1 | w2 & ~o.w2 | w3 & ~o.w3 == 0 }

        func intersects(_ o: ByteSet) -> Bool { w0 & o.w0 | w1 & o.w1 | w2 & o.w2 | w3 & o.w3 != 0 }

        var members: [UInt8] {
            var result: [UInt8] = []
            for (index, word) in [w0, w1, w2, w3].enumerated() {
                var rest = word
                while rest != 0 {
                    result.append(UInt8(index * 64 + rest.trailingZeroBitCount))
                    rest &= rest - 1
                }
            }
            return result
        }

        /// Text: no control characters but tab, line feed and carriage return.
        var isText: Bool { !intersects(.controls) }

        /// The non-zero keys that XOR every byte of this set into base64 or hex text.
        func keysToBase64OrHex() -> [UInt8] {
            let allowed = ByteSet.base64Text, members = self.members
            guard !members.isEmpty, members.count <= ByteSet.base64Members.count else { return [] }
            var keys: [UInt8] = []
            // The key takes the first member to some allowed byte; plain loops, as this runs for every text segment.
            for target in ByteSet.base64Members where target != members[0] {
                let key = members[0] ^ target
                var i = 1
                while i < members.count && allowed.contains(members[i] ^ key) { i += 1 }
                if i == members.count { keys.append(key) }
            }
            return keys.sorted()
        }

        static let controls = ByteSet(String(decoding: (0..<32).filter { ![9, 10, 13].contains($0) } + [127], as: UTF8.self))
        static let ascii = ByteSet(String(decoding: 0..<128, as: UTF8.self))
        static let letters = ByteSet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
        static let whitespace = " \t\n\r"
        static let base64Text = ByteSet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_=" + whitespace)
        static let base64Members = base64Text.members
        static let hexText = ByteSet("0123456789ABCDEFabcdef:" + whitespace)
    }

    static let identityTable: [UInt8] = (0...255).map { UInt8($0) }
    /// ASCII upper case to lower case, as a table for the pass over every byte.
    static let foldTable: [UInt8] = identityTable.map(fold)
    static let rot13Table: [UInt8] = identityTable.map { byte in
        switch byte {
        case 65...90: (byte - 65 + 13) % 26 + 65
        case 97...122: (byte - 97 + 13) % 26 + 97
        default: byte
        }
    }
    /// Base64 digit values of both alphabets; 64 for whitespace and `=` (skipped), 255 for anything else.
    static let base64Values: [UInt8] = identityTable.map { byte in
        switch byte {
        case 65...90: byte - 65
        case 97...122: byte - 97 + 26
        case 48...57: byte - 48 + 52
        case 43, 45: 62
        case 47, 95: 63
        case 9, 10, 13, 32, 61: 64
        default: 255
        }
    }
    /// Hex digit values of either case; 255 for anything else.
    static let hexValues: [UInt8] = identityTable.map { byte in
        switch byte {
        case 48...57: byte - 48
        case 65...70: byte - 55
        case 97...102: byte - 87
        default: 255
        }
    }
}
