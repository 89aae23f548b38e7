import CourierAPI
import GraphQLCodegen
import Testing

/// The legacy identifier map Apollo's `operationIdentifiersPath` wrote.
@Suite struct LegacyManifestTests {
    @Test func identifiersMapToNameAndSource() throws {
        let manifest = OperationManifest(operations: [
            .init(id: "a1", body: "query A { a }", name: "A", type: "query"),
            .init(id: "b2", body: "mutation B { b(x: \"y\") }", name: "B", type: "mutation"),
        ])
        let text = manifest.jsonText(.legacy)
        #expect(text == manifest.legacyJSONText())
        let json = try JSONParser.parse(text)
        #expect(json["a1"]?["name"] == "A")
        #expect(json["a1"]?["source"] == "query A { a }")
        #expect(json["b2"]?["source"] == "mutation B { b(x: \"y\") }")
        #expect(manifest.jsonText(.persistedQueries) == manifest.jsonText())
        #expect(OperationManifest(operations: []).legacyJSONText() == "{}\n")
    }
}
