import ConformanceKit
import Foundation
import Testing

extension ScenarioResult {
    /// Where this result failed in the specs in `folder`, as a source location: the failing step's line of its feature
    /// file (else the scenario's), so that Xcode and VS Code mark the spec, not the generated test; `nil` when its place
    /// cannot be read.
    func sourceLocation(inSpecs folder: URL) -> SourceLocation? {
        let place = failure?.location ?? location
        guard let colon = place.lastIndex(of: ":"), let line = Int(place[place.index(after: colon)...]), line > 0 else { return nil }
        let file = String(place[..<colon])
        guard !file.isEmpty else { return nil }
        return SourceLocation(fileID: folder.lastPathComponent + "/" + file, filePath: folder.appendingPathComponent(file).path, line: line, column: 1)
    }
}
