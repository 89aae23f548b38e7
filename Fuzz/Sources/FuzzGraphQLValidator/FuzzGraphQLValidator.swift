import Foundation
import FuzzSupport
import GraphQLLanguage

/// The Star Wars schema of the language tests' fixtures, read once from the source tree.
private let starWarsSchema: GraphQLSchema = {
    let path =
        String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        .dropLast(4).joined(separator: "/") + "/Tests/GraphQLLanguageTests/Fixtures/starwars/schema.graphqls"
    guard let sdl = try? String(contentsOfFile: path, encoding: .utf8),
        let schema = try? GraphQLSchema(sdl: sdl)
    else {
        fuzzPropertyViolated("cannot load the Star Wars schema at \(path)")
    }
    return schema
}()

/// Parses the input as an executable document and validates it against the Star Wars schema with
/// every specified rule: validation must finish (no crash, no stack overflow, no hang), respect
/// its error limit and locate every error inside the text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let schema = starWarsSchema
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let document = try? parse(text, options: ParseOptions(maxDepth: 64, maxTokens: 20_000)) else { return 0 }
    let errors = validate(document, schema: schema, maxErrors: 20)
    if errors.count > 21 {
        fuzzPropertyViolated("validation kept \(errors.count) errors with maxErrors 20")
    }
    // Locations come from the AST, so each must lie inside the text it was parsed from.
    let length = text.utf8.count
    for error in errors {
        for location in error.locations
        where location.offset < 0 || location.offset > length || location.sourceIndex != 0 {
            fuzzPropertyViolated(
                "\(error.message) is located at \(location) (offset \(location.offset)) outside the \(length)-byte text"
            )
        }
    }
    return 0
}
