import AECheckCLI
import AECheckSelfTest
import Foundation

let result = AECheck.main(
    Array(CommandLine.arguments.dropFirst()), in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    selfTest: ReferenceSelfTest(), executable: Bundle.main.executablePath ?? CommandLine.arguments[0])
FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
FileHandle.standardError.write(Data(result.standardError.utf8))
exit(result.exitCode)
