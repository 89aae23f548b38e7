/// The introspection query `fetch-schema` sends: every type with its fields, arguments, input
/// fields, enum values (deprecated ones included), interfaces and possible types, and every
/// directive, plus the optional fields the server supports (``IntrospectionFeatures``). With
/// ``IntrospectionFeatures/conservative`` it asks only for fields every GraphQL server has had
/// since the 2018 spec.
enum IntrospectionQuery {
    /// The query text for a server with `features`.
    static func text(_ features: IntrospectionFeatures) -> String {
        let includeDeprecated = "(includeDeprecated: true)"
        return """
            query IntrospectionQuery {
              __schema {
            \(features.schemaDescription ? "    description\n" : "")\
                queryType { name }
                mutationType { name }
                subscriptionType { name }
                types { ...FullType }
                directives\(features.directiveDeprecation ? includeDeprecated : "") {
                  name
                  description
            \(features.isRepeatable ? "      isRepeatable\n" : "")\
            \(features.directiveDeprecation ? "      isDeprecated\n      deprecationReason\n" : "")\
                  locations
                  args\(features.directiveArgumentsIncludeDeprecated ? includeDeprecated : "") { ...InputValue }
                }
              }
            }

            fragment FullType on __Type {
              kind
              name
              description
            \(features.specifiedByURL ? "  specifiedByURL\n" : "")\
            \(features.isOneOf ? "  isOneOf\n" : "")\
              fields(includeDeprecated: true) {
                name
                description
                args\(features.fieldArgumentsIncludeDeprecated ? includeDeprecated : "") { ...InputValue }
                type { ...TypeRef }
                isDeprecated
                deprecationReason
              }
              inputFields\(features.inputFieldsIncludeDeprecated ? includeDeprecated : "") { ...InputValue }
              interfaces { ...TypeRef }
              enumValues(includeDeprecated: true) {
                name
                description
                isDeprecated
                deprecationReason
              }
              possibleTypes { ...TypeRef }
            }

            fragment InputValue on __InputValue {
              name
              description
              type { ...TypeRef }
              defaultValue
            \(features.inputValueDeprecation ? "  isDeprecated\n  deprecationReason\n" : "")\
            }

            \(typeRefFragment)
            """
    }

    /// Nine levels of `ofType`, enough for `[[T!]!]!` and deeper wrappings.
    private static let typeRefFragment = """
        fragment TypeRef on __Type {
          kind
          name
          ofType {
            kind
            name
            ofType {
              kind
              name
              ofType {
                kind
                name
                ofType {
                  kind
                  name
                  ofType {
                    kind
                    name
                    ofType {
                      kind
                      name
                      ofType {
                        kind
                        name
                        ofType {
                          kind
                          name
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
        """
}
