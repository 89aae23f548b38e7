import Foundation
import Testing

@testable import CourierHTTP

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `URLRequest`s the URL session transports build, against the same request built field by
/// field with Foundation's own `addValue(_:forHTTPHeaderField:)` and `httpMethod` setter.
struct URLSessionRequestsTests {
    static let url = URL(string: "https://example.com/items?page=2")!

    /// Field lists with repeated names in other cases, names `capitalized` changes or leaves
    /// alone, non-ASCII names, empty values and many fields.
    static let fieldLists: [[(String, String)]] = [
        [],
        [("Content-Type", "application/json")],
        [("Content-Type", "application/json"), ("X-Device-UUID", "0A1B")],
        [("accept", "a"), ("ACCEPT", "b"), ("Accept", "c")],
        [("x-lower-case", "v"), ("X-LOWER-CASE", ""), ("x-Lower-case", "w")],
        [("Étrange", "z"), ("étrange", "y"), ("straße", "s"), ("STRASSE", "t")],
        [("x-api-key2", "k"), ("x_underscore", "u"), ("dotted.name", "d"), ("1st-field", "f")],
        [("Cookie", "a=1"), ("cookie", "b=2"), ("Authorization", "Bearer t")],
        (0..<40).map { ("X-Field-\($0 % 13)", "value \($0)") },
    ]

    static func referenceRequest(method: HTTPMethod, fields: [(String, String)]) -> URLRequest {
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = method.rawValue
        for (name, value) in fields { urlRequest.addValue(value, forHTTPHeaderField: name) }
        return urlRequest
    }

    static func request(method: HTTPMethod, fields: [(String, String)]) -> HTTPRequest {
        HTTPRequest(
            method: method, url: url,
            headerFields: HTTPFields(fields.map { HTTPFields.Field(name: $0.0, value: $0.1) }))
    }

    @Test(arguments: fieldLists.indices)
    func headerFieldsAreWhatAddValueLeaves(index: Int) {
        let fields = Self.fieldLists[index]
        let expected = Self.referenceRequest(method: .post, fields: fields)
        let request = Self.request(method: .post, fields: fields)
        for built in [
            URLSessionRequests.collecting(request, timeout: 5),
            URLSessionRequests.streaming(request, idleTimeout: 5),
        ] {
            #expect(built.allHTTPHeaderFields == expected.allHTTPHeaderFields)
            for (name, _) in fields {
                #expect(built.value(forHTTPHeaderField: name) == expected.value(forHTTPHeaderField: name))
            }
        }
    }

    @Test func headerFieldsAreTheSameTheSecondTime() {
        // The second time, the capitalized names come from the cache.
        for fields in Self.fieldLists {
            let expected = Self.referenceRequest(method: .get, fields: fields).allHTTPHeaderFields
            let request = Self.request(method: .get, fields: fields)
            #expect(URLSessionRequests.collecting(request, timeout: 5).allHTTPHeaderFields == expected)
            #expect(URLSessionRequests.collecting(request, timeout: 5).allHTTPHeaderFields == expected)
        }
    }

    @Test(arguments: [
        HTTPMethod.get, .post, .put, .patch, .delete, .head, .options, HTTPMethod(rawValue: "get"),
        HTTPMethod(rawValue: "PROPFIND"),
    ])
    func methodIsWhatTheSetterLeaves(method: HTTPMethod) {
        let expected = Self.referenceRequest(method: method, fields: []).httpMethod
        let request = Self.request(method: method, fields: [])
        #expect(URLSessionRequests.collecting(request, timeout: 5).httpMethod == expected)
        #expect(URLSessionRequests.streaming(request, idleTimeout: 5).httpMethod == expected)
    }
}
