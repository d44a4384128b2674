import Foundation

/// One `.feature` file, read and compiled.
public struct SpecFile: Sendable {
    /// The path relative to the specs folder, such as `authentication.feature`.
    public var path: String
    public var document: GherkinDocument
    public var pickles: [Pickle]

    /// Creates a spec file from its parts.
    public init(path: String, document: GherkinDocument, pickles: [Pickle]) {
        self.path = path
        self.document = document
        self.pickles = pickles
    }

    /// The feature's name, or the file name when it has none.
    public var featureName: String { document.feature?.name ?? path }

    /// Reads every `.feature` file below `directory`, sorted by path.
    ///
    /// - Throws: ``SpecLoadFailure`` listing every problem as `file:line:column: message`.
    public static func loadAll(from directory: URL) throws(SpecLoadFailure) -> [SpecFile] {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SpecLoadFailure(problems: [SpecProblem(path: directory.path, location: nil, message: "no specs folder here")])
        }
        let paths = (fm.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".feature") }.sorted()
        var specs: [SpecFile] = []
        var problems: [SpecProblem] = []
        for path in paths {
            let url = directory.appendingPathComponent(path)
            guard let data = fm.contents(atPath: url.path) else {
                problems.append(SpecProblem(path: path, location: nil, message: "cannot read the file"))
                continue
            }
            guard let source = String(data: data, encoding: .utf8) else {
                problems.append(SpecProblem(path: path, location: nil, message: "the file is not UTF-8 text"))
                continue
            }
            do {
                let document = try GherkinParser.parse(source, uri: path)
                specs.append(SpecFile(path: path, document: document, pickles: PickleCompiler.compile(document)))
            } catch {
                problems += error.errors.map { SpecProblem(path: path, location: $0.location, message: $0.message) }
            }
        }
        guard problems.isEmpty else { throw SpecLoadFailure(problems: problems) }
        return specs
    }

    /// `sha256:` and the digest of every regular file below `directory` (its relative path, a NUL, its
    /// length, a NUL, its bytes, in path order): the same specs give the same digest on every machine.
    public static func digest(of directory: URL) -> String {
        let fm = FileManager.default
        var bytes: [UInt8] = []
        let paths = (fm.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []).sorted()
        for path in paths {
            var isDirectory: ObjCBool = false
            let url = directory.appendingPathComponent(path)
            guard fm.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let data = fm.contents(atPath: url.path) else { continue }
            bytes += Array(path.utf8) + [0] + Array(String(data.count).utf8) + [0] + Array(data)
        }
        return "sha256:" + SHA256.hex(bytes)
    }
}

/// Something wrong with a spec, at a place in a file.
public struct SpecProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var location: GherkinLocation?
    public var message: String

    /// Creates a problem.
    public init(path: String, location: GherkinLocation?, message: String) {
        self.path = path
        self.location = location
        self.message = message
    }

    /// `file:line:column: message`.
    public var description: String {
        guard let location else { return "\(path): \(message)" }
        return "\(path):\(location.line):\(location.column): \(message)"
    }
}

/// The specs cannot be run: every problem found.
public struct SpecLoadFailure: Error, Sendable, CustomStringConvertible {
    public var problems: [SpecProblem]

    /// Creates a failure.
    public init(problems: [SpecProblem]) {
        self.problems = problems
    }

    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
