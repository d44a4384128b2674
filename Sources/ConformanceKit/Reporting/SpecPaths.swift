import Foundation

/// Where the spec files are, as seen from the repository that runs the suite: what CI annotations and
/// JUnit `file` attributes point at.
///
/// A result knows its place relative to the specs folder (`caching.feature:12`). A CI service resolves a
/// path against the checkout it runs in, so: when the specs folder is inside the working directory (this
/// package's `Specs`, or a port's `.build/checkouts/aecheck/Specs`), a spec file's path is the folder's
/// path from the working directory and the file's; otherwise no path of that checkout names the file,
/// and reports give the suite's own place instead (`Specs/caching.feature:12`), said to be the suite's.
package struct SpecPaths: Sendable, Equatable {
    /// The specs folder from the working directory, without a trailing slash (`Specs`,
    /// `.build/checkouts/aecheck/Specs`; empty when it is the working directory itself), or `nil` when it
    /// is outside it.
    package var folder: String?
    /// The name the suite gives the folder in its own places (`Specs`).
    package var folderName: String

    /// The places of specs in `folder`, relative to the working directory, or outside it (`nil`).
    package init(folder: String?, folderName: String = "Specs") {
        self.folder = folder
        self.folderName = folderName
    }

    /// The places of the specs in `specsFolder` as seen from `workingDirectory`; links are followed when
    /// the paths as given do not nest.
    package init(specsFolder: URL, workingDirectory: URL) {
        folderName = specsFolder.standardizedFileURL.lastPathComponent
        folder = Self.relative(specsFolder.standardizedFileURL.path, to: workingDirectory.standardizedFileURL.path)
            ?? Self.relative(specsFolder.resolvingSymlinksInPath().path, to: workingDirectory.resolvingSymlinksInPath().path)
    }

    /// `featureFile` (relative to the specs folder) from the working directory, or `nil` when the specs are
    /// outside it.
    package func file(_ featureFile: String) -> String? {
        folder.map { $0.isEmpty ? featureFile : $0 + "/" + featureFile }
    }

    /// The prefix that makes a feature file a path from the working directory (`Specs/`), or `nil`.
    package var filePrefix: String? {
        folder.map { $0.isEmpty ? "" : $0 + "/" }
    }

    /// `location` (`caching.feature:12`, relative to the specs folder) as the suite names it:
    /// `Specs/caching.feature:12`.
    package func suitePlace(_ location: String) -> String {
        folderName + "/" + location
    }

    /// `path` from `base` when it is `base` or inside it, else `nil`.
    private static func relative(_ path: String, to base: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        let baseParts = base.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count >= baseParts.count, Array(parts.prefix(baseParts.count)) == baseParts else { return nil }
        return parts.dropFirst(baseParts.count).joined(separator: "/")
    }
}
