import CourierAPI

/// Seeded multipart part bodies for the differential tests of ``MultipartPayloadReader``: Apollo
/// subscription envelopes and `@defer` payload sequences, written as text so that number
/// spellings, escapes, duplicate keys and member order vary, with broken parts among them.
struct MultipartPartGenerator {
    private var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    private mutating func below(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }
    private mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    private mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    static let numberSpellings = [
        "0", "-0", "1", "-17", "3.0", "0.1", "2.5e3", "1E-400", "1e400", "-1e400", "9223372036854775807",
        "9223372036854775808", "-9223372036854775809", "123456789012345678901234567890", "1.7976931348623157e308",
    ]
    static let stringSpellings = [
        #""""#, #""R2-D2""#, #""caf\u00e9""#, #""\ud83d\ude00 smile""#, #""line\nbreak\t\"quoted\"""#, "\"é à ü\"",
        #""\/slash\\back""#, #""data""#, #""payload""#,
    ]
    static let keys = ["data", "errors", "payload", "extensions", "hasNext", "id", "name", "a", "b", "é", "a\\u0062"]

    /// A JSON scalar's spelling.
    mutating func scalar() -> String {
        switch below(5) {
        case 0: "null"
        case 1: pick(["true", "false"])
        case 2, 3: pick(Self.numberSpellings)
        default: pick(Self.stringSpellings)
        }
    }

    /// Any JSON value, at most `depth` containers deep.
    mutating func value(depth: Int) -> String {
        guard depth > 0, chance(55) else { return scalar() }
        if chance(50) {
            return "[" + (0..<below(4)).map { _ in value(depth: depth - 1) }.joined(separator: ",") + "]"
        }
        return object(depth: depth - 1)
    }

    /// An object, sometimes repeating a key.
    mutating func object(depth: Int) -> String {
        var members = (0..<below(4)).map { _ in "\"\(pick(Self.keys))\":\(value(depth: depth))" }
        if chance(10), let first = members.first { members.append(first) }
        return "{" + members.joined(separator: ",") + "}"
    }

