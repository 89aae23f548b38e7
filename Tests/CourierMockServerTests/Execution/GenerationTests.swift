import CourierAPI
import CourierMockServer
import GraphQLLanguage
import Testing

@Suite("Generated data")
struct GenerationTests {
    static let everything = """
        query Everything {
          __typename
          hero(episode: EMPIRE) {
            __typename id name appearsIn
            friends { __typename id name ... on Droid { primaryFunction } ... on Human { homePlanet height mass } }
            friendsConnection(first: 2) {
              __typename totalCount
              edges { __typename cursor node { __typename id name } }
              pageInfo { __typename startCursor endCursor hasNextPage }
            }
          }
          search(text: "a") {
            __typename
            ... on Human { id name starships { __typename id name length coordinates } }
            ... on Droid { id name }
            ... on Starship { id name length(unit: FOOT) }
          }
          reviews(episode: JEDI) { __typename episode stars commentary }
          starshipCoordinates(coordinates: [[1.5, 2]]) { __typename id coordinates }
        }
        """

    @Test(arguments: [0, 1, 42, 0xdead_beef] as [UInt64])
    func everyValueHasItsSchemaType(seed: UInt64) async throws {
        let server = try MockServerFixture.server { $0.seed = seed }
        let response = await server.execute(Self.everything)
        #expect(response["errors"] == nil)
        var conformance = SchemaConformance(schema: server.schema)
        conformance.check(data: response["data"], rootType: "Query")
        #expect(conformance.problems == [])
        #expect(conformance.checkedLeaves > 30)
    }

    @Test func theSameSeedAndQueryGiveIdenticalJSON() async throws {
        let first = try await MockServerFixture.server { $0.seed = 7 }.execute(Self.everything)
        let second = try await MockServerFixture.server { $0.seed = 7 }.execute(Self.everything)
        #expect(try JSONValue.object(first).jsonString() == JSONValue.object(second).jsonString())
    }

    @Test func differentSeedsGiveDifferentData() async throws {
        let first = try await MockServerFixture.server { $0.seed = 1 }.execute(Self.everything)
        let second = try await MockServerFixture.server { $0.seed = 2 }.execute(Self.everything)
        #expect(first.value(at: "data.hero.id") != second.value(at: "data.hero.id"))
        #expect(first != second)
    }

    @Test func anEntityKeepsItsIDAndFieldsAcrossQueries() async throws {
        let server = try MockServerFixture.server { $0.seed = 3 }
        let small = await server.execute("{ hero { id name } }")
        let large = await server.execute("{ hero { __typename appearsIn name id friends { id } } }")
        let id = try #require(small.value(at: "data.hero.id")?.stringValue)
        #expect(large.value(at: "data.hero.id")?.stringValue == id)
        #expect(large.value(at: "data.hero.name") == small.value(at: "data.hero.name"))
        // The id names the concrete type, so ids of different types never collide.
        let typename = try #require(large.value(at: "data.hero.__typename")?.stringValue)
        #expect(id.hasPrefix(typename + "-"))
    }

    @Test func aliasesNameTheKeysAndArgumentsTellPositionsApart() async throws {
        let server = try MockServerFixture.server()
        let response = await server.execute(
            """
            { a: hero(episode: NEWHOPE) { id } b: hero(episode: NEWHOPE) { id } c: hero(episode: JEDI) { id } }
            """)
        let data = try #require(response["data"]?.objectValue)
        #expect(data.keys == ["a", "b", "c"])
        #expect(data["a"] == data["b"])
        #expect(data["a"] != data["c"])
    }

    @Test func listsHaveTheDefaultOrConfiguredLength() async throws {
        let server = try MockServerFixture.server {
            $0.defaultListLength = 3
            $0.listLengths["Query.reviews"] = 5
            $0.listLengths["Human.friends"] = 0
            $0.listLengths["Droid.friends"] = 0
        }
        let response = await server.execute("{ reviews(episode: JEDI) { stars } hero { friends { id } appearsIn } }")
        #expect(response.value(at: "data.reviews")?.arrayValue?.count == 5)
        #expect(response.value(at: "data.hero.friends")?.arrayValue?.count == 0)
        #expect(response.value(at: "data.hero.appearsIn")?.arrayValue?.count == 3)
    }

