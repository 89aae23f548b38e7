import CourierAPI
import StarWarsFixtureAPI
import Testing

/// Hand-written Star Wars responses decoded into the generated types and read through the typed API.
@Suite struct DecodingTests {
    @Test func scalarsListsAndNestedObjects() throws {
        let data = try decode(
            HeroAndFriendsNamesWithIDsQuery.Data.self,
            """
            {"hero": {"__typename": "Droid", "id": "2001", "name": "R2-D2", "friends": [
              {"__typename": "Human", "id": "1000", "name": "Luke Skywalker"},
              {"__typename": "Human", "id": "1002", "name": "Han Solo"},
              null
            ]}}
            """)
        let hero = try #require(data.hero)
        #expect(hero.__typename == "Droid")
        #expect(hero.id == "2001")
        #expect(hero.name == "R2-D2")
        let friends = try #require(hero.friends)
        #expect(friends.count == 3)
        #expect(friends[0]?.name == "Luke Skywalker")
        #expect(friends[1]?.id == "1002")
        #expect(friends[2] == nil)
    }

    @Test func typeCasesOnAnInterface() throws {
        let droid = try decode(
            HeroDetailsQuery.Data.self,
            """
            {"hero": {"__typename": "Droid", "name": "R2-D2", "primaryFunction": "Astromech"}}
            """)
        #expect(droid.hero?.name == "R2-D2")
        #expect(droid.hero?.asDroid?.primaryFunction == "Astromech")
        #expect(droid.hero?.asDroid != nil)  // the shared `name` is read on the hero, not repeated in the type case
        #expect(droid.hero?.asHuman == nil)

        let human = try decode(
            HeroDetailsQuery.Data.self,
            """
            {"hero": {"__typename": "Human", "name": "Luke Skywalker", "height": 1.72}}
            """)
        #expect(human.hero?.asHuman?.height == 1.72)
        #expect(human.hero?.asDroid == nil)
    }

    @Test func typeCasesOnAUnion() throws {
        let data = try decode(
            SearchQuery.Data.self,
            """
            {"search": [
              {"__typename": "Human", "id": "1000", "name": "Luke Skywalker"},
              {"__typename": "Droid", "id": "2001", "name": "R2-D2"},
              {"__typename": "Starship", "id": "3000", "name": "Millennium Falcon"}
            ]}
            """)
        let results = try #require(data.search)
        #expect(results.map { $0?.__typename } == ["Human", "Droid", "Starship"])
        #expect(results[0]?.asHuman?.name == "Luke Skywalker")
        #expect(results[1]?.asDroid?.id == "2001")
        #expect(results[2]?.asStarship?.name == "Millennium Falcon")
        #expect(results[2]?.asHuman == nil)
    }

    @Test func namedFragmentsAreTypedViews() throws {
        let data = try decode(
            HeroDetailsWithFragmentQuery.Data.self,
            """
            {"hero": {"__typename": "Droid", "name": "R2-D2", "primaryFunction": "Astromech"}}
            """)
        // `hero { ...HeroDetails }` selects only the fragment: the hero is a `HeroDetails`.
        let details: HeroDetails = try #require(data.hero)
        #expect(details.name == "R2-D2")
        #expect(details.asDroid?.primaryFunction == "Astromech")
        #expect(data.hero?.name == "R2-D2")

        let nested = try decode(
            HeroAndFriendsNamesWithFragmentQuery.Data.self,
            """
            {"hero": {"__typename": "Droid", "name": "R2-D2", "friends": [{"__typename": "Human", "name": "Luke \
            Skywalker"}]}}
            """)
        #expect(nested.hero?.fragments.friendsNames.friends?.first??.name == "Luke Skywalker")
        // The merged field reuses the fragment's type, so both views hold the same value.
        #expect(nested.hero?.friends == nested.hero?.fragments.friendsNames.friends)
    }

    @Test func fragmentsInsideFragments() throws {
        let outer = try CharacterNameAndAppearsInWithNestedFragments(
            jsonValue: JSONParser.parse(
                """
                {"__typename": "Human", "name": "Luke Skywalker", "appearsIn": ["NEWHOPE", "EMPIRE", "JEDI"]}
                """))
        #expect(outer.name == "Luke Skywalker")
        let inner = outer.fragments.characterNameWithNestedAppearsInFragment
        #expect(inner.name == "Luke Skywalker")
        #expect(inner.fragments.characterAppearsIn.appearsIn == [.newhope, .empire, .jedi])
    }

