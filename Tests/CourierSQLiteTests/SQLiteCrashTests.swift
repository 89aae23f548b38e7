import CourierAPI
import CourierGraphQL
import CourierSQLite
import Foundation
import Testing

@Suite("SQLiteNormalizedCache crash safety")
struct SQLiteCrashTests {
    /// Kills a writer process (SIGKILL) in the middle of its merges and checks that every batch it
    /// reported committed is in the file, whole, and that the file is intact.
    @Test func killingAWriterLosesNothingCommitted() throws {
        let url = try TemporaryDirectory().file("crash.sqlite")
        let process = Process()
        process.executableURL = try Self.writerExecutable()
        process.arguments = [url.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()

        var text = ""
        var lastCommitted = -1
        while lastCommitted < 20 {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            text += String(decoding: chunk, as: UTF8.self)
            // Only complete lines count: the last component may be half-written.
            let complete = text.components(separatedBy: "\n").dropLast()
            if let last = complete.last(where: { $0.hasPrefix("committed ") }),
                let number = Int(last.dropFirst("committed ".count))
            {
                lastCommitted = number
            }
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        try #require(lastCommitted >= 20, "the writer stopped early: \(text.suffix(200))")

        let cache = try SQLiteNormalizedCache(fileURL: url)
        var expected = Set<CacheKey>()
        for batch in 0...lastCommitted {
            for index in 0..<100 { expected.insert(CacheKey("Item:\(batch).\(index)")) }
        }
        let loaded = try cache.loadRecords(forKeys: expected)
        #expect(loaded.count == expected.count)
        #expect(
            loaded[CacheKey("Item:\(lastCommitted).99")]?["batch"] == .scalar(.number(.integer(Int64(lastCommitted)))))
        // Batches are all-or-nothing: the count is a whole number of batches.
        #expect(try cache.recordCount() % 100 == 0)
    }

    /// The `courier-sqlite-writer` binary in the build products directory, next to the test bundle.
    static func writerExecutable() throws -> URL {
        var candidates: [URL] = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        if let argument = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: argument).deletingLastPathComponent())
        }
        for directory in candidates {
            let url = directory.appendingPathComponent("courier-sqlite-writer")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw SQLiteCacheError(.cannotOpen, message: "courier-sqlite-writer not found near \(candidates.map(\.path))")
    }
}
