import Foundation

/// External test material in `../shared/` beside the package root (official Gherkin corpus, JUnit schemas).
public enum SharedMaterial {
    /// The folder `shared/<relative>` found by walking up from `file` (as written, then with symlinks
    /// resolved), provided it holds `probe`; `nil` in a clone without `../shared`.
    public static func folder(_ relative: String, holding probe: String, from file: String = #filePath) -> URL? {
        let start = URL(fileURLWithPath: file)
        for origin in [start, start.resolvingSymlinksInPath()] {
            var directory = origin.deletingLastPathComponent()
            while directory.path != "/" && !directory.path.isEmpty {
                let candidate = directory.appendingPathComponent("shared/\(relative)")
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(probe).path) { return candidate }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }
}
