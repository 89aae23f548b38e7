import Foundation
import GraphQLLanguage
import Testing

/// The schemas and assertions every validation test shares.
enum ValidationHarness {
    /// The folder holding this file (the harness schema and the corpus live under it).
    static func folder(file: String = #filePath) -> URL {
        URL(fileURLWithPath: file).deletingLastPathComponent()
    }

    private static let harnessResult: Result<GraphQLSchema, any Error> = Result {
        let url = folder().appendingPathComponent("Corpus/harness.graphqls")
        return try GraphQLSchema(sdl: String(contentsOf: url, encoding: .utf8), sourceName: "harness.graphqls")
    }

    private static let starWarsResult: Result<GraphQLSchema, any Error> = Result {
        try GraphQLSchema(sdl: Fixtures.text("starwars/schema.graphqls"), sourceName: "starwars/schema.graphqls")
    }

    private static let boxesResult: Result<GraphQLSchema, any Error> = Result {
        let url = folder().appendingPathComponent("Corpus/boxes.graphqls")
        return try GraphQLSchema(sdl: String(contentsOf: url, encoding: .utf8), sourceName: "boxes.graphqls")
    }

    /// The boxes schema in `Corpus/boxes.graphqls` (return shapes that differ by implementation).
    static var boxes: GraphQLSchema { get throws { try boxesResult.get() } }

    /// Builds the schema of a shared fixture, e.g. `upload/upload-schema.graphqls`.
    static func fixtureSchema(_ path: String) throws -> GraphQLSchema {
        try GraphQLSchema(sdl: Fixtures.text(path), sourceName: path)
    }

    /// The pets / humans / arguments schema in `Corpus/harness.graphqls`.
    static var schema: GraphQLSchema { get throws { try harnessResult.get() } }

    /// The Star Wars fixture schema.
    static var starWars: GraphQLSchema { get throws { try starWarsResult.get() } }

    /// Parses `text` and validates it with `rules` against `schema` (the harness by default).
    static func errors(_ text: String, rules: [any ValidationRule], schema: GraphQLSchema? = nil) throws
        -> [GraphQLValidationError]
    {
        let document = try parse(text)
        return validate(document, schema: try schema ?? self.schema, rules: rules)
    }
}

/// An error a test expects: its message and its `line:column` locations.
struct ExpectedError: CustomStringConvertible {
    var message: String
    var locations: [String]

    var description: String { "\(message) @ \(locations.joined(separator: ", "))" }
}

/// An expected error: `error("Message.", "1:3", "2:5")`.
func error(_ message: String, _ locations: String...) -> ExpectedError {
    ExpectedError(message: message, locations: locations)
}

/// Expects `text` to pass `rule`.
func expectValid(
    _ rule: any ValidationRule, _ text: String, schema: GraphQLSchema? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    let errors = try ValidationHarness.errors(text, rules: [rule], schema: schema)
    #expect(errors.isEmpty, "unexpected errors: \(errors.map(\.description))", sourceLocation: sourceLocation)
}

/// Expects `text` to fail `rule` with exactly `expected` errors, in order.
func expectErrors(
    _ rule: any ValidationRule, _ text: String, _ expected: [ExpectedError], schema: GraphQLSchema? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    let errors = try ValidationHarness.errors(text, rules: [rule], schema: schema)
    let actual = errors.map {
        ExpectedError(message: $0.message, locations: $0.locations.map(\.description)).description
    }
    #expect(actual == expected.map(\.description), sourceLocation: sourceLocation)
}

/// Expects `text` to fail `rule` with exactly these messages, in order (locations not checked).
func expectMessages(
    _ rule: any ValidationRule, _ text: String, _ messages: [String], schema: GraphQLSchema? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    let errors = try ValidationHarness.errors(text, rules: [rule], schema: schema)
    #expect(errors.map(\.message) == messages, sourceLocation: sourceLocation)
}
