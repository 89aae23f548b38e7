/// One JSON object of an introspection result being read: counts the members the reader looked
/// up, so that members it does not know can be found without listing every object's keys.
struct IntrospectionObject<JSON: IntrospectionJSONValue> {
    let value: JSON
    /// How many of the object's members were looked up and present.
    private(set) var found = 0

    init(_ value: JSON) {
        self.value = value
    }

    /// The member `key`, when present (it may be `null`).
    mutating func member(_ key: String) -> JSON? {
        guard let member = value[member: key] else { return nil }
        found += 1
        return member
    }

    /// The member `key`, when present and not `null`.
    mutating func nonNullMember(_ key: String) -> JSON? {
        guard let member = member(key), !member.isNull else { return nil }
        return member
    }

    /// Whether the object has members that were not looked up.
    var hasUnreadMembers: Bool { value.memberCount > found }
}

/// The members each kind of introspection object may have: what the reader reads, plus members
/// it knows and deliberately ignores (`__typename`, the spelling of older servers).
enum IntrospectionMembers {
    static let schema: Set<String> = ["description", "queryType", "mutationType", "subscriptionType", "types", "directives", "__typename"]
    static let type: Set<String> = [
        "kind", "name", "description", "specifiedByURL", "specifiedByUrl", "fields", "interfaces", "possibleTypes",
        "enumValues", "inputFields", "ofType", "isOneOf", "__typename",
    ]
    static let field: Set<String> = ["name", "description", "args", "type", "isDeprecated", "deprecationReason", "__typename"]
    static let inputValue: Set<String> = ["name", "description", "type", "defaultValue", "isDeprecated", "deprecationReason", "__typename"]
    static let enumValue: Set<String> = ["name", "description", "isDeprecated", "deprecationReason", "__typename"]
    // onOperation/onFragment/onField: the locations of servers from before 2016.
    static let directive: Set<String> = ["name", "description", "locations", "args", "isRepeatable", "onOperation", "onFragment", "onField", "__typename"]
}
