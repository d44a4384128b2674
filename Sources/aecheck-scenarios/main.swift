// The ConformanceScenarios plugin's tool: writes one Swift Testing test per scenario and platform of the
// suite's specs into the file it is given. Usage: aecheck-scenarios OUTPUT.swift [--specs DIR] [--port-executable NAME]
import AccessEnablerConformance
import ConformanceKit
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
var specs = ConformanceSuite.packagedSpecs
if let index = arguments.firstIndex(of: "--specs"), index + 1 < arguments.count {
    specs = URL(fileURLWithPath: arguments[index + 1])
    arguments.removeSubrange(index...(index + 1))
}
var portExecutable: String?
if let index = arguments.firstIndex(of: "--port-executable"), index + 1 < arguments.count {
    portExecutable = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
}
guard arguments.count == 1 else {
    FileHandle.standardError.write(Data("usage: aecheck-scenarios OUTPUT.swift [--specs DIR] [--port-executable NAME]\n".utf8))
    exit(64)
}
do {
    let suite = try ConformanceSuite.load(from: specs)
    let source = ScenarioTestFile.render(suite.announcedResults(), specsDigest: suite.specsDigest, portExecutable: portExecutable)
    // Written only when it changes: the same file, untouched, is not compiled again (a build after a test run, or the
    // other way round, would otherwise recompile thousands of generated lines).
    let output = URL(fileURLWithPath: arguments[0])
    if (try? Data(contentsOf: output)) != Data(source.utf8) {
        try Data(source.utf8).write(to: output, options: .atomic)
    }
} catch let failure as SpecLoadFailure {
    FileHandle.standardError.write(Data(failure.problems.map { "error: \($0)\n" }.joined().utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(arguments[0]): \(error)\n".utf8))
    exit(73)
}
