/// Finds secrets (token IDs, signatures, whole token bodies) in stored text, as written or under a reversible encoding.
///
/// Each entry is decoded in every way listed at ``find(_:in:minimumFragment:)``, nested up to three deep, and each
/// decoding is searched for every needle as written, case-insensitively, reversed, in ROT13 and XOR-ed with one byte.
/// One pass over a decoding looks for all needles and all their fragments at once (a bitmap of 4-byte windows in
/// front of an exact table), so the cost grows with the size of the storage, not with that times the needles.
public enum EncodedSearch {
    /// One place a needle was found.
    public struct Finding: Sendable, Equatable, CustomStringConvertible {
        /// The needle, as passed in.
        public var needle: String
        /// Indexes into the `entries` passed in (several when the needle was split across entries), sorted.
        public var entries: [Int]
        /// How it was hidden, outermost encoding first: "as written", "base64", "base64 of hex", "reversed",
        /// "percent-encoded", "JSON-escaped", "XOR 0x5A", "split across 2 entries (entry 3 as written, entry 1 hex)", ...
        public var encoding: String

        /// Creates a finding.
        public init(needle: String, entries: [Int], encoding: String) {
            self.needle = needle
            self.entries = entries
            self.encoding = encoding
        }

        /// The needle (shortened past 48 characters), its entries and its encoding, for a failure message.
        public var description: String {
            let shown = needle.count > 48 ? needle.prefix(45) + "…" : Substring(needle)
            let place = entries.count == 1 ? "entry \(entries[0])" : "entries \(entries.map(String.init).joined(separator: ", "))"
            return "\"\(shown)\" in \(place) (\(encoding))"
        }
    }

    /// Searches every entry (a stored key or value, as text) for every needle. Findings sorted by needle order, then entries.
    ///
    /// Decodings tried on each entry, nested up to three deep: base64 (standard or URL-safe alphabet, padded or not,
    /// whitespace ignored; a whole entry, or any run of 16 or more base64 characters inside other text), hex (either
    /// case, optionally `:`- or space-separated; whole, or runs of 16 or more digits), percent-encoding, JSON string
    /// escapes, HTML/XML entities, Latin-1 text (bytes stored as U+0000...U+00FF), reversed, ROT13, and XOR with one
    /// byte (when that turns the entry into base64 or hex text). Every decoding, valid UTF-8 or not, is searched as
    /// bytes for each needle as written, case-insensitively (ASCII), reversed, in ROT13, and XOR-ed with any byte.
    ///
    /// A needle at least twice `minimumFragment` long also counts as found when two or three pieces of it, each at
    /// least `minimumFragment` long and together the whole needle in order, are found in as many different entries
    /// (reported only when the needle is nowhere whole). A shorter needle is only searched whole. Lengths count
    /// UTF-8 bytes (characters, for ASCII); a `minimumFragment` under 4 counts as 4. XOR needs 8 or more bytes and a
    /// needle under 4 bytes is only looked for, as written or case-insensitively, in decodings that look like text:
    /// shorter patterns turn up by chance in decoded noise.
    public static func find(_ needles: [String], in entries: [String], minimumFragment: Int = 8) -> [Finding] {
        var search = Search(needles: needles.map { Array($0.utf8) }, fragment: max(minimumFragment, 4))
        for (index, entry) in entries.enumerated() {
            forEachView(of: Array(entry.utf8)) { view, rank in search.scan(view, rank: rank, entry: index) }
        }
        return search.findings(needles)
    }
}

extension EncodedSearch {
    /// A stretch of a needle, in the needle's byte offsets.
    struct Piece: Hashable, Comparable {
        var start: Int
        var end: Int
        static func < (a: Piece, b: Piece) -> Bool { (a.start, a.end) < (b.start, b.end) }
    }

    /// How a piece was found; a lower rank is a plainer way (a shallower decoding, a plainer form of the needle).
    struct Evidence {
        var rank: Int
        var encoding: String
    }

    /// A form of a needle that is searched for: `kind` bit 0 is reversed, bit 1 is ROT13.
    struct Form {
        var bytes: [UInt8]
        var folded: [UInt8]
        var kind: Int
    }

