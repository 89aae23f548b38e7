extension Lexer {
    /// The first offset at or after `index` that may hold a byte strings care about (`"`, `\`,
    /// `\n` or `\r`), skipping eight ordinary bytes at a time.
    ///
    /// The word test may report a false match (a byte after a real one), never a missed one, so
    /// the caller still examines each byte from the returned offset on.
    ///
    /// It also notes a non-ASCII byte among the bytes it skips (see ``lineIsASCII``); the caller
    /// notes those it examines itself.
    @inline(__always)
    mutating func skipOrdinaryStringBytes(from index: Int) -> Int {
        var index = index
        var seen: UInt64 = 0
        while index + 8 <= end {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if Self.containsStringSpecial(word) { break }
            seen |= word
            index += 8
        }
        if seen & 0x8080_8080_8080_8080 != 0 { lineIsASCII = false }
        return index
    }

    /// Whether any byte of `word` may be `"`, `\`, `\n` or `\r` (the classic "has zero byte" test
    /// applied to `word` XOR each pattern).
    @inline(__always)
    static func containsStringSpecial(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let quote = zeroBytes(word ^ (ones &* 0x22))
        let backslash = zeroBytes(word ^ (ones &* 0x5C))
        let newline = zeroBytes(word ^ (ones &* 0x0A))
        let carriageReturn = zeroBytes(word ^ (ones &* 0x0D))
        return (quote | backslash | newline | carriageReturn) != 0
    }
}
