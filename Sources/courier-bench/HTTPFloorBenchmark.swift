import CourierHTTP
import CourierREST
import CourierSupport
import CourierTesting
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `courier-bench http-floor`: how much of a request in the `http` suite is the HTTP client's
/// work, rather than the kernel's and the server's.
///
/// Both variants post ``HTTPBenchmark/payload`` to the same in-process loopback server, 8 in
/// flight, ``HTTPBenchmark/requestCount`` requests a round, alternating for
/// `COURIER_BENCH_HTTP_ROUNDS` rounds (5 by default):
/// - `raw_urlsession`: the `http` suite's raw baseline, a completion-handler `dataTask`;
/// - `socket_loop`: eight threads, each writing the request's bytes to its own kept-alive socket
///   and reading the answer back by its `Content-Length`, checking the body. No client library,
///   no event loop: what the kernel and the server cost, which an HTTP client can only add to.
/// - `socket_handoff`: the same sockets and threads, driven from eight Swift tasks: each request
///   is handed to its connection's thread and the task resumes when the answer is in, which is
///   the least a transport with a thread per connection adds to the loop.
///
/// - `socket_transport`: ``SocketHTTPTransport`` sending the bytes (the raw task's baseline);
/// - `api_client_socket`: `APIClient` with the standard middleware over ``SocketHTTPTransport``,
///   encoding and decoding, against the raw task + `JSONDecoder` (as the `http` suite's
///   `api_client` is against it).
///
/// The socket loop's ratio over the raw task bounds what any HTTP/1.1 client could gain over
/// URLSession on this machine, for this exchange; the hand-off's ratio is nearer what one built
/// on threads and continuations could.
enum HTTPFloorBenchmark {
    static func run() async throws -> [BenchmarkResult] {
        let rounds = max(1, ProcessInfo.processInfo.environment["COURIER_BENCH_HTTP_ROUNDS"].flatMap(Int.init) ?? 5)
        let server = try HTTPBenchmark.makeEchoServer()
        defer { server.stop() }
        let url = server.url("/echo")
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let raw: @Sendable () async throws -> Void = {
            try await HTTPBenchmark.rawPost(session: session, url: url, decode: false)
        }
        let request =
            Array(
                ("POST /echo HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nAccept: */*\r\n"
                    + "Content-Type: application/json\r\nContent-Length: \(HTTPBenchmark.payload.count)\r\n\r\n").utf8)
            + HTTPBenchmark.payload
        let connections = try (0..<HTTPBenchmark.concurrency).map { _ in
            try FloorConnection(port: server.port, request: request, expected: [UInt8](HTTPBenchmark.payload))
        }
        defer { for connection in connections { connection.close() } }
        let rawDecoding: @Sendable () async throws -> Void = {
            try await HTTPBenchmark.rawPost(session: session, url: url, decode: true)
        }
        let socketTransport = SocketHTTPTransport()
        let bareRequest = HTTPRequest(
            method: .post, url: url, headerFields: ["Content-Type": "application/json"], body: HTTPBenchmark.payload)
        let transport: @Sendable () async throws -> Void = {
            let response = try await socketTransport.send(bareRequest)
            guard response.statusCode == 200, response.body == HTTPBenchmark.payload else {
                throw BenchmarkFailure.badResponse
            }
        }
        let client = APIClient(
            baseURL: server.url("/"),
            transport: MiddlewareTransport.standard(
                transport: SocketHTTPTransport(), headers: .deviceUUID(UUID()), retry: RetryMiddleware(),
                monitors: [MetricsMonitor()]))
        let endpoint = Endpoint<HTTPBenchmark.Person>("echo", method: .post, body: .json(HTTPBenchmark.person))
        let apiClient: @Sendable () async throws -> Void = {
            guard try await client.send(endpoint) == HTTPBenchmark.person else { throw BenchmarkFailure.badResponse }
        }
        for variant in [raw, rawDecoding, transport, apiClient] {
            _ = try await HTTPBenchmark.measure(count: 200, variant)
        }
        _ = try await measureSockets(count: 200, connections)
        let names = ["raw", "raw_decoding", "socket_loop", "socket_handoff", "socket_transport", "api_client_socket"]
        var measured = Array(repeating: [HTTPBenchmark.Measurement](), count: names.count)
        for _ in 0..<rounds {
            let round = [
                try await HTTPBenchmark.measure(count: HTTPBenchmark.requestCount, raw),
                try await HTTPBenchmark.measure(count: HTTPBenchmark.requestCount, rawDecoding),
                try await measureSockets(count: HTTPBenchmark.requestCount, connections),
                try await measureHandOff(count: HTTPBenchmark.requestCount, connections),
                try await HTTPBenchmark.measure(count: HTTPBenchmark.requestCount, transport),
                try await HTTPBenchmark.measure(count: HTTPBenchmark.requestCount, apiClient),
            ]
            if HTTPBenchmark.verbose {
                for (name, figures) in zip(names, round) { HTTPBenchmark.report(round: "http-floor \(name)", figures) }
            }
            for index in round.indices { measured[index].append(round[index]) }
        }
        let baselineName = "raw URLSession dataTask"
        let decodingName = "raw URLSession dataTask + JSONDecoder"
        return HTTPBenchmark.results(name: "http_floor.raw_urlsession", measured[0], baseline: nil, baselineName: "")
            + HTTPBenchmark.results(
                name: "http_floor.raw_urlsession_decoding", measured[1], baseline: nil, baselineName: "")
            + HTTPBenchmark.results(
                name: "http_floor.socket_loop", measured[2], baseline: measured[0], baselineName: baselineName)
            + HTTPBenchmark.results(
                name: "http_floor.socket_handoff", measured[3], baseline: measured[0], baselineName: baselineName)
            + HTTPBenchmark.results(
                name: "http_floor.socket_transport", measured[4], baseline: measured[0], baselineName: baselineName)
            + HTTPBenchmark.results(
                name: "http_floor.api_client_socket", measured[5], baseline: measured[1], baselineName: decodingName)
    }

