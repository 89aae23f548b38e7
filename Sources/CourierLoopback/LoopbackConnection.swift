import CourierHTTP
import Foundation

/// One connection of the loopback server: reads requests, asks the handler, writes responses
/// (with any injected fault) until either side closes.
struct LoopbackConnection {
    let fd: Int32
    let core: LoopbackServerCore

    func run() {
        let input = LoopbackConnectionInput(
            fd: fd, wake: core.wake,
            parser: HTTPRequestParser(maximumHeadBytes: core.maximumHeadBytes, maximumBodyBytes: core.maximumBodyBytes))
        var sentContinue = false
        while true {
            do {
                while let head = try input.parser.nextHead() {
                    if let streaming = core.streamingHandler(for: head), let length = input.parser.pendingBodyLength {
                        guard serveStreaming(head, length: length, input: input, handler: streaming) else { return }
                        sentContinue = false
                        continue
                    }
                    guard let request = try input.parser.nextRequest() else { break }
                    sentContinue = false
                    let response = core.handler(for: request)(request)
                    guard serve(response, to: request) else { return }
                }
            } catch {
                let answer = LoopbackResponse.text("\(error)\n", status: error.statusCode)
                _ = LoopbackSocket.write(
                    fd, head(of: answer, bodyLength: answer.body.count, keepAlive: false) + [UInt8](answer.body))
                return
            }
            if !sentContinue, input.parser.awaitsBodyAfterExpectContinue {
                sentContinue = true
                guard LoopbackSocket.write(fd, Self.continueLine) else { return }
            }
            guard input.receive() else { return }
        }
    }

    private static let continueLine = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    /// Runs a streaming handler on `head`, whose `length`-byte body it reads from `input`, then
    /// discards what the handler left unread and writes the response.
    /// - Returns: Whether the connection stays open.
    private func serveStreaming(
        _ head: LoopbackRequest, length: Int, input: LoopbackConnectionInput,
        handler: LoopbackHTTPServer.StreamingHandler
    ) -> Bool {
        core.record(head)
        if head.headerFields["Expect"]?.lowercased() == "100-continue", input.parser.bufferedByteCount == 0 {
            guard LoopbackSocket.write(fd, Self.continueLine) else { return false }
        }
        let reader = LoopbackBodyReader(length: length) { input.nextBodyPiece() }
        let response = handler(head, reader)
        reader.discardRest()
        guard !reader.isTruncated else { return false }
        return serve(response, to: head)
    }

    /// Writes `response`.
    /// - Returns: Whether the connection stays open for another request.
    private func serve(_ response: LoopbackResponse, to request: LoopbackRequest) -> Bool {
        guard LoopbackSocket.sleep(response.delay, wake: core.wake) else { return false }
        if response.fault == .neverRespond {
            holdUntilClosed()
            return false
        }
        if let file = response.bodyFile { return serveFile(file, response: response, to: request) }
        let keepAlive = request.keepsAlive && response.fault == nil
        let framed = response.framing == .contentLength
        var out = head(of: response, bodyLength: framed ? response.body.count : nil, keepAlive: keepAlive)
        if response.fault == nil, framed {
            return write(head: out, body: request.method == .head ? Data() : response.body) && keepAlive
        }
        let body = request.method == .head ? [] : [UInt8](response.body)
        switch response.fault {
        case .dropBeforeBody:
            _ = LoopbackSocket.write(fd, out)
            return false
        case .dropMidBody(let afterBytes):
            out += frame(Array(body.prefix(afterBytes)), chunked: !framed)
            _ = LoopbackSocket.write(fd, out)
            LoopbackSocket.resetOnClose(fd)
            return false
        case .drip(let bytes, let interval):
            guard LoopbackSocket.write(fd, out) else { return false }
            var offset = 0
            while offset < body.count {
                let piece = Array(body[offset..<min(offset + max(bytes, 1), body.count)])
                offset += piece.count
                guard LoopbackSocket.write(fd, frame(piece, chunked: !framed)),
                    LoopbackSocket.sleep(offset < body.count ? interval : 0, wake: core.wake)
                else { return false }
            }
            return framed || LoopbackSocket.write(fd, Array("0\r\n\r\n".utf8)) ? keepAlive : false
        case .neverRespond, nil:
            out += frame(body, chunked: !framed)
            if !framed { out += Array("0\r\n\r\n".utf8) }
            return LoopbackSocket.write(fd, out) && keepAlive
        }
    }

    /// Writes a response's head and its `Content-Length` body: a small body in the same send as
    /// the head, a large one straight from its storage after it, so that a body of megabytes is
    /// not copied on its way to the socket.
    /// - Returns: `false` when the peer went away.
    private func write(head: [UInt8], body: Data) -> Bool {
        guard body.count > Self.bodyBytesSentWithHead else { return LoopbackSocket.write(fd, head + body) }
        return LoopbackSocket.write(fd, head) && LoopbackSocket.write(fd, body)
    }

