// Decimal to double without a round trip through text, for numbers that the exact fast path in
// `parseNumber()` cannot take: more than 2^53 in the significand (the 16 and 17 digits of a
// double printed in full, such as 142.85714285714286) or a power of ten past 10^22.
extension JSONParserCore {
    /// The double nearest to `significand` × 10^`exponent`, found by the Eisel–Lemire method:
    /// multiply the significand by the 128 leading bits of the power of ten (``powersOfTen``) and
    /// keep the product's top 54 bits. Returns `nil` when those bits cannot decide the rounding,
    /// or when the result is zero, subnormal or infinite; the caller then reads the number's text
    /// with `Double(_:)`, which rounds correctly in every case.
    ///
    /// - Parameters:
    ///   - significand: The number's decimal digits, exact (no digit dropped).
    ///   - exponent: The power of ten that scales them.
    ///   - negative: Whether the number has a minus sign.
    static func nearestDouble(significand: UInt64, exponent: Int, negative: Bool) -> Double? {
        guard significand != 0, exponent >= lowestPowerOfTen, exponent <= highestPowerOfTen else { return nil }
        let leadingZeros = significand.leadingZeroBitCount
        let normalized = significand &<< UInt64(leadingZeros)
        let row = (exponent &- lowestPowerOfTen) &* 2
        let (powerHigh, powerLow) = powersOfTen.withUnsafeBufferPointer { ($0[row], $0[row &+ 1]) }

        var (high, low) = normalized.multipliedFullWidth(by: powerHigh)
        // The power's low word adds less than `normalized` to `low`; when that could carry into
        // the nine bits below the mantissa that are all ones, take it into account.
        if high & 0x1FF == 0x1FF, low &+ normalized < low {
            let lower = normalized.multipliedFullWidth(by: powerLow)
            let (mergedLow, carry) = low.addingReportingOverflow(lower.high)
            let mergedHigh = high &+ (carry ? 1 : 0)
            // Still undecided: the bits past 128 could carry too.
            if mergedHigh & 0x1FF == 0x1FF, mergedLow == .max, lower.low &+ normalized < lower.low { return nil }
            (high, low) = (mergedHigh, mergedLow)
        }

        // The top 54 bits: the 53 of the mantissa and one to round with.
        let topBit = Int(truncatingIfNeeded: high &>> 63)
        var mantissa = high &>> UInt64(topBit &+ 9)
        // floor(exponent × log2(10)), as 217706 / 2^16 ≈ log2(10) gives it over this range.
        var binaryExponent = ((217_706 &* exponent) &>> 16) &+ 64 &+ 1023 &- leadingZeros &- (1 ^ topBit)
        // Exactly halfway between two doubles: the rounding needs every digit.
        if low == 0, high & 0x1FF == 0, mantissa & 3 == 1 { return nil }
        mantissa &+= mantissa & 1
        mantissa &>>= 1
        if mantissa &>> 53 != 0 {
            mantissa &>>= 1
            binaryExponent &+= 1
        }
        guard binaryExponent > 0, binaryExponent < 0x7FF else { return nil }
        let sign: UInt64 = negative ? 1 &<< 63 : 0
        return Double(bitPattern: sign | UInt64(binaryExponent) &<< 52 | mantissa & (1 &<< 52 &- 1))
    }
}
