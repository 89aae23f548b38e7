import CourierAPI
import Testing

/// Parses `json` and decodes it as the data of an operation, the way a response's `data` is read:
/// through a `JSONValue` tree and from a `JSONTape`, which must agree.
func decode<Data: RootSelectionSet>(_ type: Data.Type, _ json: String) throws -> Data {
    let tree = try Data(jsonValue: JSONParser.parse(json))
    #expect(try Data(tapeValue: JSONTape(parsing: json).root) == tree, "the tape decodes differently")
    return tree
}

/// The decoding error `json` produces as `Data`, or `nil` when it decodes; the tree and the tape
/// must fail the same way.
func decodingError<Data: RootSelectionSet>(_ type: Data.Type, _ json: String) throws -> GraphQLDecodingError? {
    let value = try JSONParser.parse(json)
    let root = try JSONTape(parsing: json).root
    let tree = error { () throws(GraphQLDecodingError) in _ = try Data(jsonValue: value) }
    let tape = error { () throws(GraphQLDecodingError) in _ = try Data(tapeValue: root) }
    #expect(tape == tree, "the tape fails differently")
    return tree
}

private func error(_ body: () throws(GraphQLDecodingError) -> Void) -> GraphQLDecodingError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}
