import Foundation

/// This program: its executable, the name it was started by, and the folder of the products built beside it.
///
/// The folder differs by system. On Linux a test product is an executable in the build folder (`.build/debug`), so
/// the running executable's folder is the products folder, for a test as for `aecheck`. On Darwin, `swift test` runs
/// the tests inside the toolchain's `swiftpm-testing-helper` and Xcode inside its `xctest` agent, so the running
/// executable is the toolchain's: the products folder is the one holding the loaded `.xctest` bundle (among
/// `Bundle.allBundles`, or named by the helper's `--test-bundle-path`). `argv[0]` names the helper there, which is
/// why nothing else in the package reads it to find a program.
package enum RunningProgram {
    /// The path of this program's executable, links resolved: what a worker starts again. Asked of the kernel on
    /// Linux (`/proc/self/exe`) and of the loader on Darwin (`Bundle.main`), never of `argv[0]`, which holds whatever
    /// the caller typed; empty only where neither answers, and then a worker fails to start, saying so.
    package static var executable: String {
        #if os(Linux)
            return (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? Bundle.main.executablePath ?? ""
        #elseif canImport(Darwin)
            return Bundle.main.executableURL?.resolvingSymlinksInPath().path ?? ""
        #else
            return ""
        #endif
    }

    /// The name this program was started by (for usage lines and messages): the last component of `argv[0]`.
    package static var name: String {
        URL(fileURLWithPath: CommandLine.arguments.first ?? "aecheck").lastPathComponent
    }

    /// The folder of the products built with this program or test bundle (`.build/debug` under SwiftPM, Xcode's
    /// `Build/Products/Debug`): where `aecheck`, `aecheck-testee` or a port's own executable are found.
    package static var productsFolder: URL {
        #if os(Linux)
            return URL(fileURLWithPath: executable).deletingLastPathComponent()
        #elseif canImport(Darwin)
            if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
                return bundle.bundleURL.resolvingSymlinksInPath().deletingLastPathComponent()
            }
            // swift test's testing helper loads the bundle's binary itself (X.xctest/Contents/MacOS/X), and says where.
            let arguments = ProcessInfo.processInfo.arguments
            if let index = arguments.firstIndex(of: "--test-bundle-path"), index + 1 < arguments.count {
                var folder = URL(fileURLWithPath: arguments[index + 1]).resolvingSymlinksInPath()
                while folder.path != "/", !folder.lastPathComponent.hasSuffix(".xctest") { folder.deleteLastPathComponent() }
                if folder.path != "/" { return folder.deletingLastPathComponent() }
            }
            return URL(fileURLWithPath: executable).deletingLastPathComponent()
        #else
            return Bundle.main.bundleURL
        #endif
    }

    /// The built product `name` in ``productsFolder``.
    package static func product(_ name: String) -> URL {
        productsFolder.appendingPathComponent(name)
    }
}
