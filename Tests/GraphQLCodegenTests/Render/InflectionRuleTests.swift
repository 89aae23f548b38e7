import GraphQLCodegen
import Testing

/// Inflection rules name a list field's struct after one element.
@Suite struct InflectionRuleTests {
    let sdl = """
        type Person { name: String }
        type Quiz { title: String }
        type Query { people: [Person!]!, quizzes: [Quiz!]!, data: [Person!]!, friends: [Person!]! }
        """
    let query = (
        name: "Q.graphql", text: "query Q { people { name } quizzes { title } data { name } friends { name } }"
    )

    @Test func rulesRenameTheElementStructs() throws {
        let result = try generate(
            [query], sdl: sdl,
            options: CodegenOptions {
                $0.schemaNamespace = "API"
                $0.inflectionRules = [
                    .irregular(singular: "person", plural: "people"), .uncountable("data"),
                    .singularization(pattern: "(quiz)zes$", replacement: "$1"),
                ]
            })
        let file = try #require(result.file("Operations/Queries/QQuery.graphql.swift"))
        // `data` stays itself (then `_` keeps it off the reserved `Data`); `friends` follows courier's rule.
        #expect(file.contains("public let people: [Person], quizzes: [Quiz], data: [Data_], friends: [Friend]"))
        #expect(file.contains("struct Person: SelectionSet"))
        #expect(file.contains("struct Quiz: SelectionSet"))
    }

    @Test func withoutRulesCourierSingularizesItsOwnWay() throws {
        let file = try #require(
            try generate([query], sdl: sdl, options: CodegenOptions { $0.schemaNamespace = "API" }).file(
                "Operations/Queries/QQuery.graphql.swift"))
        #expect(file.contains("public let people: [People], quizzes: [Quizze], data: [Data_], friends: [Friend]"))
    }
}
