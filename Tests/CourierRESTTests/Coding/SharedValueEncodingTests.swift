import CourierREST
import Foundation
import Testing

/// Encoding only reads the value: tasks that encode one shared value at once must neither see
/// different bytes nor, under ThreadSanitizer, race on the value's storage (the direct path once
/// reached array elements through an `inout` access, a formal write).
@Suite("CourierJSONEncoder — one value encoded by several tasks at once")
struct SharedValueEncodingTests {
    struct Item: Codable {
        var id: Int
        var name: String
        var tags: [String]
        var next: [Item]
    }

    struct Page: Codable {
        var items: [Item]
    }

    @Test("tasks encoding one shared value at once write the same bytes")
    func sharedValue() async throws {
        let page = Page(
            items: (0..<48).map { index in
                Item(
                    id: index, name: "item \(index)", tags: ["a", "b"],
                    next: [Item(id: -index, name: "inner", tags: [], next: [])])
            })
        let encoder = CourierJSONEncoder()
        let expected = try encoder.encode(page)
        let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    var mismatches = 0
                    for _ in 0..<150 where try encoder.encode(page) != expected { mismatches += 1 }
                    return mismatches
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }
}
