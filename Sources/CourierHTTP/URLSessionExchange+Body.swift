import Foundation

extension URLSessionExchange.State {
    /// The body bytes received so far.
    var bodyCount: Int { bodyBuffer?.count ?? body.count }

    /// Appends a chunk of the body. The first chunk (usually the only one) is kept as it is,
    /// without a copy; a second one moves the body, once, into a ``ReceivedBodyBuffer`` with room
    /// for the whole declared length (at most `limit` bytes), so that a body of many chunks is
    /// copied once, and ends as a `Data` whose bytes a JSON parse can read in place.
    mutating func appendBody(_ data: Data, limit: Int) {
        if let bodyBuffer {
            bodyBuffer.append(data)
            return
        }
        if body.isEmpty {
            body = data
            return
        }
        let declared = expectedTotal > 0 ? Int(min(expectedTotal, Int64(limit))) : 0
        let buffer = ReceivedBodyBuffer(capacity: max(declared, body.count + data.count))
        buffer.append(body)
        buffer.append(data)
        body = Data()
        bodyBuffer = buffer
    }

    /// The whole body, and where its bytes are when the exchange gathered them itself; the state
    /// keeps none of it afterwards.
    mutating func takeBody() -> (Data, ResidentBodyBytes) {
        guard let bodyBuffer else {
            defer { body = Data() }
            return (body, ResidentBodyBytes())
        }
        self.bodyBuffer = nil
        return bodyBuffer.takeBody()
    }
}
