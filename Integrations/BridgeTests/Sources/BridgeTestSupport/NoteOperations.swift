public import CourierAPI

// Written by hand in the shape `courier generate` produces, for a small schema that the bridge
// tests' server answers:
//
//   type Query { note(id: ID!): Note  notes(offset: Int!, limit: Int!): [Note!]! }
//   type Mutation { renameNote(id: ID!, text: String!): Note! }
//   type Subscription { noteChanged: Note! }
//   type Note { id: ID! text: String! }

/// A note, as every operation below selects it: `{ __typename id text }`.
public struct NoteFields: SelectionSet, Hashable {
    public static let __selections: [Selection] = [.field("id", String.self), .field("text", String.self)]
    public let __typename: String
    public let id: String
    public let text: String
    public init(__typename: String = "Note", id: String, text: String) {
        self.__typename = __typename
        self.id = id
        self.text = text
    }
    public init(from r: JSONObjectReader) throws(GraphQLDecodingError) {
        try self.init(__typename: r.typename(), id: r.field("id"), text: r.field("text"))
    }
    public var __json: JSONObject { .__object(["__typename": __typename, "id": id, "text": text]) }
}

/// `query Note($id: ID!) { note(id: $id) { __typename id text } }`.
public struct NoteQuery: GraphQLQuery {
    public static let operationName = "Note"
    public static let operationDocument: String? = "query Note($id: ID!) { note(id: $id) { __typename id text } }"
    public var id: String
    public init(id: String) { self.id = id }
    public var __variables: JSONObject { ["id": .string(id)] }

    /// The query's data.
    public struct Data: RootSelectionSet, Hashable {
        public static let __selections: [Selection] = [
            .field("note", NoteFields?.self, arguments: ["id": .variable("id")])
        ]
        public let note: NoteFields?
        public init(note: NoteFields?) { self.note = note }
        public init(from r: JSONObjectReader) throws(GraphQLDecodingError) { try self.init(note: r.field("note")) }
        public var __json: JSONObject { .__object(["note": note]) }
    }
}

/// `query NotesPage($offset: Int!, $limit: Int!) { notes(offset: $offset, limit: $limit) { … } }`.
public struct NotesPageQuery: GraphQLQuery {
    public static let operationName = "NotesPage"
    public static let operationDocument: String? =
        "query NotesPage($offset: Int!, $limit: Int!) { notes(offset: $offset, limit: $limit) { __typename id text } }"
    public var offset: Int
    public var limit: Int
    public init(offset: Int, limit: Int) {
        self.offset = offset
        self.limit = limit
    }
    public var __variables: JSONObject {
        ["offset": .number(.integer(Int64(offset))), "limit": .number(.integer(Int64(limit)))]
    }

    /// The query's data.
    public struct Data: RootSelectionSet, Hashable {
        public static let __selections: [Selection] = [
            .field("notes", [NoteFields].self, arguments: ["offset": .variable("offset"), "limit": .variable("limit")])
        ]
        public let notes: [NoteFields]
        public init(notes: [NoteFields]) { self.notes = notes }
        public init(from r: JSONObjectReader) throws(GraphQLDecodingError) { try self.init(notes: r.field("notes")) }
        public var __json: JSONObject { .__object(["notes": notes]) }
    }
}

/// `mutation RenameNote($id: ID!, $text: String!) { renameNote(id: $id, text: $text) { … } }`.
public struct RenameNoteMutation: GraphQLMutation {
    public static let operationName = "RenameNote"
    public static let operationDocument: String? =
        "mutation RenameNote($id: ID!, $text: String!) { renameNote(id: $id, text: $text) { __typename id text } }"
    public var id: String
    public var text: String
    public init(id: String, text: String) {
        self.id = id
        self.text = text
    }
    public var __variables: JSONObject { ["id": .string(id), "text": .string(text)] }

    /// The mutation's data.
    public struct Data: RootSelectionSet, Hashable {
        public static let __selections: [Selection] = [
            .field("renameNote", NoteFields.self, arguments: ["id": .variable("id"), "text": .variable("text")])
        ]
        public let renameNote: NoteFields
        public init(renameNote: NoteFields) { self.renameNote = renameNote }
        public init(from r: JSONObjectReader) throws(GraphQLDecodingError) {
            try self.init(renameNote: r.field("renameNote"))
        }
        public var __json: JSONObject { .__object(["renameNote": renameNote]) }
    }
}

/// `subscription NoteChanged { noteChanged { __typename id text } }`.
public struct NoteChangedSubscription: GraphQLSubscription {
    public static let operationName = "NoteChanged"
    public static let operationDocument: String? = "subscription NoteChanged { noteChanged { __typename id text } }"
    public init() {}
    public var __variables: JSONObject { [:] }

    /// The subscription's data.
    public struct Data: RootSelectionSet, Hashable {
        public static let __selections: [Selection] = [.field("noteChanged", NoteFields.self)]
        public let noteChanged: NoteFields
        public init(noteChanged: NoteFields) { self.noteChanged = noteChanged }
        public init(from r: JSONObjectReader) throws(GraphQLDecodingError) {
            try self.init(noteChanged: r.field("noteChanged"))
        }
        public var __json: JSONObject { .__object(["noteChanged": noteChanged]) }
    }
}
