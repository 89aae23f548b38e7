import Testing

@testable import CourierGraphQL

/// The media type the response parser reads from a `Content-Type` value.
@Suite struct MediaTypeTests {
    @Test(
        "parameters, surrounding blanks and letter case are dropped",
        arguments: [
            ("application/json", "application/json"),
            ("Application/GraphQL-Response+JSON; charset=utf-8", "application/graphql-response+json"),
            ("  application/json\t ;charset=utf-8", "application/json"),
            ("text/html;", "text/html"),
            (" ; charset=utf-8", ""),
            ("", ""),
        ])
    func mediaType(_ contentType: String, _ expected: String) {
        #expect(GraphQLResponseParser.mediaTypeOf(contentType) == expected)
    }
}