    /// Sends `count` requests from ``HTTPBenchmark/concurrency`` tasks, each handing its requests
    /// to the thread of its own connection.
    static func measureHandOff(count: Int, _ connections: [FloorConnection]) async throws
        -> HTTPBenchmark.Measurement
    {
        let workers = connections.map(FloorWorker.init(connection:))
        defer { for worker in workers { worker.stop() } }
        return try await HTTPBenchmark.timed(count: count) {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (index, worker) in workers.enumerated() {
                    let share = HTTPBenchmark.share(of: count, worker: index, of: workers.count)
                    group.addTask {
                        for _ in 0..<share {
                            guard await worker.exchange() else { throw BenchmarkFailure.badResponse }
                        }
                    }
                }
                try await group.waitForAll()
            }
        }
    }

    /// Sends `count` requests over `connections`, one thread per connection.
    static func measureSockets(count: Int, _ connections: [FloorConnection]) async throws
        -> HTTPBenchmark.Measurement
    {
        let failed = Locked(false)
        let measured = await HTTPBenchmark.timed(count: count) {
            let group = DispatchGroup()
            for (index, connection) in connections.enumerated() {
                let share = HTTPBenchmark.share(of: count, worker: index, of: connections.count)
                group.enter()
                Thread {
                    defer { group.leave() }
                    for _ in 0..<share where !connection.exchange() {
                        failed.withLock { $0 = true }
                        return
                    }
                }.start()
            }
            await withCheckedContinuation { continuation in
                group.notify(queue: .global()) { continuation.resume() }
            }
        }
        guard !failed.withLock({ $0 }) else { throw BenchmarkFailure.badResponse }
        return measured
    }
}

/// A connection's own thread, which runs the exchanges that tasks hand it one at a time.
final class FloorWorker: Sendable {
    private struct State {
        var job: (@Sendable (Bool) -> Void)?
        var isStopped = false
    }

    private let state = Locked(State())
    private let ready = DispatchSemaphore(value: 0)

    init(connection: FloorConnection) {
        Thread { [state, ready] in
            while true {
                ready.wait()
                let (job, isStopped) = state.withLock { state in
                    defer { state.job = nil }
                    return (state.job, state.isStopped)
                }
                if isStopped { return }
                job?(connection.exchange())
            }
        }.start()
    }

    /// Runs one exchange on the worker's thread.
    /// - Returns: Whether the answer was the expected one.
    func exchange() async -> Bool {
        await withCheckedContinuation { continuation in
            state.withLock { $0.job = { continuation.resume(returning: $0) } }
            ready.signal()
        }
    }

    /// Ends the thread once it is idle.
    func stop() {
        state.withLock { $0.isStopped = true }
        ready.signal()
    }
}

/// One kept-alive connection of the socket loop, used by one thread at a time.
final class FloorConnection: @unchecked Sendable {
    // `@unchecked`: each round hands a connection to a single thread, and rounds do not overlap.
    private let fd: Int32
    private let request: [UInt8]
    private let expected: [UInt8]
    private var received: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 16 * 1024)

    init(port: Int, request: [UInt8], expected: [UInt8]) throws {
        fd = try BenchmarkSocket.connectLoopback(port: port)
        self.request = request
        self.expected = expected
    }

    /// Sends the request and reads one answer.
    /// - Returns: Whether the answer was a 200 with the expected body.
    func exchange() -> Bool {
        guard BenchmarkSocket.send(fd, request) else { return false }
        received.removeAll(keepingCapacity: true)
        var headEnd: Int?
        while headEnd == nil {
            guard receive() else { return false }
            headEnd = Self.endOfHead(in: received)
        }
        guard let headEnd, let length = Self.contentLength(in: received[..<headEnd]),
            received.starts(with: Array("HTTP/1.1 200".utf8))
        else { return false }
        while received.count < headEnd + length {
            guard receive() else { return false }
        }
        return received[headEnd...].elementsEqual(expected)
    }

    func close() { BenchmarkSocket.close(fd) }

    private func receive() -> Bool {
        let count = chunk.withUnsafeMutableBytes { POSIXGlue.receive(fd, into: $0) }
        guard count > 0 else { return false }
        received.append(contentsOf: chunk[..<count])
        return true
    }

    /// The index just past the blank line that ends the head, if it has arrived.
    private static func endOfHead(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 3..<bytes.count
        where bytes[index] == 10 && bytes[index - 1] == 13 && bytes[index - 2] == 10 && bytes[index - 3] == 13 {
            return index + 1
        }
        return nil
    }

    /// The value of the head's `Content-Length` field.
    private static func contentLength(in head: ArraySlice<UInt8>) -> Int? {
        let text = String(decoding: head, as: UTF8.self)
        for line in text.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { continue }
            return Int(parts[1].trimmingCharacters(in: .whitespaces))
        }
        return nil
    }
}
