import Foundation
import Testing

@testable import CourierHTTP

@Suite("HTTPBody, HTTPBodyStream and TransferProgressReporter")
struct HTTPBodyTests {
    private let chunks = ChunkSequence(chunks: [Data("ab".utf8), Data("cd".utf8)])

    @Test("a stream made from a factory gives the whole body on every attempt")
    func replayableStream() async throws {
        let stream = HTTPBodyStream(length: 4) { chunks }
        #expect(stream.isReplayable)
        #expect(try await HTTPBody.stream(stream).collect(upTo: 100) == Data("abcd".utf8))
        #expect(try await HTTPBody.stream(stream).collect(upTo: 100) == Data("abcd".utf8))
    }

    @Test("a one-shot stream gives its body once, then fails with alreadyConsumed")
    func oneShotStream() async throws {
        let stream = HTTPBodyStream(chunks: chunks)
        #expect(!stream.isReplayable)
        #expect(!HTTPBody.stream(stream).isReplayable)
        #expect(try await HTTPBody.stream(stream).collect(upTo: 100) == Data("abcd".utf8))
        await #expect(throws: HTTPBodyStreamError.alreadyConsumed) {
            try await HTTPBody.stream(stream).collect(upTo: 100)
        }
    }

    @Test("known lengths: bytes, a file's size, a stream's declared length or none")
    func knownLengths() throws {
        let file = try TransferFixtures.file(Data(count: 1234))
        #expect(HTTPBody.data(Data(count: 5)).knownLength == 5)
        #expect(HTTPBody.file(file).knownLength == 1234)
        #expect(HTTPBody.file(file).isReplayable)
        #expect(HTTPBody.stream(HTTPBodyStream(length: 9) { chunks }).knownLength == 9)
        #expect(HTTPBody.stream(HTTPBodyStream { chunks }).knownLength == nil)
    }

    @Test("collecting stops at the limit")
    func collectLimit() async {
        await #expect(throws: HTTPBodyCollectionError.tooLarge(limit: 3)) {
            try await HTTPBody.stream(HTTPBodyStream { chunks }).collect(upTo: 3)
        }
    }

    @Test("the reporter drops updates inside the interval but never the first or the completing one")
    func throttle() async {
        let reporter = TransferProgressReporter(minimumInterval: 60)
        let steps = collectProgress(reporter)
        for done in stride(from: Int64(0), through: 100, by: 10) {
            reporter.report(TransferProgress(completedBytes: done, totalBytes: 100))
            await Task.yield()
        }
        reporter.finish()
        let seen = await steps.value
        #expect(seen.first?.completedBytes == 0)
        #expect(seen.last == TransferProgress(completedBytes: 100, totalBytes: 100))
        #expect(seen.count == 2)
    }

    @Test("finish delivers a last update once and ends the sequence; later reports are ignored")
    func finish() async {
        let reporter = TransferProgressReporter(minimumInterval: 0)
        let steps = collectProgress(reporter)
        reporter.finish(with: TransferProgress(completedBytes: 7, totalBytes: nil))
        reporter.report(TransferProgress(completedBytes: 8, totalBytes: nil))
        reporter.finish(with: TransferProgress(completedBytes: 9, totalBytes: nil))
        #expect(await steps.value == [TransferProgress(completedBytes: 7, totalBytes: nil)])
    }
}