    /// A gram (a piece of a form, `length` bytes from `offset`) whose first 4 bytes give a table key.
    struct GramRef {
        var needle: Int
        var form: Int
        var offset: Int
    }

    /// Grams by key, with a bitmap over hashed keys so that most windows are rejected by a single bit test.
    struct GramIndex {
        var bits = [UInt64](repeating: 0, count: 1 << 14)
        var refs: [UInt32: [GramRef]] = [:]

        mutating func insert(_ key: UInt32, _ ref: GramRef) {
            // A very repetitive needle shares keys between many grams; a few per key bound the work per window.
            guard refs[key, default: []].count < 16 else { return }
            refs[key, default: []].append(ref)
            let slot = Self.slot(key)
            bits[slot >> 6] |= 1 << UInt64(slot & 63)
        }

        static func slot(_ key: UInt32) -> Int { Int((key &* 0x9E37_79B1) >> 12) }
    }

    static let formNames: [[String]] = [[], ["reversed"], ["ROT13"], ["reversed", "ROT13"]]
    /// XOR leaves a window only its byte differences to match, so it needs a longer gram to rule out chance.
    static let xorMinimum = 8

    /// The state of one `find`: the needles' forms and gram tables, and every piece found so far.
    struct Search {
        let fragment: Int
        let needles: [[UInt8]]
        var forms: [[Form]] = []
        /// Per needle: the gram length indexed (the fragment, or the whole needle when shorter), 0 for tiny needles.
        var grams: [Int] = []
        var folded = GramIndex()
        var xored = GramIndex()
        /// Per needle, per entry: the longest pieces found, each with its plainest evidence.
        var found: [[Int: [Piece: Evidence]]]

