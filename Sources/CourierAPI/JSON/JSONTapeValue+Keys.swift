extension JSONTapeValue {
    /// The member names of an object in the order written (a repeated key appears each time),
    /// without building the members' values; empty for other values.
    public var memberKeys: [String] {
        guard isObject else { return [] }
        var keys: [String] = []
        keys.reserveCapacity(count)
        var position = index + 1
        let end = Int(entry.payload)
        while position < end {
            keys.append(tape.string(at: position))
            position = tape.next(after: position + 1)
        }
        return keys
    }
}

extension JSONTapeValue {
    /// The value's position on its tape: with ``JSONTape/value(at:)``, a handle to the value that
    /// is a plain integer (for readers that keep many values around).
    @inlinable
    public var position: Int { index }
}

extension JSONTape {
    /// The value at `position`, a ``JSONTapeValue/position`` of a value of this tape.
    /// - Parameter position: A position taken from a value of this tape.
    @inlinable
    public func value(at position: Int) -> JSONTapeValue {
        JSONTapeValue(tape: self, index: position)
    }
}
