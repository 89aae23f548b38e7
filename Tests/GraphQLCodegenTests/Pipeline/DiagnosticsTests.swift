import Foundation
import GraphQLCodegen
import GraphQLLanguage
import Testing

/// Invalid documents fail with every diagnostic, each at its file, line and column.
@Suite struct DiagnosticsTests {
    @Test func syntaxErrorsNameTheirFile() throws {
        let found = try diagnostics([
            (name: "ok.graphql", text: "query A { viewer { name } }"),
            (name: "broken/B.graphql", text: "query B {\n  viewer {\n    name\n}\n"),
        ])
        #expect(found.count == 1)
        #expect(found.first?.severity == .error)
        #expect(found.first?.location == Diagnostic.Location(file: "broken/B.graphql", line: 5, column: 1))
        #expect(found.first?.description.hasPrefix("broken/B.graphql:5:1: error: ") == true)
    }

    @Test func validationErrorsPointIntoTheRightFile() throws {
        let found = try diagnostics([
            (name: "First.graphql", text: "query First {\n  viewer { name }\n}\n"),
            (
                name: "Second.graphql",
                text: "query Second {\n  viewer {\n    nickname\n    posts { title unknownField }\n  }\n}\n"
            ),
        ])
        #expect(found.count == 2)
        #expect(found.map { $0.location?.description } == ["Second.graphql:3:5", "Second.graphql:4:19"])
        #expect(found[0].message.contains("nickname"))
        #expect(found[0].excerpt?.contains("3 |     nickname") == true)
        #expect(found[0].excerpt?.contains("^") == true)
        #expect(found[1].message.contains("unknownField"))
    }

    @Test func fragmentsMayBeDefinedInAnotherFileAndLeftUnused() throws {
        let result = try generate([
            (name: "Fragments.graphql", text: "fragment PostTitle on Post { title }\nfragment Unused on User { name }"),
            (name: "Query.graphql", text: "query PostPage($id: ID!) { post(id: $id) { ...PostTitle } }"),
        ])
        #expect(result.file("Operations/Fragments/Unused.graphql.swift") != nil)
        #expect(
            result.file("Operations/Queries/PostPageQuery.graphql.swift")?.contains(
                "fragment PostTitle on Post { __typename title }") == true)
    }

    @Test func anonymousOperationsAreRefused() throws {
        let found = try diagnostics([(name: "Anon.graphql", text: "\n{ viewer { name } }")])
        #expect(found.map { $0.location?.description } == ["Anon.graphql:2:1"])
        #expect(found.first?.message.contains("named") == true)
    }

    @Test func undefinedVariablesAndBadArguments() throws {
        let found = try diagnostics([(name: "Q.graphql", text: "query Q { post(id: $missing) { title } node { id } }")])
        #expect(found.filter { $0.severity == .error }.count >= 2)
        #expect(found.allSatisfy { $0.location?.file == "Q.graphql" })
        // An undefined variable also names the operation, as a note.
        #expect(found.contains { $0.severity == .note })
    }
}

/// Generated type names must be unique.
@Suite struct NameCollisionTests {
    @Test func operationAndFragmentNamesMustNotClash() throws {
        let found = try diagnostics([
            (name: "A.graphql", text: "query Viewer { viewer { ...ViewerQuery } }"),
            (name: "B.graphql", text: "fragment ViewerQuery on User { name }"),
        ])
        #expect(found.count == 1)
        #expect(found.first?.location == Diagnostic.Location(file: "B.graphql", line: 1, column: 1))
        #expect(found.first?.message.contains("A.graphql:1:1") == true)
    }

    @Test func theNamespaceIsReserved() throws {
        let found = try diagnostics([
            (name: "A.graphql", text: "query Viewer { viewer { ...BlogAPI } }\nfragment BlogAPI on User { name }")
        ])
        #expect(found.map { $0.location?.line } == [2])
    }
}

/// Warnings do not stop generation.
@Suite struct WarningTests {
    @Test func deprecatedFieldsWarnOncePerSelection() throws {
        let sdl = blogSchemaSDL.replacingOccurrences(
            of: "publishedAt: DateTime,", with: "publishedAt: DateTime @deprecated(reason: \"Use status\"),")
        let result = try generate(
            [
                (
                    name: "P.graphql",
                    text: "query P {\n  post(id: 1) { publishedAt title }\n  "
                        + "viewer { posts { ... on Post { publishedAt } } }\n}"
                )
            ], sdl: sdl)
        #expect(result.diagnostics.map(\.severity) == [.warning, .warning])
        #expect(result.diagnostics.map { $0.location?.description } == ["P.graphql:2:17", "P.graphql:3:34"])
        #expect(result.diagnostics.first?.message == "The field Post.publishedAt is deprecated: Use status")
        #expect(!result.files.isEmpty)
    }

    @Test func fieldsAtTheSameOffsetOfTwoFilesAreTwoFields() throws {
        // Each file is its own source, so offsets repeat from file to file; a field is identified
        // by its whole location, file included.
        let sdl = blogSchemaSDL.replacingOccurrences(
            of: "publishedAt: DateTime,", with: "publishedAt: DateTime @deprecated(reason: \"Use status\"),")
        let result = try generate(
            [
                (name: "A.graphql", text: "query A {\n  post(id: 1) { publishedAt }\n}"),
                (name: "B.graphql", text: "query B {\n  post(id: 2) { publishedAt }\n  viewer { name }\n}"),
                (name: "C.graphql", text: "query C {\n  viewer { name }\n}"),
            ], sdl: sdl)
        #expect(result.diagnostics.map { $0.location?.description } == ["A.graphql:2:17", "B.graphql:2:17"])
        // C's `viewer` stands where A's and B's `post` does: it gets its own struct.
        let query = try #require(result.file("Operations/Queries/CQuery.graphql.swift"))
        #expect(query.contains("struct Viewer"))
        #expect(!query.contains("AQuery"))
    }
}