        init(needles: [[UInt8]], fragment: Int) {
            self.fragment = fragment
            self.needles = needles
            found = Array(repeating: [:], count: needles.count)
            for (n, needle) in needles.enumerated() {
                var needleForms: [Form] = []
                for kind in 0..<4 {
                    var bytes = kind & 1 == 0 ? needle : needle.reversed()
                    if kind & 2 != 0 { bytes = bytes.map { rot13Table[Int($0)] } }
                    guard !needleForms.contains(where: { $0.bytes == bytes }) else { continue }
                    needleForms.append(Form(bytes: bytes, folded: bytes.map { foldTable[Int($0)] }, kind: kind))
                }
                let gram = needle.count < 4 ? 0 : min(needle.count, fragment)
                forms.append(needleForms)
                grams.append(gram)
                guard gram > 0 else { continue }
                for (f, form) in needleForms.enumerated() {
                    for offset in 0...(needle.count - gram) {
                        let ref = GramRef(needle: n, form: f, offset: offset)
                        let window = form.folded[offset..<(offset + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                        folded.insert(window, ref)
                        // XOR-ed, a run of one repeated byte ("00000000") would match any run of one repeated byte.
                        if gram >= xorMinimum, Set(form.bytes[offset..<(offset + gram)]).count >= 4 {
                            let raw = form.bytes[offset..<(offset + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                            xored.insert((raw ^ (raw << 8)) & 0xFFFF_FF00, ref)
                        }
                    }
                }
            }
        }

        /// Records every needle and piece in `view`, the `rank`-th decoding of entry `entry`.
        mutating func scan(_ view: View, rank: Int, entry: Int) {
            guard view.searched else { return }
            var hits: [(at: Int, end: Int, key: UInt32, xor: Bool)] = []
            let foldedBits = folded.bits, xoredBits = xored.bits, useXOR = !xored.refs.isEmpty
            view.bytes.withUnsafeBufferPointer { p in
                foldTable.withUnsafeBufferPointer { fold in
                    foldedBits.withUnsafeBufferPointer { fb in
                        xoredBits.withUnsafeBufferPointer { xb in
                            for segment in view.segments where segment.count >= 4 {
                                let first = segment.lowerBound
                                var window = UInt32(p[first]) << 16 | UInt32(p[first + 1]) << 8 | UInt32(p[first + 2])
                                var low = UInt32(fold[Int(p[first])]) << 16 | UInt32(fold[Int(p[first + 1])]) << 8
                                    | UInt32(fold[Int(p[first + 2])])
                                for at in first...(segment.upperBound - 4) {
                                    let byte = p[at + 3]
                                    window = window << 8 | UInt32(byte)
                                    low = low << 8 | UInt32(fold[Int(byte)])
                                    let slot = GramIndex.slot(low)
                                    if fb[slot >> 6] & (1 << UInt64(slot & 63)) != 0 {
                                        hits.append((at, segment.upperBound, low, false))
                                    }
                                    guard useXOR else { continue }
                                    let delta = (window ^ (window << 8)) & 0xFFFF_FF00
                                    let xslot = GramIndex.slot(delta)
                                    if xb[xslot >> 6] & (1 << UInt64(xslot & 63)) != 0 {
                                        hits.append((at, segment.upperBound, delta, true))
                                    }
                                }
                            }
                        }
                    }
                }
            }
            // Per needle form and mode: the diagonal (view offset minus needle offset) of the last match and where it
            // ended, so that the later windows of one long match are not each extended again.
            var lastMatch: [Int: (diagonal: Int, end: Int)] = [:]
            for hit in hits {
                for ref in (hit.xor ? xored : folded).refs[hit.key] ?? [] {
                    let form = forms[ref.needle][ref.form], gram = grams[ref.needle], s = ref.offset, at = hit.at
                    let track = (ref.needle * 4 + ref.form) * 2 + (hit.xor ? 1 : 0)
                    guard at + gram <= hit.end else { continue }
                    if let last = lastMatch[track], last.diagonal == at - s, at + gram <= last.end { continue }
                    var length = 0, exact = true, key: UInt8 = 0
                    let limit = min(form.bytes.count - s, hit.end - at)
                    if hit.xor {
                        key = view.bytes[at] ^ form.bytes[s]
                        guard key != 0 else { continue }
                        while length < limit, view.bytes[at + length] ^ key == form.bytes[s + length] { length += 1 }
                    } else {
                        while length < limit, foldTable[Int(view.bytes[at + length])] == form.folded[s + length] {
                            exact = exact && view.bytes[at + length] == form.bytes[s + length]
                            length += 1
                        }
                    }
                    guard length >= gram else { continue }
                    lastMatch[track] = (at - s, at + length)
                    let mode = hit.xor ? 2 : exact ? 0 : 1
                    let modeName = hit.xor ? ["XOR 0x" + hex2(key)] : exact ? [] : ["case-insensitive"]
                    record(ref.needle, entry: entry, form: form, from: s, length: length,
                           rank: rank * 64 + form.kind * 4 + mode, steps: view.steps + formNames[form.kind] + modeName)
                }
            }
            scanTiny(view, rank: rank, entry: entry)
        }

        /// Needles under 4 bytes: whole, as written or case-insensitively, in segments that look like text.
        private mutating func scanTiny(_ view: View, rank: Int, entry: Int) {
            let tiny = grams.indices.filter { grams[$0] == 0 && !needles[$0].isEmpty }
            guard !tiny.isEmpty else { return }
            for segment in view.segments {
                let text = view.bytes[segment].withUnsafeBufferPointer { ByteSet($0).isText }
                guard text else { continue }
                for n in tiny {
                    for form in forms[n] {
                        guard let exact = tinyMatch(form, in: view.bytes[segment]) else { continue }
                        record(n, entry: entry, form: form, from: 0, length: form.bytes.count,
                               rank: rank * 64 + form.kind * 4 + (exact ? 0 : 1),
                               steps: view.steps + formNames[form.kind] + (exact ? [] : ["case-insensitive"]))
                    }
                }
            }
        }

        /// Whether `form` occurs in `bytes` exactly (true) or only case-insensitively (false), or not at all (nil).
        private func tinyMatch(_ form: Form, in bytes: ArraySlice<UInt8>) -> Bool? {
            var folded = false, exact = false
            bytes.withUnsafeBufferPointer { p in
                foldTable.withUnsafeBufferPointer { fold in
                    guard p.count >= form.bytes.count else { return }
                    for at in 0...(p.count - form.bytes.count) where fold[Int(p[at])] == form.folded[0] {
                        guard form.folded.indices.allSatisfy({ fold[Int(p[at + $0])] == form.folded[$0] }) else { continue }
                        if form.bytes.indices.allSatisfy({ p[at + $0] == form.bytes[$0] }) { exact = true; return }
                        folded = true
                    }
                }
            }
            return exact ? true : folded ? false : nil
        }

        private mutating func record(_ n: Int, entry: Int, form: Form, from s: Int, length: Int, rank: Int, steps: [String]) {
            let count = needles[n].count
            let piece = form.kind & 1 == 0 ? Piece(start: s, end: s + length) : Piece(start: count - s - length, end: count - s)
            if let known = found[n][entry]?[piece], known.rank <= rank { return }
            let encoding = steps.isEmpty ? "as written" : steps.joined(separator: " of ")
            found[n][entry, default: [:]][piece] = Evidence(rank: rank, encoding: encoding)
        }

        /// Whole findings per needle and entry; for a needle found nowhere whole, the plainest split, if any.
        func findings(_ strings: [String]) -> [Finding] {
            var result: [Finding] = []
            for (n, needle) in needles.enumerated() where !needle.isEmpty {
                let whole = Piece(start: 0, end: needle.count)
                let hits = found[n].keys.sorted().compactMap { entry in
                    found[n][entry]?[whole].map { Finding(needle: strings[n], entries: [entry], encoding: $0.encoding) }
                }
                if !hits.isEmpty {
                    result += hits
                } else if needle.count >= 2 * fragment, let split = split(found[n], length: needle.count) {
                    let parts = split.map { "entry \($0.entry) \($0.encoding)" }.joined(separator: ", ")
                    result.append(Finding(needle: strings[n], entries: split.map(\.entry).sorted(),
                                          encoding: "split across \(split.count) entries (\(parts))"))
                }
            }
            return result
        }

        /// Two, else three, pieces of at least `fragment` bytes covering the needle in order, from different entries;
        /// the choice with the lowest sorted entries. Returned in needle order.
        func split(_ pieces: [Int: [Piece: Evidence]], length: Int) -> [(entry: Int, encoding: String)]? {
            let m = fragment
            var heads: [(entry: Int, end: Int, encoding: String)] = []
            var tails: [(entry: Int, start: Int, encoding: String)] = []
            var middles: [(entry: Int, piece: Piece, encoding: String)] = []
            for entry in pieces.keys.sorted() {
                let found = pieces[entry, default: [:]].sorted { $0.key < $1.key }
                if let head = found.filter({ $0.key.start == 0 }).max(by: { $0.key.end < $1.key.end }), head.key.end >= m {
                    heads.append((entry, head.key.end, head.value.encoding))
                }
                if let tail = found.first(where: { $0.key.end == length }), tail.key.start <= length - m {
                    tails.append((entry, tail.key.start, tail.value.encoding))
                }
                middles += found.filter { $0.key.end - $0.key.start >= m }.map { (entry, $0.key, $0.value.encoding) }
            }
            var best: [(entry: Int, encoding: String)]?
            func offer(_ choice: [(entry: Int, encoding: String)]) {
                guard let current = best else { return best = choice }
                if choice.map(\.entry).sorted().lexicographicallyPrecedes(current.map(\.entry).sorted()) { best = choice }
            }
            for head in heads {
                for tail in tails where tail.entry != head.entry && max(m, tail.start) <= min(length - m, head.end) {
                    offer([(head.entry, head.encoding), (tail.entry, tail.encoding)])
                }
            }
            if best != nil { return best }
            for head in heads {
                for tail in tails where tail.entry != head.entry {
                    for middle in middles where middle.entry != head.entry && middle.entry != tail.entry {
                        // Cut as early as the middle piece allows, leaving it and the tail the most room.
                        let first = max(m, middle.piece.start)
                        let second = max(tail.start, first + m)
                        guard first <= head.end, second <= min(length - m, middle.piece.end) else { continue }
                        offer([(head.entry, head.encoding), (middle.entry, middle.encoding), (tail.entry, tail.encoding)])
                    }
                }
            }
            return best
        }
    }

    static func hex2(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }
}
