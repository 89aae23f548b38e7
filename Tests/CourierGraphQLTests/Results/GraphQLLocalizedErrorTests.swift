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
}
