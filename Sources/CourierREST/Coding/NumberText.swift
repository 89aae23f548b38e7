import CourierAPI

/// The rare number conversions that need a number's digits rather than its parsed value.
enum NumberText {
    /// A finite floating-point value as `JSONEncoder` writes it: the shortest text that reads
    /// back to the same value, without a trailing `.0`.
    static func jsonText<T: BinaryFloatingPoint & LosslessStringConvertible>(_ value: T) -> String {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// Whether a JSON number literal denotes zero (every digit before the exponent is `0`).
    static func isZero(_ text: String) -> Bool {
        for byte in text.utf8 {
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { return true }
            if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") { return false }
        }
        return true
    }

    /// The integer a literal such as `9007199254740993.0` or `45035996273704970e-1` denotes, the
    /// way `JSONDecoder`'s decimal fallback computes it: the significant digits without their
    /// trailing zeros (as a `Decimal` holds them) must fit a `UInt64`, then the exponent is
    /// applied with truncating division. So `922337203685477580.10` is `922337203685477580`,
    /// while `9223372036854775295.99` (21 digits) is not representable. Like a `Decimal`, it keeps
    /// only the leading digits that fit its 128-bit mantissa (38 or 39) and drops the rest without
    /// rounding, so `9007199254740993.00000000000000000000001` is `9007199254740993`. A negative
    /// value never fits an unsigned type.
    static func exactInteger<T: FixedWidthInteger>(_ text: String, as type: T.Type) throws -> T {
        var digits: [UInt8] = []
        var fractionDigits = 0
        var negative = false
        var inFraction = false
        var exponentText = ""
        var bytes = text.utf8.makeIterator()
        while let byte = bytes.next() {
            switch byte {
            case UInt8(ascii: "-"): negative = true
            case UInt8(ascii: "."): inFraction = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                while let rest = bytes.next() { exponentText.append(Character(Unicode.Scalar(rest))) }
            default:
                digits.append(byte &- UInt8(ascii: "0"))
                if inFraction { fractionDigits += 1 }
            }
        }
        guard
            let written = Int(exponentText.hasPrefix("+") ? String(exponentText.dropFirst()) : exponentText)
                ?? (exponentText.isEmpty ? 0 : nil)
        else { throw TapeDecoder.numberNotRepresentable }
        digits.removeFirst(digits.prefix { $0 == 0 }.count)
        let dropped = digits.count - decimalMantissaDigits(digits)
        digits.removeLast(dropped)
        var trailingZeros = 0
        while trailingZeros < digits.count, digits[digits.count - 1 - trailingZeros] == 0 { trailingZeros += 1 }
        var magnitude: UInt64 = 0
        for digit in digits.dropLast(trailingZeros) {
            let (scaled, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = scaled.addingReportingOverflow(UInt64(digit))
            guard !overflow1, !overflow2 else { throw TapeDecoder.numberNotRepresentable }
            magnitude = sum
        }
        let exponent = written - fractionDigits + dropped + trailingZeros
        if exponent < 0 {
            for _ in 0..<min(-exponent, 40) { magnitude /= 10 }
        } else {
            for _ in 0..<exponent {
                let (scaled, overflow) = magnitude.multipliedReportingOverflow(by: 10)
                guard !overflow else { throw TapeDecoder.numberNotRepresentable }
                magnitude = scaled
            }
        }
        if negative {
            guard T.isSigned, let value = T(exactly: magnitude) else { throw TapeDecoder.numberNotRepresentable }
            return 0 - value
        }
        guard let value = T(exactly: magnitude) else { throw TapeDecoder.numberNotRepresentable }
        return value
    }

    /// The digits of 2^128 − 1, the largest mantissa a `Decimal` holds.
    private static let largestDecimalMantissa = "340282366920938463463374607431768211455".utf8.map {
        $0 &- UInt8(ascii: "0")
    }

    /// How many of `digits` (the first one non-zero) a `Decimal` takes in: it adds digits to its
    /// 128-bit mantissa while the result fits, and ignores every digit from the first that does
    /// not. So all of up to 38 digits, and 39 when those are at most 2^128 − 1.
    private static func decimalMantissaDigits(_ digits: [UInt8]) -> Int {
        let largest = largestDecimalMantissa
        guard digits.count >= largest.count else { return digits.count }
        let fits = !largest.lexicographicallyPrecedes(digits.prefix(largest.count))
        return fits ? largest.count : largest.count - 1
    }
}

/// The stream ``JSONOutputBuffer/appendFloat(_:)`` gives a number's `write(to:)`: it copies the
/// text into room reserved in the buffer, and notes text that would not fit (never seen: the
/// longest `Double` is 24 characters) so that the caller can fall back to `description`.
struct FloatTextStream: TextOutputStream {
    /// The room the caller reserves at `start`.
    static let capacity = 40
    let start: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private(set) var overflowed = false

    init(start: UnsafeMutablePointer<UInt8>) { self.start = start }

    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { _writeASCII($0) }
    }

    /// What the standard library's number types call with their text (`write(_:)` otherwise).
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let source = buffer.baseAddress else { return }
        guard count + buffer.count <= Self.capacity else {
            overflowed = true
            return
        }
        JSONOutputBuffer.copy(source, to: start + count, count: buffer.count)
        count += buffer.count
    }
}

extension TapeDecoder {
    /// Where the document's numbers are: their tape entries and their byte offsets, both in
    /// document order, so that the n-th number entry starts at the n-th offset.
    struct NumberPlaces {
        let entries: [Int]
        let offsets: [Int]

        /// The byte offset where the number of the entry `index` starts.
        func offset(ofEntry index: Int) -> Int {
            var low = 0
            var high = entries.count
            while low < high {
                let middle = (low + high) / 2
                if entries[middle] < index { low = middle + 1 } else { high = middle }
            }
            return low < offsets.count ? offsets[low] : 0
        }
    }

    /// The source text of the number at `index`. The tape keeps numbers parsed, not their
    /// place in the document, so the first call scans the tape and the document once for where
    /// each starts.
    func numberText(at index: Int) -> String {
        if case .literal(let text) = tape.numberValue(at: index) { return text }
        let bytes = tape.documentBytes
        if numberPlaces == nil {
            numberPlaces = NumberPlaces(entries: tape.numberEntryIndices, offsets: Self.numberOffsets(in: bytes))
        }
        let start = numberPlaces?.offset(ofEntry: index) ?? 0
        var end = start
        while end < bytes.count, Self.isNumberByte(bytes[end]) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default: false
        }
    }

    /// The offset of every number in a valid document, in document order: outside strings, a
    /// number is the only token that starts with `-` or a digit.
    private static func numberOffsets(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var offsets: [Int] = []
        var position = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                    position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
                }
                position += 1
            } else if byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
                offsets.append(position)
                while position < bytes.count, isNumberByte(bytes[position]) { position += 1 }
            } else {
                position += 1
            }
        }
        return offsets
    }
}
