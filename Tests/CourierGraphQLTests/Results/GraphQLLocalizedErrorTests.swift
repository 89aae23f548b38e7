import CourierAPI
import CourierGraphQL
import CourierHTTP
import Foundation
import Testing

/// Apps show `error.localizedDescription`: it must read as the error's description.
@Suite("GraphQL errors as LocalizedError")
struct GraphQLLocalizedErrorTests {
    @Test func graphQLErrorReadsAsItsMessagePathAndCode() {
        let error: any Error = GraphQLError(
            message: "Not allowed",
            path: ResponsePath([.key("hero"), .index(0)]),
            extensions: ["code": .string("FORBIDDEN")]
        )
        #expect(error.localizedDescription == (error as? GraphQLError)?.description)
        #expect(error.localizedDescription.contains("Not allowed"))
        #expect(error.localizedDescription.contains("FORBIDDEN"))
        #expect((error as? any LocalizedError)?.failureReason == "Not allowed")
    }

    @Test func clientErrorReadsAsItsDescriptionWithoutQuerySecrets() throws {
        let url = try #require(URL(string: "https://h.example/graphql?token=abc123"))
        let request = HTTPRequest(method: .get, url: url, headerFields: ["Authorization": "Bearer zzz"])
        let error: any Error = GraphQLClientError.init(
            .transport,
            operationName: "Hero",
            request: request,
            underlyingError: HTTPError(.transport, request: request)
        )
        #expect(error.localizedDescription == (error as? GraphQLClientError)?.description)
        #expect(error.localizedDescription.hasPrefix("GraphQLClientError.transport: Hero"))
        #expect(!error.localizedDescription.contains("abc123"))
        #expect(!error.localizedDescription.contains("zzz"))
    }

    @Test func subscriptionErrorReadsAsItsDescriptionWithoutTheConnectionPayload() throws {
        let underlying = HTTPError(
            .transport,
            request: HTTPRequest(
                method: .post, url: try #require(URL(string: "https://h.example/graphql?token=abc123"))))
        let error: any Error = GraphQLSubscriptionError(
            .operationFailed, operationName: "ReviewAdded",
            errors: [GraphQLError(message: "not subscribed")], underlyingError: underlying
        )
        #expect(error.localizedDescription == (error as? GraphQLSubscriptionError)?.description)
        #expect(error.localizedDescription.hasPrefix("GraphQLSubscriptionError.operationFailed: ReviewAdded"))
        #expect(error.localizedDescription.contains("not subscribed"))
        #expect(!error.localizedDescription.contains("abc123"))
        let closed: any Error = GraphQLSubscriptionError.closeCode(4403, reason: "Forbidden")
        #expect(closed.localizedDescription == (closed as? GraphQLSubscriptionError)?.description)
    }

    @Test func cacheAndIncrementalErrorsReadAsTheirDescriptions() {
        let miss: any Error = GraphQLCacheError.missingField(CacheFieldKey("Droid:2001", "name"), path: "hero.name")
        #expect(miss.localizedDescription == "cache miss: Droid:2001.name (at hero.name)")
        let storage: any Error = GraphQLCacheError.storage("disk full")
        #expect(storage.localizedDescription == "cache storage failed: disk full")
        let deferred: any Error = IncrementalOperationError(operationName: "HeroDeferred")
        #expect(deferred.localizedDescription == (deferred as? IncrementalOperationError)?.description)
        #expect(deferred.localizedDescription.contains("fetchIncrementally"))
    }
}
