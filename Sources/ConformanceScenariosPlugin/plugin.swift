// The ConformanceScenarios build plugin: applied to a port's test target, it generates one Swift Testing
// test per scenario and platform of the suite's specs (see ScenarioTestFile), written again whenever a spec
// changes.
import Foundation
import PackagePlugin

@main
struct ConformanceScenarios: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        [
            Self.generate(
                into: context.pluginWorkDirectoryURL, specs: Self.suitePackage(from: context.package).directoryURL.appendingPathComponent("Specs"),
                portExecutable: Self.portExecutable(in: context.package), tool: try context.tool(named: "aecheck-scenarios").url)
        ]
    }

    /// The command that writes the tests into `folder` from the specs in `specs`, whenever one of them changes.
    static func generate(into folder: URL, specs: URL, portExecutable: String?, tool: URL) -> Command {
        let output = folder.appendingPathComponent("ConformanceScenarios.swift")
        let inputs = ((try? FileManager.default.contentsOfDirectory(at: specs, includingPropertiesForKeys: nil)) ?? [])
            .filter { ["feature", "md"].contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
        return .buildCommand(
            displayName: "Generating one test per AccessEnabler conformance scenario",
            executable: tool,
            arguments: [output.path, "--specs", specs.path] + (portExecutable.map { ["--port-executable", $0] } ?? []),
            inputFiles: inputs,
            outputFiles: [output])
    }

    /// The port's own executable: the one executable target of `package` that links `AECheckCLI` (its
    /// `main.swift` calls `AECheck.main(implementations:)`), which a subject with automatic isolation runs
    /// its scenarios in; `nil` when there is none, or more than one to choose from.
    static func portExecutable(in package: Package) -> String? {
        let executables = package.targets.compactMap { $0 as? SourceModuleTarget }.filter { target in
            target.kind == .executable && target.dependencies.contains { dependency in
                switch dependency {
                case .product(let product): product.name == "AECheckCLI"
                case .target(let target): target.name == "AECheckCLI"
                @unknown default: false
                }
            }
        }
        return executables.count == 1 ? executables[0].name : nil
    }

    /// The package that holds the suite (its product `AccessEnablerConformanceTesting`): the package
    /// itself, or the first dependency, breadth first, that has it.
    static func suitePackage(from package: Package) -> Package {
        var queue = [package]
        var seen: Set<String> = []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next.id).inserted else { continue }
            if next.products.contains(where: { $0.name == "AccessEnablerConformanceTesting" }) { return next }
            queue += next.dependencies.map(\.package)
        }
        return package
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The plugin applied to a test bundle of an Xcode project (Build Phases, Run Build Tool Plug-ins), where there is
    /// no package graph to walk: the specs are those of the package this plugin comes from, found from its own source
    /// file (the checkout Xcode built it from), and no port executable is named, so a subject with automatic
    /// isolation runs in the test process; name one with `.worker(named:)` to isolate.
    extension ConformanceScenarios: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            return [
                Self.generate(
                    into: context.pluginWorkDirectoryURL, specs: package.appendingPathComponent("Specs"), portExecutable: nil,
                    tool: try context.tool(named: "aecheck-scenarios").url)
            ]
        }
    }
#endif
