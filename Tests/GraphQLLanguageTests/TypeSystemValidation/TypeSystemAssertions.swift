import GraphQLLanguage
import Testing

/// The shared assertion of the type-system validation tests: building `sdl` fails with exactly
/// `messages` (in order), or succeeds when `messages` is empty.
func expectSchemaErrors(
    _ sdl: String, _ messages: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    let errors = try SchemaTestSupport.buildErrors(sdl)
    #expect(errors.map(\.message) == messages, sourceLocation: sourceLocation)
}

/// The errors building `sdl` throws, for tests that look at locations too.
func schemaErrors(_ sdl: String) throws -> [GraphQLValidationError] {
    try SchemaTestSupport.buildErrors(sdl)
}
