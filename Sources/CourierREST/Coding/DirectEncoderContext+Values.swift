import CourierAPI
import Foundation

/// Where a value sits in its container, for its coding path: made into a path node only when an
/// error or a nested encoder needs one.
enum DirectValueSlot {
    case none
    case key(any CodingKey)
    case index(Int)

    /// The value's key in its container, as a coding path names it.
    var key: (any CodingKey)? {
        switch self {
        case .none: nil
        case .key(let key): key
        case .index(let index): IndexCodingKey(index: index)
        }
    }

    /// The path of the value in a container at `path`.
    func node(in path: CodingPathNode) -> CodingPathNode {
        switch self {
        case .none: path
        case .key(let key): path.appending(key)
        case .index(let index): path.appending(index: index)
        }
    }
}

// Writing values: scalars straight into the buffer, the types `JSONEncoder` special-cases by
// their strategies, everything else through its `encode(to:)` with a fresh `DirectEncoder`.
extension DirectEncoderContext {
    /// Writes `value` at the current position; `false` when it encoded nothing (nothing written).
    ///
    /// The path and slot are evaluated only for an error or a nested encoder (most values need
    /// neither, and a key made into an existential costs a few value-witness calls).
    func encode<T: Encodable>(
        _ value: T, in path: @autoclosure () -> CodingPathNode, at slot: @autoclosure () -> DirectValueSlot
    ) throws -> Bool {
        // Metatype comparisons, then a reinterpretation rather than `as?`: a dynamic cast per
        // value cost more than writing most scalars.
        if T.self == String.self {
            writeString(Self.same(value, as: String.self))
        } else if T.self == Int.self {
            writeInteger(Self.same(value, as: Int.self))
        } else if T.self == Bool.self {
            writeBool(Self.same(value, as: Bool.self))
        } else if T.self == Double.self {
            try writeFloat(Self.same(value, as: Double.self), in: path(), at: slot())
        } else if T.self == Float.self {
            try writeFloat(Self.same(value, as: Float.self), in: path(), at: slot())
        } else {
            return try encodeOther(value, in: path, at: slot)
        }
        return true
    }

    /// ``encode(_:in:at:)`` for a value that is not one of the common scalars: by its kind,
    /// worked out once per type (see ``DirectValueKind``).
    private func encodeOther<T: Encodable>(
        _ value: T, in path: () -> CodingPathNode, at slot: () -> DirectValueSlot
    ) throws -> Bool {
        switch kind(of: T.self) {
        case .date:
            return try writeDate(Self.same(value, as: Date.self), in: path, at: slot)
        case .data:
            if let data = value as? Data { return try writeData(data, in: path, at: slot) }
        case .url:
            if let url = value as? URL {
                writeString(url.absoluteString)
                return true
            }
        case .decimal:
            if let decimal = value as? Decimal {
                writeASCII(decimal.description)
                return true
            }
        case .scalarArray:
            if writeScalarArray(value) { return true }
        case .array:
            if let array = value as? any DirectEncodableArray {
                try array.writeElements(to: self, path: slot().node(in: path()))
                return true
            }
        case .dictionary:
            if !usesDefaultKeys, let dictionary = value as? any StringKeyedEncodableDictionary {
                try writeDictionary(dictionary, path: slot().node(in: path()))
                return true
            }
        case .other:
            break
        }
        return try encodeWithEncoder(in: path, at: slot) { try value.encode(to: $0) }
    }

    /// `value` as `U`, which the caller has checked `T` is.
    @inline(__always)
    static func same<T, U>(_ value: T, as type: U.Type) -> U {
        precondition(T.self == U.self)
        return unsafeBitCast(value, to: U.self)
    }

    /// Writes `value`, or `{}` when it encoded nothing (what Foundation writes inside a container).
    func encodeNested<T: Encodable>(
        _ value: T, in path: @autoclosure () -> CodingPathNode, at slot: @autoclosure () -> DirectValueSlot
    ) throws {
        if try !encode(value, in: path(), at: slot()) { output.append("{}") }
    }

    /// Whether ``encode(_:in:at:)`` writes values of `type` without looking up their kind.
    @inline(__always)
    static func isCommonScalar<T>(_ type: T.Type) -> Bool {
        T.self == String.self || T.self == Int.self || T.self == Bool.self || T.self == Double.self
            || T.self == Float.self
    }

