import GraphQLCodegen
import GraphQLLanguage

/// A small schema with a custom scalar, a deprecated enum value and an input object, for tests
/// that need more than Star Wars has.
let blogSchemaSDL = """
    scalar DateTime
    scalar Upload
    enum Status { DRAFT PUBLISHED ARCHIVED @deprecated(reason: "Use DRAFT") unknown }
    input PostInput { title: String!, publishAt: DateTime, tags: [String!] = [] }
    interface Node { id: ID! }
    type Post implements Node { id: ID!, title: String!, status: Status!, publishedAt: DateTime, author: User }
    type User implements Node { id: ID!, name: String, posts(first: Int = 10): [Post!]! }
    type Query { post(id: ID!): Post, node(id: ID!): Node, viewer: User }
    type Mutation { createPost(input: PostInput!, file: Upload): Post }
    """

/// Runs the pipeline over named sources and returns the files by path.
func generate(
    _ sources: [(name: String, text: String)], sdl: String = blogSchemaSDL,
    options: CodegenOptions = CodegenOptions { $0.schemaNamespace = "BlogAPI" }
) throws -> CodegenResult {
    let schema = try GraphQLSchema(sdl: sdl)
    return try CodegenPipeline(options: options).run(
        schema: schema, documents: sources.map { Source($0.text, name: $0.name) })
}

/// The diagnostics a failing run reports, or an empty list when it succeeds.
func diagnostics(_ sources: [(name: String, text: String)], sdl: String = blogSchemaSDL) throws -> [Diagnostic] {
    do {
        _ = try generate(sources, sdl: sdl)
        return []
    } catch let error as CodegenError {
        return error.diagnostics
    }
}

extension CodegenResult {
    /// The contents of the file at `path`, if generated.
    func file(_ path: String) -> String? {
        files.first { $0.relativePath == path }?.contents
    }
}