    /// An entry of an `errors` list: usually a GraphQL error, sometimes not one.
    mutating func errorEntry() -> String {
        if chance(10) { return value(depth: 1) }
        var members: [String] = []
        if !chance(10) { members.append("\"message\":" + (chance(90) ? pick(Self.stringSpellings) : scalar())) }
        if chance(40) {
            let location = #"{"line":\#(pick(["1", "7", "2.5", "\"x\""])),"column":\#(pick(["3", "-1", "null"]))}"#
            members.append(#""locations":[\#(location)\#(chance(30) ? ",{}" : "")]"#)
        }
        if chance(40) { members.append(#""path":["hero",0,\#(pick(["1.5", "\"friends\"", "null", "2"]))]"#) }
        if chance(30) { members.append("\"extensions\":" + (chance(80) ? object(depth: 2) : scalar())) }
        return "{" + shuffled(members).joined(separator: ",") + "}"
    }

    /// An `errors` member's value: a list of entries, or (rarely) not a list.
    mutating func errorList() -> String {
        if chance(10) { return scalar() }
        return "[" + (0..<below(3)).map { _ in errorEntry() }.joined(separator: ",") + "]"
    }

    /// An execution result: `data`, `errors`, `extensions` and stray members, each maybe absent.
    mutating func executionResult() -> String {
        var members: [String] = []
        if chance(85) { members.append("\"data\":" + pick([object(depth: 3), object(depth: 3), "null", scalar()])) }
        if chance(35) { members.append("\"errors\":" + errorList()) }
        if chance(25) { members.append("\"extensions\":" + (chance(80) ? object(depth: 2) : scalar())) }
        if chance(10) { members.append("\"\(pick(Self.keys))\":\(value(depth: 2))") }
        return "{" + shuffled(members).joined(separator: ",") + "}"
    }

    /// One subscription part: a heartbeat, an envelope around a result, `null` or something else,
    /// transport-level errors, or a broken part.
    mutating func subscriptionPart() -> [UInt8] {
        switch below(12) {
        case 0: return Array(pick(["{}", "", " \r\n\t", "\u{FEFF}{}", "{ }"]).utf8)
        case 1: return Array(#"{"payload":null\#(chance(60) ? ",\"errors\":" + errorList() : "")}"#.utf8)
        case 2: return Array(#"{"errors":\#(errorList())}"#.utf8)
        case 3: return Array(#"{"payload":\#(value(depth: 2))}"#.utf8)
        case 4: return brokenPart()
        default:
            var members = ["\"payload\":" + executionResult()]
            if chance(20) { members.append("\"errors\":" + errorList()) }
            if chance(10) { members.append("\"payload\":" + pick(["null", executionResult()])) }
            return Array(("{" + shuffled(members).joined(separator: ",") + "}").utf8)
        }
    }

    /// A part that is not a JSON object, not JSON, not UTF-8, or nested past the parser's limit.
    mutating func brokenPart() -> [UInt8] {
        switch below(8) {
        case 0: return Array(pick(["[]", "[{}]", "\"payload\"", "1", "null", "true"]).utf8)
        case 1: return Array(pick(["{", "nope", #"{"payload":}"#, #"{"payload":{"data":1}"#, "{}{}"]).utf8)
        case 2: return [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]
        case 3: return Array(#"{"payload":{"data":{"a":""#.utf8) + [0xC3, 0x28] + Array(#""}}}"#.utf8)
        case 4: return Array(Self.nested(depth: 600).utf8)
        case 5: return Array(Self.nested(depth: 509).utf8)
        case 6: return Array(#"{"payload":{"data":{"n":\#(pick(Self.numberSpellings))}},"x":1e999999}"#.utf8)
        default: return Array(#"{"payload":{"data":{"s":"\ud800"}}}"#.utf8)
        }
    }

    /// A subscription part whose data nests `depth` lists (plus the three enclosing objects).
    static func nested(depth: Int) -> String {
        #"{"payload":{"data":{"deep":"# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            + "}}}"
    }

    /// A `@defer`/`@stream` exchange: an initial result (or a part that is not one), then
    /// increments whose paths usually exist in the initial data and sometimes do not.
    mutating func incrementalSequence() -> [[UInt8]] {
        let data = treeObject(depth: 3)
        var first: [String] = []
        switch below(10) {
        case 0: first.append("\"data\":null")
        case 1: break
        default: first.append("\"data\":" + Self.text(data))
        }
        if chance(25) || first.isEmpty && chance(50) { first.append("\"errors\":" + errorList()) }
        if chance(20) { first.append("\"extensions\":" + object(depth: 1)) }
        first.append(contentsOf: hasNextMember())
        var parts = [Array(("{" + shuffled(first).joined(separator: ",") + "}").utf8)]
        if chance(5) { parts[0] = brokenPart() }
        for _ in 0..<below(4) { parts.append(incrementalPayload(into: data)) }
        return parts
    }

    private mutating func hasNextMember() -> [String] {
        switch below(6) {
        case 0: []
        case 1: [#""hasNext":"yes""#]
        case 2, 3: [#""hasNext":false"#]
        default: [#""hasNext":true"#]
        }
    }

    private mutating func incrementalPayload(into data: JSONValue) -> [UInt8] {
        if chance(8) { return pick([Array("{}".utf8), Array(" ".utf8), brokenPart()]) }
        var members: [String] = []
        if !chance(15) {
            members.append(
                "\"incremental\":[" + (0..<below(3)).map { _ in increment(into: data) }.joined(separator: ",") + "]")
        }
        if chance(20) { members.append("\"errors\":" + errorList()) }
        if chance(15) { members.append("\"extensions\":" + object(depth: 1)) }
        members.append(contentsOf: hasNextMember())
        return Array(("{" + shuffled(members).joined(separator: ",") + "}").utf8)
    }

    private mutating func increment(into data: JSONValue) -> String {
        var path = pathInto(data)
        if chance(10) { path.append(pick([.string("missing"), .number(.integer(9))])) }
        let pathText = Self.text(.array(path))
        var members: [String] = []
        switch below(10) {
        case 0: members.append("\"items\":[" + value(depth: 1) + "," + object(depth: 1) + "]")
        case 1: members.append("\"data\":" + scalar())
        case 2: break
        default: members.append("\"data\":" + Self.text(treeObject(depth: 2)))
        }
        if !chance(5) { members.append("\"path\":" + (chance(95) ? pathText : scalar())) }
        if chance(30) { members.append(#""label":"L\#(below(3))""#) }
        if chance(15) { members.append("\"errors\":" + errorList()) }
        return "{" + shuffled(members).joined(separator: ",") + "}"
    }

    /// A path that leads into `value` (for a stream, to a list element's index).
    private mutating func pathInto(_ value: JSONValue) -> [JSONValue] {
        var path: [JSONValue] = []
        var current = value
        while chance(70) {
            switch current {
            case .object(let object) where !object.isEmpty:
                let member = object[below(object.count)]
                path.append(.string(member.key))
                current = member.value
            case .array(let list) where !list.isEmpty:
                let index = below(list.count)
                path.append(.number(.integer(Int64(index))))
                current = list[index]
            default:
                return path
            }
        }
        return path
    }

    /// A data tree of objects and lists of objects (what increments merge into).
    private mutating func treeObject(depth: Int) -> JSONValue {
        var object = JSONObject()
        for _ in 0..<(1 + below(3)) {
            let key = pick(["hero", "friends", "name", "id", "a", "b"])
            if depth > 0, chance(50) {
                object[key] = chance(60) ? treeObject(depth: depth - 1) : .array([treeObject(depth: depth - 1)])
            } else {
                object[key] = pick([.string("R2"), .number(.integer(3)), .null, .bool(true)])
            }
        }
        return .object(object)
    }

    private static func text(_ value: JSONValue) -> String {
        (try? value.jsonString()) ?? "null"
    }

    private mutating func shuffled(_ items: [String]) -> [String] {
        var items = items
        for index in items.indices.reversed() where index > 0 { items.swapAt(index, below(index + 1)) }
        return items
    }
}
