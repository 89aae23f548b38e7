import CourierHTTP
import CourierLoopback
import Foundation

/// `courier-bench transfers`: a 256 MB upload from a file and a 256 MB download to a file over
/// the in-process loopback server, measuring how much resident memory each adds at its peak and
/// its throughput against `curl` moving the same file to and from the same server.
///
/// Peak growth is the peak resident memory during the transfer minus `VmRSS` before it; the peak
/// is the larger of `VmHWM` after the transfer (reset just before by writing `5` to
/// `/proc/self/clear_refs`, where allowed) and the highest `VmRSS` sampled every 2 ms. It
/// includes the loopback server's own buffers, as the server runs in this process.
enum TransferBenchmark {
    static let size = 256 << 20

    static func run() async throws -> [BenchmarkResult] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "courier-bench-transfers-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("source.bin")
        try writeSource(to: source)
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.routeStreaming(.put, "/upload") { _, body in .text("\(body.discardRest())") }
        server.route(.get, "/download") { _ in .file(source) }
        let transport = URLSessionTransport(configuration: .init { $0.timeoutInterval = 600 })

        var upload = HTTPRequest(method: .put, url: server.url("/upload"))
        upload.bodySource = .file(source)
        let (uploadGrowth, uploadSeconds) = try await measure {
            let response = try await transport.send(upload)
            guard response.statusCode == 200, String(decoding: response.body, as: UTF8.self) == "\(size)" else {
                throw BenchmarkFailure.badResponse
            }
        }
        let curlUpload = try curl(["-T", source.path, server.url("/upload").absoluteString, "-o", "/dev/null"])

        let destination = directory.appendingPathComponent("downloaded.bin")
        let (downloadGrowth, downloadSeconds) = try await measure {
            let response = try await transport.download(HTTPRequest(url: server.url("/download")), to: destination)
            guard response.bodyFile == destination, fileSize(destination) == size else {
                throw BenchmarkFailure.badResponse
            }
        }
        let curlDestination = directory.appendingPathComponent("curl.bin")
        let curlDownload = try curl([server.url("/download").absoluteString, "-o", curlDestination.path])

        let megabytes = Double(size) / 1_000_000
        return [
            BenchmarkResult(name: "transfer.upload_file.peak_resident_growth", value: uploadGrowth, unit: "bytes"),
            BenchmarkResult(name: "transfer.download_file.peak_resident_growth", value: downloadGrowth, unit: "bytes"),
            BenchmarkResult(
                name: "transfer.upload_file.throughput", value: megabytes / uploadSeconds, unit: "MB/s",
                baseline: megabytes / curlUpload, baselineName: "curl -T"),
            BenchmarkResult(
                name: "transfer.download_file.throughput", value: megabytes / downloadSeconds, unit: "MB/s",
                baseline: megabytes / curlDownload, baselineName: "curl -o"),
        ]
    }

    /// Runs `transfer`, returning its peak resident growth in bytes and its duration in seconds.
    private static func measure(_ transfer: () async throws -> Void) async throws -> (Double, Double) {
        ProcessResources.releaseFreedHeap()
        let before = ProcessResources.now().residentBytes ?? 0
        let highWaterReset = resetHighWaterMark()
        let sampler = ResidentSampler()
        sampler.start()
        let start = ContinuousClock.now
        try await transfer()
        let elapsed = ContinuousClock.now - start
        let sampledPeak = sampler.stop()
        // The larger of the two readings: the reset high-water mark and the sampled maximum.
        let peak = max(highWaterReset ? (statusBytes("VmHWM") ?? 0) : 0, sampledPeak)
        FileHandle.standardError.write(
            Data("transfers: before \(before), sampled peak \(sampledPeak), VmHWM \(statusBytes("VmHWM") ?? -1)\n".utf8)
        )
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (max(0, peak - before), seconds)
    }

    /// Writes `size` bytes of a varied pattern, 4 MiB at a time.
    private static func writeSource(to url: URL) throws {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        let block = 4 << 20
        for index in 0..<(size / block) {
            try handle.write(contentsOf: Data((0..<block).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ index) }))
        }
    }

    /// Runs `curl` with `arguments` and returns its wall-clock seconds.
    private static func curl(_ arguments: [String]) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["curl", "-s", "-f"] + arguments
        let start = ContinuousClock.now
        try process.run()
        process.waitUntilExit()
        let elapsed = ContinuousClock.now - start
        guard process.terminationStatus == 0 else { throw BenchmarkFailure.badResponse }
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    private static func fileSize(_ url: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue
    }

    /// Resets the kernel's resident high-water mark of this process (`VmHWM`).
    private static func resetHighWaterMark() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }

    /// A `kB` field of `/proc/self/status` (`VmHWM`, `VmRSS`), in bytes.
    static func statusBytes(_ name: String) -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let value = line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)
            return value.split(separator: " ").first.flatMap { Double($0) }.map { $0 * 1024 }
        }
        return nil
    }
}

/// Samples `VmRSS` every 2 ms on a thread of its own and keeps the highest value.
private final class ResidentSampler: @unchecked Sendable {
    // `peak` and `running` are only touched while `lock` is held.
    private let lock = NSLock()
    private var peak = 0.0
    private var running = true
    private let done = DispatchSemaphore(value: 0)

    func start() {
        Thread { [self] in
            while lock.withLock({ running }) {
                let now = TransferBenchmark.statusBytes("VmRSS") ?? 0
                lock.withLock { peak = max(peak, now) }
                usleep(2000)
            }
            done.signal()
        }.start()
    }

    /// Stops sampling and returns the highest value seen.
    func stop() -> Double {
        lock.withLock { running = false }
        done.wait()
        return lock.withLock { peak }
    }
}
