import CourierHTTP
import CourierLoopback
import CourierMockServer
import CourierSupport
import Foundation

/// The file routes the transfer step calls, shaped like the integration server's:
/// `PUT /rest/files/{name}` keeps the body and answers `{"name", "size"}`;
/// `GET /rest/files/{name}` answers the kept bytes (404 for a name never uploaded).
enum FileRoutes {
    static func install(on host: MockServerHost) {
        let store = Locked<[String: Data]>([:])
        host.route(nil, prefix: "/rest/files/") { request in
            let name = String(request.path.dropFirst("/rest/files/".count))
            guard !name.isEmpty, !name.contains("/") else { return .json(#"{"error":"bad name"}"#, status: 400) }
            switch request.method {
            case .put:
                store.withLock { $0[name] = request.body }
                return .json(#"{"name":"\#(name)","size":\#(request.body.count)}"#, status: 201)
            case .get:
                guard let data = store.withLock({ $0[name] }) else {
                    return .json(#"{"error":"not found"}"#, status: 404)
                }
                return LoopbackResponse(headerFields: ["Content-Type": "application/octet-stream"], body: data)
            default:
                return .status(405)
            }
        }
    }
}
