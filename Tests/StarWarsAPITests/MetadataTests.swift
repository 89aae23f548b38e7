import CourierAPI
import StarWarsFixtureAPI
import Testing

/// The static selection metadata and schema metadata the normalized cache reads.
@Suite struct MetadataTests {
    func fields(_ selections: [Selection]) -> [Field] {
        selections.compactMap { if case .field(let field) = $0 { field } else { nil } }
    }

    @Test func fieldKeysResolveVariables() throws {
        let hero = try #require(fields(HeroNameQuery.Data.__selections).first)
        #expect(hero.responseKey == "hero")
        #expect(hero.cacheKey(variables: ["episode": "JEDI"]) == "hero(episode:JEDI)")
        #expect(hero.cacheKey(variables: [:]) == "hero")
        #expect(hero.type.selectionSet.map(ObjectIdentifier.init) == ObjectIdentifier(HeroNameQuery.Data.Hero.self))
    }

    @Test func literalArgumentsAndAliases() throws {
        let luke = try #require(fields(TwoHeroesQuery.Data.__selections).first { $0.responseKey == "luke" })
        #expect(luke.name == "hero")
        #expect(luke.cacheKey(variables: [:]) == "hero(episode:EMPIRE)")
        let height = try #require(
            fields(HeroParentTypeDependentFieldQuery.Data.Hero.AsHuman.Friend.AsHuman.__selections).first {
                $0.name == "height"
            })
        #expect(height.cacheKey(variables: [:]) == "height(unit:FOOT)")
        let review = try #require(fields(CreateAwesomeReviewMutation.Data.__selections).first)
        #expect(
            review.cacheKey(variables: [:])
                == "createReview(episode:JEDI,review:{commentary:This is awesome!,stars:10})")
    }

    @Test func conditionsTypeCasesAndFragments() throws {
        guard
            case .conditional(let conditions, let inner)? = HeroNameConditionalBothSeparateQuery.Data.Hero.__selections
                .first
        else {
            Issue.record("expected a conditional selection")
            return
        }
        #expect(conditions.evaluate(["skipName": false, "includeName": false]))
        #expect(!conditions.evaluate(["skipName": true, "includeName": false]))
        #expect(conditions.evaluate(["skipName": true, "includeName": true]))
        #expect(fields(inner).map(\.name) == ["name"])

        // `hero { ...HeroDetails }` selects only the fragment: the hero's type is the fragment's.
        #expect(HeroDetailsWithFragmentQuery.Data.Hero.self == HeroDetails.self)
        #expect(
            HeroDetails.__selections.contains {
                if case .typeCase(let type) = $0 { type.__parentType.name == "Droid" } else { false }
            })
    }

    @Test func schemaMetadata() {
        #expect(StarWarsAPI.Interfaces.Character.possibleTypes == ["Human", "Droid"])
        #expect(StarWarsAPI.Unions.SearchResult.includes("Starship"))
        #expect(StarWarsAPI.Objects.Droid.interfaces == ["Character"])
        #expect(StarWarsAPI.Metadata.objectType(forTypename: "Human")?.keyFields == ["id"])
        #expect(StarWarsAPI.Metadata.objectType(forTypename: "Review")?.keyFields == nil)
        #expect(
            StarWarsAPI.Metadata.cacheKey(for: ["__typename": "Droid", "id": "2001", "name": "R2-D2"]) == "Droid:2001")
        #expect(StarWarsAPI.Metadata.cacheKey(for: ["__typename": "Review", "stars": 5]) == nil)
    }
}
