// The README's "own command line" example, compiled by every build: a port's executable gets the whole
// aecheck command line for its implementations (here the reference stands in for the port).
import AccessEnablerAdapter
import AECheckCLI
import Foundation
import ReferenceAccessEnabler

let myPortImplementation = ReferenceAccessEnabler.implementation()

let result = AECheck.main(Array(CommandLine.arguments.dropFirst()),
                          in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                          implementations: [myPortImplementation],
                          executable: Bundle.main.executablePath) { text in
    FileHandle.standardOutput.write(Data(text.utf8))  // as it is produced: a run shows each result as it finishes
}
FileHandle.standardError.write(Data(result.standardError.utf8))
exit(result.exitCode)
