extension JSONParserCore {
    /// Exact powers of ten that a double holds without rounding (10^0 … 10^22).
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// Parses a number at the position (a `-` or a digit); see ``JSONNumber`` for the cases.
    mutating func parseNumber() throws(JSONParseError) -> JSONNumber {
        let start = position
        let negative = base[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        guard position < end else { throw error(.unexpectedEndOfInput, at: position) }

        // Up to 19 significant digits fit in a UInt64; more set `truncated` and take the slow path.
        var significand: UInt64 = 0
        var digitCount = 0
        var truncated = false
        var decimalExponent = 0

        let first = base[position]
        if first == UInt8(ascii: "0") {
            position += 1
            if position < end, isDigit(base[position]) {
                throw error(.invalidNumber("leading zero"), at: start)
            }
        } else if isDigit(first) {
            while position < end, isDigit(base[position]) {
                if digitCount < 19 {
                    significand = significand &* 10 &+ UInt64(base[position] &- UInt8(ascii: "0"))
                    if significand != 0 { digitCount += 1 }
                } else {
                    truncated = true
                    decimalExponent += 1
                }
                position += 1
            }
        } else {
            throw error(.invalidNumber("expected a digit"), at: position)
        }

        var isInteger = true
        if position < end, base[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard position < end, isDigit(base[position]) else {
                throw error(.invalidNumber("expected a digit after '.'"), at: position)
            }
            while position < end, isDigit(base[position]) {
                if digitCount < 19 {
                    significand = significand &* 10 &+ UInt64(base[position] &- UInt8(ascii: "0"))
                    if significand != 0 { digitCount += 1 }
                    decimalExponent -= 1
                } else {
                    truncated = true
                }
                position += 1
            }
        }

        if position < end, base[position] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            position += 1
            var exponentNegative = false
            if position < end, base[position] == UInt8(ascii: "+") || base[position] == UInt8(ascii: "-") {
                exponentNegative = base[position] == UInt8(ascii: "-")
                position += 1
            }
            guard position < end, isDigit(base[position]) else {
                throw error(.invalidNumber("expected a digit in the exponent"), at: position)
            }
            var exponent = 0
            while position < end, isDigit(base[position]) {
                // Saturate: anything this large is out of Double's range either way.
                if exponent < 100_000 { exponent = exponent * 10 + Int(base[position] &- UInt8(ascii: "0")) }
                position += 1
            }
            decimalExponent += exponentNegative ? -exponent : exponent
        }

        if isInteger && !truncated {
            if negative {
                if significand == 0 { return .double(-0.0) }
                if significand <= UInt64(Int64.max) + 1 { return .integer(Int64(truncatingIfNeeded: 0 &- significand)) }
            } else if significand <= UInt64(Int64.max) {
                return .integer(Int64(significand))
            }
            return .literal(text(from: start))
        }

        // Clinger's fast path: both the significand and the power of ten are exact doubles, so
        // one multiplication or division rounds correctly.
        if !truncated, significand <= 1 << 53, decimalExponent >= -22, decimalExponent <= 22 {
            var value = Double(significand)
            if decimalExponent < 0 {
                value /= Self.exactPowersOfTen[-decimalExponent]
            } else {
                value *= Self.exactPowersOfTen[decimalExponent]
            }
            return .double(negative ? -value : value)
        }
        if !truncated,
            let value = Self.nearestDouble(significand: significand, exponent: decimalExponent, negative: negative)
        {
            return .double(value)
        }
        let source = text(from: start)
        if isInteger { return .literal(source) }
        guard let value = Double(source), value.isFinite else { return .literal(source) }
        return .double(value)
    }

    private func text(from start: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: base + start, count: position - start), as: UTF8.self)
    }
}
