import CourierAPI
import CourierMockServer
import Testing

@Suite("Field errors and null propagation")
struct ErrorPropagationTests {
    @Test func anErrorOnANullableFieldNullsOnlyThatField() async throws {
        let server = try MockServerFixture.server {
            $0.fieldErrors = [
                MockFieldErrorRule(field: "Human.homePlanet", message: "no planet", extensions: ["code": "GONE"])
            ]
        }
        let response = await server.execute(#"{ human(id: "1") { name homePlanet } }"#)
        #expect(response.value(at: "data.human.homePlanet") == .null)
        #expect(response.value(at: "data.human.name")?.stringValue != nil)
        let error = try #require(response["errors"]?[0]?.objectValue)
        #expect(error["message"] == "no planet")
        #expect(error["path"] == ["human", "homePlanet"])
        #expect(error["locations"] == [["line": 1, "column": 25]])
        #expect(error["extensions"] == ["code": "GONE"])
        #expect(response["errors"]?.arrayValue?.count == 1)
    }

    @Test func anErrorOnANonNullFieldNullsTheNearestNullableParent() async throws {
        // Character.name is String!: the null bubbles to the nullable hero.
        let server = try MockServerFixture.server {
            $0.fieldErrors = [MockFieldErrorRule(at: ["hero", "name"], message: "boom")]
        }
        let response = await server.execute("{ hero { id name } reviews(episode: JEDI) { stars } }")
        #expect(response.value(at: "data.hero") == .null)
        #expect(response.value(at: "data.reviews")?.arrayValue?.count == 2)
        #expect(response["errors"]?.arrayValue?.count == 1)
        #expect(response.value(at: "errors.0.path") == ["hero", "name"])
    }

    @Test func aNullInANonNullListItemNullsTheList() async throws {
        // Starship.coordinates: [[Float!]!] — a null Float! nulls its inner list, which is
        // non-null too, so the whole (nullable) coordinates list becomes null.
        let server = try MockServerFixture.server {
            $0.resolve("Query.starship") { _ in ["coordinates": [[1.0, .null], [3.0]], "name": "X-wing"] }
        }
        let response = await server.execute(#"{ starship(id: "1") { name coordinates } }"#)
        #expect(response.value(at: "data.starship.coordinates") == .null)
        #expect(response.value(at: "data.starship.name") == "X-wing")
        #expect(response.value(at: "errors.0.path") == ["starship", "coordinates", 0, 1])
        #expect(response.value(at: "errors.0.message")?.stringValue?.contains("non-nullable") == true)
    }

    @Test func aNullInANullableListItemNullsOnlyTheItem() async throws {
        let server = try MockServerFixture.server {
            $0.resolve("Query.reviews") { _ in [["stars": 5], .null, ["stars": "many"]] }
        }
        let response = await server.execute("{ reviews(episode: JEDI) { stars } }")
        #expect(response.value(at: "data.reviews.0.stars") == 5)
        #expect(response.value(at: "data.reviews.1") == .null)
        // "many" is no Int; stars is Int!, so the third review (nullable item) becomes null.
        #expect(response.value(at: "data.reviews.2") == .null)
        #expect(response.value(at: "errors.0.path") == ["reviews", 2, "stars"])
        #expect(response["errors"]?.arrayValue?.count == 1)
    }

    @Test func aNullReachingANonNullRootFieldNullsData() async throws {
        let server = try GraphQLMockServer(
            sdl: "type Query { count: Int! name: String }",
            configuration: MockServerConfiguration { config in
                config.resolve("Query.count") { _ in throw MockFieldError("count unavailable") }
            })
        let response = await server.execute("{ name count }")
        #expect(response["data"] == .null)
        #expect(response.value(at: "errors.0.message") == "count unavailable")
        #expect(response.value(at: "errors.0.path") == ["count"])
    }

    @Test func aResolverReturningNullForANonNullFieldIsAnError() async throws {
        let server = try MockServerFixture.server {
            $0.resolve("Query.hero") { _ in ["__typename": "Droid", "name": .null] }
        }
        let response = await server.execute("{ hero { name } }")
        #expect(response.value(at: "data.hero") == .null)
        #expect(response.value(at: "errors.0.message") == "Cannot return null for non-nullable field Droid.name.")
    }
}
