import CourierAPI
import Foundation
import StarWarsFixtureAPI
import Testing

/// Operation-level API of the generated code: names, documents, identifiers, variables.
@Suite struct OperationTests {
    /// Every generated Star Wars operation: each one's name (read from its document) and identifier
    /// must match the codegen manifest's.
    static let operations: [any GraphQLOperation.Type] = [
        CreateAwesomeReviewMutation.self, CreateReviewForEpisodeMutation.self, CreateReviewWithNullFieldMutation.self,
        DroidDetailsWithFragmentQuery.self, HeroAndFriendsIDsQuery.self, HeroAndFriendsNamesQuery.self,
        HeroAndFriendsNamesWithFragmentQuery.self, HeroAndFriendsNamesWithFragmentTwiceQuery.self,
        HeroAndFriendsNamesWithIDForParentOnlyQuery.self, HeroAndFriendsNamesWithIDsQuery.self, HeroAppearsInQuery.self,
        HeroAppearsInWithFragmentQuery.self, HeroDetailsFragmentConditionalInclusionQuery.self,
        HeroDetailsInlineConditionalInclusionQuery.self, HeroDetailsQuery.self, HeroDetailsWithFragmentQuery.self,
        HeroFriendsDetailsConditionalInclusionQuery.self,
        HeroFriendsDetailsUnconditionalAndConditionalInclusionQuery.self, HeroFriendsOfFriendsNamesQuery.self,
        HeroNameAndAppearsInQuery.self, HeroNameAndAppearsInWithFragmentQuery.self, HeroNameConditionalBothQuery.self,
        HeroNameConditionalBothSeparateQuery.self, HeroNameConditionalExclusionQuery.self,
        HeroNameConditionalInclusionQuery.self, HeroNameQuery.self, HeroNameTypeSpecificConditionalInclusionQuery.self,
        HeroNameWithFragmentAndIDQuery.self, HeroNameWithFragmentQuery.self, HeroNameWithIDQuery.self,
        HeroParentTypeDependentFieldQuery.self, HeroTypeDependentAliasedFieldQuery.self, HumanQuery.self,
        SameHeroTwiceQuery.self, SearchQuery.self, StarshipCoordinatesQuery.self, StarshipQuery.self,
        TwoHeroesQuery.self, ReviewAddedSubscription.self,
    ]

    /// The codegen manifest's identifier of every operation, by name (computed at generation time).
    static let manifestIdentifiers: [String: String] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("GraphQLCodegenTests/Goldens/StarWars/operation-manifest.json")
        guard let text = try? String(contentsOf: url, encoding: .utf8), let json = try? JSONParser.parse(text),
            let operations = json["operations"]?.arrayValue
        else { return [:] }
        var result: [String: String] = [:]
        for operation in operations {
            if let name = operation["name"]?.stringValue, let id = operation["id"]?.stringValue { result[name] = id }
        }
        return result
    }()

    static func check<Operation: GraphQLOperation>(_ operation: Operation.Type) throws {
        let document = try #require(Operation.operationDocument)
        #expect(Operation.operationIdentifier == SHA256.hexDigest(Array(document.utf8)))
        #expect(Operation.operationIdentifier == Self.manifestIdentifiers[Operation.operationName])
        #expect(document.hasPrefix("\(Operation.operationType.rawValue) \(Operation.operationName)"))
    }

    @Test func everyManifestOperationIsListedByTheNameItsDocumentGives() {
        #expect(Set(Self.operations.map { $0.operationName }) == Set(Self.manifestIdentifiers.keys))
        #expect(Self.operations.count == Self.manifestIdentifiers.count)
    }

    @Test(arguments: operations.indices)
    func identifierIsTheSHA256OfTheDocument(_ index: Int) throws {
        try Self.check(Self.operations[index])
    }

    @Test func documentsCarryTheFragmentsTheyUse() throws {
        let document = try #require(HeroDetailsWithFragmentQuery.operationDocument)
        #expect(
            document == """
                query HeroDetailsWithFragment($episode: Episode) \
                { hero(episode: $episode) { __typename ...HeroDetails } }
                fragment HeroDetails on Character { __typename name \
                ... on Human { height } ... on Droid { primaryFunction } }
                """)
    }

    @Test func operationTypesAndNames() {
        #expect(HeroNameQuery.operationType == .query)
        #expect(CreateReviewForEpisodeMutation.operationType == .mutation)
        #expect(ReviewAddedSubscription.operationType == .subscription)
        #expect(ReviewAddedSubscription.operationName == "ReviewAdded")
    }

    @Test func absentNullableVariablesAreLeftOut() {
        #expect(HeroNameQuery().__variables.isEmpty)
        #expect(HeroNameQuery(episode: .null).__variables == ["episode": .null])
        #expect(HeroNameQuery(episode: .some(.jedi)).__variables == ["episode": "JEDI"])
        #expect(HumanQuery(id: "1000").__variables == ["id": "1000"])
    }

    @Test func inputObjectsSerializeWithNullableFields() throws {
        let mutation = CreateReviewForEpisodeMutation(
            episode: .empire,
            review: StarWarsAPI.ReviewInput(
                stars: 5, commentary: .null, favorite_color: .some(.init(red: 1, green: 2, blue: 3)))
        )
        let expected: JSONObject = [
            "episode": "EMPIRE",
            "review": ["stars": 5, "commentary": nil, "favorite_color": ["red": 1, "green": 2, "blue": 3]],
        ]
        #expect(mutation.__variables == expected)
        let minimal = StarWarsAPI.ReviewInput(stars: 3)
        #expect(minimal.__jsonValue == ["stars": 3])
        #expect(try minimal.__jsonValue.jsonString() == #"{"stars":3}"#)
    }

    @Test func nestedListVariables() {
        let query = StarshipCoordinatesQuery(coordinates: .some([[1.5, 2], [3, 4.25]]))
        #expect(query.__variables == ["coordinates": [[1.5, 2.0], [3.0, 4.25]]])
    }
}
