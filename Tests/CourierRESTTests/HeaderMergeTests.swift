import CourierHTTP
import CourierREST
import Foundation
import Testing

@Suite("Header merge")
struct HeaderMergeTests {
    @Test func endpointHeadersReplaceDefaultsInPlace() throws {
        let configuration = testConfiguration()
        let endpoint = Endpoint<Data>("x", headers: ["accept": "text/csv", "X-Extra": "1"])
        let fields = try endpoint.makeRequest(using: configuration).headerFields
        #expect(fields.fields.map(\.name) == ["Accept", "User-Agent", "X-Extra"])
        #expect(fields["Accept"] == "text/csv")
        #expect(fields.values(for: "accept") == ["text/csv"])
    }

    @Test func bodyContentTypeReplacesTheDefaultAndEndpointHeaderReplacesBoth() throws {
        let configuration = testConfiguration { $0.defaultHeaders["Content-Type"] = "text/plain" }
        let json = Endpoint<Data>("x", method: .post, body: .json(["a": 1]))
        #expect(try json.makeRequest(using: configuration).headerFields["Content-Type"] == "application/json")

        let overridden = Endpoint<Data>(
            "x", method: .post, headers: ["Content-Type": "application/merge-patch+json"], body: .json(["a": 1])
        )
        let fields = try overridden.makeRequest(using: configuration).headerFields
        #expect(fields.values(for: "Content-Type") == ["application/merge-patch+json"])
    }

    @Test func multiValueEndpointHeaderReplacesAllDefaultsOfThatName() throws {
        let configuration = testConfiguration { $0.defaultHeaders.append(name: "X-Tag", value: "default") }
        var headers = HTTPFields()
        headers.append(name: "X-Tag", value: "one")
        headers.append(name: "X-Tag", value: "two")
        let fields = try Endpoint<Data>("x", headers: headers).makeRequest(using: configuration).headerFields
        #expect(fields.values(for: "X-Tag") == ["one", "two"])
    }

    @Test func timeoutAndIdempotencyComeFromEndpointThenConfiguration() throws {
        let configuration = testConfiguration { $0.timeoutInterval = 20 }
        var endpoint = Endpoint<Data>("x", method: .post)
        var request = try endpoint.makeRequest(using: configuration)
        #expect(request.timeoutInterval == 20)
        #expect(request.isIdempotent == false)
        endpoint.timeoutInterval = 5
        endpoint.isIdempotent = true
        request = try endpoint.makeRequest(using: configuration)
        #expect(request.timeoutInterval == 5)
        #expect(request.isIdempotent)
    }
}
