import CourierSupport
import Dispatch

extension POSIXWebSocketCore {
    /// Moves up to `limit` queued messages into `messages` without waiting, and wakes the reader
    /// thread when that made room in a full inbox (as ``receive()`` does).
    func takeQueued(upTo limit: Int, into messages: inout [WebSocketMessage]) {
        guard limit > 0 else { return }
        var wakeReader = false
        state.withLock { state in
            var taken = 0
            while taken < limit, let message = state.popMessage() {
                messages.append(message)
                taken += 1
            }
            if taken > 0, state.readerWaiting, state.inboxBytes <= configuration.maximumBufferedBytes / 2 {
                state.readerWaiting = false
                wakeReader = true
            }
        }
        if wakeReader { readerResume.signal() }
    }
}
