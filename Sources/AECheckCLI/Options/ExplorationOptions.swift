import ConformanceKit

/// `explore`'s options: the seed, how many runs of how many events, one run alone, the implementation to compare
/// with, the list of invariants, and the campaigns over every named fault or alternative.
package struct ExplorationOptions: Equatable, Sendable {
    package var seed: UInt64?
    package var runs: Int?
    package var steps: Int?
    package var onlyRun: Int?
    package var against: String?
    package var listInvariants = false
    package var allFaults = false
    package var allAlternatives = false

    /// A campaign explores the reference itself, whole: it goes without a chosen implementation, one run or a shard.
    func validate(_ command: ParsedArguments.Command, subject: SubjectOptions, shard: Shard?) throws(ParsedArguments.UsageError) {
        if shard != nil, allFaults || allAlternatives || onlyRun != nil {
            throw .init(message: "--shard cuts an exploration's runs into parts; it goes without --all-faults, --all-alternatives and --run", command: command)
        }
        if allFaults, subject.testee != nil || !subject.faults.isEmpty || !subject.alternatives.isEmpty || onlyRun != nil || allAlternatives {
            throw .init(message: "--all-faults explores every named fault of the reference itself; it goes without --testee, --fault, --alternative, --all-alternatives and --run", command: command)
        }
        if allAlternatives, subject.testee != nil || !subject.faults.isEmpty || !subject.alternatives.isEmpty || onlyRun != nil || against != nil {
            throw .init(message: "--all-alternatives explores every named alternative of the reference itself; it goes without --testee, --fault, --alternative, --against and --run", command: command)
        }
    }
}