    /// Runs `body` with a fresh encoder for the value; `false` when it encoded nothing.
    func encodeWithEncoder(
        in path: () -> CodingPathNode, at slot: () -> DirectValueSlot, _ body: (DirectEncoder) throws -> Void
    ) throws -> Bool {
        let encoder = DirectEncoder(context: self, parent: path(), key: slot().key, level: depth)
        do {
            try body(encoder)
        } catch {
            // The value may have been half written; the tree path reproduces what happens next.
            abandon()
            throw error
        }
        if depth < encoder.level { abandon() }
        closeFrames(downTo: encoder.level)
        return encoder.finish()
    }

    func writeNull() { output.append("null") }

    func writeBool(_ value: Bool) {
        if value {
            output.append("true")
        } else {
            output.append("false")
        }
    }

    func writeString(_ value: String) {
        output.appendQuoted(value, escapingSlashes: escapesSlashes)
    }

    /// Appends text that needs no escaping (numbers).
    func writeASCII(_ text: String) {
        var text = text
        text.withUTF8 { output.append($0) }
    }

    @inline(__always)
    func writeInteger<T: FixedWidthInteger>(_ value: T) {
        if T.isSigned, value < 0 { output.append(UInt8(ascii: "-")) }
        var magnitude = UInt64(value.magnitude)
        if magnitude < 10 {
            output.append(UInt8(ascii: "0") + UInt8(magnitude))
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = 20
            while magnitude > 0 {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            output.append(UnsafeBufferPointer(rebasing: digits[start..<20]))
        }
    }

    func writeFloat<T: BinaryFloatingPoint & LosslessStringConvertible & TextOutputStreamable>(
        _ value: T, in path: @autoclosure () -> CodingPathNode, at slot: @autoclosure () -> DirectValueSlot
    ) throws {
        guard value.isFinite else {
            guard
                case .convertToString(let positive, let negative, let nan) = options.nonConformingFloatEncodingStrategy
            else {
                abandon()
                throw EncodingError.invalidValue(
                    value,
                    EncodingError.Context(
                        codingPath: slot().node(in: path()).path,
                        debugDescription: "Unable to encode \(T.self).\(value) directly in JSON."))
            }
            writeString(value.isNaN ? nan : value > 0 ? positive : negative)
            return
        }
        output.appendFloat(value)
    }

    private func writeDate(_ date: Date, in path: () -> CodingPathNode, at slot: () -> DirectValueSlot) throws -> Bool {
        switch options.dateEncodingStrategy {
        case .deferredToDate:
            return try encodeWithEncoder(in: path, at: slot) { try date.encode(to: $0) }
        case .secondsSince1970: try writeFloat(date.timeIntervalSince1970, in: path(), at: slot())
        case .millisecondsSince1970: try writeFloat(1000.0 * date.timeIntervalSince1970, in: path(), at: slot())
        case .iso8601:
            if !ISO8601DateText.appendQuoted(date, to: &output) { writeString(date.formatted(.iso8601)) }
        case .formatted(let formatter): writeString(formatter.string(from: date))
        case .custom(let encode):
            try encodeNested(DirectCustomValue { try encode(date, $0) }, in: path(), at: slot())
        }
        return true
    }

    private func writeData(_ data: Data, in path: () -> CodingPathNode, at slot: () -> DirectValueSlot) throws -> Bool {
        switch options.dataEncodingStrategy {
        case .deferredToData:
            return try encodeWithEncoder(in: path, at: slot) { try data.encode(to: $0) }
        case .base64: writeString(data.base64EncodedString())
        case .custom(let encode):
            try encodeNested(DirectCustomValue { try encode(data, $0) }, in: path(), at: slot())
        }
        return true
    }

    /// A `[String: Value]` under a key strategy: its keys are data and are written as they are.
    private func writeDictionary(_ dictionary: any StringKeyedEncodableDictionary, path: CodingPathNode) throws {
        let frame = openFrame(isObject: true)
        for (name, value) in dictionary.encodableMembers {
            guard enter(frame) else { return }
            beginMember(named: name)
            try encodeNested(value, in: path, at: .key(JSONCodingKey(stringValue: name)))
        }
        if enter(frame) { closeFrames(downTo: frame.level) }
    }
}

/// A value whose encoding is a strategy's closure.
private struct DirectCustomValue: Encodable {
    let body: (any Encoder) throws -> Void

    func encode(to encoder: any Encoder) throws { try body(encoder) }
}
