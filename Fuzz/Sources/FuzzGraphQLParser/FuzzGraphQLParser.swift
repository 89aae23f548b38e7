import FuzzSupport
import GraphQLLanguage

/// Parses the input as a GraphQL document (executable and type-system definitions) and, when it
/// parses, checks that names stand at their locations and the printer round trip: the printed
/// document parses again and prints identically.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let options = ParseOptions(maxDepth: 64, maxTokens: 20_000)
    guard let document = try? parse(text, options: options) else { return 0 }
    NameLocationCheck(text).check(document)
    let printed = GraphQLPrinter.print(document)
    let reparsed: Document
    do {
        reparsed = try parse(printed, options: ParseOptions(maxDepth: 64, maxTokens: 40_000))
    } catch {
        fuzzPropertyViolated("printed document does not parse: \(error)\n--- printed:\n\(printed)")
    }
    let reprinted = GraphQLPrinter.print(reparsed)
    if reprinted != printed {
        fuzzPropertyViolated("printing is not stable\n--- first:\n\(printed)\n--- second:\n\(reprinted)")
    }
    return 0
}
