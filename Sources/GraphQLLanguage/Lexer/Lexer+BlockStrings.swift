extension Lexer {
    /// Reads a `"""…"""` block string: `\"""` stands for `"""`, and the raw lines are turned into
    /// the value by the spec's BlockStringValue algorithm (see ``BlockString``).
    ///
    /// The lines are recorded as byte ranges in a reused scratch array and the value is written
    /// straight from the source bytes; only a block string containing `\"""` copies its lines.
    mutating func readBlockString() throws(GraphQLSyntaxError) -> Token {
        let start = position
        let startLine = line
        let startColumn = column(of: start)
        var index = position + 3
        var lineStart = index
        var hasEscape = false
        lineBounds.removeAll(keepingCapacity: true)
        while index < end {
            index = skipOrdinaryStringBytes(from: index)
            guard index < end else { break }
            let byte = base[index]
            if byte == 0x22 && base[index + 1] == 0x22 && base[index + 2] == 0x22 {
                lineBounds.append(lineStart)
                lineBounds.append(index)
                position = index + 3
                let value =
                    hasEscape
                    ? BlockString.value(lines: unescapedLines())
                    : BlockString.value(base: base, bounds: lineBounds)
                return Token(
                    kind: .blockString, start: start, end: position, line: startLine, column: startColumn, value: value)
            }
            if byte == 0x5C && base[index + 1] == 0x22 && base[index + 2] == 0x22 && base[index + 3] == 0x22 {
                hasEscape = true
                index += 4
                continue
            }
            if byte == 0x0A || byte == 0x0D {
                lineBounds.append(lineStart)
                lineBounds.append(index)
                index += byte == 0x0D && base[index + 1] == 0x0A ? 2 : 1
                position = index
                newLine()
                lineStart = index
                continue
            }
            if byte >= 0x80 { lineIsASCII = false }
            index += 1
        }
        throw error(at: index, "Unterminated string.")
    }

    /// The recorded lines as byte arrays with every `\"""` turned into `"""`.
    private func unescapedLines() -> [[UInt8]] {
        stride(from: 0, to: lineBounds.count, by: 2).map { pair in
            var line: [UInt8] = []
            var index = lineBounds[pair]
            let stop = lineBounds[pair + 1]
            while index < stop {
                if base[index] == 0x5C && index + 3 < stop && base[index + 1] == 0x22 && base[index + 2] == 0x22
                    && base[index + 3] == 0x22
                {
                    index += 1  // drop the backslash only
                    continue
                }
                line.append(base[index])
                index += 1
            }
            return line
        }
    }
}
