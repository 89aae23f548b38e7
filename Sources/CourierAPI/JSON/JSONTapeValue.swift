/// One value of a ``JSONTape``: what generated code decodes from, without a ``JSONValue`` tree.
public struct JSONTapeValue: Sendable {
    /// The document.
    @usableFromInline let tape: JSONTape
    /// The value's entry on the tape.
    @usableFromInline let index: Int

    @usableFromInline
    init(tape: JSONTape, index: Int) {
        self.tape = tape
        self.index = index
    }

    @usableFromInline
    var entry: JSONTape.Entry { tape.entries[index] }

    /// The name of the value's kind as used in error messages, as ``JSONValue/kindName``.
    public var kindName: String {
        switch entry.kind {
        case .null: "null"
        case .true, .false: "boolean"
        case .integer, .double, .numberLiteral: "number"
        case .string, .escapedString: "string"
        case .array: "array"
        case .object, .objectWithDuplicates: "object"
        }
    }

    /// Whether the value is `null`.
    @inlinable
    public var isNull: Bool { entry.kind == .null }

    /// Whether the value is an object.
    @inlinable
    public var isObject: Bool {
        let kind = entry.kind
        return kind == .object || kind == .objectWithDuplicates
    }

    /// The value of the member `key` when this is an object that has it (the last one, if the
    /// key repeats); otherwise `nil`.
    ///
    /// - Parameter key: The member name.
    @inlinable
    public subscript(key: String) -> JSONTapeValue? {
        guard isObject, let member = tape.member(key, ofObjectAt: index) else { return nil }
        return JSONTapeValue(tape: tape, index: member)
    }

    /// The boolean, when the value is `true` or `false`.
    @inlinable
    public var boolValue: Bool? {
        switch entry.kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// The number, when the value is a number.
    @inlinable
    public var numberValue: JSONNumber? {
        let entry = entry
        switch entry.kind {
        case .integer, .double, .numberLiteral: return tape.number(in: entry)
        default: return nil
        }
    }

    /// The string, when the value is a string (made on each call).
    @inlinable
    public var stringValue: String? {
        let kind = entry.kind
        return kind == .string || kind == .escapedString ? tape.string(at: index) : nil
    }

    /// The elements, when the value is an array.
    public var arrayElements: [JSONTapeValue]? {
        let entry = entry
        guard entry.kind == .array else { return nil }
        var elements: [JSONTapeValue] = []
        elements.reserveCapacity(Int(entry.count))
        forEachElement { elements.append($0) }
        return elements
    }

    /// Calls `body` with each element of an array, in order; does nothing for other values.
    ///
    /// - Parameter body: Called once per element.
    /// - Throws: What `body` throws.
    @inlinable
    public func forEachElement<Failure: Error>(_ body: (JSONTapeValue) throws(Failure) -> Void) throws(Failure) {
        let entry = entry
        guard entry.kind == .array else { return }
        var position = index + 1
        let end = Int(entry.payload)
        while position < end {
            try body(JSONTapeValue(tape: tape, index: position))
            position = tape.next(after: position)
        }
    }

    /// The number of elements of an array or members of an object as written (a repeated key
    /// counts each time it appears); 0 for other values.
    @inlinable
    public var count: Int {
        let entry = entry
        switch entry.kind {
        case .array, .object, .objectWithDuplicates: return Int(entry.count)
        default: return 0
        }
    }

    /// The value as a ``JSONValue`` tree (built on each call).
    public var jsonValue: JSONValue {
        switch entry.kind {
        case .null: return .null
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .integer, .double, .numberLiteral: return .number(tape.number(in: entry))
        case .string, .escapedString: return .string(tape.string(at: index))
        case .array: return .array(arrayElements?.map(\.jsonValue) ?? [])
        case .object, .objectWithDuplicates: return .object(objectValue)
        }
    }

    /// The value as a ``JSONObject`` when it is an object; an empty object otherwise.
    var objectValue: JSONObject {
        guard isObject else { return JSONObject() }
        var members: [JSONObject.Member] = []
        members.reserveCapacity(count)
        var position = index + 1
        let end = Int(entry.payload)
        while position < end {
            members.append(
                JSONObject.Member(
                    key: tape.string(at: position), value: JSONTapeValue(tape: tape, index: position + 1).jsonValue))
            position = tape.next(after: position + 1)
        }
        // Resolves repeated keys as the tree parser does.
        return JSONObject(members: members)
    }
}
