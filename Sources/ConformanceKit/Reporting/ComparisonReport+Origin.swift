import Foundation

extension ComparisonReport {
    /// Where a run's `results.json` was read: its digest, and the link to the report beside it.
    package struct Origin: Sendable, Equatable {
        /// `sha256:` and the hex digest of the `results.json`, or empty.
        package var resultsDigest: String
        /// The `report.html` beside the `results.json`, relative to the comparison's folder and
        /// percent-encoded; `nil` when there is none.
        package var reportLink: String?

        /// An origin from its parts.
        package init(resultsDigest: String = "", reportLink: String? = nil) {
            self.resultsDigest = resultsDigest
            self.reportLink = reportLink
        }

        /// The origin of the `results.json` at `results`, for a comparison written into `folder`: the file's
        /// digest, and a link when a `report.html` lies beside it.
        package init(resultsAt results: URL, comparisonFolder folder: URL) {
            let data = FileManager.default.contents(atPath: results.path)
            resultsDigest = data.map { "sha256:" + SHA256.hex($0) } ?? ""
            let report = results.deletingLastPathComponent().appendingPathComponent("report.html")
            reportLink = FileManager.default.fileExists(atPath: report.path) ? Self.link(to: report, from: folder) : nil
        }

        /// The relative, percent-encoded link from a page in `folder` to `file`.
        static func link(to file: URL, from folder: URL) -> String {
            let target = file.standardizedFileURL.pathComponents
            let base = folder.standardizedFileURL.pathComponents
            var common = 0
            while common < min(target.count - 1, base.count), target[common] == base[common] { common += 1 }
            let path = Array(repeating: "..", count: base.count - common) + target[common...]
            let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
            return path.joined(separator: "/").utf8.map { allowed.contains($0) ? String(UnicodeScalar($0)) : "%" + hex($0) }.joined()
        }

        private static func hex(_ byte: UInt8) -> String {
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
        }
    }
}
