import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The callbacks of request bodies: progress, and a new stream when URLSession sends the body
/// again (a redirect that keeps it, an authentication challenge).
extension URLSessionExchangeDelegate {
    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        didSendBodyData bytesSent: Int64,
        totalBytesSent: Int64,
        totalBytesExpectedToSend: Int64
    ) {
        exchange(for: task)?.didSendBody(
            totalBytesSent: totalBytesSent, totalBytesExpectedToSend: totalBytesExpectedToSend)
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        needNewBodyStream completionHandler: @escaping @Sendable (InputStream?) -> Void
    ) {
        completionHandler(exchange(for: task)?.newBodyStream())
    }
}
