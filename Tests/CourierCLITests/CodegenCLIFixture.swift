/// A small schema and operations for the code generation commands' tests.
enum CodegenCLIFixture {
    static let schema = """
        enum Episode { NEWHOPE EMPIRE JEDI }
        interface Character { id: ID! name: String! friends: [Character] }
        type Human implements Character { id: ID! name: String! friends: [Character] height: Float }
        type Droid implements Character { id: ID! name: String! friends: [Character] primaryFunction: String }
        type Query { hero(episode: Episode): Character }
        """

    static let heroName = """
        query HeroName($episode: Episode) {
          hero(episode: $episode) { name }
        }
        """

    static let heroDetails = """
        query HeroDetails {
          hero { ...CharacterDetails }
        }
        """

    static let fragment = """
        fragment CharacterDetails on Character {
          id
          name
          ... on Droid { primaryFunction }
        }
        """

    static func config(
        operations: String = #"{ "placement": "folder", "path": "Generated/Operations" }"#, manifest: Bool = true
    ) -> String {
        """
        {
          "schemaNamespace": "TestAPI",
          "schema": "schema.graphqls",
          "operations": ["ops/**/*.graphql"],
          "output": {
            "schemaTypes": "Generated/Schema",
            "operations": \(operations)\(manifest ? #", "operationManifest": "Generated/manifest.json""# : "")
          }
        }
        """
    }

    /// A runner with the schema, three documents and a configuration.
    static func runner(config: String = config()) throws -> CLIRunner {
        let runner = try CLIRunner()
        try runner.write("schema.graphqls", schema)
        try runner.write("ops/HeroName.graphql", heroName)
        try runner.write("ops/details/HeroDetails.graphql", heroDetails)
        try runner.write("ops/details/CharacterDetails.graphql", fragment)
        try runner.write("courier.json", config)
        return runner
    }
}
