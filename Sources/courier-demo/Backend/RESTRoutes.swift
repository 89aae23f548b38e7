import CourierAPI
import CourierHTTP
import CourierLoopback
import CourierMockServer

/// The REST routes the tour calls beside `/graphql`, shaped like the integration server's:
/// `GET /rest/characters/{id}` → `{"id", "type", "name", "appearsIn", "friends"}`.
enum RESTRoutes {
    static func install(on host: MockServerHost, universe: StarWarsUniverse) {
        for record in StarWarsUniverse.characters {
            host.route(.get, "/rest/characters/\(record.id)") { _ in
                let name = universe.character(record.id)?["name"] ?? .string(record.name)
                let body: JSONValue = .object([
                    "id": .string(record.id),
                    "type": .string(record.typename),
                    "name": name,
                    "appearsIn": .array(record.appearsIn.map { .string($0) }),
                    "friends": .array(record.friends.map { .string($0) }),
                ])
                return .json((try? body.jsonString()) ?? "{}")
            }
        }
    }
}
