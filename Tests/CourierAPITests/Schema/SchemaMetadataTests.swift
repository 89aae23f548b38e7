import CourierAPI
import Testing

/// Schema metadata, cache keys and generated-style enums.
@Suite struct SchemaMetadataTests {
    enum Metadata: SchemaMetadata {
        static func objectType(forTypename typename: String) -> SchemaType? {
            switch typename {
            case "Droid": .object("Droid", interfaces: ["Character"], keyFields: ["id"])
            case "Edge": .object("Edge", keyFields: ["owner", "number"])
            case "Review": .object("Review")
            default: nil
            }
        }
    }

    enum Episode: GraphQLEnum {
        case newhope, jedi
        case unknown(String)
        static let allCases: [Episode] = [.newhope, .jedi]
        var rawValue: String {
            switch self {
            case .newhope: "NEWHOPE"
            case .jedi: "JEDI"
            case .unknown(let value): value
            }
        }
    }

    @Test func cacheKeysFromKeyFields() {
        #expect(Metadata.cacheKey(for: ["__typename": "Droid", "id": "2001"]) == "Droid:2001")
        #expect(Metadata.cacheKey(for: ["__typename": "Edge", "owner": "apple", "number": 7]) == "Edge:apple/7")
        #expect(Metadata.cacheKey(for: ["__typename": "Droid"]) == nil)
        #expect(Metadata.cacheKey(for: ["__typename": "Review", "id": "1"]) == nil)
        #expect(Metadata.cacheKey(for: ["id": "1"]) == nil)
    }

    @Test func possibleTypes() {
        let character = SchemaType.interface("Character", possibleTypes: ["Human", "Droid"])
        #expect(character.includes("Droid"))
        #expect(!character.includes("Starship"))
        #expect(SchemaType.object("Droid").includes("Droid"))
        #expect(SchemaType.union("SearchResult", possibleTypes: ["Human"]).kind == .union)
    }

    @Test func enumsDecodeUnknownValues() throws {
        #expect(try Episode(jsonValue: "JEDI") == .jedi)
        #expect(try Episode(jsonValue: "HOLIDAY_SPECIAL") == .unknown("HOLIDAY_SPECIAL"))
        #expect(Episode(rawValue: "NEWHOPE") == .newhope)
        #expect(Episode.unknown("X").__jsonValue == "X")
        #expect(throws: GraphQLDecodingError.self) { try Episode(jsonValue: 4) }
    }
}
