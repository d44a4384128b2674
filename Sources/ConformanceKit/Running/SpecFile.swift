import Foundation
import Gherkin

/// One `.feature` file, read and compiled.
package struct SpecFile: Sendable {
    /// The path relative to the specs folder, such as `authentication.feature`.
    package var path: String
    package var document: GherkinDocument
    /// The scenarios to run, each step's ``StepMark`` taken off its text.
    package var pickles: [Pickle]
    /// The references each step's mark names, by the step's place: a step of an outline has one place per
    /// example row, since its mark may name a column (`[<sentence>]`) that each row fills in.
    package var marks: [StepPlace: [String]]

    /// Where one compiled step is: the line of its pickle (a scenario's, or an example row's) and its own.
    package struct StepPlace: Sendable, Hashable {
        /// The pickle's line: the scenario's, or, for an outline, the example row's.
        package var pickleLine: Int
        /// The step's line in the scenario as written.
        package var stepLine: Int

        /// Creates a place.
        package init(pickleLine: Int, stepLine: Int) {
            self.pickleLine = pickleLine
            self.stepLine = stepLine
        }
    }

    /// Creates a spec file from its parts, taking each step's mark off its text into ``marks``.
    package init(path: String, document: GherkinDocument, pickles: [Pickle]) {
        self.path = path
        self.document = document
        var marks: [StepPlace: [String]] = [:]
        self.pickles = pickles.map { pickle in
            var pickle = pickle
            for index in pickle.steps.indices {
                let (text, refs) = StepMark.split(pickle.steps[index].text)
                guard !refs.isEmpty else { continue }
                pickle.steps[index].text = text
                marks[StepPlace(pickleLine: pickle.location.line, stepLine: pickle.steps[index].location.line)] = refs
            }
            return pickle
        }
        self.marks = marks
    }

    /// The feature's name, or the file name when it has none.
    package var featureName: String { document.feature?.name ?? path }

    /// The largest spec file read: 1 MiB, sixty times the largest of Specs/.
    package static let maximumFileSize = 1 << 20

    /// Reads every `.feature` file below `directory`, sorted by path: links followed, hidden files (such as
    /// an editor's `.#x.feature`) and files of other names (`x.feature~`) left out.
    ///
    /// - Throws: ``SpecLoadFailure`` listing every problem as `file:line:column: message`; one problem
    ///   when the folder does not exist or holds no `.feature` file.
    package static func loadAll(from directory: URL) throws(SpecLoadFailure) -> [SpecFile] {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SpecLoadFailure(problems: [SpecProblem(path: directory.path, location: nil, message: "no specs folder here")])
        }
        let entries = SpecFolder.entries(in: directory).filter { $0.path.hasSuffix(".feature") || $0.problem != nil }
        guard !entries.isEmpty else {
            throw SpecLoadFailure(problems: [SpecProblem(
                path: "", location: nil,
                message: "no .feature files in \(directory.relativePath) (nor in its folders); name the folder of the specs with --specs <dir>")])
        }
        var specs: [SpecFile] = []
        var problems: [SpecProblem] = []
        for entry in entries {
            let path = entry.path
            if let problem = entry.problem {
                problems.append(SpecProblem(path: path, location: nil, message: problem))
                continue
            }
            guard let url = entry.resolved else {
                problems.append(SpecProblem(path: path, location: nil, message: "cannot be reached (a link to nothing, or a path too long); remove it or point it at a spec"))
                continue
            }
            guard entry.isRegularFile else {
                problems.append(SpecProblem(path: path, location: nil, message: "not a regular file (a pipe or a device?); a spec is a text file"))
                continue
            }
            guard entry.size <= maximumFileSize else {
                problems.append(SpecProblem(
                    path: path, location: nil,
                    message: "the file has \(entry.size) bytes; a spec file has at most \(maximumFileSize) (1 MiB): split it"))
                continue
            }
            guard let data = fm.contents(atPath: url.path) else {
                problems.append(SpecProblem(path: path, location: nil, message: "cannot read the file; check its permissions"))
                continue
            }
            guard let source = String(data: data, encoding: .utf8) else {
                problems.append(SpecProblem(path: path, location: nil, message: "the file is not UTF-8 text; save it as UTF-8"))
                continue
            }
            do {
                let document = try GherkinParser.parse(source, uri: path)
                specs.append(SpecFile(path: path, document: document, pickles: try PickleCompiler.compile(document, limits: .default)))
            } catch {
                problems += error.errors.map { SpecProblem(path: path, location: $0.location, message: $0.message) }
            }
        }
        guard problems.isEmpty else { throw SpecLoadFailure(problems: problems) }
        return specs
    }

    /// `sha256:` and the digest of every regular file below `directory` as ``loadAll(from:)`` sees the
    /// folder (its relative path, a NUL, its length, a NUL, its bytes, in path order): the same specs give
    /// the same digest on every machine.
    package static func digest(of directory: URL) -> String {
        var bytes: [UInt8] = []
        for entry in SpecFolder.entries(in: directory) where entry.isRegularFile && entry.size <= maximumFileSize {
            guard let url = entry.resolved, let data = FileManager.default.contents(atPath: url.path) else { continue }
            bytes += Array(entry.path.utf8) + [0] + Array(String(data.count).utf8) + [0] + Array(data)
        }
        return "sha256:" + SHA256.hex(bytes)
    }
}

/// Something wrong with a spec, at a place in a file.
package struct SpecProblem: Error, Sendable, Equatable, CustomStringConvertible {
    package var path: String
    package var location: GherkinLocation?
    package var message: String

    /// Creates a problem.
    package init(path: String, location: GherkinLocation?, message: String) {
        self.path = path
        self.location = location
        self.message = message
    }

    /// `file:line:column: message`; the message alone for a problem of no file.
    package var description: String {
        if path.isEmpty { return message }
        guard let location else { return "\(path): \(message)" }
        return "\(path):\(location.line):\(location.column): \(message)"
    }
}

/// The specs cannot be run: every problem found.
package struct SpecLoadFailure: Error, Sendable, CustomStringConvertible {
    package var problems: [SpecProblem]

    /// Creates a failure.
    package init(problems: [SpecProblem]) {
        self.problems = problems
    }

    package var description: String { problems.map(\.description).joined(separator: "\n") }
}
