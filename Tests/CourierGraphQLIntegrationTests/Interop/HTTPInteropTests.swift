import CourierAPI
import CourierGraphQL
import CourierHTTP
import Foundation
import Testing

/// The client over HTTP against each independent server: the same requests, the same answers.
@Suite(InteropServer.enabled) struct HTTPInteropTests {
    @Test(arguments: InteropServer.available)
    func aQueryWithVariablesAndAFragment(server: InteropServer) async throws {
        let result = try await server.scope().client().fetch(query: HeroAndFriendsQuery(episode: .some(.empire)))
        let hero = try #require(result.data?.hero)
        #expect(hero.id == "1000")
        #expect(hero.fragments.characterSummary.name == "Luke Skywalker")
        #expect(hero.friends?.compactMap { $0?.name } == ["Han Solo", "Leia Organa", "C-3PO", "R2-D2"])
        #expect(result.errors.isEmpty)
    }

    @Test(arguments: InteropServer.available)
    func typeConditionsAndArguments(server: InteropServer) async throws {
        let client = try server.scope().client()
        #expect(
            try await client.fetch(query: CharacterDetailsQuery(id: "2001")).data?.character?.asDroid?.primaryFunction
                == "Astromech")
        let feet = try await client.fetch(query: CharacterDetailsQuery(id: "1000", unit: .some(.foot))).data?.character?
            .asHuman?.height
        #expect(abs(try #require(feet) - 1.72 * 3.28084) < 0.01)
        let search = try await client.fetch(query: SearchEverythingQuery(text: "o")).data?.search ?? []
        #expect(search.contains { $0?.asStarship?.name == "Millenium Falcon" })
    }

    @Test(arguments: InteropServer.available)
    func aFieldErrorWithPartialData(server: InteropServer) async throws {
        let result = try await server.scope().client().fetch(
            query: HeroWithErrorQuery(episode: .some(.jedi)), cachePolicy: .fetchIgnoringCacheData,
            options: GraphQLRequestOptions(errorPolicy: .all))
        #expect(result.data?.hero?.name == "R2-D2")
        #expect(result.data != nil && result.data?.heroWithError == nil)
        let error = try #require(result.errors.first)
        #expect(error.code == "INTENTIONAL_ERROR")
        #expect(error.path == ["heroWithError"])
    }

    /// Strawberry answers a validation error with 200 under `application/json` (a result with
    /// errors); Ariadne with 400 (a typed HTTP status error whose excerpt carries the message).
    @Test(arguments: InteropServer.available)
    func aValidationError(server: InteropServer) async throws {
        do {
            let result = try await server.scope().client().fetch(
                query: InvalidQuery(), options: GraphQLRequestOptions(errorPolicy: .all))
            #expect(server == .strawberry, "\(server) answered a result")
            #expect(result.errors.contains { $0.message.contains("noSuchField") })
        } catch let error as GraphQLClientError {
            #expect(server == .ariadne, "\(server) threw \(error)")
            #expect(error.kind == .httpStatus(400))
            #expect(error.bodyExcerpt?.contains("noSuchField") == true)
        }
    }

    @Test(arguments: InteropServer.available)
    func aMutationWithAnInputObject(server: InteropServer) async throws {
        let review = StarWars.ReviewInput(stars: 4, commentary: "interop")
        let result = try await server.scope().client().perform(
            mutation: CreateReviewMutation(episode: .some(.jedi), review: review))
        #expect(result.data?.createReview?.stars == 4)
        #expect(result.data?.createReview?.commentary == "interop")
    }

    @Test(arguments: InteropServer.available)
    func uploadsOneAndSeveralFiles(server: InteropServer) async throws {
        let client = try server.scope().client()
        let bytes = Data((0..<50_000).map { UInt8(truncatingIfNeeded: $0 &* 13) })
        let single = try await client.perform(
            mutation: SingleUploadMutation(
                file: GraphQLFile(filename: "noise.bin", contentType: "application/octet-stream", data: bytes)))
        #expect(single.data?.singleUpload.size == bytes.count)
        #expect(single.data?.singleUpload.sha256 == SHA256.hexDigest(Array(bytes)))
        #expect(single.data?.singleUpload.name == "noise.bin")
        let files = [
            GraphQLFile(filename: "a.txt", contentType: "text/plain", data: Data("first".utf8)),
            GraphQLFile(filename: "b.json", contentType: "application/json", data: Data(#"{"x":1}"#.utf8)),
        ]
        let several = try await client.perform(mutation: MultipleUploadMutation(files: files))
        #expect(several.data?.multipleUpload.map(\.name) == ["a.txt", "b.json"])
        #expect(several.data?.multipleUpload.map(\.sha256) == files.map { SHA256.hexDigest(Array($0.data ?? Data())) })
    }
}

/// A query the servers' validation rejects.
struct InvalidQuery: GraphQLQuery {
    typealias Data = RawData
    static let operationName = "InvalidQuery"
    static let operationDocument: String? = "query InvalidQuery { noSuchField }"
}
