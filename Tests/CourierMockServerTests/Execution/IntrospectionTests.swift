import CourierAPI
import CourierMockServer
import GraphQLLanguage
import Testing

@Suite("Introspection")
struct IntrospectionTests {
    /// A full introspection query (the shape tools such as `courier fetch-schema` send).
    static let query = """
        query IntrospectionQuery {
          __schema {
            description
            queryType { name } mutationType { name } subscriptionType { name }
            types { ...FullType }
            directives { name description isRepeatable locations args(includeDeprecated: true) { ...InputValue } }
          }
        }
        fragment FullType on __Type {
          kind name description specifiedByURL isOneOf
          fields(includeDeprecated: true) { name description args(includeDeprecated: true) { ...InputValue } type { \
        ...TypeRef } isDeprecated deprecationReason }
          inputFields(includeDeprecated: true) { ...InputValue }
          interfaces { ...TypeRef }
          enumValues(includeDeprecated: true) { name description isDeprecated deprecationReason }
          possibleTypes { ...TypeRef }
        }
        fragment InputValue on __InputValue { name description type { ...TypeRef } defaultValue isDeprecated \
        deprecationReason }
        fragment TypeRef on __Type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind \
        name } } } } }
        """

    @Test func theIntrospectionResultRebuildsTheSameSchema() async throws {
        let server = try MockServerFixture.server()
        let response = await server.execute(Self.query)
        #expect(response["errors"] == nil)
        let rebuilt = try GraphQLSchema(introspectionJSON: try JSONValue.object(response).jsonString())
        #expect(rebuilt.printSDL() == server.schema.printSDL())
    }

    @Test func typeLooksUpOneTypeAndIsNullForAnUnknownName() async throws {
        let server = try MockServerFixture.server()
        let response = await server.execute(
            """
            { droid: __type(name: "Droid") { kind name interfaces { name } fields { name type { kind ofType { name } } \
            } }
              missing: __type(name: "Nope") { name }
              episode: __type(name: "Episode") { kind enumValues { name } } }
            """)
        #expect(response.value(at: "data.droid.kind") == "OBJECT")
        #expect(response.value(at: "data.droid.interfaces") == [["name": "Character"]])
        #expect(
            response.value(at: "data.droid.fields.0") == [
                "name": "id", "type": ["kind": "NON_NULL", "ofType": ["name": "ID"]],
            ])
        #expect(response.value(at: "data.missing") == .null)
        #expect(
            response.value(at: "data.episode.enumValues") == [
                ["name": "NEWHOPE"], ["name": "EMPIRE"], ["name": "JEDI"],
            ])
    }
}
