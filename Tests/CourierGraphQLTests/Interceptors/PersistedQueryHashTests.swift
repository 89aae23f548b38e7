import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import Foundation
import Testing

/// The persisted-query hash against SHA-256 digests computed outside Courier (with
/// `printf '%s' "$DOCUMENT" | sha256sum` and Python's `hashlib.sha256(document.encode())`), not
/// with Courier's own ``SHA256``.
@Suite struct PersistedQueryHashTests {
    /// `HeroQuery.operationDocument`'s SHA-256.
    static let heroDocumentHash = "8dfd13f0f3f4bf029bb3f0ed9eeef9080786ee8208ffd319f432c0b8a538a840"
    /// The SHA-256 of ``decomposedDocument`` (its `é` is `e` + U+0301, two scalars).
    static let decomposedDocumentHash = "3420dd2649351f7312b4ffd465563753294adcf15e3a4e6803d52f1f30e9be11"
    /// The same text with a precomposed `é` (U+00E9): equal as a Swift `String`, other bytes.
    static let precomposedDocumentHash = "e0aeb782efc992ae442231629f36ae0ace588b0ccd1a3321fa87be4c05da0ef3"
    static let decomposedDocument =
        "query Hero($episode: String) { hero(episode: \"Cafe\u{301}\") { __typename name } }"

    @Test func theHashSentIsTheSHA256OfTheDocumentBytesAndAMissResendsTheDocument() async throws {
        let (client, transport) = makeClient(interceptors: [AutomaticPersistedQueriesInterceptor()]) { request in
            try bodyJSON(request)["query"] == nil
                ? jsonResponse(AutomaticPersistedQueriesTests.notFound)
                : jsonResponse(AutomaticPersistedQueriesTests.ok)
        }
        let result = try await client.fetch(query: HeroQuery())
        #expect(result.data?.hero?.name == "R2-D2")
        let sent = try transport.sentRequests.map(bodyJSON)
        try #require(sent.count == 2)
        #expect(sent[0]["extensions"]?["persistedQuery"]?["sha256Hash"] == .string(Self.heroDocumentHash))
        #expect(sent[0]["query"] == nil)
        // The retry carries the document whose bytes hash to what was sent.
        #expect(sent[1]["query"] == .string(HeroQuery.operationDocument ?? ""))
        #expect(sent[1]["extensions"]?["persistedQuery"]?["sha256Hash"] == .string(Self.heroDocumentHash))
    }

    @Test func aStaleIdentifierIsNotTrustedTheDocumentBytesAre() async throws {
        let rewrite = RewriteDocument(document: Self.decomposedDocument, identifier: Self.heroDocumentHash)
        let (client, transport) = makeClient(interceptors: [rewrite, AutomaticPersistedQueriesInterceptor()]) {
            request in
            try bodyJSON(request)["query"] == nil
                ? jsonResponse(AutomaticPersistedQueriesTests.notFound)
                : jsonResponse(AutomaticPersistedQueriesTests.ok)
        }
        _ = try await client.fetch(query: HeroQuery())
        let sent = try transport.sentRequests.map(bodyJSON)
        try #require(sent.count == 2)
        #expect(sent[0]["extensions"]?["persistedQuery"]?["sha256Hash"] == .string(Self.decomposedDocumentHash))
        #expect(sent[0]["extensions"]?["persistedQuery"]?["sha256Hash"] != .string(Self.precomposedDocumentHash))
        // The registering request's document is byte for byte the one hashed.
        guard case .string(let document)? = sent[1]["query"] else {
            Issue.record("no document in the registering request")
            return
        }
        #expect(Array(document.utf8) == Array(Self.decomposedDocument.utf8))
        #expect(sent[1]["extensions"]?["persistedQuery"]?["sha256Hash"] == .string(Self.decomposedDocumentHash))
    }

    @Test func courierSHA256AgreesWithTheOutsideDigests() {
        #expect(SHA256.hexDigest(Array((HeroQuery.operationDocument ?? "").utf8)) == Self.heroDocumentHash)
        #expect(SHA256.hexDigest(Array(Self.decomposedDocument.utf8)) == Self.decomposedDocumentHash)
        #expect(HeroQuery.operationIdentifier == Self.heroDocumentHash)
    }
}

/// An interceptor that replaces the document and states a wrong identifier, as a stale
/// generated identifier or a document-rewriting interceptor would.
private struct RewriteDocument: GraphQLInterceptor {
    let document: String
    let identifier: String

    func intercept(_ request: GraphQLRequest, next: GraphQLNext) async throws -> GraphQLResponse {
        var request = request
        request.document = document
        request.operationIdentifier = identifier
        return try await next(request)
    }
}
