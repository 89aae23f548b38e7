import CourierLoopback
import Foundation

/// A loopback URL where nothing listens: a port the system handed out, then closed again.
enum ClosedPort {
    static func url() throws -> URL {
        let port = try LoopbackClosedPort.port()
        guard let url = URL(string: "http://127.0.0.1:\(port)/graphql") else {
            throw DemoBackendError(message: "no URL for port \(port)")
        }
        return url
    }
}
