import CourierAPI

/// Parses `json` and decodes it as the data of an operation, the way a response's `data` is read.
func decode<Data: RootSelectionSet>(_ type: Data.Type, _ json: String) throws -> Data {
    try Data(jsonValue: JSONParser.parse(json))
}

/// The decoding error `json` produces as `Data`, or `nil` when it decodes.
func decodingError<Data: RootSelectionSet>(_ type: Data.Type, _ json: String) throws -> GraphQLDecodingError? {
    let value = try JSONParser.parse(json)
    do {
        _ = try Data(jsonValue: value)
        return nil
    } catch {
        return error
    }
}
