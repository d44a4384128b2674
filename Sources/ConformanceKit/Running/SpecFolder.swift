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
        let place = prefix.isEmpty ? "." : String(prefix.dropLast())
        let listed: [Name]
        switch names(in: folder.path) {
        case .success(let names): listed = names.filter { !$0.shown.hasPrefix(".") }.sorted { $0.shown < $1.shown }
        case .failure(let reason):
            // A folder that cannot be listed may hold specs: say so rather than read fewer in silence.
            entries.append(Entry(path: place, resolved: nil, isRegularFile: false, size: 0,
                                 problem: "a folder that cannot be read (\(reason)); fix its permissions or its name, or move it out of the specs"))
            return
        }
        for listedName in listed {
            let path = prefix + listedName.shown
            guard let name = listedName.text else {
                entries.append(Entry(path: path, resolved: nil, isRegularFile: false, size: 0,
                                     problem: "a name that is not UTF-8; rename it (every report names a spec by its path, as text), or move it out of the specs"))
                continue
            }
            let url = folder.appendingPathComponent(name)
            var link = stat(), target = stat()
            guard lstat(url.path, &link) == 0 else {
                entries.append(Entry(path: path, resolved: nil, isRegularFile: false, size: 0, problem: unreachable(errno)))
                continue
            }
            guard stat(url.path, &target) == 0 else {
                // A link to nothing: a spec only when its name says so (the loader reports it then).
                if link.st_mode & S_IFMT == S_IFLNK, errno == ENOENT {
                    entries.append(Entry(path: path, resolved: nil, isRegularFile: false, size: 0))
                } else {
                    entries.append(Entry(path: path, resolved: nil, isRegularFile: false, size: 0, problem: unreachable(errno)))
                }
                continue
            }
            let resolved = url.resolvingSymlinksInPath()
            if target.st_mode & S_IFMT == S_IFDIR {
                walk(resolved, prefix: path + "/", visited: &visited, into: &entries)
            } else {
                entries.append(Entry(path: path, resolved: resolved, isRegularFile: target.st_mode & S_IFMT == S_IFREG, size: Int(target.st_size)))
            }
        }
    }

    /// What cannot be reached, and what to do about it.
    private static func unreachable(_ error: Int32) -> String {
        error == ENAMETOOLONG
            ? "cannot be reached: its path is longer than this system allows; move it nearer the specs folder"
            : "cannot be reached (\(String(cString: strerror(error)))); fix its permissions, or move it out of the specs"
    }

    /// Why a folder could not be listed.
    private struct ListingFailure: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }

    /// A name in a folder: as text, or `nil` when its bytes are not UTF-8; and as shown (invalid bytes replaced).
    private struct Name {
        var text: String?
        var shown: String
    }

    /// The names in the folder at `path` (not `.` and `..`), as their bytes are: `FileManager` drops or changes
    /// a name that is not UTF-8, which would hide a spec without a word.
    private static func names(in path: String) -> Result<[Name], ListingFailure> {
        guard let directory = opendir(path) else { return .failure(ListingFailure(reason: String(cString: strerror(errno)))) }
        defer { closedir(directory) }
        var names: [Name] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            guard bytes != [0x2E], bytes != [0x2E, 0x2E] else { continue }
            names.append(Name(text: String(validating: bytes, as: UTF8.self), shown: String(decoding: bytes, as: UTF8.self)))
        }
        return .success(names)
    }
}
