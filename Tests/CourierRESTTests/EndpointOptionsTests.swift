import CourierHTTP
import CourierREST
import CourierTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Endpoint options — per-request settings from the REST client to the wire")
struct EndpointOptionsTests {
    private struct Patch: Encodable { var name: String }

    @Test("an endpoint's method override and modifier reach the server through APIClient")
    func optionsReachTheWire() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.post, "/users/1") { _ in .text("ok") }
        let api = APIClient(baseURL: server.url("/"), transport: URLSessionTransport())
        let endpoint = Endpoint<String>("users/1", method: .patch, body: .json(Patch(name: "Ada")))
            .options {
                $0.methodOverride = .post
                $0.urlRequestModifiers.append(URLRequestModifier { $0.setValue("1", forHTTPHeaderField: "X-Modified") })
            }

        let text = try await api.send(endpoint)

        #expect(text == "ok")
        let received = try #require(server.receivedRequests.first)
        #expect(received.method == .post)
        #expect(received.headerFields["X-HTTP-Method-Override"] == "PATCH")
        #expect(received.headerFields["X-Modified"] == "1")
        #expect(received.body == Data(#"{"name":"Ada"}"#.utf8))
    }

    @Test("makeRequest carries the options and makeURLRequest applies them")
    func optionsOnTheRequest() throws {
        let configuration = APIConfiguration(
            baseURL: URL(string: "https://api.example.com"), transport: MockHTTPTransport(routes: []))
        let endpoint = Endpoint<Data>("feed").options {
            $0.cachePolicy = .returnCacheDataElseLoad
            $0.sendsCookies = false
        }
        let request = try endpoint.makeRequest(using: configuration)
        #expect(request.options == endpoint.options)
        let urlRequest = request.makeURLRequest()
        #expect(urlRequest.cachePolicy == .returnCacheDataElseLoad)
        #expect(!urlRequest.httpShouldHandleCookies)
        #expect(try Endpoint<Data>("feed").makeRequest(using: configuration).options == HTTPRequestOptions())
    }
}
