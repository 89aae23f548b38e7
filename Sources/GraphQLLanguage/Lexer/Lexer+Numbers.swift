extension Lexer {
    /// Reads an IntValue or FloatValue: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, which
    /// may not be followed directly by `.` or a name start (so `01`, `1.`, `1e`, `0x1` and
    /// `123abc` are errors).
    mutating func readNumber() throws(GraphQLSyntaxError) -> Token {
        let start = position
        var index = position
        var isFloat = false
        if base[index] == 0x2D { index += 1 }  // -
        if base[index] == 0x30 {  // 0
            index += 1
            if isDigit(at: index) {
                throw error(at: index, "Invalid number, unexpected digit after 0: \(describeCharacter(at: index)).")
            }
        } else {
            index = try readDigits(from: index)
        }
        if base[index] == 0x2E {  // .
            isFloat = true
            index = try readDigits(from: index + 1)
        }
        if base[index] == 0x65 || base[index] == 0x45 {  // e E
            isFloat = true
            index += 1
            if base[index] == 0x2B || base[index] == 0x2D { index += 1 }  // + -
            index = try readDigits(from: index)
        }
        if index < end {
            switch base[index] {
            case 0x2E, 0x41...0x5A, 0x61...0x7A, 0x5F:
                throw error(at: index, "Invalid number, expected digit but got: \(describeCharacter(at: index)).")
            default: break
            }
        }
        position = index
        return makeToken(isFloat ? .float : .int, start: start, end: index, value: text(start, index))
    }

    @inline(__always)
    func isDigit(at index: Int) -> Bool {
        index < end && base[index] >= 0x30 && base[index] <= 0x39
    }

    /// The offset after one or more digits starting at `index`.
    func readDigits(from index: Int) throws(GraphQLSyntaxError) -> Int {
        guard isDigit(at: index) else {
            throw error(at: index, "Invalid number, expected digit but got: \(describeCharacter(at: index)).")
        }
        var index = index + 1
        while isDigit(at: index) { index += 1 }
        return index
    }
}
