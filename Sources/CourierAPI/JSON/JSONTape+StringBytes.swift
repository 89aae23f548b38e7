// Access for the package's other decoders (the REST `Codable` decoder) beyond
// `JSONTape+PackageAccess.swift`: a string entry's UTF-8 without making a `String`, and whether
// an object may repeat a key.
extension JSONTape {
    /// Calls `body` with the UTF-8 of the string at `index` (after unescaping), which must be a
    /// string entry.
    ///
    /// - Parameters:
    ///   - index: A string entry.
    ///   - body: Reads the bytes; they are valid only during the call.
    /// - Returns: What `body` returns.
    @inlinable
    package func withStringUTF8<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let entry = entries[index]
        guard entry.kind == .string else {
            var text = strings[Int(entry.payload)]
            return try text.withUTF8(body)
        }
        return try body(
            UnsafeBufferPointer(rebasing: bytes[Int(entry.payload)..<Int(entry.payload) + Int(entry.count)]))
    }

    /// Whether the object at `index` may hold two members with the same key (when `false`, a
    /// key matches at most one member, so a search may start anywhere).
    @inlinable
    package func objectMayRepeatKeys(at index: Int) -> Bool { entries[index].kind == .objectWithDuplicates }
}
