import CourierAPI
import Testing

// Small types shaped like generated selection sets.

private enum Episode: String, JSONValueDecodable, Equatable {
    case newhope = "NEWHOPE"
    case empire = "EMPIRE"
    case jedi = "JEDI"
}

private struct HeroQueryData: JSONObjectDecodable {
    let hero: Hero?

    init(from reader: JSONObjectReader) throws(GraphQLDecodingError) {
        hero = try reader.field("hero")
    }

    struct Hero: JSONObjectDecodable {
        let typename: String
        let id: String
        let name: String
        let appearsIn: [Episode?]
        let height: Double?
        let friends: [Friend?]?

        init(from reader: JSONObjectReader) throws(GraphQLDecodingError) {
            typename = try reader.typename()
            id = try reader.field("id")
            name = try reader.field("name")
            appearsIn = try reader.field("appearsIn")
            height = try reader.optional("height")
            friends = try reader.field("friends")
        }
    }

    struct Friend: JSONObjectDecodable {
        let name: String
        let stars: Int
        init(from reader: JSONObjectReader) throws(GraphQLDecodingError) {
            name = try reader.field("name")
            stars = try reader.field("stars")
        }
    }
}

@Suite("JSONObjectReader typed decoding")
struct JSONObjectReaderTests {
    static let heroJSON = #"""
        {"hero":{"__typename":"Human","id":"1000","name":"Luke","appearsIn":["NEWHOPE","JEDI",null],
          "height":1.72,"friends":[{"name":"Han","stars":3},null,{"name":"Leia","stars":5}]}}
        """#

    private func decode(_ text: String) throws -> HeroQueryData {
        try HeroQueryData(jsonValue: JSONParser.parse(text))
    }

    @Test("decodes nested objects, lists, optionals and enums")
    func decodesNested() throws {
        let hero = try #require(try decode(Self.heroJSON).hero)
        #expect(hero.typename == "Human")
        #expect(hero.id == "1000")
        #expect(hero.appearsIn == [.newhope, .jedi, nil])
        #expect(hero.height == 1.72)
        #expect(hero.friends?.count == 3)
        #expect(hero.friends?[1] == nil)
        #expect(hero.friends?[2]?.name == "Leia")
        #expect(hero.friends?[2]?.stars == 5)
    }

    @Test("a nullable field may be null or absent")
    func nullableFields() throws {
        #expect(try decode(#"{"hero":null}"#).hero == nil)
        #expect(try decode(#"{}"#).hero == nil)
        let hero = try decode(#"{"hero":{"__typename":"Droid","id":"2001","name":"R2","appearsIn":[],"friends":null}}"#)
            .hero
        #expect(hero?.height == nil)
        #expect(hero?.friends == nil)
    }

    @Test(
        "errors name the response path and the expected and found types",
        arguments: [
            (#""name":"Han","stars":"many""#, "hero.friends[2].stars: expected Int, found string"),
            (#""name":"Han""#, "hero.friends[2].stars: missing non-null field"),
            (#""name":null,"stars":1"#, "hero.friends[2].name: expected String, found null"),
            (#""name":"Han","stars":1.5"#, "hero.friends[2].stars: expected an integer, found 1.5"),
            (
                #""name":"Han","stars":9223372036854775808"#,
                "hero.friends[2].stars: expected an integer, found 9223372036854775808"
            ),
        ])
    func pathErrors(thirdFriend: String, message: String) throws {
        let text =
            #"{"hero":{"__typename":"Human","id":"1","name":"L","appearsIn":[],"friends":[null,null,{"#
            + thirdFriend + "}]}}"
        let error = #expect(throws: GraphQLDecodingError.self) { try decode(text) }
        #expect(error?.description == message)
        #expect(error?.path.components.prefix(3) == [.key("hero"), .key("friends"), .index(2)])
    }

    @Test(
        "top-level type and enum failures",
        arguments: [
            (
                #"{"hero":{"__typename":"Human","id":"1","name":"L","appearsIn":["SITH"]}}"#,
                #"hero.appearsIn[0]: unknown Episode value "SITH""#
            ),
            (
                #"{"hero":{"__typename":"Human","id":7,"name":"L","appearsIn":[]}}"#,
                "hero.id: expected String, found number"
            ),
            (#"{"hero":{"id":"1"}}"#, "hero.__typename: missing non-null field"),
            (#"{"hero":[]}"#, "hero: expected Hero, found array"),
            (#"[]"#, "(root): expected HeroQueryData, found array"),
        ])
    func otherErrors(text: String, message: String) {
        let error = #expect(throws: GraphQLDecodingError.self) { try decode(text) }
        #expect(error?.description == message)
    }

    @Test("scalars: Int range, Double from integers, Bool, custom conversion")
    func scalars() throws {
        let reader = try JSONObjectReader(JSONParser.parse(#"{"big":3000000000,"f":2,"b":true,"d":"2024-01-02"}"#))
        #expect(throws: GraphQLDecodingError.self) { try reader.field("big", as: Int32.self) }
        #expect(try reader.field("big", as: Int.self) == 3_000_000_000)
        #expect(try reader.field("f", as: Double.self) == 2)
        #expect(try reader.field("b", as: Bool.self))
        let year = try reader.field("d") { value throws(GraphQLDecodingError) in
            guard let text = value.stringValue, let year = Int(text.prefix(4)) else {
                throw GraphQLDecodingError(.invalidValue("not a date"))
            }
            return year
        }
        #expect(year == 2024)
        let error = #expect(throws: GraphQLDecodingError.self) {
            try reader.field("b") { _ throws(GraphQLDecodingError) -> Int in
                throw GraphQLDecodingError(.invalidValue("nope"))
            }
        }
        #expect(error?.description == "b: nope")
    }
}

/// Shaped like a generated enum that survives values added to the schema later.
private enum Color: RawRepresentable, JSONValueDecodable, Equatable {
    case red, green
    case __unknown(String)

    init?(rawValue: String) {
        switch rawValue {
        case "RED": self = .red
        case "GREEN": self = .green
        default: self = .__unknown(rawValue)
        }
    }

    var rawValue: String {
        switch self {
        case .red: return "RED"
        case .green: return "GREEN"
        case .__unknown(let value): return value
        }
    }
}

@Suite("JSONObjectReader enums")
struct JSONObjectReaderEnumTests {
    @Test("an enum with an unknown case keeps unknown values")
    func unknownCase() throws {
        let reader = try JSONObjectReader(JSONParser.parse(#"{"colors":["RED","TEAL","GREEN"]}"#))
        #expect(try reader.field("colors") as [Color] == [.red, .__unknown("TEAL"), .green])
    }
}
