import CourierAPI
import Testing

/// `String` and `String?` fields read from a tape take their own path in ``JSONObjectReader``:
/// it must give exactly what the generic path over a tree gives, values and errors alike.
@Suite struct JSONObjectReaderStringFieldTests {
    /// A field read as `String` and as `String?`, the way generated code reads them (the type
    /// inferred from the initializer's parameters).
    struct Strings: JSONObjectDecodable, Equatable {
        let required: String
        let optional: String?

        init(required: String, optional: String?) {
            self.required = required
            self.optional = optional
        }

        init(from reader: JSONObjectReader) throws(GraphQLDecodingError) {
            try self.init(required: reader.field("s"), optional: reader.field("o"))
        }
    }

    static let documents = [
        #"{"s":"plain","o":"also plain"}"#,
        #"{"s":"","o":null}"#,
        #"{"s":"é and \u00e9","o":"tab\there"}"#,
        #"{"s":"first","s":"last wins","o":"x","o":null}"#,
        #"{"o":"y","s":"a string well past the fifteen bytes of a small string"}"#,
        #"{"s":"no o at all"}"#,
        #"{"s":"\"quoted\"","o":"\ud83d\ude00"}"#,
    ]

    @Test(arguments: documents)
    func sameValueAsTheTree(json: String) throws {
        let tree = try Strings(jsonValue: JSONParser.parse(json))
        let tape = try Strings(tapeValue: JSONTape(parsing: json).root)
        #expect(tape == tree)
    }

    @Test func readsTheValues() throws {
        let tape = try JSONTape(parsing: #"{"s":"a\u00e9","s2":"b","o":null}"#)
        #expect(try Strings(tapeValue: tape.root) == Strings(required: "aé", optional: nil))
    }

    @Test(arguments: [
        (#"{"o":"x"}"#, "s"),
        (#"{"s":null}"#, "s"),
        (#"{"s":1}"#, "s"),
        (#"{"s":true}"#, "s"),
        (#"{"s":{"a":"b"}}"#, "s"),
        (#"{"s":["a"]}"#, "s"),
        (#"{"s":"ok","o":2.5}"#, "o"),
        (#"{"s":"ok","o":false}"#, "o"),
        (#"{"s":"ok","o":[]}"#, "o"),
        (#"{"s":"ok","o":"fine","s":null}"#, "s"),
    ])
    func sameErrorAsTheTree(json: String, failingKey: String) throws {
        let error = try sameDecodingErrorFromTreeAndTape(json, as: Strings.self)
        #expect(error?.path == [.key(failingKey)])
    }
}
