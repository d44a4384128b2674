import Foundation

// libFuzzer's driver: it reads its options and corpus folders from the command line and calls
// `LLVMFuzzerTestOneInput` with each input it makes; a crash or a timeout saves the input.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// One input: everything a spec goes through when it loads (see SpecTextProbe).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    SpecTextProbe.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzOneInput($0, $1) })
