/// One JSON object of an introspection result being read: counts the members the reader looked
/// up, so that members it does not know can be found without listing every object's keys.
struct IntrospectionObject {
    /// The object's handle in its document.
    let node: Int
    /// How many of the object's members were looked up and present.
    private(set) var found = 0

    init(_ node: Int) {
        self.node = node
    }

    /// The member `key`, when present (it may be `null`).
    mutating func member(_ key: String, in document: any IntrospectionJSONDocument) -> Int? {
        guard let member = document.member(key, of: node) else { return nil }
        found += 1
        return member
    }

    /// The member `key`, when present and not `null`.
    mutating func nonNullMember(_ key: String, in document: any IntrospectionJSONDocument) -> Int? {
        guard let member = member(key, in: document), !document.isNull(member) else { return nil }
        return member
    }

    /// The names of the members not in `known`; the members are listed only when there are more
    /// than were read (a type object carries the members of the other kinds, as `null`).
    func unknownMembers(known: [String], in document: any IntrospectionJSONDocument) -> [String] {
        guard document.memberCount(of: node) > found else { return [] }
        return document.memberNames(of: node).filter { !known.contains($0) }
    }
}

/// The members each kind of introspection object may have: what the reader reads, plus members
/// it knows and deliberately ignores (`__typename`, the spelling of older servers).
enum IntrospectionMembers {
    static let schema: [String] = [
        "description", "queryType", "mutationType", "subscriptionType", "types", "directives", "__typename",
    ]
    static let type: [String] = [
        "kind", "name", "description", "specifiedByURL", "specifiedByUrl", "fields", "interfaces", "possibleTypes",
        "enumValues", "inputFields", "ofType", "isOneOf", "__typename",
    ]
    static let field: [String] = [
        "name", "description", "args", "type", "isDeprecated", "deprecationReason", "__typename",
    ]
    static let inputValue: [String] = [
        "name", "description", "type", "defaultValue", "isDeprecated", "deprecationReason", "__typename",
    ]
    static let enumValue: [String] = ["name", "description", "isDeprecated", "deprecationReason", "__typename"]
    // onOperation/onFragment/onField: the locations of servers from before 2016.
    static let directive: [String] = [
        "name", "description", "locations", "args", "isRepeatable", "isDeprecated", "deprecationReason", "onOperation",
        "onFragment", "onField", "__typename",
    ]
}
