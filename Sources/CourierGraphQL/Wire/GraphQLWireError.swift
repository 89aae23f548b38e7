/// Why a JSON value is not a GraphQL response envelope (GraphQL over HTTP, incremental delivery,
/// the WebSocket subprotocols' payloads).
struct GraphQLWireError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong.
    enum Kind: Sendable, Hashable {
        /// The value is not a JSON object.
        case notAnObject
        /// Neither `data` nor a non-empty `errors` list.
        case noResult
        /// The first payload of an incremental stream has neither a `data` nor an `errors` member.
        case firstPayloadWithoutResult
        /// `data` is neither an object nor `null`.
        case dataNotAnObject
        /// An entry of `incremental` is not an object with a `path` list.
        case incrementalEntryWithoutPath
    }

    var kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    /// A sentence naming the problem (the merger's reasons keep their historical wording).
    var description: String {
        switch kind {
        case .notAnObject: "the response is not a JSON object"
        case .noResult: "the response has neither data nor errors"
        case .firstPayloadWithoutResult: "the first payload has neither data nor errors"
        case .dataNotAnObject: "data is neither an object nor null"
        case .incrementalEntryWithoutPath: "an incremental entry without a path"
        }
    }
}
