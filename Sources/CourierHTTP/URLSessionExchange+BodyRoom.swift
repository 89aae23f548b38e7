import Foundation

extension URLSessionExchange.State {
    /// Moves the body received so far into storage with room for the whole declared length (at
    /// most `limit` bytes), once, when a second chunk arrives: a body of many chunks is then
    /// copied once instead of on every growth of the buffer. Without a declared length the buffer
    /// grows as before.
    mutating func reserveBody(limit: Int) {
        bodyIsReserved = true
        guard expectedTotal > Int64(body.count) else { return }
        var reserved = Data(capacity: Int(min(expectedTotal, Int64(limit))))
        reserved.append(body)
        body = reserved
    }
}
