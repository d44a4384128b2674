import Foundation

#if FUZZING
// libFuzzer's driver: it reads its options and corpus folders from the command line and calls
// `LLVMFuzzerTestOneInput` with each input it makes; a crash or a timeout saves the input.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// One input: bytes an implementation controls (UntrustedBytesProbe), or everything a spec goes through
/// when it loads (SpecTextProbe).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if !UntrustedBytesProbe.run(bytes) { SpecTextProbe.run(bytes) }
    return 0
}

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzOneInput($0, $1) })
#else
// Built without libFuzzer (a plain `swift build`): replays the input files named on the command line.
for path in CommandLine.arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("aecheck-fuzz: cannot read \(path)\n".utf8))
        exit(2)
    }
    let bytes = Array(data)
    if !UntrustedBytesProbe.run(bytes) { SpecTextProbe.run(bytes) }
}
#endif
