import Foundation
import GraphQLLanguage
import Testing

/// Helpers the schema tests share (fixture text comes from the shared `Fixtures`).
enum SchemaTestSupport {
    /// The text of `Fixtures/schema-printing/<name>`: graphql-core printer goldens and their inputs.
    static func golden(_ name: String) throws -> String {
        try Fixtures.text("schema-printing/" + name)
    }

    /// Builds a schema from SDL.
    static func schema(_ sdl: String, name: String = "schema.graphql") throws -> GraphQLSchema {
        try GraphQLSchema(sdl: sdl, sourceName: name)
    }

    /// The errors building `sdl` throws; empty when it builds.
    static func buildErrors(_ sdl: String) throws -> [GraphQLValidationError] {
        do {
            _ = try GraphQLSchema(sdl: sdl)
            return []
        } catch let error as SchemaBuildError {
            return error.errors
        }
    }

    /// The messages of the errors building `sdl` throws; empty when it builds.
    static func buildMessages(_ sdl: String) throws -> [String] {
        try buildErrors(sdl).map(\.message)
    }
}
