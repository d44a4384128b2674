extension ComparisonReport {
    /// What heads a run's column on the index page: the implementation and its version, when the run
    /// started, the digest of its `results.json`, and its badge with the file it is written to.
    package struct RunHeading: Sendable {
        package var implementation: String
        /// The implementation's version, or empty.
        package var version: String
        /// When the run started (UTC), as its results give it.
        package var started: String
        /// `sha256:` and the digest of its `results.json`, or empty.
        package var resultsDigest: String
        package var badge: ConformanceBadge
        /// The badge's file, relative to the comparison's folder: `badges/<implementation>.svg`.
        package var badgeFile: String
    }

    /// The badge files of runs of `implementations`, in the same order: `badges/` and each name made safe
    /// as a file name (as a report folder's is), then `-2`, `-3`... for a name already taken, ignoring case.
    package static func badgeFiles(_ implementations: [String]) -> [String] {
        var taken: Set<String> = []
        return implementations.map { implementation in
            let base = ReportFolder.folderName(implementation)
            var name = base
            var number = 1
            while taken.contains(name.lowercased()) {
                number += 1
                name = "\(base)-\(number)"
            }
            taken.insert(name.lowercased())
            return "badges/\(name).svg"
        }
    }
}
