/// A value collected by the encoder before it is written: scalars already in their JSON text
/// form, containers as shared references so that nested containers can be filled in later.
enum EncodedJSON {
    case null
    case bool(Bool)
    /// A number's JSON text.
    case number(String)
    case string(String)
    case array(EncodedArray)
    case object(EncodedObject)
}

/// An array being encoded.
final class EncodedArray {
    var elements: [EncodedJSON] = []
}

/// An object being encoded: members in the order they were first set; setting a key again
/// replaces its value in place.
final class EncodedObject {
    private(set) var keys: [String] = []
    private(set) var values: [EncodedJSON] = []
    /// Key → position, built once the object is big enough for a linear search to cost.
    private var positions: [String: Int]?

    /// The value for `key`, if set.
    subscript(key: String) -> EncodedJSON? {
        position(of: key).map { values[$0] }
    }

    func set(_ key: String, _ value: EncodedJSON) {
        if let position = position(of: key) {
            values[position] = value
            return
        }
        keys.append(key)
        values.append(value)
        if positions != nil {
            positions?[key] = keys.count - 1
        } else if keys.count > 16 {
            positions = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    private func position(of key: String) -> Int? {
        if let positions { return positions[key] }
        return keys.firstIndex(of: key)
    }
}
