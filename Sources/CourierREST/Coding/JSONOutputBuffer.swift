import CourierAPI
import Foundation

/// The direct encoder's output: bytes in memory it owns, appended to without `[UInt8]`'s
/// per-append uniqueness check and generic bulk-append path (together about a tenth of an
/// encode). Not copyable, so that one owner frees the memory once.
///
/// The memory comes from `malloc`, so that growing it is a `realloc` (which moves large blocks
/// without copying them) and the finished text becomes `Data` without a copy (``takeData()``).
struct JSONOutputBuffer: ~Copyable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int
    /// Where text that needs escapes is escaped before it is copied in, kept for reuse.
    private var escaped: [UInt8] = []

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = Self.allocate(self.capacity)
    }

    deinit { free(base) }

    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<UInt8> {
        guard let memory = malloc(capacity) else { fatalError("JSONOutputBuffer: out of memory") }
        return memory.assumingMemoryBound(to: UInt8.self)
    }

    /// The bytes written, as `Data` that takes over the memory (trimmed to size); the buffer is
    /// left empty.
    mutating func takeData() -> Data {
        let bytes = realloc(base, max(count, 1)) ?? UnsafeMutableRawPointer(base)
        let data = Data(bytesNoCopy: bytes, count: count, deallocator: .free)
        capacity = 16
        count = 0
        base = Self.allocate(capacity)
        return data
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        guard let grown = realloc(base, newCapacity) else { fatalError("JSONOutputBuffer: out of memory") }
        base = grown.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        Self.copy(source, to: base + count, count: bytes.count)
        count += bytes.count
    }

    /// Appends `byteCount` bytes that `write` stores at the pointer it is given (all of them).
    @inline(__always)
    mutating func append(byteCount: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Void) {
        reserve(byteCount)
        write(base + count)
        count += byteCount
    }

    /// Copies `count` bytes between memory that does not overlap. Most copies here are a key, a
    /// short string or one member of an object, a few to a few dozen bytes: those are done with
    /// two overlapping loads and stores of a word size, which costs less than a call to
    /// `memcpy` and its dispatch on the size; longer ones call it.
    @inline(__always)
    static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        if count >= 8 {
            if count <= 16 {
                let head = from.loadUnaligned(as: UInt64.self)
                let tail = from.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
                to.storeBytes(of: head, as: UInt64.self)
                to.storeBytes(of: tail, toByteOffset: count &- 8, as: UInt64.self)
            } else if count <= 32 {
                let first = from.loadUnaligned(as: (UInt64, UInt64).self)
                let last = from.loadUnaligned(fromByteOffset: count &- 16, as: (UInt64, UInt64).self)
                to.storeBytes(of: first.0, as: UInt64.self)
                to.storeBytes(of: first.1, toByteOffset: 8, as: UInt64.self)
                to.storeBytes(of: last.0, toByteOffset: count &- 16, as: UInt64.self)
                to.storeBytes(of: last.1, toByteOffset: count &- 8, as: UInt64.self)
            } else {
                target.update(from: source, count: count)
            }
        } else if count >= 4 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: count &- 4, as: UInt32.self)
        } else {
            var offset = 0
            while offset < count {
                target[offset] = source[offset]
                offset &+= 1
            }
        }
    }

    /// Appends the ASCII bytes of a short literal (`null`, `true`, ...).
    @inline(__always)
    mutating func append(_ literal: StaticString) {
        append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends a finite `value` as `JSONEncoder` writes it: its `description` without a trailing
    /// `.0` (see ``NumberText/jsonText(_:)``), with no `String` in between: `write(to:)` hands a
    /// stream the same characters as `description` (the two differ only for NaN, which is never
    /// written as a number), and the stream copies them straight into the buffer.
    mutating func appendFloat<T: BinaryFloatingPoint & LosslessStringConvertible & TextOutputStreamable>(_ value: T) {
        reserve(FloatTextStream.capacity)
        var stream = FloatTextStream(start: base + count)
        value.write(to: &stream)
        guard !stream.overflowed else {
            var text = NumberText.jsonText(value)
            text.withUTF8 { append($0) }
            return
        }
        var written = stream.count
        if written >= 2, stream.start[written - 2] == UInt8(ascii: "."), stream.start[written - 1] == UInt8(ascii: "0")
        {
            written -= 2
        }
        count += written
    }

    /// Appends `text` quoted and escaped as ``JSONStringEscaper`` writes it: copied in one go
    /// when nothing in it needs an escape (nearly always), else through the escaper.
    mutating func appendQuoted(_ text: String, escapingSlashes: Bool) {
        var text = text
        text.withUTF8 { utf8 in appendQuoted(utf8: utf8, escapingSlashes: escapingSlashes) }
    }

    /// ``appendQuoted(_:escapingSlashes:)`` for valid UTF-8 bytes.
    mutating func appendQuoted(utf8: UnsafeBufferPointer<UInt8>, escapingSlashes: Bool) {
        for byte in utf8 where byte <= UInt8(ascii: "\\") {
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                || (escapingSlashes && byte == UInt8(ascii: "/"))
            {
                escaped.removeAll(keepingCapacity: true)
                JSONStringEscaper.appendQuoted(utf8: utf8, to: &escaped, escapingSlashes: escapingSlashes)
                let escaped = self.escaped
                escaped.withUnsafeBufferPointer { append($0) }
                return
            }
        }
        reserve(utf8.count + 2)
        base[count] = UInt8(ascii: "\"")
        if let source = utf8.baseAddress { Self.copy(source, to: base + count + 1, count: utf8.count) }
        count += utf8.count + 2
        base[count - 1] = UInt8(ascii: "\"")
    }
}
