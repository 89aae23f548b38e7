import CourierAPI
import Testing

@testable import CourierGraphQL

/// The normalizer reads a response's tape in place and produces exactly the records it produces
/// from a tree, under every way of choosing cache keys.
@Suite struct NormalizerTapeTests {
    static let configurations: [GraphQLStoreConfiguration] = [
        GraphQLStoreConfiguration(schema: CacheSchema.self),
        GraphQLStoreConfiguration(),
        GraphQLStoreConfiguration { $0.defaultKeyFields = [] },
        GraphQLStoreConfiguration {
            $0.cacheKeyInfo = { typename, object in
                object["name"]?.stringValue.map { CacheKeyInfo(id: $0, uniqueKeyGroup: typename + "ByName") }
            }
        },
    ]

    static func records(of text: String, configuration: GraphQLStoreConfiguration, tape: Bool) throws
        -> CacheRecordSet
    {
        var normalizer = Normalizer(
            configuration: configuration, variables: CacheHeroQuery(episode: "JEDI").__variables, receivedAt: 42)
        if tape {
            let root = try JSONTape(parsing: text).root
            normalizer.normalize(object: root, as: CacheHeroQuery.Data.self, key: .queryRoot)
        } else {
            let object = try #require(try JSONParser.parse(text).objectValue)
            normalizer.normalize(object, as: CacheHeroQuery.Data.self, key: .queryRoot)
        }
        return normalizer.records
    }

    @Test(arguments: configurations.indices)
    func tapeAndTreeGiveTheSameRecords(_ index: Int) throws {
        let text = String(decoding: try JSONValue.object(CacheSamples.r2().__json).serialized(), as: UTF8.self)
        let tree = try Self.records(of: text, configuration: Self.configurations[index], tape: false)
        #expect(tree.count > 2)
        #expect(try Self.records(of: text, configuration: Self.configurations[index], tape: true) == tree)
    }

    @Test func repeatedKeysAndWrongShapesReadAlike() throws {
        // The last `name` wins, a list where an object belongs and an object where a list belongs
        // are kept as scalars, both ways.
        let text = #"""
            {"hero(episode:JEDI)":1,"hero":{"__typename":"Droid","id":"2001","name":"A","name":"R2",
            "friends":{"x":1},"stats":[1,2],"primaryFunction":"Astromech"}}
            """#
        for configuration in Self.configurations {
            let tree = try Self.records(of: text, configuration: configuration, tape: false)
            #expect(try Self.records(of: text, configuration: configuration, tape: true) == tree)
        }
    }
}
