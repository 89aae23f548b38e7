import CourierAPI
import CourierGraphQL
import CourierHTTP
import Foundation
import Testing

@Suite(IntegrationServer.enabled) struct MutationIntegrationTests {
    @Test func createReviewWithAnInputObject() async throws {
        let client = try ServerScope().client()
        let review = StarWars.ReviewInput(stars: 4, commentary: "Great droids")
        let result = try await client.perform(mutation: CreateReviewMutation(episode: .some(.newhope), review: review))
        #expect(result.data?.createReview?.stars == 4)
        #expect(result.data?.createReview?.commentary == "Great droids")
    }

    @Test func renameAndRenameBack() async throws {
        let client = try ServerScope().client()
        let renamed = try await client.perform(mutation: RenameCharacterMutation(id: "1004", name: "Grand Moff Tarkin"))
        #expect(renamed.data?.renameCharacter?.name == "Grand Moff Tarkin")
        let restored = try await client.perform(mutation: RenameCharacterMutation(id: "1004", name: "Wilhuff Tarkin"))
        #expect(restored.data?.renameCharacter?.name == "Wilhuff Tarkin")
        let unknown = try await client.perform(mutation: RenameCharacterMutation(id: "9999", name: "Nobody"))
        #expect(unknown.data != nil && unknown.data?.renameCharacter == nil)
    }

    @Test func outOfRangeStarsIsAFieldError() async throws {
        let client = try ServerScope().client()
        let result = try await client.perform(
            mutation: CreateReviewMutation(episode: .some(.jedi), review: StarWars.ReviewInput(stars: 9)))
        #expect(result.data?.createReview == nil)
        #expect(!result.errors.isEmpty)
    }

    @Test func singleUploadReportsSizeAndHash() async throws {
        let bytes = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let file = GraphQLFile(filename: "noise.bin", contentType: "application/octet-stream", data: bytes)
        let result = try await ServerScope().client().perform(mutation: SingleUploadMutation(file: file))
        let uploaded = try #require(result.data?.singleUpload)
        #expect(uploaded.size == bytes.count)
        #expect(uploaded.sha256 == SHA256.hexDigest(Array(bytes)))
        #expect(uploaded.name == "noise.bin")
        #expect(uploaded.contentType == "application/octet-stream")
    }

    @Test func multipleUploadKeepsTheOrder() async throws {
        let files = [
            GraphQLFile(filename: "a.txt", contentType: "text/plain", data: Data("first file".utf8)),
            GraphQLFile(filename: "b.txt", contentType: "text/plain", data: Data()),
            GraphQLFile(filename: "c.json", contentType: "application/json", data: Data(#"{"x":1}"#.utf8)),
        ]
        let result = try await ServerScope().client().perform(mutation: MultipleUploadMutation(files: files))
        let uploaded = try #require(result.data?.multipleUpload)
        #expect(uploaded.map(\.name) == ["a.txt", "b.txt", "c.json"])
        #expect(uploaded.map(\.size) == files.map { $0.data?.count ?? -1 })
        #expect(uploaded.map(\.sha256) == files.map { SHA256.hexDigest(Array($0.data ?? Data())) })
    }
}
