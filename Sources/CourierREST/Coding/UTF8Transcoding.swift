import Foundation

/// The encoding detection `JSONDecoder` applies before parsing (RFC 4627 §3): UTF-16 and UTF-32,
/// with or without a byte order mark, are converted to UTF-8.
enum UTF8Transcoding {
    /// The document as UTF-8 when it is UTF-16 or UTF-32; `nil` when it is already UTF-8 (a
    /// UTF-8 byte order mark is left to the parser, which skips it).
    /// - Throws: `CocoaError` when the bytes do not decode in the detected encoding.
    static func utf8Bytes(ofNonUTF8JSON data: Data) throws -> [UInt8]? {
        guard !data.isEmpty else { return nil }
        // Read in place: this runs before every decode, and arrays for four bytes cost a small
        // document's decode about an eighth.
        let count = data.count
        let start = data.startIndex
        let byte = { (offset: Int) in offset < count ? Int(data[start + offset]) : -1 }
        let (encoding, bomLength) = detect(byte(0), byte(1), byte(2), byte(3))
        guard let encoding else { return nil }
        guard let text = String(data: data.dropFirst(bomLength), encoding: encoding) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        return Array(text.utf8)
    }

    /// The encoding the first four bytes (-1 past the end) announce, and its BOM's length.
    private static func detect(_ b0: Int, _ b1: Int, _ b2: Int, _ b3: Int) -> (String.Encoding?, Int) {
        switch (b0, b1, b2, b3) {
        case (0, 0, 0xFE, 0xFF): return (.utf32BigEndian, 4)
        case (0xFE, 0xFF, 0, 0): return (.utf32LittleEndian, 4)
        case (0xFE, 0xFF, _, _): return (.utf16BigEndian, 2)
        case (0xFF, 0xFE, _, _): return (.utf16LittleEndian, 2)
        case (0xEF, 0xBB, 0xBF, _): return (nil, 0)
        default: break
        }
        let nonZero = { (byte: Int) in byte > 0 }
        if b0 == 0, b1 == 0, b2 == 0, nonZero(b3) { return (.utf32BigEndian, 0) }
        if b0 == 0, nonZero(b1), b2 == 0, nonZero(b3) { return (.utf16BigEndian, 0) }
        if nonZero(b0), b1 == 0, b2 == 0, b3 == 0 { return (.utf32LittleEndian, 0) }
        if nonZero(b0), b1 == 0, nonZero(b2), b3 == 0 { return (.utf16LittleEndian, 0) }
        if b0 == 0, nonZero(b1), b2 == -1, b3 == -1 { return (.utf16BigEndian, 0) }
        if nonZero(b0), b1 == 0, b2 == -1, b3 == -1 { return (.utf16LittleEndian, 0) }
        return (nil, 0)
    }
}
