import CourierAPI
import Testing

/// The reader `init(tapeValue:)` hands to `init(from:)` reads the tape in place: every kind of
/// read gives what a reader over the same object as a tree gives.
@Suite struct JSONObjectReaderTapeTests {
    struct Everything: JSONObjectDecodable, Equatable {
        let typename: String
        let object: JSONObject
        let hasMissing: Bool
        let hasNull: Bool
        let doubled: Int
        let nested: [Everything?]?
        let note: String?

        init(from reader: JSONObjectReader) throws(GraphQLDecodingError) {
            typename = try reader.typename()
            object = reader.object
            hasMissing = reader.contains("missing")
            hasNull = reader.contains("note")
            doubled = try reader.field("n") { value throws(GraphQLDecodingError) in 2 * (try Int(jsonValue: value)) }
            nested = try reader.optional("nested")
            note = try reader.optional("note")
        }
    }

    static let documents = [
        #"{"__typename":"A","n":1,"note":null}"#,
        #"{"__typename":"A","n":2,"nested":[null,{"__typename":"B","n":3,"note":"é\n"}],"x":{"k":[1]}}"#,
        #"{"n":4,"__typename":"A\u00e9","nested":[],"note":"z"}"#,
    ]

    @Test(arguments: documents)
    func sameAsTheTree(json: String) throws {
        let tree = try Everything(jsonValue: JSONParser.parse(json))
        // The tape is a temporary: the value being decoded is what keeps it alive.
        let tape = try Everything(tapeValue: JSONTape(parsing: json).root)
        #expect(tape == tree)
    }

    @Test(arguments: [
        #"{"n":1}"#,
        #"{"__typename":"A","n":"one"}"#,
        #"{"__typename":"A","n":1,"nested":[{"__typename":"B"}]}"#,
        #"{"__typename":"A","n":1,"nested":[{"__typename":"B","n":1,"note":7}]}"#,
    ])
    func sameErrorAsTheTree(json: String) throws {
        _ = try sameDecodingErrorFromTreeAndTape(json, as: Everything.self)
    }
}
