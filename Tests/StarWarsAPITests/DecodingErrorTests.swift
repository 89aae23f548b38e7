import CourierAPI
import StarWarsFixtureAPI
import Testing

/// Bad responses fail with the response path and the expected type.
@Suite struct DecodingErrorTests {
    @Test func wrongTypeNamesTheListPath() throws {
        let error = try #require(
            try decodingError(
                HeroAndFriendsNamesQuery.Data.self,
                """
                {"hero": {"__typename": "Droid", "name": "R2-D2", "friends": [
                  {"__typename": "Human", "name": "Luke Skywalker"},
                  {"__typename": "Human", "name": 42}
                ]}}
                """))
        #expect(error.path.description == "hero.friends[1].name")
        #expect(error.kind == .typeMismatch(expected: "String", found: "number"))
        #expect(error.description == "hero.friends[1].name: expected String, found number")
    }

    @Test func missingNonNullField() throws {
        let error = try #require(
            try decodingError(
                HeroAndFriendsNamesQuery.Data.self,
                """
                {"hero": {"__typename": "Droid", "name": "R2-D2", "friends": [{"__typename": "Human"}]}}
                """))
        #expect(error.path.description == "hero.friends[0].name")
        #expect(error.kind == .missingField)
    }

    @Test func nullInANonNullPosition() throws {
        let error = try #require(
            try decodingError(HeroNameQuery.Data.self, #"{"hero": {"__typename": "Droid", "name": null}}"#))
        #expect(error.path.description == "hero.name")
        #expect(error.kind == .unexpectedNull(expected: "String"))
    }

    @Test func errorsInsideTypeCasesAndFragments() throws {
        let error = try #require(
            try decodingError(
                HeroDetailsWithFragmentQuery.Data.self,
                """
                {"hero": {"__typename": "Droid", "name": "R2-D2", "primaryFunction": false}}
                """))
        #expect(error.path.description == "hero.primaryFunction")
    }

    @Test func missingTypename() throws {
        let error = try #require(try decodingError(HeroNameQuery.Data.self, #"{"hero": {"name": "R2-D2"}}"#))
        #expect(error.path.description == "hero.__typename")
    }
}
