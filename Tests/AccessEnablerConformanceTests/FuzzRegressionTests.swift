import Foundation
import Testing

/// The inputs the readers' fuzz target found (Tests/Fuzz/Regressions), replayed on every test run: each
/// once crashed, hung or broke a promise of ``SpecTextProbe``, and must never again.
@Suite("Inputs the fuzzer found are read without a crash")
struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Regressions")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func theRegressionsFolderHoldsInputs() {
        #expect(!Self.inputs.isEmpty, "no inputs in \(Self.folder.path)")
    }

    @Test(arguments: inputs)
    func anInputTheFuzzerFoundIsReadAndCheckedWithoutACrash(_ name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        SpecTextProbe.run(Array(data))
    }
}
