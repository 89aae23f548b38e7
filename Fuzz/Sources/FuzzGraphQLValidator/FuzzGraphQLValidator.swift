import Foundation
import FuzzSupport
import GraphQLLanguage

/// The Star Wars schema of the language tests' fixtures, read once from the source tree.
private let starWarsSchema: GraphQLSchema = {
    let path = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        .dropLast(4).joined(separator: "/") + "/Tests/GraphQLLanguageTests/Fixtures/starwars/schema.graphqls"
    guard let sdl = try? String(contentsOfFile: path, encoding: .utf8),
          let schema = try? GraphQLSchema(sdl: sdl) else {
        fuzzPropertyViolated("cannot load the Star Wars schema at \(path)")
    }
    return schema
}()

/// Parses the input as an executable document and validates it against the Star Wars schema with
/// every specified rule: validation must finish (no crash, no stack overflow, no hang) and respect
/// its error limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let schema = starWarsSchema
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let document = try? parse(text, options: ParseOptions(maxDepth: 64, maxTokens: 20_000)) else { return 0 }
    let errors = validate(document, schema: schema, maxErrors: 20)
    if errors.count > 21 {
        fuzzPropertyViolated("validation kept \(errors.count) errors with maxErrors 20")
    }
    return 0
}
