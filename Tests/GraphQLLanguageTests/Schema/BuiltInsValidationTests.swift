import GraphQLLanguage
import Testing

/// The built-in directives and introspection types are there for document validation.
@Suite struct BuiltInsValidationTests {
    static let introspectionQuery = """
        query IntrospectionQuery {
          __schema {
            description
            queryType { name }
            mutationType { name }
            subscriptionType { name }
            types { ...FullType }
            directives {
              name
              description
              isRepeatable
              locations
              args(includeDeprecated: true) { ...InputValue }
            }
          }
        }

        fragment FullType on __Type {
          kind
          name
          description
          specifiedByURL
          isOneOf
          fields(includeDeprecated: true) {
            name
            description
            args(includeDeprecated: true) { ...InputValue }
            type { ...TypeRef }
            isDeprecated
            deprecationReason
          }
          inputFields(includeDeprecated: true) { ...InputValue }
          interfaces { ...TypeRef }
          enumValues(includeDeprecated: true) { name description isDeprecated deprecationReason }
          possibleTypes { ...TypeRef }
        }

        fragment InputValue on __InputValue {
          name
          description
          type { ...TypeRef }
          defaultValue
          isDeprecated
          deprecationReason
        }

        fragment TypeRef on __Type {
          kind
          name
          ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }
        }
        """

    @Test func theIntrospectionQueryValidates() throws {
        let schema = try SchemaTestSupport.schema(Fixtures.text("starwars/schema.graphqls"))
        #expect(validate(try parse(Self.introspectionQuery), schema: schema) == [])
    }

    @Test func deferStreamSkipIncludeValidate() throws {
        let schema = try SchemaTestSupport.schema("type Query { hero: Hero heroes: [Hero] } type Hero { name: String }")
        let document = try parse(
            """
            query ($flag: Boolean!) {
              heroes @stream(initialCount: 2, label: "list") { name }
              hero @include(if: $flag) { ... @defer(label: "later") { name } name @skip(if: $flag) }
            }
            """)
        #expect(validate(document, schema: schema) == [])
    }

    @Test func misplacedDeferIsReported() throws {
        let schema = try SchemaTestSupport.schema("type Query { hero: String }")
        let errors = validate(try parse("{ hero @defer }"), schema: schema)
        #expect(errors.map(\.message) == ["Directive \"@defer\" may not be used on FIELD."])
    }
}
