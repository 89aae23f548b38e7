import Foundation

/// The field names of the records decoded before, by position: records of one type list the same
/// names in the same order, so a stored name is compared as bytes with the name decoded at its
/// position last time and that string reused, instead of validating its UTF-8 and building a
/// string again for every record a merge or read loads.
struct FieldNameInterner {
    /// The most positions remembered (records with more fields decode the rest as before).
    static let capacity = 64

    private var names: [String] = []
    /// How many leading remembered names a decoder found pairwise distinct
    /// (``markDistinct(_:)``); replacing one lowers it to that name's position. A record whose
    /// names all came back remembered, no more of them than this, needs no check for repeats.
    private(set) var distinctPrefix = 0

    /// Notes that the first `count` remembered names are pairwise distinct.
    ///
    /// - Parameter count: How many leading names were checked.
    mutating func markDistinct(_ count: Int) {
        distinctPrefix = Swift.max(distinctPrefix, Swift.min(count, names.count))
    }

    /// The field name whose UTF-8 is `bytes`, at field position `position` of a record.
    ///
    /// - Parameters:
    ///   - position: The field's position in its record.
    ///   - bytes: The name's UTF-8 bytes as stored.
    /// - Returns: The name: the one remembered for the position when its bytes are the same.
    mutating func name(at position: Int, _ bytes: UnsafeRawBufferPointer) -> String {
        if position < names.count {
            let same = names[position].utf8.withContiguousStorageIfAvailable { utf8 in
                guard utf8.count == bytes.count else { return false }
                guard let stored = utf8.baseAddress, let read = bytes.baseAddress else { return utf8.count == 0 }
                return memcmp(stored, read, bytes.count) == 0
            }
            if same == true { return names[position] }
        }
        let name = String(decoding: bytes, as: UTF8.self)
        if position < names.count {
            names[position] = name
            distinctPrefix = Swift.min(distinctPrefix, position)
        } else if position == names.count, position < Self.capacity {
            names.append(name)
        }
        return name
    }
}
