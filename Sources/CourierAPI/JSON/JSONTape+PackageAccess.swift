/// What one tape entry holds, for the package's other decoders (the REST `Codable` decoder).
@usableFromInline
package enum JSONTapeValueKind: Sendable {
    case null, bool, number, string, object, array
}

// Read-only access to the tape for decoders elsewhere in the package. Inlinable so that a release
// build reads the entries directly; the switch over the internal kinds keeps this file in step
// with them.
extension JSONTape {
    /// The number of entries on the tape.
    @inlinable package var entryCount: Int { entries.count }

    /// The kind of the value at `index`.
    @inlinable
    package func valueKind(at index: Int) -> JSONTapeValueKind {
        switch entries[index].kind {
        case .null: .null
        case .true, .false: .bool
        case .integer, .double, .numberLiteral: .number
        case .string, .escapedString: .string
        case .object, .objectWithDuplicates: .object
        case .array: .array
        }
    }

    /// The boolean at `index` (`true` only for a `true` entry).
    @inlinable package func boolValue(at index: Int) -> Bool { entries[index].kind == .true }

    /// The number at `index`, which must be a number entry.
    @inlinable package func numberValue(at index: Int) -> JSONNumber { number(in: entries[index]) }

    /// The indices of the document's number entries, in document order.
    package var numberEntryIndices: [Int] {
        entries.indices.filter { index in
            switch entries[index].kind {
            case .integer, .double, .numberLiteral: true
            default: false
            }
        }
    }

    /// The string at `index`, which must be a string entry.
    @inlinable package func stringValue(at index: Int) -> String { string(at: index) }

    /// Whether the string at `index` was written with backslash escapes.
    @inlinable package func stringHasEscapes(at index: Int) -> Bool { entries[index].kind == .escapedString }

    /// The element or member count of the container at `index`.
    @inlinable package func containerCount(at index: Int) -> Int { Int(entries[index].count) }

    /// The entry after the value at `index` and everything inside it.
    @inlinable package func entry(after index: Int) -> Int { next(after: index) }

    /// Whether the key entry at `index` spells exactly the UTF-8 bytes `key` (escaped keys are
    /// compared after unescaping). Always inlined: a key search calls it for every member it
    /// tries, and as a call into this module it cost the Codable decoder several percent.
    @inlinable @inline(__always)
    package func keyEquals(at index: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let entry = entries[index]
        guard entry.kind == .string else {
            var text = strings[Int(entry.payload)]
            return text.withUTF8 { JSONTape.equal($0, key) }
        }
        guard Int(entry.count) == key.count else { return false }
        guard let base = bytes.baseAddress, let keyBase = key.baseAddress else { return key.isEmpty }
        return JSONTape.memcmpEqual(base + Int(entry.payload), keyBase, key.count)
    }

    /// The document's bytes, for the rare look-ups that need a number's source text; valid while
    /// the tape lives.
    @inlinable package var documentBytes: UnsafeBufferPointer<UInt8> { bytes }
}
