/// One of `count` parts of a piece of work (`--shard K/N`), for a CI job matrix: the units (scenarios, runs,
/// faults) in their order are cut into `count` consecutive blocks whose sizes differ by one at most, and this
/// shard is block `index`. Every unit is in exactly one shard, and shards `1…N` put side by side in order are
/// the whole work in its order, so that merging them needs nothing but their order.
package struct Shard: Sendable, Equatable, Hashable, Codable, CustomStringConvertible {
    /// Which part, from 1.
    package var index: Int
    /// How many parts.
    package var count: Int

    /// Part `index` (from 1) of `count`; `nil` unless `1 ≤ index ≤ count`.
    package init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads a shard as results.json holds it, refusing one no option could have made (a file may be edited).
    package init(from decoder: any Decoder) throws {
        enum Keys: String, CodingKey { case index, count }
        let container = try decoder.container(keyedBy: Keys.self)
        let index = try container.decode(Int.self, forKey: .index), count = try container.decode(Int.self, forKey: .count)
        guard let shard = Shard(index: index, count: count) else {
            throw DecodingError.dataCorruptedError(forKey: .index, in: container, debugDescription: "shard \(index)/\(count) is no part K of N with 1 ≤ K ≤ N")
        }
        self = shard
    }

    /// `K/N`, as the option takes it.
    package var description: String { "\(index)/\(count)" }

    /// The positions of this shard's units among `total` units.
    package func range(of total: Int) -> Range<Int> {
        let total = max(0, total)
        return total * (index - 1) / count ..< total * index / count
    }

    /// This shard's part of `units`, in their order.
    package func part<Units: RandomAccessCollection>(of units: Units) -> [Units.Element] where Units.Index == Int {
        let range = range(of: units.count)
        return Array(units[units.startIndex + range.lowerBound ..< units.startIndex + range.upperBound])
    }
}