    /// The largest body sent together with its head (in one copy and one send).
    private static let bodyBytesSentWithHead = 64 * 1024

    /// Writes `response` with the contents of `file` as its body, read and sent a piece at a
    /// time; a ``LoopbackResponse/Fault/dropMidBody(afterBytes:)`` fault resets the connection
    /// after that many body bytes, a ``LoopbackResponse/Fault/drip(bytes:interval:)`` one sends
    /// it in small pieces.
    private func serveFile(_ file: URL, response: LoopbackResponse, to request: LoopbackRequest) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: file),
            let size = try? handle.seekToEnd()
        else {
            let answer = LoopbackResponse.text("cannot read \(file.lastPathComponent)\n", status: 500)
            return serve(answer, to: request)
        }
        defer { try? handle.close() }
        let keepAlive = request.keepsAlive && response.fault == nil
        let range = LoopbackFileRange(request: request, response: response, size: Int(size))
        var answer = response
        answer.status = range.status
        if let contentRange = range.contentRange { answer.headerFields["Content-Range"] = contentRange }
        guard LoopbackSocket.write(fd, head(of: answer, bodyLength: range.end - range.start, keepAlive: keepAlive))
        else {
            return false
        }
        guard request.method != .head else { return keepAlive }
        var limit = range.end - range.start
        var step = 256 * 1024
        var pause: TimeInterval = 0
        switch response.fault {
        case .dropMidBody(let afterBytes)?: limit = min(limit, afterBytes)
        case .drip(let bytes, let interval)?: (step, pause) = (max(bytes, 1), interval)
        default: break
        }
        var sent = 0
        try? handle.seek(toOffset: UInt64(range.start))
        while sent < limit {
            guard let piece = try? handle.read(upToCount: min(step, limit - sent)), !piece.isEmpty,
                LoopbackSocket.write(fd, [UInt8](piece))
            else { return false }
            sent += piece.count
            guard sent == limit || LoopbackSocket.sleep(pause, wake: core.wake) else { return false }
        }
        if case .dropMidBody? = response.fault {
            LoopbackSocket.resetOnClose(fd)
            return false
        }
        return keepAlive && response.fault == nil
    }

    /// Waits, discarding input, until the client closes the connection or the server stops.
    private func holdUntilClosed() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while LoopbackSocket.wait(fd, wake: core.wake) == .readable, LoopbackSocket.read(fd, into: &buffer) > 0 {}
    }

    private func head(of response: LoopbackResponse, bodyLength: Int?, keepAlive: Bool) -> [UInt8] {
        var text = "HTTP/1.1 \(response.status) \(response.reasonPhrase)\r\n"
        for field in response.headerFields {
            let name = field.name.lowercased()
            guard name != "content-length", name != "transfer-encoding", name != "connection" else { continue }
            text += "\(field.name): \(field.value)\r\n"
        }
        if let bodyLength {
            text += "Content-Length: \(bodyLength)\r\n"
        } else {
            text += "Transfer-Encoding: chunked\r\n"
        }
        text += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
        return Array(text.utf8)
    }

    private func frame(_ bytes: [UInt8], chunked: Bool) -> [UInt8] {
        guard chunked, !bytes.isEmpty else { return bytes }
        return Array((String(bytes.count, radix: 16) + "\r\n").utf8) + bytes + [13, 10]
    }
}

/// The reading side of a connection: its parser and receive buffer, shared with a streaming
/// handler's ``LoopbackBodyReader``. Used on the connection's thread only.
final class LoopbackConnectionInput {
    let fd: Int32
    let wake: Int32
    var parser: HTTPRequestParser
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    init(fd: Int32, wake: Int32, parser: HTTPRequestParser) {
        self.fd = fd
        self.wake = wake
        self.parser = parser
    }

    /// Waits for bytes and appends them to the parser.
    /// - Returns: `false` when the connection closed or the server is stopping.
    func receive() -> Bool {
        guard LoopbackSocket.wait(fd, wake: wake) == .readable else { return false }
        let count = LoopbackSocket.read(fd, into: &buffer)
        guard count > 0 else { return false }
        parser.append(buffer[0..<count])
        return true
    }

    /// The next piece of the pending streamed body, reading from the socket when none is buffered.
    func nextBodyPiece() -> LoopbackBodyPiece {
        while true {
            switch parser.nextBodyPiece() {
            case .bytes(let data): return .bytes(data)
            case .end: return .end
            case .needsMoreBytes: guard receive() else { return .broken }
            }
        }
    }
}
