public import CourierREST

/// A note as the REST endpoint sends it.
public struct RESTNote: Decodable, Sendable, Hashable {
    /// The note's id.
    public let id: String
    /// The note's text.
    public let text: String

    /// Creates a note.
    /// - Parameters:
    ///   - id: The note's id.
    ///   - text: The note's text.
    public init(id: String, text: String) {
        self.id = id
        self.text = text
    }
}

extension Endpoint where Response == RESTNote {
    /// `GET /rest/notes/{id}`.
    /// - Parameter id: The note's id.
    /// - Returns: The endpoint.
    public static func note(_ id: String) -> Endpoint<RESTNote> { Endpoint(.path("notes/\(id)")) }
}
