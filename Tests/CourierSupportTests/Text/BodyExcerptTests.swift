import CourierSupport
import Foundation
import Testing

@Suite("BodyExcerpt")
struct BodyExcerptTests {
    @Test("a body within the limit is shown whole, unmarked")
    func shortBody() {
        let body = Data("{\"error\":\"nope\"}".utf8)
        #expect(BodyExcerpt.text(of: body) == "{\"error\":\"nope\"}")
        #expect(BodyExcerpt.text(of: body, limit: body.count, cutMark: .ellipsisAndTotal) == "{\"error\":\"nope\"}")
    }

    @Test("a long body is cut at the limit and marked")
    func longBody() {
        let body = Data(String(repeating: "x", count: 600).utf8)
        let excerpt = BodyExcerpt.text(of: body)
        #expect(excerpt == String(repeating: "x", count: BodyExcerpt.defaultLimit) + "…")
        #expect(BodyExcerpt.text(of: body, limit: 4, cutMark: .ellipsisAndTotal) == "xxxx… (600 bytes in all)")
    }

    @Test("a cut through a multi-byte character shows a replacement character")
    func cutCharacter() {
        let body = Data("aé".utf8)  // 0x61 0xC3 0xA9
        #expect(BodyExcerpt.text(of: body, limit: 2) == "a\u{FFFD}…")
    }

    @Test("an empty body is an empty excerpt")
    func emptyBody() {
        #expect(BodyExcerpt.text(of: Data()).isEmpty)
    }
}
