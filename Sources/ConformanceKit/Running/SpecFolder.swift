import Foundation

/// The files of a specs folder as users have them: symbolic links followed (to files and folders, the
/// folder itself too, without looping), hidden entries skipped (editor lock files such as `.#x.feature`,
/// `.git`), paths relative to the folder as written, sorted, so that every machine reads the same.
enum SpecFolder {
    /// One entry below the folder.
    struct Entry: Equatable {
        /// The path relative to the folder, through links as written: `sub/x.feature`.
        var path: String
        /// The file it resolves to, or `nil` for a link to nothing.
        var resolved: URL?
        /// Whether it resolves to a regular file (not a pipe, a device or a socket).
        var isRegularFile: Bool
        /// Its size in bytes, when a regular file.
        var size: Int
        /// Why it cannot be read at all (a folder that cannot be listed), or `nil`.
        var problem: String? = nil
    }

    /// Every entry that is not a folder, below `directory`, sorted by path.
    static func entries(in directory: URL) -> [Entry] {
        var entries: [Entry] = []
        var visited: Set<String> = []
        walk(directory.resolvingSymlinksInPath(), prefix: "", visited: &visited, into: &entries)
        return entries.sorted { $0.path < $1.path }
    }

    private static func walk(_ folder: URL, prefix: String, visited: inout Set<String>, into entries: inout [Entry]) {
        // A folder reached twice (a link to a parent, or two links to one folder) is read once.
        guard visited.insert(folder.standardizedFileURL.path).inserted else { return }
        let fm = FileManager.default
        let names: [String]
        do {
            names = try fm.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        } catch {
            // A folder that cannot be listed may hold specs: say so rather than read fewer in silence.
            let place = prefix.isEmpty ? "." : String(prefix.dropLast())
            entries.append(Entry(path: place, resolved: nil, isRegularFile: false, size: 0,
                                 problem: "a folder that cannot be read (\((error as NSError).localizedDescription)); fix its permissions or its name, or move it out of the specs"))
            return
        }
        for name in names {
            let url = folder.appendingPathComponent(name)
            let path = prefix + name
            let resolved = url.resolvingSymlinksInPath()
            // A link to nothing resolves to itself.
            guard let attributes = try? fm.attributesOfItem(atPath: resolved.path),
                  attributes[.type] as? FileAttributeType != .typeSymbolicLink else {
                entries.append(Entry(path: path, resolved: nil, isRegularFile: false, size: 0))
                continue
            }
            let type = attributes[.type] as? FileAttributeType
            if type == .typeDirectory {
                walk(resolved, prefix: path + "/", visited: &visited, into: &entries)
            } else {
                let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
                entries.append(Entry(path: path, resolved: resolved, isRegularFile: type == .typeRegular, size: size))
            }
        }
    }
}
