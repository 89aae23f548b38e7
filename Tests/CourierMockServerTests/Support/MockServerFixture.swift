import CourierAPI
import CourierLoopback
import CourierMockServer
import CourierSupport
import GraphQLLanguage
import Testing

/// Builds servers on the Star Wars schema.
enum MockServerFixture {
    static func schema() throws -> GraphQLSchema {
        try GraphQLSchema(sdl: StarWarsSchema.sdl)
    }

    static func server(_ configure: (inout MockServerConfiguration) -> Void = { _ in }) throws -> GraphQLMockServer {
        GraphQLMockServer(schema: try schema(), configuration: MockServerConfiguration(configure))
    }
}

extension JSONObject {
    /// The member at a dotted path with list indices, e.g. `data.hero.friends.0.name`.
    func value(at path: String) -> JSONValue? {
        var current: JSONValue? = .object(self)
        for part in path.split(separator: ".") {
            if let index = Int(part) { current = current?[index] } else { current = current?[String(part)] }
        }
        return current
    }
}

/// Doubles appended from any task.
final class LockedBoxOfDoubles: Sendable {
    private let box = Locked<[Double]>([])
    func append(_ value: Double) { box.withLock { $0.append(value) } }
    var values: [Double] { box.withLock { $0 } }
}
