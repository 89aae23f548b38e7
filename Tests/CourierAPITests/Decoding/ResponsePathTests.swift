import CourierAPI
import Testing

@Suite("ResponsePath and GraphQLDecodingError")
struct ResponsePathTests {
    @Test(
        "paths print as dotted keys and bracketed indices",
        arguments: [
            (ResponsePath(), "(root)"),
            (["hero"] as ResponsePath, "hero"),
            (["hero", "friends", 3, "name"] as ResponsePath, "hero.friends[3].name"),
            ([0, 1, "a"] as ResponsePath, "[0][1].a"),
        ])
    func description(path: ResponsePath, expected: String) {
        #expect(path.description == expected)
    }

    @Test("appending and prepending build the same path")
    func building() {
        let built = ResponsePath().appending("hero").appending(.index(2))
        let unwound = ResponsePath([.index(2)]).prepending("hero")
        #expect(built == unwound)
        #expect(built.components == [.key("hero"), .index(2)])
    }

    @Test("errors grow their path outwards and describe null and mismatch")
    func errors() {
        let null = GraphQLDecodingError.mismatch(expected: "String", found: .null)
        #expect(null.kind == .unexpectedNull(expected: "String"))
        let mismatch = GraphQLDecodingError.mismatch(expected: "Int", found: "x").prefixed(by: "id").prefixed(by: 0)
        #expect(mismatch.description == "[0].id: expected Int, found string")
    }
}
