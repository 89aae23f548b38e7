/// An ordered, multi-value collection of HTTP header fields with case-insensitive names.
///
/// Insertion order and the original spelling of each name are kept (they are what goes on the
/// wire); look-ups ignore ASCII case, as RFC 9110 requires.
public struct HTTPFields: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// One header field: a name and a value.
    public struct Field: Sendable, Hashable {
        /// The name as it was given.
        public var name: String
        /// The value.
        public var value: String

        /// Creates a field.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The fields in order.
    public private(set) var fields: [Field]

    /// Creates an empty collection, or one holding `fields` in order.
    public init(_ fields: [Field] = []) { self.fields = fields }

    /// Creates a collection from a dictionary literal, in the literal's order.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.fields = elements.map { Field(name: $0.0, value: $0.1) }
    }

    /// The first value for `name`, or `nil`; setting replaces every value of that name
    /// (`nil` removes them all).
    public subscript(name: String) -> String? {
        get { fields.first { Self.equalNames($0.name, name) }?.value }
        set {
            guard let newValue else { return remove(name) }
            guard let first = fields.firstIndex(where: { Self.equalNames($0.name, name) }) else {
                return fields.append(Field(name: name, value: newValue))
            }
            fields[first].value = newValue
            // Keep the first field of that name in place and drop the later ones.
            var index = fields.index(after: first)
            while index < fields.endIndex {
                if Self.equalNames(fields[index].name, name) { fields.remove(at: index) } else { index += 1 }
            }
        }
    }

    /// Every value for `name`, in order.
    public func values(for name: String) -> [String] {
        fields.filter { Self.equalNames($0.name, name) }.map(\.value)
    }

    /// Whether any field has `name`.
    public func contains(_ name: String) -> Bool {
        fields.contains { Self.equalNames($0.name, name) }
    }

    /// Appends a field, keeping any existing ones of that name.
    public mutating func append(name: String, value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Removes every field of `name`.
    public mutating func remove(_ name: String) {
        fields.removeAll { Self.equalNames($0.name, name) }
    }

    /// Whether there are no fields.
    public var isEmpty: Bool { fields.isEmpty }

    /// Iterates the fields in order.
    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }

    /// The fields as `Name: value` lines (values are not redacted: do not log this directly).
    public var description: String {
        fields.map { "\($0.name): \($0.value)" }.joined(separator: "\n")
    }

    /// Two collections are equal when they hold the same fields in the same order, names compared
    /// case-insensitively.
    public static func == (lhs: HTTPFields, rhs: HTTPFields) -> Bool {
        guard lhs.fields.count == rhs.fields.count else { return false }
        return zip(lhs.fields, rhs.fields).allSatisfy { equalNames($0.name, $1.name) && $0.value == $1.value }
    }

    /// Hashes names lower-cased so that equal collections hash alike.
    public func hash(into hasher: inout Hasher) {
        for field in fields {
            hasher.combine(field.name.lowercased())
            hasher.combine(field.value)
        }
    }

    /// Compares two header names ignoring ASCII case, byte by byte and without allocating (every
    /// header look-up calls this once per field).
    static func equalNames(_ a: String, _ b: String) -> Bool {
        let a = a.utf8
        let b = b.utf8
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) where x != y {
            guard asciiLowercase(x) == asciiLowercase(y) else { return false }
        }
        return true
    }

    /// `byte` with an ASCII capital letter turned into its small letter.
    private static func asciiLowercase(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }
}
