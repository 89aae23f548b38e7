import CourierAPI
import CourierSupport
import Foundation

/// The Star Wars data the embedded server answers from — the same characters, friendships and
/// rules as Courier's Python integration server (`IntegrationServer/courier_server/data.py`) —
/// with the state mutations change: renames and reviews, and the `reviewAdded` subscribers.
///
/// Resolvers run concurrently on the server's threads; one lock guards the mutable state.
final class StarWarsUniverse: Sendable {
    struct Character {
        let id: String
        let typename: String
        let name: String
        let friends: [String]
        let appearsIn: [String]
        let extra: JSONObject
    }

    static let characters: [Character] = [
        Character(
            id: "1000", typename: "Human", name: "Luke Skywalker", friends: ["1002", "1003", "2000", "2001"],
            appearsIn: ["NEWHOPE", "EMPIRE", "JEDI"], extra: ["homePlanet": "Tatooine", "mass": 77.0]),
        Character(
            id: "1001", typename: "Human", name: "Darth Vader", friends: ["1004"],
            appearsIn: ["NEWHOPE", "EMPIRE", "JEDI"], extra: ["homePlanet": "Tatooine", "mass": 136.0]),
        Character(
            id: "1002", typename: "Human", name: "Han Solo", friends: ["1000", "1003", "2001"],
            appearsIn: ["NEWHOPE", "EMPIRE", "JEDI"], extra: ["homePlanet": .null, "mass": 80.0]),
        Character(
            id: "1003", typename: "Human", name: "Leia Organa", friends: ["1000", "1002", "2000", "2001"],
            appearsIn: ["NEWHOPE", "EMPIRE", "JEDI"], extra: ["homePlanet": "Alderaan", "mass": 49.0]),
        Character(
            id: "1004", typename: "Human", name: "Wilhuff Tarkin", friends: ["1001"], appearsIn: ["NEWHOPE"],
            extra: ["homePlanet": .null, "mass": .null]),
        Character(
            id: "2000", typename: "Droid", name: "C-3PO", friends: ["1000", "1002", "1003", "2001"],
            appearsIn: ["NEWHOPE", "EMPIRE", "JEDI"], extra: ["primaryFunction": "Protocol"]),
        Character(
            id: "2001", typename: "Droid", name: "R2-D2", friends: ["1000", "1002", "1003"],
            appearsIn: ["NEWHOPE", "EMPIRE", "JEDI"], extra: ["primaryFunction": "Astromech"]),
    ]

    private struct Subscriber {
        let episode: String?
        let continuation: AsyncStream<JSONValue>.Continuation
    }

    private struct State {
        var names: [String: String] = [:]
        var reviews: [JSONValue] = []
        var subscribers: [UUID: Subscriber] = [:]
    }

    private let state = Locked(State())

    /// Luke is the hero of The Empire Strikes Back; R2-D2 of every other episode.
    static func heroID(episode: String?) -> String { episode == "EMPIRE" ? "1000" : "2001" }

    /// A character as a partial GraphQL object (friends come from their own resolvers).
    func character(_ id: String) -> JSONValue? {
        guard let record = StarWarsUniverse.characters.first(where: { $0.id == id }) else { return nil }
        var object = record.extra
        object["__typename"] = .string(record.typename)
        object["id"] = .string(record.id)
        object["name"] = .string(state.withLock { $0.names[id] } ?? record.name)
        object["appearsIn"] = .array(record.appearsIn.map { .string($0) })
        return .object(object)
    }

    /// The friends of `id`, in order.
    func friends(of id: String) -> [String] {
        StarWarsUniverse.characters.first { $0.id == id }?.friends ?? []
    }

    /// A page of `id`'s friends as a `FriendsConnection`.
    /// - Throws: ``MockFieldError``-compatible errors for a bad cursor.
    func friendsConnection(of id: String, first: Int?, after: String?) throws -> JSONValue {
        let all = friends(of: id)
        var start = 0
        if let after {
            guard let friend = StarWarsUniverse.decodeCursor(after), let index = all.firstIndex(of: friend) else {
                throw CursorError(cursor: after)
            }
            start = index + 1
        }
        let end = first.map { min(all.count, start + max(0, $0)) } ?? all.count
        let window = Array(all[start..<end])
        let edges: [JSONValue] = window.map { friend in
            .object(["cursor": .string(StarWarsUniverse.encodeCursor(friend)), "node": character(friend) ?? .null])
        }
        return .object([
            "totalCount": .number(.integer(Int64(all.count))),
            "edges": .array(edges),
            "friends": .array(window.compactMap { character($0) }),
            "pageInfo": .object([
                "startCursor": window.first.map { .string(StarWarsUniverse.encodeCursor($0)) } ?? .null,
                "endCursor": window.last.map { .string(StarWarsUniverse.encodeCursor($0)) } ?? .null,
                "hasNextPage": .bool(end < all.count),
                "hasPreviousPage": .bool(start > 0),
            ]),
        ])
    }

    /// Renames a character until ``reset()``; `nil` for an unknown id.
    func rename(_ id: String, to name: String) -> JSONValue? {
        guard StarWarsUniverse.characters.contains(where: { $0.id == id }) else { return nil }
        state.withLock { $0.names[id] = name }
        return character(id)
    }

    /// Stores a review and sends it to the `reviewAdded` subscribers of its episode.
    func addReview(episode: String?, stars: Int, commentary: String?) -> JSONValue {
        let review: JSONValue = .object([
            "episode": episode.map { .string($0) } ?? .null,
            "stars": .number(.integer(Int64(stars))),
            "commentary": commentary.map { .string($0) } ?? .null,
        ])
        let receivers = state.withLock { state -> [AsyncStream<JSONValue>.Continuation] in
            state.reviews.append(review)
            return state.subscribers.values.filter { $0.episode == nil || $0.episode == episode }.map(\.continuation)
        }
        for receiver in receivers { receiver.yield(review) }
        return review
    }

    /// The reviews of `episode`.
    func reviews(episode: String?) -> [JSONValue] {
        state.withLock { $0.reviews.filter { $0["episode"]?.stringValue == episode } }
    }

    /// A stream of the reviews added from now on (for `episode`, or all when `nil`).
    func reviewFeed(episode: String?) -> AsyncStream<JSONValue> {
        let id = UUID()
        return AsyncStream { continuation in
            state.withLock { $0.subscribers[id] = Subscriber(episode: episode, continuation: continuation) }
            continuation.onTermination = { [weak self] _ in
                guard let self else { return }
                self.state.withLock { _ = $0.subscribers.removeValue(forKey: id) }
            }
        }
    }

    /// Undoes renames and forgets reviews (subscribers stay).
    func reset() {
        state.withLock { state in
            state.names.removeAll()
            state.reviews.removeAll()
        }
    }

    /// The opaque cursor of a friendship edge: base64 of `friend:<id>`.
    static func encodeCursor(_ id: String) -> String { Data("friend:\(id)".utf8).base64EncodedString() }

    static func decodeCursor(_ cursor: String) -> String? {
        guard let data = Data(base64Encoded: cursor), let text = String(data: data, encoding: .utf8),
            text.hasPrefix("friend:")
        else { return nil }
        return String(text.dropFirst("friend:".count))
    }

    /// An `after` cursor that names no friend.
    struct CursorError: Error, CustomStringConvertible {
        let cursor: String
        var description: String { "invalid cursor \"\(cursor)\"" }
    }
}
