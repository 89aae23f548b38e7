import GraphQLLanguage
import Testing

@Suite("Parser robustness")
struct ParserRobustnessTests {
    /// Prefixes of the kitchen sinks, and the sinks with one byte removed, either parses (and then
    /// prints to text that parses to the same print) or fails with a located syntax error.
    @Test(
        "mangled kitchen sinks parse or fail cleanly",
        arguments: ["kitchen-sink/kitchen-sink.graphql", "kitchen-sink/schema-kitchen-sink.graphql"])
    func mangled(path: String) throws {
        let bytes = Array(try Fixtures.text(path).utf8)
        var variants: [[UInt8]] = []
        for index in stride(from: 0, to: bytes.count, by: 5) {  // every fifth offset keeps the test quick
            variants.append(Array(bytes[..<index]))
            variants.append(Array(bytes[..<index] + bytes[(index + 1)...]))
        }
        var failures = 0
        for variant in variants {
            let text = String(decoding: variant, as: UTF8.self)
            do {
                let printed = try parse(text).printed
                #expect(try parse(printed).printed == printed)
            } catch {
                failures += 1
                #expect(error.message.hasPrefix("Syntax Error: "))
                #expect(error.location.line >= 1 && error.location.column >= 1)
                #expect(error.location.offset <= text.utf8.count)
            }
        }
        #expect(failures > variants.count / 2)
    }
}
