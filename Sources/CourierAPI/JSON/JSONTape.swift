package import Foundation

/// A parsed JSON document held as a flat array of tokens (a "tape") over its own bytes, which
/// generated code decodes from in place.
///
/// Parsing into a ``JSONValue`` tree allocates an array per object and a string per key;
/// decoding a response into generated types then walks that tree once and throws it away. The
/// tape instead records one small entry per value (strings as byte ranges, integers and doubles
/// in the entry itself, containers with the position just past their end, so skipping one is a
/// single step) and makes a `String` only for the strings the decoder reads. Object members are
/// found by a linear scan comparing bytes. The bytes are the tape's own copy of the document, or,
/// for a response body that `URLSessionTransport` gathered into memory of its own, the body's
/// bytes where they are (`GraphQLClient` parses those without a copy).
///
/// The tape accepts exactly what ``JSONParser`` accepts and fails with the same
/// ``JSONParseError``s; duplicate keys resolve the same way (the last value wins). Documents of
/// 4 GiB or more are rejected with ``JSONParseError/Reason/inputTooLarge(limit:)``.
///
/// The tape is public and lives in `CourierAPI`, the module apps and generated code link,
/// because generated types decode from it (``JSONValueDecodable/init(tapeValue:)`` is part of
/// that protocol) and `GraphQLClient` hands them its response's tape. Only the reading surface
/// is here — parse, the root, member and element access, scalars, a value's tree on request;
/// the GraphQL envelope codec, normalizing from the tape and the client's parsing live in
/// `CourierGraphQL`, so `CourierAPI` stays the small module generated code needs.
///
/// ```swift
/// let tape = try JSONTape(parsing: body)
/// guard let data = tape.root["data"] else { … }
/// let value = try HeroNameQuery.Data(tapeValue: data)
/// ```
// Unchecked: `bytes` is a pointer, to memory that nothing writes once the tape is made.
public final class JSONTape: @unchecked Sendable {
    /// One value of the document.
    @usableFromInline
    struct Entry: Sendable {
        /// A byte offset (plain strings), an index into ``strings``, the entry index just past a
        /// container, or the low 32 bits of an integer's or a double's bits.
        @usableFromInline var payload: UInt32
        /// A string's length in bytes, a container's element or member count, or the high 32
        /// bits of an integer's or a double's bits.
        @usableFromInline var count: UInt32
        @usableFromInline var kind: Kind

        @usableFromInline
        init(_ kind: Kind, payload: UInt32 = 0, count: UInt32 = 0) {
            self.kind = kind
            self.payload = payload
            self.count = count
        }

        /// An entry that holds `bits` (an integer's or a double's) in place of a payload and count.
        @usableFromInline
        init(_ kind: Kind, bits: UInt64) {
            self.init(kind, payload: UInt32(truncatingIfNeeded: bits), count: UInt32(truncatingIfNeeded: bits &>> 32))
        }

        /// The bits of an ``Kind/integer`` or ``Kind/double`` entry.
        @inlinable
        var bits: UInt64 { UInt64(count) &<< 32 | UInt64(payload) }
    }

    @usableFromInline
    enum Kind: UInt8, Sendable {
        case null, `true`, `false`
        /// An `Int64` held in the entry (see ``Entry/bits``): numbers take no storage of their own.
        case integer
        /// A finite `Double` held in the entry.
        case double
        /// A number that neither holds (``JSONNumber/literal(_:)``): its text is in ``strings``.
        case numberLiteral
        /// Valid UTF-8 without escapes, read straight from ``bytes``.
        case string
        /// A string with escapes, decoded once into ``strings``.
        case escapedString
        /// An object whose keys are known to be distinct: a look-up stops at the first match.
        case object
        /// An object that may repeat a key: a look-up scans every member and takes the last match.
        case objectWithDuplicates
        case array
    }

