import CourierWebSocket
import Foundation

/// What the process holds at one moment: resident memory, open descriptors, threads, and the
/// waits still parked (debug builds record those; see `PendingContinuations`).
///
/// Read from `/proc/self` on Linux; elsewhere the figures are `nil`.
struct ProcessResources {
    /// Resident memory in bytes.
    var residentBytes: Double?
    /// Open file descriptors.
    var openDescriptors: Int?
    /// Threads of the process (POSIX WebSocket readers and loopback server connections each have
    /// one; the cooperative pool and Foundation keep a few).
    var threads: Int?
    /// Waits parked in the library, or `nil` in a release build, which records none.
    var pendingWaits: Int?

    /// The resources now.
    static func now() -> ProcessResources {
        ProcessResources(
            residentBytes: residentBytes(),
            openDescriptors: (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.count,
            threads: statusField("Threads").flatMap { Int($0) },
            pendingWaits: PendingContinuations.isRecording ? PendingContinuations.pending().count : nil
        )
    }

    /// Hands freed heap memory back to the system where the C library can (glibc's
    /// `malloc_trim`), so that resident memory counts what is still allocated.
    static func releaseFreedHeap() {
        #if os(Linux)
        _ = glibcMallocTrim(0)
        #endif
    }

    /// `VmRSS` of `/proc/self/status`, in bytes.
    private static func residentBytes() -> Double? {
        guard let field = statusField("VmRSS"), let kilobytes = Double(field.split(separator: " ").first ?? "") else {
            return nil
        }
        return kilobytes * 1024
    }

    /// The value of one `Name:` line of `/proc/self/status`, trimmed.
    private static func statusField(_ name: String) -> String? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            return line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }
}

#if os(Linux)
/// glibc's `malloc_trim`, which the Glibc module does not export.
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
