import CourierHTTP
import Foundation

/// One connection of the loopback server: reads requests, asks the handler, writes responses
/// (with any injected fault) until either side closes.
struct LoopbackConnection {
    let fd: Int32
    let core: LoopbackServerCore

    func run() {
        var parser = HTTPRequestParser(maximumHeadBytes: core.maximumHeadBytes, maximumBodyBytes: core.maximumBodyBytes)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var sentContinue = false
        while true {
            do {
                while let request = try parser.nextRequest() {
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
            if !sentContinue, parser.awaitsBodyAfterExpectContinue {
                sentContinue = true
                guard LoopbackSocket.write(fd, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)) else { return }
            }
            guard LoopbackSocket.wait(fd, wake: core.wake) == .readable else { return }
            let count = LoopbackSocket.read(fd, into: &buffer)
            guard count > 0 else { return }
            parser.append(buffer[0..<count])
        }
    }

    /// Writes `response`.
    /// - Returns: Whether the connection stays open for another request.
    private func serve(_ response: LoopbackResponse, to request: LoopbackRequest) -> Bool {
        guard LoopbackSocket.sleep(response.delay, wake: core.wake) else { return false }
        if response.fault == .neverRespond {
            holdUntilClosed()
            return false
        }
        let body = request.method == .head ? [] : [UInt8](response.body)
        let keepAlive = request.keepsAlive && response.fault == nil
        let framed = response.framing == .contentLength
        var out = head(of: response, bodyLength: framed ? response.body.count : nil, keepAlive: keepAlive)
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
