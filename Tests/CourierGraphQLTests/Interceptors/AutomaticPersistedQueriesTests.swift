import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import Foundation
import Testing

@Suite struct AutomaticPersistedQueriesTests {
    static let notFound =
        #"{"errors":[{"message":"PersistedQueryNotFound","extensions":{"code":"PERSISTED_QUERY_NOT_FOUND"}}]}"#
    static let ok = #"{"data":{"hero":{"__typename":"Droid","name":"R2-D2"}}}"#

    @Test func sendsTheHashFirstThenTheDocumentOnAMiss() async throws {
        let (client, transport) = makeClient(interceptors: [AutomaticPersistedQueriesInterceptor()]) { request in
            let body = try bodyJSON(request)
            return jsonResponse(body["query"] == nil ? Self.notFound : Self.ok)
        }
        let result = try await client.fetch(query: HeroQuery(), cachePolicy: .fetchIgnoringCacheData)
        #expect(result.data?.hero?.name == "R2-D2")
        #expect(result.errors.isEmpty)
        let sent = try transport.sentRequests.map(bodyJSON)
        #expect(sent.count == 2)
        let hash = SHA256.hexDigest(Array((HeroQuery.operationDocument ?? "").utf8))
        let persisted: JSONValue = .object(["version": 1, "sha256Hash": .string(hash)])
        #expect(sent[0]["query"] == nil)
        #expect(sent[0]["extensions"]?["persistedQuery"] == persisted)
        #expect(sent[1]["query"] == .string(HeroQuery.operationDocument ?? ""))
        #expect(sent[1]["extensions"]?["persistedQuery"] == persisted)
    }

    @Test func aHitNeedsOneRequest() async throws {
        let (client, transport) = makeClient(interceptors: [AutomaticPersistedQueriesInterceptor()]) { _ in
            jsonResponse(Self.ok)
        }
        _ = try await client.fetch(query: HeroQuery(), cachePolicy: .fetchIgnoringCacheData)
        #expect(transport.sentRequests.count == 1)
    }

    @Test func hashedQueriesCanGoAsGET() async throws {
        let (client, transport) = makeClient(interceptors: [
            AutomaticPersistedQueriesInterceptor(usesGETForHashedQueries: true)
        ]) { request in
            jsonResponse(request.method == .get ? Self.notFound : Self.ok)
        }
        _ = try await client.fetch(query: HeroQuery(episode: "JEDI"), cachePolicy: .fetchIgnoringCacheData)
        let sent = transport.sentRequests
        #expect(sent.map(\.method) == [.get, .post])
        let items = URLComponents(url: sent[0].url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        #expect(items.contains { $0.name == "query" } == false)
        #expect(items.first { $0.name == "extensions" }?.value?.contains("sha256Hash") == true)
    }

    @Test func mutationsAreHashedButNeverGET() async throws {
        let (client, transport) = makeClient(interceptors: [
            AutomaticPersistedQueriesInterceptor(usesGETForHashedQueries: true)
        ]) { _ in
            jsonResponse(#"{"data":{"rename":"x"}}"#)
        }
        _ = try await client.perform(mutation: RenameMutation(id: "1", name: "x"))
        #expect(transport.sentRequests.map(\.method) == [.post])
        #expect(try bodyJSON(transport.sentRequests[0])["query"] == nil)
    }

    @Test func notSupportedTurnsHashingOff() async throws {
        let (client, transport) = makeClient(interceptors: [AutomaticPersistedQueriesInterceptor()]) { request in
            if try bodyJSON(request)["extensions"] != nil {
                return jsonResponse(#"{"errors":[{"message":"PersistedQueryNotSupported"}]}"#)
            }
            return jsonResponse(Self.ok)
        }
        _ = try await client.fetch(query: HeroQuery(), cachePolicy: .fetchIgnoringCacheData)
        _ = try await client.fetch(query: HeroQuery(), cachePolicy: .fetchIgnoringCacheData)
        // hashed, plain, then plain only
        #expect(try transport.sentRequests.map { try bodyJSON($0)["extensions"] != nil } == [true, false, false])
    }

    @Test func missAsNonGraphQL400IsRetriedWithTheDocument() async throws {
        let (client, transport) = makeClient(interceptors: [AutomaticPersistedQueriesInterceptor()]) { request in
            try bodyJSON(request)["query"] == nil ? jsonResponse(Self.notFound, status: 400) : jsonResponse(Self.ok)
        }
        _ = try await client.fetch(query: HeroQuery(), cachePolicy: .fetchIgnoringCacheData)
        #expect(transport.sentRequests.count == 2)
    }
}
