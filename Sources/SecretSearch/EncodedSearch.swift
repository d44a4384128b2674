/// Finds secrets (token IDs, signatures, whole token bodies) in stored text, as written or under a reversible encoding.
///
/// Each entry is decoded in every way listed at ``find(_:in:minimumFragment:)``, nested up to three deep, and each
/// decoding is searched for every needle as written, case-insensitively, reversed, in ROT13 and XOR-ed with one byte.
/// One pass over a decoding looks for all needles and all their fragments at once (a bitmap of 4-byte windows in
/// front of an exact table), so the cost grows with the size of the storage, not with that times the needles.
package enum EncodedSearch {
    /// One place a needle was found.
    package struct Finding: Sendable, Equatable, CustomStringConvertible {
        /// The needle, as passed in.
        package var needle: String
        /// Indexes into the `entries` passed in (several when the needle was split across entries), sorted.
        package var entries: [Int]
        /// How it was hidden, outermost encoding first: "as written", "base64", "base64 of hex", "reversed",
        /// "percent-encoded", "JSON-escaped", "XOR 0x5A", "split across 2 entries (entry 3 as written, entry 1 hex)", ...
        package var encoding: String

        /// Creates a finding.
        package init(needle: String, entries: [Int], encoding: String) {
            self.needle = needle
            self.entries = entries
            self.encoding = encoding
        }

        /// The needle (shortened past 48 characters), its entries and its encoding, for a failure message.
        package var description: String {
            let shown = needle.count > 48 ? needle.prefix(45) + "…" : Substring(needle)
            let numbers = entries.map(String.init).joined(separator: ", ")
            let place = entries.count == 1 ? "entry \(numbers)" : "entries \(numbers)"
            return "\"\(shown)\" in \(place) (\(encoding))"
        }
    }

    /// Searches every entry (a stored key or value, as text) for every needle. Findings sorted by needle order,
    /// then entries.
    ///
    /// Decodings tried on each entry, nested up to three deep: base64 (standard or URL-safe alphabet, padded or not,
    /// whitespace ignored; a whole entry, or any run of 16 or more base64 characters inside other text), hex (either
    /// case, optionally `:`- or space-separated; whole, or runs of 16 or more digits), percent-encoding, JSON string
    /// escapes, HTML/XML entities, Latin-1 text (bytes stored as U+0000...U+00FF), reversed, ROT13, and the entry's
    /// bytes (or their Latin-1 reading) XOR-ed with one byte, when that makes base64 or hex text. After reversed,
    /// ROT13 or XOR only base64 and hex follow. Every decoding, valid UTF-8 or not, is searched as bytes for each
    /// needle as written, case-insensitively (ASCII), reversed, in ROT13, and XOR-ed with any one byte. Decoding
    /// stops once an entry's decodings add up to 16 times its size, which bounds the work on hostile input.
    ///
    /// A needle at least twice `minimumFragment` long also counts as found when two or three pieces of it, each at
    /// least `minimumFragment` long and together the whole needle in order, are found in as many different entries
    /// (reported only when the needle is nowhere whole). A shorter needle is only searched whole. Lengths count
    /// UTF-8 bytes (characters, for ASCII); a `minimumFragment` under 4 counts as 4. XOR needs 8 or more bytes and a
    /// needle under 4 bytes is only looked for, as written or case-insensitively, in decodings that look like text:
    /// shorter patterns turn up by chance in decoded noise.
    package static func find(_ needles: [String], in entries: [String], minimumFragment: Int = 8) -> [Finding] {
        Needles(needles, minimumFragment: minimumFragment).find(in: entries)
    }

    /// Needles made ready once (their forms and gram table) for searching many sets of entries: a check that runs
    /// after every step searches each new text for the same tokens, and building the table costs more than a scan.
    ///
    /// ```swift
    /// let needles = EncodedSearch.Needles([token.guid, token.signature])
    /// for texts in batches { if let finding = needles.find(in: texts).first { ... } }
    /// ```
    package struct Needles: Sendable {
        /// The needles, as passed in.
        package let strings: [String]
        private let prepared: Search

        /// Prepares `needles` for ``find(in:)``; `minimumFragment` as in ``EncodedSearch/find(_:in:minimumFragment:)``.
        package init(_ needles: [String], minimumFragment: Int = 8) {
            strings = needles
            prepared = Search(needles: needles.map { Array($0.utf8) }, fragment: max(minimumFragment, 4))
        }

        /// The same findings as ``EncodedSearch/find(_:in:minimumFragment:)`` with these needles.
        package func find(in entries: [String]) -> [Finding] {
            find(in: Decoded(entries))
        }

        /// The findings in entries decoded once for several searches.
        package func find(in decoded: Decoded) -> [Finding] {
            find(in: [decoded])
        }

        /// The findings in the entries of `parts`, in order, numbered on from one part to the next (as if decoded
        /// together: texts decoded one by one, once each, need no copying into one).
        package func find(in parts: [Decoded]) -> [Finding] {
            var search = prepared
            var base = 0
            for part in parts {
                for view in part.views { search.scan(view.view, rank: view.rank, entry: base + view.entry) }
                base += part.entries
            }
            return search.findings(strings)
        }
    }

    /// Entries decoded once in every way ``find(_:in:minimumFragment:)`` tries, to be searched for several sets of
    /// ``Needles``: decoding costs more than a scan, and does not depend on the needles.
    package struct Decoded: Sendable {
        /// The decodings that are searched, in the order a search visits them.
        let views: [(entry: Int, rank: Int, view: View)]

        /// Decodes `entries`.
        package init(_ entries: [String]) {
            self.entries = entries.count
            var views: [(entry: Int, rank: Int, view: View)] = []
            for (index, entry) in entries.enumerated() {
                forEachView(of: Array(entry.utf8)) { view, rank in
                    if view.searched { views.append((index, rank, view)) }
                }
            }
            self.views = views
        }

        /// How many entries were decoded.
        package private(set) var entries = 0
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

    /// A form of a needle that is searched for (`kind` bit 0: reversed, bit 1: ROT13), and the length of the grams
    /// indexed for it: the fragment, or the whole needle when shorter; 0 for needles under 4 bytes. Its bytes are
    /// `count` bytes from `start` in ``Search/formData``, and the same lower-cased (ASCII) follow them.
    struct Form {
        var needle: Int
        var kind: Int
        var start: Int
        var count: Int
        var gram: Int
    }

    /// A gram: `gram` bytes from `offset` of form `form`, whose bytes from there on are `rest` bytes from `at` in
    /// ``Search/formData`` (lower-cased: from `at + count`). Its key is its first 4 bytes lower-cased, or for `xor`
    /// their 3 byte differences (which XOR with any one byte keeps).
    struct GramRef {
        var form: Int
        var offset: Int
        var xor: Bool
        var at: Int
        var rest: Int
        var count: Int
        var gram: Int
    }

    /// Grams by key: a bitmap over hashed keys rejects most windows with one bit test, and an open-addressing
    /// table of flat arrays (quick in debug builds too) finds the grams of the others.
    struct GramIndex {
        /// 2^17 bits, 16 KiB: a few hundred grams leave nearly every window rejected, and a table this size comes
        /// from the allocator's free lists (at 128 KiB each search mapped fresh pages, a fault for every 4 KiB).
        private(set) var bits = [UInt64](repeating: 0, count: 1 << 11)
        private(set) var refs: [GramRef] = []
        /// Grams in insertion order, until ``freeze()`` lays them out (a flat list: cheap to build per search).
        private var building: [(key: UInt32, ref: GramRef)] = []
        private var keys: [UInt32] = [], firsts: [Int] = [], counts: [Int] = []

        mutating func insert(_ key: UInt32, _ ref: GramRef) {
            building.append((key, ref))
            let slot = Self.slot(key)
            bits[Self.word(slot)] |= 1 << UInt64(slot & 63)
        }

        /// Lays the table out for lookups, each key's grams in insertion order; call after the last insert. Three
        /// passes over the grams, no sort: where a key sits in the table changes no lookup's answer.
        mutating func freeze() {
            var capacity = 16
            while capacity < 2 * building.count { capacity *= 2 }
            keys = Array(repeating: 0, count: capacity)
            firsts = Array(repeating: -1, count: capacity)
            counts = Array(repeating: 0, count: capacity)
            // Each gram's slot, and how many grams each key keeps.
            var slots = [Int](repeating: 0, count: building.count)
            for (index, gram) in building.enumerated() {
                var slot = Self.slot(gram.key) & (capacity - 1)
                while counts[slot] > 0 && keys[slot] != gram.key { slot = (slot + 1) & (capacity - 1) }
                keys[slot] = gram.key
                // A very repetitive needle shares keys between many grams; a few per key bound the work per window.
                counts[slot] = min(counts[slot] + 1, 16)
                slots[index] = slot
            }
            // Each key's grams together, keys in the order they first came.
            var total = 0
            for slot in slots where firsts[slot] < 0 {
                firsts[slot] = total
                total += counts[slot]
            }
            var placed = [Int](repeating: 0, count: capacity)
            var laidOut = [GramRef?](repeating: nil, count: total)
            for (index, gram) in building.enumerated() {
                let slot = slots[index]
                guard placed[slot] < counts[slot] else { continue }
                laidOut[firsts[slot] + placed[slot]] = gram.ref
                placed[slot] += 1
            }
            refs = laidOut.map { $0! }
            building = []
        }

        /// Where the grams of `key` are in ``refs``.
        func range(of key: UInt32) -> Range<Int> {
            var slot = Self.slot(key) & (keys.count - 1)
            while firsts[slot] >= 0 {
                if keys[slot] == key { return firsts[slot]..<(firsts[slot] + counts[slot]) }
                slot = (slot + 1) & (keys.count - 1)
            }
            return 0..<0
        }

        /// 20 bits of a multiplicative hash: a bit of ``bits``, and the start of a probe in the table.
        static func slot(_ key: UInt32) -> Int { Int((key &* 0x9E37_79B1) >> 12) }

        /// The word of ``bits`` that holds a slot's bit.
        static func word(_ slot: Int) -> Int { (slot >> 6) & ((1 << 11) - 1) }
    }

    static let formNames: [[String]] = [[], ["reversed"], ["ROT13"], ["reversed", "ROT13"]]
    /// XOR leaves a window only its byte differences to match, so it needs a longer gram to rule out chance.
    static let xorMinimum = 8

    /// The state of one `find`: the needles' forms and gram table, and every piece found so far.
    struct Search {
        let fragment: Int
        let needles: [[UInt8]]
        var forms: [Form] = []
        /// Each form's bytes, then the same lower-cased.
        var formData: [UInt8] = []
        var index = GramIndex()
        var hasXOR = false
        /// Per needle, per entry: the longest pieces found, each with its plainest evidence.
        var found: [[Int: [Piece: Evidence]]]

        init(needles: [[UInt8]], fragment: Int) {
            self.fragment = fragment
            self.needles = needles
            found = Array(repeating: [:], count: needles.count)
            for (n, needle) in needles.enumerated() where !needle.isEmpty {
                let gram = needle.count < 4 ? 0 : min(needle.count, fragment)
                var seen: [[UInt8]] = []
                for kind in 0..<4 {
                    var bytes = kind & 1 == 0 ? needle : needle.reversed()
                    if kind & 2 != 0 { bytes = bytes.map { rot13Table[Int($0)] } }
                    guard !seen.contains(bytes) else { continue }
                    seen.append(bytes)
                    let form = Form(needle: n, kind: kind, start: formData.count, count: bytes.count, gram: gram)
                    let folds = bytes.map { foldTable[Int($0)] }
                    forms.append(form)
                    formData += bytes + folds
                    guard gram > 0 else { continue }
                    for offset in 0...(needle.count - gram) {
                        func ref(xor: Bool) -> GramRef {
                            GramRef(form: forms.count - 1, offset: offset, xor: xor, at: form.start + offset,
                                    rest: form.count - offset, count: form.count, gram: gram)
                        }
                        let low = folds[offset..<(offset + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                        index.insert(low, ref(xor: false))
                        // XOR-ed, a run of one repeated byte ("00000000") would match any run of one repeated byte.
                        if gram >= xorMinimum, hasFourDistinct(bytes[offset..<(offset + gram)]) {
                            let raw = bytes[offset..<(offset + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                            index.insert((raw ^ (raw << 8)) & 0xFFFF_FF00, ref(xor: true))
                            hasXOR = true
                        }
                    }
                }
            }
            index.freeze()
        }

        /// A window that may begin grams: at `at`, in a segment ending at `end`; the grams are `refs` in the index.
        struct Hit {
            var at: Int
            var end: Int
            var refs: Range<Int>
        }

        /// A gram found: `length` bytes (at least its gram) of form `form` from `offset`; `mode` 0 as written,
        /// 1 ignoring case, 2 XOR-ed with `key`.
        struct Match {
            var form: Int
            var offset: Int
            var length: Int
            var mode: Int
            var key: UInt8
        }

        /// Records every needle and piece in `view`, the `rank`-th decoding of entry `entry`.
        mutating func scan(_ view: View, rank: Int, entry: Int) {
            guard view.searched else { return }
            for match in matches(in: view, hits(in: view)) {
                record(forms[match.form], entry: entry, from: match.offset, length: match.length, viewRank: rank,
                       steps: view.steps, mode: match.mode, key: match.key)
            }
            scanTiny(view, rank: rank, entry: entry)
        }

        /// The windows of `view` whose 4 bytes lower-cased (or, for XOR, 3 byte differences) pass the bitmap.
        private func hits(in view: View) -> [Hit] {
            var hits: [Hit] = []
            let bits = index.bits, useXOR = hasXOR
            view.bytes.withUnsafeBufferPointer { p in
                foldTable.withUnsafeBufferPointer { fold in
                    bits.withUnsafeBufferPointer { bits in
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
                                if bits[GramIndex.word(slot)] & (1 << UInt64(slot & 63)) != 0 {
                                    hits.append(Hit(at: at, end: segment.upperBound, refs: index.range(of: low)))
                                }
                                guard useXOR else { continue }
                                let delta = (window ^ (window << 8)) & 0xFFFF_FF00
                                let xslot = GramIndex.slot(delta)
                                if bits[GramIndex.word(xslot)] & (1 << UInt64(xslot & 63)) != 0 {
                                    hits.append(Hit(at: at, end: segment.upperBound, refs: index.range(of: delta)))
                                }
                            }
                        }
                    }
                }
            }
            return hits
        }

        /// The grams that `hits` really begin, each extended as far as it goes. Windows inside the last match of the
        /// same form and mode are skipped. Pointers throughout: this runs for every window that passed the bitmap.
        private func matches(in view: View, _ hits: [Hit]) -> [Match] {
            var matches: [Match] = []
            var lastDiagonal = Array(repeating: Int.min, count: forms.count * 2), lastEnd = lastDiagonal
            view.bytes.withUnsafeBufferPointer { p in
                formData.withUnsafeBufferPointer { data in
                    index.refs.withUnsafeBufferPointer { refs in
                        hits.withUnsafeBufferPointer { hits in
                            for h in 0..<hits.count {
                                let hit = hits[h]
                                for r in hit.refs {
                                    let ref = refs[r], at = hit.at, s = ref.offset, track = ref.form * 2 + (ref.xor ? 1 : 0)
                                    guard at + ref.gram <= hit.end,
                                          lastDiagonal[track] != at - s || at + ref.gram > lastEnd[track] else { continue }
                                    let limit = min(ref.rest, hit.end - at)
                                    var length = 0, exact = true, key: UInt8 = 0
                                    if ref.xor {
                                        key = p[at] ^ data[ref.at]
                                        guard key != 0 else { continue }  // that is as written, found without XOR
                                        while length < limit && p[at + length] ^ key == data[ref.at + length] {
                                            length += 1
                                        }
                                    } else {
                                        while length < limit && fold(p[at + length]) == data[ref.at + ref.count + length] {
                                            exact = exact && p[at + length] == data[ref.at + length]
                                            length += 1
                                        }
                                    }
                                    guard length >= ref.gram else { continue }
                                    (lastDiagonal[track], lastEnd[track]) = (at - s, at + length)
                                    matches.append(Match(form: ref.form, offset: s, length: length,
                                                         mode: ref.xor ? 2 : exact ? 0 : 1, key: key))
                                }
                            }
                        }
                    }
                }
            }
            return matches
        }

        /// Needles under 4 bytes: whole, as written or case-insensitively, in segments that look like text.
        private mutating func scanTiny(_ view: View, rank: Int, entry: Int) {
            let tiny = forms.filter { $0.gram == 0 }
            guard !tiny.isEmpty else { return }
            for segment in view.segments {
                let text = view.bytes[segment].withUnsafeBufferPointer { ByteSet($0).isText }
                guard text else { continue }
                for form in tiny {
                    guard let exact = tinyMatch(form, in: view.bytes[segment]) else { continue }
                    record(form, entry: entry, from: 0, length: form.count, viewRank: rank, steps: view.steps,
                           mode: exact ? 0 : 1, key: 0)
                }
            }
        }

        /// Whether `form` occurs in `bytes` exactly (true) or only case-insensitively (false), or not at all (nil).
        private func tinyMatch(_ form: Form, in bytes: ArraySlice<UInt8>) -> Bool? {
            let exactForm = Array(formData[form.start..<(form.start + form.count)])
            let foldedForm = Array(formData[(form.start + form.count)..<(form.start + 2 * form.count)])
            var folded = false
            for at in bytes.indices where at + form.count <= bytes.endIndex && fold(bytes[at]) == foldedForm[0] {
                let window = bytes[at..<(at + form.count)]
                if window.elementsEqual(exactForm) { return true }
                folded = folded || window.map(fold) == foldedForm
            }
            return folded ? false : nil
        }

        /// Keeps `length` bytes of `form` from `s`, found in entry `entry`, if this is the plainest way it was found.
        private mutating func record(_ form: Form, entry: Int, from s: Int, length: Int, viewRank: Int, steps: [String],
                                     mode: Int, key: UInt8) {
            let piece = form.kind & 1 == 0 ? Piece(start: s, end: s + length)
                : Piece(start: form.count - s - length, end: form.count - s)
            let rank = viewRank * 64 + form.kind * 4 + mode
            if let known = found[form.needle][entry]?[piece], known.rank <= rank { return }
            let modeName = mode == 2 ? ["XOR 0x" + hex2(key)] : mode == 1 ? ["case-insensitive"] : []
            let all = steps + formNames[form.kind] + modeName
            let encoding = all.isEmpty ? "as written" : all.joined(separator: " of ")
            found[form.needle][entry, default: [:]][piece] = Evidence(rank: rank, encoding: encoding)
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

        /// Two, else three, pieces of at least `fragment` bytes covering the needle in order, from different entries,
        /// in needle order. Linear in the pieces found: only the few best heads and tails can matter.
        func split(_ pieces: [Int: [Piece: Evidence]], length: Int) -> [(entry: Int, encoding: String)]? {
            let m = fragment
            // Per entry, its longest head (piece from the start) and earliest tail (piece to the end).
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
            // The longest heads and earliest tails (ties: lowest entry); with entries distinct, 3 of each suffice.
            let bestHeads = heads.sorted { ($1.end, $0.entry) < ($0.end, $1.entry) }.prefix(3)
            let bestTails = tails.sorted { ($0.start, $0.entry) < ($1.start, $1.entry) }.prefix(3)
            for head in bestHeads {
                for tail in bestTails where tail.entry != head.entry && max(m, tail.start) <= min(length - m, head.end) {
                    return [(head.entry, head.encoding), (tail.entry, tail.encoding)]
                }
            }
            for middle in middles {
                // Cut as early as the middle piece allows, leaving it and the tail the most room.
                let first = max(m, middle.piece.start), last = min(length - m, middle.piece.end)
                guard first + m <= last else { continue }
                for head in bestHeads where head.entry != middle.entry && head.end >= first {
                    for tail in bestTails where ![middle.entry, head.entry].contains(tail.entry) && tail.start <= last {
                        return [(head.entry, head.encoding), (middle.entry, middle.encoding), (tail.entry, tail.encoding)]
                    }
                }
            }
            return nil
        }
    }

    /// Whether `bytes` hold at least 4 different values (without building a set: this runs for every gram).
    static func hasFourDistinct(_ bytes: ArraySlice<UInt8>) -> Bool {
        var seen: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        var distinct = 0
        for byte in bytes {
            let bit = UInt64(1) << UInt64(byte & 63)
            let isNew: Bool
            switch byte >> 6 {
            case 0: isNew = seen.0 & bit == 0; seen.0 |= bit
            case 1: isNew = seen.1 & bit == 0; seen.1 |= bit
            case 2: isNew = seen.2 & bit == 0; seen.2 |= bit
            default: isNew = seen.3 & bit == 0; seen.3 |= bit
            }
            if isNew { distinct += 1 }
            if distinct >= 4 { return true }
        }
        return false
    }

    /// ASCII upper case to lower case.
    static func fold(_ byte: UInt8) -> UInt8 { byte &- 65 < 26 ? byte | 0x20 : byte }

    static func hex2(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }
}
