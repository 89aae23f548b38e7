#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A property a fuzz target checks was violated: prints `message` and aborts, so that libFuzzer
/// records the input as a crash and saves it.
/// - Parameter message: What went wrong, with enough of the input to recognise it.
public func fuzzPropertyViolated(_ message: String) -> Never {
    let line = Array("fuzz property violated: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    abort()
}

/// A cursor over a fuzz input that hands out control bytes (chunk sizes, roles) before the payload.
public struct FuzzBytes {
    /// The input.
    public let bytes: [UInt8]
    /// The next unread position.
    public private(set) var position = 0

    /// Copies libFuzzer's input.
    /// - Parameters:
    ///   - data: The input's first byte.
    ///   - size: Its length.
    public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        bytes = Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Whether every byte was read.
    public var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// Up to `count` of the next bytes.
    /// - Parameter count: How many bytes at most.
    /// - Returns: The bytes, fewer at the end of the input.
    public mutating func take(_ count: Int) -> ArraySlice<UInt8> {
        let end = min(bytes.count, position + max(0, count))
        defer { position = end }
        return bytes[position..<end]
    }

    /// Every byte not yet read.
    public mutating func rest() -> ArraySlice<UInt8> { take(bytes.count - position) }
}

/// libFuzzer's driver, for executables whose `main` is not libFuzzer's own.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// Runs libFuzzer with the process's arguments and `callback` as the target.
///
/// SwiftPM links an executable target on Linux with `main` aliased to `<Module>_main`, so every
/// fuzzer defines that symbol and calls this instead of relying on libFuzzer's `main`.
/// - Parameters:
///   - argc: The argument count `main` received.
///   - argv: The arguments `main` received.
///   - callback: The fuzz target (`LLVMFuzzerTestOneInput`).
/// - Returns: libFuzzer's exit status.
public func runFuzzer(
    argc: CInt,
    argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, callback)
}
