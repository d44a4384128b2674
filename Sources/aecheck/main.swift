import AECheckCLI
import AECheckSelfTest
import Foundation

let result = AECheck.main(
    Array(CommandLine.arguments.dropFirst()), in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    selfTest: ReferenceSelfTest(), executable: Bundle.main.executablePath ?? CommandLine.arguments[0]
) { text in FileHandle.standardOutput.write(Data(text.utf8)) }
FileHandle.standardError.write(Data(result.standardError.utf8))
exit(result.exitCode)
