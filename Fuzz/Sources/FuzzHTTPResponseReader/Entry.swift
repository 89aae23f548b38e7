import FuzzSupport

/// The process entry point SwiftPM's link aliases `main` to: hands control to libFuzzer.
@_cdecl("FuzzHTTPResponseReader_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc: argc, argv: argv, fuzz)
}
