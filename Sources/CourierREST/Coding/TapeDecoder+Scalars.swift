import CourierAPI
import Foundation

// The scalar readers take the value's path and key as autoclosures: only an error needs them.
// Making an existential of every member's key (and destroying it) cost about 3% of a decode, and
// a keyed container makes its path node only when asked (see `TapeObjectReader.node`).
extension TapeDecoder {
    func unwrapBool(_ index: Int, path: @autoclosure () -> CodingPathNode, key: @autoclosure () -> (any CodingKey)?)
        throws -> Bool
    {
        guard tape.valueKind(at: index) == .bool else {
            throw typeMismatch(Bool.self, at: index, path: path().path(appending: key()))
        }
        return tape.boolValue(at: index)
    }

    func unwrapString(_ index: Int, path: @autoclosure () -> CodingPathNode, key: @autoclosure () -> (any CodingKey)?)
        throws -> String
    {
        try checkIsString(index, path: path(), key: key())
        return tape.stringValue(at: index)
    }

    /// Fails as reading a `String` fails when the value at `index` is not a string.
    @inline(__always)
    func checkIsString(_ index: Int, path: @autoclosure () -> CodingPathNode, key: @autoclosure () -> (any CodingKey)?)
        throws
    {
        let kind = tape.valueKind(at: index)
        if kind == .string { return }
        try checkNotNull(index, String.self, path: path(), key: key())
        throw typeMismatch(String.self, at: index, path: path().path(appending: key()))
    }

    /// An integer as `JSONDecoder` reads one: exactly, or through a double when the literal has a
    /// fraction or exponent (so `1.0` and `1e2` are integers, `1.5` is not).
    func unwrapInteger<T: FixedWidthInteger>(
        _ index: Int, as type: T.Type, path: @autoclosure () -> CodingPathNode, key: @autoclosure () -> (any CodingKey)?
    ) throws -> T {
        try checkNotNull(index, T.self, path: path(), key: key())
        guard tape.valueKind(at: index) == .number else {
            throw typeMismatch(T.self, at: index, path: path().path(appending: key()))
        }
        switch tape.numberValue(at: index) {
        case .integer(let value):
            guard let result = T(exactly: value) else { throw Self.numberNotRepresentable }
            return result
        case .double(let value):
            guard let result = T(exactly: value) else { throw Self.numberNotRepresentable }
            // Beyond 2^53 a double no longer tells neighbouring integers apart: read the digits.
            if value.magnitude < 0x1p53 { return result }
            return try NumberText.exactInteger(numberText(at: index), as: T.self)
        case .literal(let text):
            if let result = T(text) { return result }
            guard let double = Double(text), T(exactly: double) != nil else { throw Self.numberNotRepresentable }
            return try NumberText.exactInteger(text, as: T.self)
        }
    }

    func unwrapDouble(_ index: Int, path: @autoclosure () -> CodingPathNode, key: @autoclosure () -> (any CodingKey)?)
        throws -> Double
    {
        try checkNotNull(index, Double.self, path: path(), key: key())
        if tape.valueKind(at: index) == .number {
            switch tape.numberValue(at: index) {
            case .integer(let value): return Double(value)
            case .double(let value):
                // A zero may be a non-zero literal that underflowed, which Foundation rejects.
                if value == 0, !NumberText.isZero(numberText(at: index)) { throw Self.numberNotRepresentable }
                return value
            case .literal(let text):
                guard let value = Double(text), value.isFinite else { throw Self.numberNotRepresentable }
                return value
            }
        }
        if let value = nonConformingFloat(index, as: Double.self) { return value }
        throw typeMismatch(Double.self, at: index, path: path().path(appending: key()))
    }

    func unwrapFloat(_ index: Int, path: @autoclosure () -> CodingPathNode, key: @autoclosure () -> (any CodingKey)?)
        throws -> Float
    {
        try checkNotNull(index, Float.self, path: path(), key: key())
        if tape.valueKind(at: index) == .number {
            if case .integer(let value) = tape.numberValue(at: index) { return Float(value) }
            // Rounded once, from the digits, as Foundation does (not via a double).
            let text = numberText(at: index)
            guard let value = Float(text), value.isFinite, value != 0 || NumberText.isZero(text) else {
                throw Self.numberNotRepresentable
            }
            return value
        }
        if let value = nonConformingFloat(index, as: Float.self) { return value }
        throw typeMismatch(Float.self, at: index, path: path().path(appending: key()))
    }

    /// The infinity or NaN a string stands for under `convertFromString`, if it does.
    private func nonConformingFloat<T: FloatingPoint>(_ index: Int, as type: T.Type) -> T? {
        guard case .convertFromString(let positive, let negative, let nan) = options.nonConformingFloatDecodingStrategy,
            tape.valueKind(at: index) == .string, !tape.stringHasEscapes(at: index)
        else { return nil }
        let text = tape.stringValue(at: index)
        if text.utf8.elementsEqual(positive.utf8) { return .infinity }
        if text.utf8.elementsEqual(negative.utf8) { return -.infinity }
        if text.utf8.elementsEqual(nan.utf8) { return .nan }
        return nil
    }
}

extension TapeDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { tape.valueKind(at: index) == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try unwrapBool(index, path: node, key: key) }
    func decode(_ type: String.Type) throws -> String { try unwrapString(index, path: node, key: key) }
    func decode(_ type: Double.Type) throws -> Double { try unwrapDouble(index, path: node, key: key) }
    func decode(_ type: Float.Type) throws -> Float { try unwrapFloat(index, path: node, key: key) }
    func decode(_ type: Int.Type) throws -> Int { try unwrapInteger(index, as: type, path: node, key: key) }
    func decode(_ type: Int8.Type) throws -> Int8 { try unwrapInteger(index, as: type, path: node, key: key) }
    func decode(_ type: Int16.Type) throws -> Int16 { try unwrapInteger(index, as: type, path: node, key: key) }
    func decode(_ type: Int32.Type) throws -> Int32 { try unwrapInteger(index, as: type, path: node, key: key) }
    func decode(_ type: Int64.Type) throws -> Int64 { try unwrapInteger(index, as: type, path: node, key: key) }
    func decode(_ type: UInt.Type) throws -> UInt { try unwrapInteger(index, as: type, path: node, key: key) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try unwrapInteger(index, as: type, path: node, key: key) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try unwrapInteger(index, as: type, path: node, key: key) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try unwrapInteger(index, as: type, path: node, key: key) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try unwrapInteger(index, as: type, path: node, key: key) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try unwrap(index, as: type, path: node, key: key) }
}
