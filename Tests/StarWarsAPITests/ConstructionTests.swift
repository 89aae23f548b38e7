import CourierAPI
import StarWarsFixtureAPI
import Testing

/// Values built with the generated initializers, serialized back to JSON and decoded again.
@Suite struct ConstructionTests {
    @Test func buildWithoutJSON() throws {
        let data = HeroDetailsQuery.Data(
            hero: .init(
                __typename: "Droid", name: "R2-D2",
                asDroid: .init(primaryFunction: "Astromech")  // the name is the hero's, not repeated here
            ))
        let expected: JSONObject = ["hero": ["__typename": "Droid", "name": "R2-D2", "primaryFunction": "Astromech"]]
        #expect(data.__json == expected)
        #expect(try HeroDetailsQuery.Data(jsonValue: data.__jsonValue) == data)
    }

    @Test func typeCaseDefaultsItsTypename() {
        let luke = SearchQuery.Data.Search.AsHuman(id: "1000", name: "Luke Skywalker")
        let result = SearchQuery.Data.Search(__typename: "Human", asHuman: luke)
        #expect(result.__json == ["__typename": "Human", "id": "1000", "name": "Luke Skywalker"])
        let starship = StarshipQuery.Data.Starship(name: "Millennium Falcon")
        #expect(starship.__typename == "Starship")
    }

    @Test(arguments: [
        """
        {"hero":{"__typename":"Droid","name":"R2-D2","friends":[{"__typename":"Human","name":"Luke \
        Skywalker","height":1.72},{"__typename":"Droid","name":"C-3PO"}]}}
        """,
        """
        {"hero":{"__typename":"Human","name":"Luke Skywalker","friends":[{"__typename":"Human","name":"Han \
        Solo","height":5.9}]}}
        """,
    ])
    func roundTripThroughJSON(_ json: String) throws {
        let original = try JSONParser.parse(json)
        let data = try HeroParentTypeDependentFieldQuery.Data(jsonValue: original)
        #expect(data.__jsonValue == original)
        let reparsed = try JSONParser.parse(data.__jsonValue.jsonString())
        #expect(try HeroParentTypeDependentFieldQuery.Data(jsonValue: reparsed) == data)
    }

    @Test func roundTripMergesFragmentsAndTypeCases() throws {
        let json = """
            {"hero":{"__typename":"Droid","friends":[{"__typename":"Human","name":"Luke Skywalker"}]}}
            """
        let original = try JSONParser.parse(json)
        let data = try HeroAndFriendsNamesWithFragmentTwiceQuery.Data(jsonValue: original)
        // `friends { ...CharacterName }` selects only the fragment: the friend is a `CharacterName`.
        let friend: CharacterName? = data.hero?.asDroid?.friends?.first ?? nil
        #expect(friend?.name == "Luke Skywalker")
        #expect(data.__jsonValue == original)
    }

    @Test(arguments: [
        #"{"hero":{"__typename":"Droid"}}"#,
        #"{"hero":{"__typename":"Droid","name":"R2-D2"}}"#,
    ])
    func excludedFieldsStayAbsent(_ json: String) throws {
        let original = try JSONParser.parse(json)
        let data = try HeroNameConditionalInclusionQuery.Data(jsonValue: original)
        #expect(data.__jsonValue == original)
    }

    @Test func valuesAreHashable() throws {
        let first = try decode(HeroNameQuery.Data.self, #"{"hero": {"__typename": "Droid", "name": "R2-D2"}}"#)
        let second = HeroNameQuery.Data(hero: .init(__typename: "Droid", name: "R2-D2"))
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
    }
}
