// Building an object whose keys the builder already knows to be distinct, for the package's
// other modules (the normalized cache reads records back into objects): one allocation for the
// members, and no search of the members built so far for each new key.
extension JSONObject {
    /// An empty object with room for `capacity` members.
    ///
    /// - Parameter capacity: The number of members expected.
    package init(reservingCapacity capacity: Int) {
        self.init()
        members.reserveCapacity(capacity)
    }

    /// Appends a member whose key the object does not have yet, without looking for it.
    ///
    /// - Parameters:
    ///   - key: A key not among the members (checked in debug builds only).
    ///   - value: The value.
    package mutating func appendNew(_ key: String, _ value: JSONValue) {
        assert(position(of: key) == nil, "appendNew(\(key)): the key is already a member")
        // Past the threshold the key index must learn the key: the subscript maintains it.
        guard members.count < Self.indexThreshold else {
            self[key] = value
            return
        }
        members.append(Member(key: key, value: value))
    }
}
