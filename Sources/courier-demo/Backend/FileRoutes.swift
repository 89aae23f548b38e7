import CourierHTTP
import CourierLoopback
import CourierMockServer
import Foundation

/// The file routes the transfer step calls, shaped like the integration server's:
/// `PUT /rest/files/{name}` keeps the body and answers `{"name", "size"}`;
/// `GET /rest/files/{name}` answers the kept bytes (404 for a name never uploaded).
enum FileRoutes {
    /// The uploaded files, by name.
    final class Store: @unchecked Sendable {
        private let lock = NSLock()
        private var files: [String: Data] = [:]

        func put(_ data: Data, named name: String) {
            lock.lock()
            defer { lock.unlock() }
            files[name] = data
        }

        func get(_ name: String) -> Data? {
            lock.lock()
            defer { lock.unlock() }
            return files[name]
        }
    }

    static func install(on host: MockServerHost) {
        let store = Store()
        host.route(nil, prefix: "/rest/files/") { request in
            let name = String(request.path.dropFirst("/rest/files/".count))
            guard !name.isEmpty, !name.contains("/") else { return .json(#"{"error":"bad name"}"#, status: 400) }
            switch request.method {
            case .put:
                store.put(request.body, named: name)
                return .json(#"{"name":"\#(name)","size":\#(request.body.count)}"#, status: 201)
            case .get:
                guard let data = store.get(name) else { return .json(#"{"error":"not found"}"#, status: 404) }
                return LoopbackResponse(headerFields: ["Content-Type": "application/octet-stream"], body: data)
            default:
                return .status(405)
            }
        }
    }
}