    @Test func aliases() throws {
        let data = try decode(
            TwoHeroesQuery.Data.self,
            """
            {"r2": {"__typename": "Droid", "name": "R2-D2"}, "luke": {"__typename": "Human", "name": "Luke Skywalker"}}
            """)
        #expect(data.r2?.name == "R2-D2")
        #expect(data.luke?.name == "Luke Skywalker")

        let aliased = try decode(
            HeroTypeDependentAliasedFieldQuery.Data.self,
            """
            {"hero": {"__typename": "Human", "property": "Tatooine"}}
            """)
        #expect(aliased.hero?.asHuman?.property == "Tatooine")
        #expect(aliased.hero?.asDroid == nil)
    }

    @Test func conditionalFieldsAndFragments() throws {
        let included = try decode(
            HeroNameConditionalInclusionQuery.Data.self, #"{"hero": {"__typename": "Droid", "name": "R2-D2"}}"#)
        #expect(included.hero?.name == "R2-D2")
        let excluded = try decode(HeroNameConditionalInclusionQuery.Data.self, #"{"hero": {"__typename": "Droid"}}"#)
        #expect(excluded.hero?.name == nil)

        let withDetails = try decode(
            HeroDetailsFragmentConditionalInclusionQuery.Data.self,
            """
            {"hero": {"__typename": "Droid", "name": "R2-D2", "primaryFunction": "Astromech"}}
            """)
        #expect(withDetails.hero?.fragments.heroDetails?.asDroid?.primaryFunction == "Astromech")
        let withoutDetails = try decode(
            HeroDetailsFragmentConditionalInclusionQuery.Data.self, #"{"hero": {"__typename": "Droid"}}"#)
        #expect(withoutDetails.hero?.fragments.heroDetails == nil)
    }

    @Test func mergedFieldsFromSeveralPlaces() throws {
        let data = try decode(
            HeroParentTypeDependentFieldQuery.Data.self,
            """
            {"hero": {"__typename": "Droid", "name": "R2-D2", "friends": [
              {"__typename": "Human", "name": "Luke Skywalker", "height": 1.72},
              {"__typename": "Droid", "name": "C-3PO"}
            ]}}
            """)
        let friends = try #require(data.hero?.asDroid?.friends)
        #expect(friends[0]?.asHuman?.height == 1.72)
        #expect(friends[1]?.asHuman == nil)
        #expect(friends[1]?.name == "C-3PO")
        #expect(data.hero?.asHuman == nil)

        let both = try decode(
            HeroFriendsDetailsUnconditionalAndConditionalInclusionQuery.Data.self,
            """
            {"hero": {"__typename": "Human", "friends": [{"__typename": "Droid", "name": "R2-D2", "primaryFunction": \
            "Astromech"}]}}
            """)
        #expect(both.hero?.friends?.first??.name == "R2-D2")
        #expect(both.hero?.friends?.first??.asDroid?.primaryFunction == "Astromech")
    }

    @Test func unknownEnumValuesDecode() throws {
        let data = try decode(
            HeroAppearsInQuery.Data.self,
            """
            {"hero": {"__typename": "Droid", "appearsIn": ["NEWHOPE", "JEDI", "HOLIDAY_SPECIAL", null]}}
            """)
        #expect(data.hero?.appearsIn == [.newhope, .jedi, .unknown("HOLIDAY_SPECIAL"), nil])
        #expect(StarWarsAPI.Episode(rawValue: "EMPIRE") == .empire)
        #expect(StarWarsAPI.Episode.unknown("X").rawValue == "X")
    }

    @Test func nestedListsOfScalars() throws {
        let data = try decode(
            StarshipQuery.Data.self,
            """
            {"starship": {"__typename": "Starship", "name": "Millennium Falcon", "coordinates": [[1, 2.5], [3, 4]]}}
            """)
        #expect(data.starship?.coordinates == [[1, 2.5], [3, 4]])
    }
}
