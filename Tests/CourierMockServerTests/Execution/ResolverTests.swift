import CourierAPI
import CourierLoopback
import CourierMockServer
import CourierSupport
import StarWarsFixtureAPI
import Testing

/// Reviews kept by the test, shared by a mutation's resolver and a query's.
private actor ReviewStore {
    var reviews: [JSONValue] = []

    func add(_ review: JSONValue) -> JSONValue {
        reviews.append(review)
        return review
    }
}

/// What a resolver was told, for the test to read back.
private final class InfoRecorder: Sendable {
    private let infos = Locked<[MockResolverInfo]>([])

    func record(_ info: MockResolverInfo) { infos.withLock { $0.append(info) } }
    var recorded: [MockResolverInfo] { infos.withLock { $0 } }
}

@Suite("Resolvers")
struct ResolverTests {
    @Test func aResolverSeesArgumentsParentAndPathAndMayReturnAPartialObject() async throws {
        let recorder = InfoRecorder()
        let server = try MockServerFixture.server {
            $0.resolve("Query.human") { info in
                recorder.record(info)
                return ["id": info.arguments["id"] ?? .null, "name": "Leia"]
            }
            $0.resolve("Human.height") { info in
                recorder.record(info)
                return info.arguments["unit"] == "FOOT" ? 5.4 : 1.5
            }
        }
        let response = await server.execute(
            "query H($id: ID!) { person: human(id: $id) { id name homePlanet height(unit: FOOT) } }",
            variables: ["id": 1003]
        )
        #expect(response["errors"] == nil)
        #expect(response.value(at: "data.person.id") == "1003")
        #expect(response.value(at: "data.person.name") == "Leia")
        #expect(response.value(at: "data.person.homePlanet")?.stringValue != nil)
        #expect(response.value(at: "data.person.height") == 5.4)
        let infos = recorder.recorded
        #expect(infos.count == 2)
        #expect(infos[0].arguments == ["id": "1003"])
        #expect(infos[0].path == ["person"])
        #expect(infos[1].parent["name"] == "Leia")
        #expect(infos[1].arguments == ["unit": "FOOT"])
        #expect(infos[1].path == ["person", "height"])
    }

    @Test func argumentDefaultsAreFilledIn() async throws {
        let recorder = InfoRecorder()
        let server = try MockServerFixture.server {
            $0.resolve("Starship.length") { info in
                recorder.record(info)
                return nil
            }
        }
        _ = await server.execute(#"{ starship(id: "s") { length } }"#)
        #expect(recorder.recorded.first?.arguments == ["unit": "METER"])
    }

    @Test func aMutationChangesWhatALaterQuerySees() async throws {
        let store = ReviewStore()
        let server = try MockServerFixture.server {
            $0.resolve("Mutation.createReview") { info in
                guard case .object(var review)? = info.arguments["review"] else { throw MockFieldError("no review") }
                review["episode"] = info.arguments["episode"] ?? .null
                return await store.add(.object(review))
            }
            $0.resolve("Query.reviews") { info in
                .array(await store.reviews.filter { $0["episode"] == info.arguments["episode"] })
            }
        }
        let before = await server.execute("{ reviews(episode: JEDI) { stars commentary } }")
        #expect(before.value(at: "data.reviews") == [])
        let created = await server.execute(
            "mutation M($review: ReviewInput!) { createReview(episode: "
                + "JEDI, review: $review) { stars commentary episode } }",
            variables: ["review": ["stars": 5, "commentary": "Great"]]
        )
        #expect(created.value(at: "data.createReview") == ["stars": 5, "commentary": "Great", "episode": "JEDI"])
        let after = await server.execute(
            "{ reviews(episode: JEDI) { stars commentary } other: reviews(episode: EMPIRE) { stars } }")
        #expect(after.value(at: "data.reviews") == [["stars": 5, "commentary": "Great"]])
        #expect(after.value(at: "data.other") == [])
    }

    @Test func reconfiguringAffectsLaterRequestsOnly() async throws {
        let server = try MockServerFixture.server()
        let before = await server.execute("{ hero { id name } }")
        server.reconfigure { $0.fieldErrors = [MockFieldErrorRule(at: ["hero"], message: "down")] }
        let during = await server.execute("{ hero { id name } }")
        #expect(during.value(at: "data.hero") == .null)
        #expect(during.value(at: "errors.0.message") == "down")
        server.reconfigure { $0.fieldErrors = [] }
        #expect(await server.execute("{ hero { id name } }") == before)
    }

    @Test func aThrownErrorBecomesAFieldError() async throws {
        struct Outage: Error, CustomStringConvertible { var description: String { "database down" } }
        let server = try MockServerFixture.server {
            $0.resolve("Query.hero") { _ in throw Outage() }
        }
        let response = await server.execute("{ hero { id } }")
        #expect(response.value(at: "data.hero") == .null)
        #expect(response.value(at: "errors.0.message") == "database down")
    }

    @Test func aResolverTypenameChoosesTheConcreteType() async throws {
        let server = try MockServerFixture.server {
            $0.resolve("Query.hero") { _ in ["__typename": "Droid", "id": "2001"] }
        }
        let response = await server.execute("{ hero { __typename id ... on Droid { primaryFunction } } }")
        #expect(response.value(at: "data.hero.__typename") == "Droid")
        #expect(response.value(at: "data.hero.id") == "2001")
        #expect(response.value(at: "data.hero.primaryFunction")?.stringValue != nil)
    }
}
