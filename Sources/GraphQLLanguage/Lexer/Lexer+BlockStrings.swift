extension Lexer {
    /// Reads a `"""…"""` block string: `\"""` stands for `"""`, and the raw lines are turned into
    /// the value by the spec's BlockStringValue algorithm (``BlockString/value(lines:)``).
    mutating func readBlockString() throws(GraphQLSyntaxError) -> Token {
        let start = position
        let startLine = line
        let startColumn = column(of: start)
        var index = position + 3
        var chunkStart = index
        var current: [UInt8] = []
        var lines: [[UInt8]] = []
        while index < end {
            let byte = base[index]
            if byte == 0x22 && base[index + 1] == 0x22 && base[index + 2] == 0x22 {
                current.append(contentsOf: UnsafeBufferPointer(start: base + chunkStart, count: index - chunkStart))
                lines.append(current)
                position = index + 3
                return Token(
                    kind: .blockString, start: start, end: position, line: startLine, column: startColumn,
                    value: BlockString.value(lines: lines))
            }
            if byte == 0x5C && base[index + 1] == 0x22 && base[index + 2] == 0x22 && base[index + 3] == 0x22 {
                current.append(contentsOf: UnsafeBufferPointer(start: base + chunkStart, count: index - chunkStart))
                chunkStart = index + 1  // drop only the backslash
                index += 4
                continue
            }
            if byte == 0x0A || byte == 0x0D {
                current.append(contentsOf: UnsafeBufferPointer(start: base + chunkStart, count: index - chunkStart))
                lines.append(current)
                current = []
                index += byte == 0x0D && base[index + 1] == 0x0A ? 2 : 1
                position = index
                newLine()
                chunkStart = index
                continue
            }
            index += 1
        }
        throw error(at: index, "Unterminated string.")
    }
}
