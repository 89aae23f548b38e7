import Testing

@testable import CourierGraphQL

@Suite("ResponsePathStack")
struct ResponsePathStackTests {
    @Test func joinsKeysAndIndicesWithDots() {
        var path = ResponsePathStack()
        #expect(path.text.isEmpty)
        #expect(path.text(appending: "hero") == "hero")
        path.push("hero")
        path.push("friends")
        path.push(12)
        #expect(path.text == "hero.friends.12")
        #expect(path.text(appending: "name") == "hero.friends.12.name")
        path.pop()
        path.pop()
        #expect(path.text == "hero")
    }
}