    /// The document's bytes (the tape's strings point into them): memory the tape allocated and
    /// frees, or the bytes of ``residentData``, read where they are.
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    /// The `Data` whose bytes ``bytes`` reads in place, held so that they stay where they are and
    /// as they are (no copy of it can be changed in place while the tape holds one); `nil` when
    /// the tape allocated ``bytes`` itself.
    private let residentData: Data?
    /// The values in document order: a container is followed by its elements (objects: key,
    /// value, key, value…).
    @usableFromInline let entries: [Entry]
    /// The strings with escapes, and the text of the numbers that are ``Kind/numberLiteral``.
    @usableFromInline let strings: [String]

    /// Parses a complete JSON document.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 bytes holding exactly one JSON value (plus whitespace), copied once, in one
    ///     `memcpy` when their storage is contiguous (`Data`, arrays, slices).
    ///   - options: Limits and choices, as for ``JSONParser``.
    /// - Throws: ``JSONParseError`` with the byte offset, line and column of the first problem.
    @inlinable
    public convenience init(parsing bytes: some Sequence<UInt8>, options: JSONParser.Options = .default)
        throws(JSONParseError)
    {
        // Inlinable, so that the caller's specialization settles the copy: through a generic
        // sequence copy, a `Data` cost about two fifths of the parse of a small document.
        let copy =
            bytes.withContiguousStorageIfAvailable(JSONTape.allocatedCopy(of:))
            ?? Array(bytes).withUnsafeBufferPointer(JSONTape.allocatedCopy(of:))
        try self.init(allocated: copy, options: options)
    }

    /// Parses `bytes`, which the tape frees.
    @usableFromInline
    convenience init(allocated bytes: UnsafeBufferPointer<UInt8>, options: JSONParser.Options) throws(JSONParseError) {
        try self.init(bytes: bytes, residentData: nil, options: options)
    }

    /// Parses a complete JSON document from text.
    ///
    /// - Parameters:
    ///   - text: A JSON document.
    ///   - options: Limits and choices, as for ``JSONParser``.
    /// - Throws: ``JSONParseError`` with the byte offset (in UTF-8), line and column of the first problem.
    public convenience init(parsing text: String, options: JSONParser.Options = .default) throws(JSONParseError) {
        var text = text
        let copy = text.withUTF8(JSONTape.allocatedCopy(of:))
        try self.init(bytes: copy, residentData: nil, options: options)
    }