    @Test func abstractTypesPickAPossibleTypeAndFragmentsFollowIt() async throws {
        let server = try MockServerFixture.server { $0.defaultListLength = 12 }
        let response = await server.execute(
            """
            query { search(text: "x") { __typename ...H ... on Droid { primaryFunction } ... on Starship { length } } }
            fragment H on Human { homePlanet }
            """)
        let results = try #require(response.value(at: "data.search")?.arrayValue)
        var seen: Set<String> = []
        for result in results {
            let object = try #require(result.objectValue)
            let typename = try #require(object["__typename"]?.stringValue)
            seen.insert(typename)
            let expectedKeys: [String] =
                switch typename {
                case "Human": ["__typename", "homePlanet"]
                case "Droid": ["__typename", "primaryFunction"]
                default: ["__typename", "length"]
                }
            #expect(object.keys == expectedKeys)
        }
        #expect(seen.count > 1)
    }

    @Test func aTypeChooserAndTypeValuesOverrideGeneration() async throws {
        let server = try MockServerFixture.server {
            $0.typeChoosers["Character"] = { _, _ in "Human" }
            $0.typeValues["Human"] = ["homePlanet": "Tatooine", "name": "Luke"]
        }
        let response = await server.execute(
            "{ hero { __typename name ... on Human { homePlanet } friends { __typename name } } }")
        #expect(response.value(at: "data.hero.__typename") == "Human")
        #expect(response.value(at: "data.hero.homePlanet") == "Tatooine")
        #expect(response.value(at: "data.hero.friends.1.name") == "Luke")
    }

    @Test func skipIncludeAndTypenameFollowVariables() async throws {
        let server = try MockServerFixture.server()
        let document = """
            query Q($withName: Boolean!, $skipFriends: Boolean = true) {
              hero { __typename name @include(if: $withName) friends @skip(if: $skipFriends) { id } }
            }
            """
        let with = await server.execute(document, variables: ["withName": true])
        #expect(with.value(at: "data.hero")?.objectValue?.keys == ["__typename", "name"])
        let without = await server.execute(document, variables: ["withName": false, "skipFriends": false])
        #expect(without.value(at: "data.hero")?.objectValue?.keys == ["__typename", "friends"])
    }

    @Test func customScalarsUseTheirGenerator() async throws {
        let server = try GraphQLMockServer(
            sdl: """
                scalar DateTime
                scalar JSON
                type Query { now: DateTime! blob: JSON }
                """,
            configuration: MockServerConfiguration { config in
                config.scalarGenerators["DateTime"] = { context in
                    .string("2026-01-0\(context.random % 9 + 1)T00:00:00Z")
                }
            })
        let response = await server.execute("{ now blob }")
        #expect(response.value(at: "data.now")?.stringValue?.hasPrefix("2026-01-0") == true)
        #expect(response.value(at: "data.blob")?.stringValue?.hasPrefix("JSON-") == true)
    }

    @Test func aBuiltInScalarGeneratorReplacesTheDefault() async throws {
        let names = ["Luke", "Leia", "Han"]
        let server = try MockServerFixture.server {
            $0.scalarGenerators["String"] = { context in
                context.fieldName == "name" ? .string(names[Int(context.random % 3)]) : .string("text")
            }
        }
        let response = await server.execute("{ hero { name friends { name } } reviews(episode: JEDI) { commentary } }")
        #expect(names.contains(response.value(at: "data.hero.name")?.stringValue ?? ""))
        #expect(names.contains(response.value(at: "data.hero.friends.0.name")?.stringValue ?? ""))
        #expect(response.value(at: "data.reviews.0.commentary") == "text")
    }
}

@Suite("Generated data is stable across runs")
struct GenerationGoldenTests {
    /// Recorded once: a change here means every app's mock data (and UI-test screenshots) change,
    /// or that the generator came to depend on something per-process such as `Hasher`.
    @Test func seedZeroGivesTheRecordedValues() async throws {
        let response = try await MockServerFixture.server().execute(
            "{ hero(episode: JEDI) { __typename id name appearsIn } }")
        let text = try JSONValue.object(response).jsonString()
        #expect(
            text == #"{"data":{"hero":{"__typename":"Human","id":"Human-adb31442","name":"name "#
                + #"852","appearsIn":["EMPIRE","EMPIRE"]}}}"#)
    }
}
