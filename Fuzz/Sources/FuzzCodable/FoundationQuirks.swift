import Foundation

// Where Foundation on Linux departs from RFC 8259, so that its decoder is no oracle.

/// Whether a UTF-8 document has a comma right before the end of an object or array (`[1,]`,
/// `{"a":1 , }`), outside strings: Foundation on Linux (`JSONDecoder` and `JSONSerialization`)
/// accepts such a comma, and `CourierJSONDecoder`, following RFC 8259, does not.
func hasTrailingComma(_ document: Data) -> Bool {
    var afterComma = false
    return anyByteOutsideStrings(of: document) { byte in
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return false
        case UInt8(ascii: "}"), UInt8(ascii: "]"): if afterComma { return true }
        default: break
        }
        afterComma = byte == UInt8(ascii: ",")
        return false
    }
}

/// Whether a UTF-8 document has, outside strings, a number that is zero written with an exponent
/// (`0e3`, `-0.00E+5`): `JSONDecoder` on Linux rejects some of these when it reads a `Double`
/// (`0e1`…`0e9`, `0.00e5`, `-0.0e3`, but not `0e10` or `0.0e3`), taking them for non-zero values
/// that underflowed; RFC 8259 allows them, and `JSONSerialization` and `CourierJSONDecoder` read
/// them as zero.
func hasZeroWithExponent(_ document: Data) -> Bool {
    var token: [UInt8] = []
    let found = anyByteOutsideStrings(of: document) { byte in
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            token.append(byte)
            return false
        default:
            defer { token.removeAll(keepingCapacity: true) }
            return isZeroWithExponent(token)
        }
    }
    return found || isZeroWithExponent(token)
}

/// Whether a number token is zero written with an exponent: an optional `-`, a significand of
/// zeros (and a point) starting with `0`, then `e` or `E`.
private func isZeroWithExponent(_ token: [UInt8]) -> Bool {
    let number = token.drop { $0 == UInt8(ascii: "-") }
    guard let exponent = number.firstIndex(where: { $0 | 0x20 == UInt8(ascii: "e") }) else { return false }
    let significand = number[..<exponent]
    return significand.first == UInt8(ascii: "0")
        && significand.allSatisfy { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: ".") }
}

/// Calls `body` with each byte outside strings (an opening quote included, the string's body and
/// closing quote not) until it returns `true`; whether it did.
private func anyByteOutsideStrings(of document: Data, _ body: (UInt8) -> Bool) -> Bool {
    var inString = false
    var escaped = false
    for byte in document {
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            continue
        }
        if body(byte) { return true }
        if byte == UInt8(ascii: "\"") { inString = true }
    }
    return false
}