    /// Parses the bytes of `data`, which are at `address`, in place: the tape holds `data` instead
    /// of a copy of its bytes. When `data`'s bytes are not at `address` (a `Data` keeps a few
    /// bytes inside itself), it parses a copy.
    ///
    /// - Parameters:
    ///   - data: The document. Its bytes must stay at `address` for as long as a copy of `data`
    ///     lives: true of memory that the `Data` took over with `Data(bytesNoCopy:count:deallocator:)`
    ///     (see `ResidentBodyBytes` in `CourierHTTP`), since no copy of a shared `Data` is changed
    ///     in place.
    ///   - address: Where `data`'s bytes are.
    ///   - options: Limits and choices, as for ``JSONParser``.
    /// - Throws: ``JSONParseError``, as when parsing a copy.
    package convenience init(residentBytesOf data: Data, at address: UnsafeRawPointer, options: JSONParser.Options)
        throws(JSONParseError)
    {
        guard data.withUnsafeBytes({ $0.baseAddress == address }) else {
            try self.init(parsing: data, options: options)
            return
        }
        let bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: data.count)
        try self.init(bytes: bytes, residentData: data, options: options)
    }

    /// Parses `bytes`, which the tape frees unless it reads them from `residentData`.
    private init(bytes: UnsafeBufferPointer<UInt8>, residentData: Data?, options: JSONParser.Options)
        throws(JSONParseError)
    {
        var builder = JSONTapeBuilder(expectedBytes: bytes.count)
        var core = JSONParserCore(buffer: bytes, options: options)
        do throws(JSONParseError) {
            try core.parseTape(into: &builder)
        } catch {
            if residentData == nil { bytes.deallocate() }
            throw error
        }
        self.bytes = bytes
        self.residentData = residentData
        entries = builder.entries
        strings = builder.strings
    }

    deinit {
        if residentData == nil { bytes.deallocate() }
    }

    /// A copy of `bytes` in memory of its own, which a tape made with it frees.
    @usableFromInline
    static func allocatedCopy(of bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = copy.initialize(from: bytes)
        return UnsafeBufferPointer(copy)
    }

    /// The document's top-level value.
    public var root: JSONTapeValue { JSONTapeValue(tape: self, index: 0) }

    /// The index of the entry after the value at `index` (and everything inside it).
    @inlinable
    func next(after index: Int) -> Int {
        let entry = entries[index]
        switch entry.kind {
        case .object, .objectWithDuplicates, .array: return Int(entry.payload)
        default: return index + 1
        }
    }

    /// The index of the value of the member `key` of the object at `index`, or `nil`.
    @usableFromInline
    func member(_ key: String, ofObjectAt index: Int) -> Int? {
        // Reads the key's UTF-8 in place (native and small strings); copies it only otherwise.
        if let found = key.utf8.withContiguousStorageIfAvailable({ key in member(key, ofObjectAt: index) }) {
            return found
        }
        var key = key
        return key.withUTF8 { key in member(key, ofObjectAt: index) }
    }

    private func member(_ key: UnsafeBufferPointer<UInt8>, ofObjectAt index: Int) -> Int? {
        let bytes = self.bytes
        return entries.withUnsafeBufferPointer { entries in
            let object = entries[index]
            let takesLast = object.kind == .objectWithDuplicates
            var found: Int?
            var position = index + 1
            let end = Int(object.payload)
            while position < end {
                if keyEquals(entries[position], key, bytes: bytes) {
                    if !takesLast { return position + 1 }
                    found = position + 1
                }
                let value = entries[position + 1]
                switch value.kind {
                case .object, .objectWithDuplicates, .array: position = Int(value.payload)
                default: position += 2
                }
            }
            return found
        }
    }

    /// Whether the key `entry` spells `key`.
    @inline(__always)
    private func keyEquals(_ entry: Entry, _ key: UnsafeBufferPointer<UInt8>, bytes: UnsafeBufferPointer<UInt8>) -> Bool
    {
        guard entry.kind == .string else {
            var text = strings[Int(entry.payload)]
            return text.withUTF8 { Self.equal($0, key) }
        }
        guard Int(entry.count) == key.count else { return false }
        guard let base = bytes.baseAddress, let keyBase = key.baseAddress else { return key.isEmpty }
        return Self.memcmpEqual(base + Int(entry.payload), keyBase, key.count)
    }

    @usableFromInline
    static func equal(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
        return memcmpEqual(left, right, lhs.count)
    }

    @inlinable @inline(__always)
    static func memcmpEqual(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        // Inlinable (so that `keyEquals` inlined into another module does not call back into
        // this one for every key) and in wrapping arithmetic: `offset` never passes `count`.
        var offset = 0
        while offset &+ 8 <= count {
            let a = UnsafeRawPointer(left).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let b = UnsafeRawPointer(right).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if a != b { return false }
            offset &+= 8
        }
        while offset < count {
            if left[offset] != right[offset] { return false }
            offset &+= 1
        }
        return true
    }

    /// The number of the entry `entry`, which must be a number entry.
    @inlinable
    func number(in entry: Entry) -> JSONNumber {
        switch entry.kind {
        case .integer: .integer(Int64(bitPattern: entry.bits))
        case .double: .double(Double(bitPattern: entry.bits))
        default: .literal(strings[Int(entry.payload)])
        }
    }

    /// The string at `index`, which must be a string entry.
    @usableFromInline
    func string(at index: Int) -> String {
        let entry = entries[index]
        if entry.kind == .escapedString { return strings[Int(entry.payload)] }
        return String(
            decoding: UnsafeBufferPointer(rebasing: bytes[Int(entry.payload)..<Int(entry.payload) + Int(entry.count)]),
            as: UTF8.self)
    }
}
