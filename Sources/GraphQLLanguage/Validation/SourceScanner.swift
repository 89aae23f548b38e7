/// Finds the positions of nodes the AST keeps no location for (names after keywords, type
/// references, value literals) by reading the document's source text forward from a located node.
///
/// Every answer is checked against the AST (the name found must be the node's name, a value must
/// start with a character of its kind); when the text does not match — say, a document assembled
/// from several files whose `source` is only one of them — the scanner answers `nil` and the rule
/// falls back to the enclosing node's location.
struct SourceScanner {
    private let bytes: [UInt8]

    init?(_ document: Document) {
        guard let source = document.source else { return nil }
        bytes = Array(source.body.utf8)
    }

    // MARK: Positions of particular nodes

    /// The name after `query` / `mutation` / `subscription`.
    func operationName(_ operation: OperationDefinition) -> SourceLocation? {
        guard let operationName = operation.name else { return nil }
        return name(operationName, afterKeyword: operation.operation.rawValue, from: operation.location)
    }

    /// The name after `fragment`.
    func fragmentName(_ fragment: FragmentDefinition) -> SourceLocation? {
        name(fragment.name, afterKeyword: "fragment", from: fragment.location)
    }

    /// The type condition after `fragment Name on`.
    func fragmentTypeCondition(_ fragment: FragmentDefinition) -> SourceLocation? {
        guard let keyword = skipName("fragment", at: fragment.location.offset),
              let afterName = skipName(fragment.name, at: skipIgnored(keyword)),
              let afterOn = skipName("on", at: skipIgnored(afterName)) else { return nil }
        return name(fragment.typeCondition, at: skipIgnored(afterOn), base: fragment.location)
    }

    /// The fragment name after `...`.
    func spreadName(_ spread: FragmentSpread) -> SourceLocation? {
        guard let dots = skipDots(at: spread.location.offset) else { return nil }
        return name(spread.name, at: skipIgnored(dots), base: spread.location)
    }

    /// The type condition after `... on`.
    func inlineTypeCondition(_ inline: InlineFragment) -> SourceLocation? {
        guard let condition = inline.typeCondition, let dots = skipDots(at: inline.location.offset),
              let afterOn = skipName("on", at: skipIgnored(dots)) else { return nil }
        return name(condition, at: skipIgnored(afterOn), base: inline.location)
    }

    /// The variable's name after `$`.
    func variableName(_ variable: VariableDefinition) -> SourceLocation? {
        guard byte(at: variable.location.offset) == UInt8(ascii: "$") else { return nil }
        return name(variable.name, at: skipIgnored(variable.location.offset + 1), base: variable.location)
    }

    /// The start of the variable's type (`[` of a list type), and of its innermost named type.
    func variableType(_ variable: VariableDefinition) -> (type: SourceLocation, namedType: SourceLocation)? {
        guard byte(at: variable.location.offset) == UInt8(ascii: "$"),
              let afterName = skipName(variable.name, at: skipIgnored(variable.location.offset + 1)) else { return nil }
        let colon = skipIgnored(afterName)
        guard byte(at: colon) == UInt8(ascii: ":") else { return nil }
        let typeStart = skipIgnored(colon + 1)
        var named = typeStart
        while byte(at: named) == UInt8(ascii: "[") { named = skipIgnored(named + 1) }
        guard skipName(variable.type.namedType, at: named) != nil else { return nil }
        return (location(of: typeStart, base: variable.location), location(of: named, base: variable.location))
    }

    /// The offset where a variable's default value starts (after `= `).
    func defaultValueOffset(of variable: VariableDefinition) -> Int? {
        guard let type = variableType(variable) else { return nil }
        var index = type.namedType.offset + variable.type.namedType.utf8.count
        while true {
            index = skipIgnored(index)
            guard let current = byte(at: index) else { return nil }
            if current == UInt8(ascii: "]") || current == UInt8(ascii: "!") { index += 1; continue }
            break
        }
        guard byte(at: index) == UInt8(ascii: "=") else { return nil }
        return skipIgnored(index + 1)
    }

    /// The offset where the value of `name: value` starts, given the name's location.
    func valueOffset(afterName name: String, at nameLocation: SourceLocation) -> Int? {
        guard let afterName = skipName(name, at: nameLocation.offset) else { return nil }
        let colon = skipIgnored(afterName)
        guard byte(at: colon) == UInt8(ascii: ":") else { return nil }
        return skipIgnored(colon + 1)
    }

    /// The offsets where the items of the list literal starting at `offset` start.
    func listItemOffsets(at offset: Int) -> [Int]? {
        guard byte(at: offset) == UInt8(ascii: "[") else { return nil }
        var items: [Int] = []
        var position = skipIgnored(offset + 1)
        while let current = byte(at: position), current != UInt8(ascii: "]") {
            items.append(position)
            guard let end = skipValue(at: position) else { return nil }
            position = skipIgnored(end)
        }
        return items
    }

    /// Whether the text at `offset` could start `value` (guards against a mismatched source).
    func valueStarts(_ value: Value, at offset: Int) -> Bool {
        guard let first = byte(at: offset) else { return false }
        switch value {
        case .variable: return first == UInt8(ascii: "$")
        case .int, .float: return first == UInt8(ascii: "-") || isDigit(first)
        case .string: return first == UInt8(ascii: "\"")
        case .list: return first == UInt8(ascii: "[")
        case .object: return first == UInt8(ascii: "{")
        case .boolean, .null, .enumValue: return isNameStart(first)
        }
    }

    /// The location of `offset`, counted forward from a located node at or before it.
    func location(of offset: Int, base: SourceLocation) -> SourceLocation {
        var line = base.line, column = base.column
        var index = base.offset
        while index < offset, index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\n") || (current == UInt8(ascii: "\r") && byte(at: index + 1) != UInt8(ascii: "\n")) {
                line += 1
                column = 1
            } else if current & 0xC0 != 0x80, current != UInt8(ascii: "\r") {
                column += 1
            }
            index += 1
        }
        return SourceLocation(line: line, column: column, offset: offset)
    }

    // MARK: Tokens

    private func byte(at offset: Int) -> UInt8? { offset >= 0 && offset < bytes.count ? bytes[offset] : nil }
    private func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
    private func isNameStart(_ byte: UInt8) -> Bool { byte == 95 || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) }
    private func isNameContinue(_ byte: UInt8) -> Bool { isNameStart(byte) || isDigit(byte) }

    private func name(_ expected: String, afterKeyword keyword: String, from base: SourceLocation) -> SourceLocation? {
        guard let afterKeyword = skipName(keyword, at: base.offset) else { return nil }
        return name(expected, at: skipIgnored(afterKeyword), base: base)
    }

    private func name(_ expected: String, at offset: Int, base: SourceLocation) -> SourceLocation? {
        guard skipName(expected, at: offset) != nil else { return nil }
        return location(of: offset, base: base)
    }

    /// The offset after the name `expected` if it stands, whole, at `offset`.
    private func skipName(_ expected: String, at offset: Int) -> Int? {
        var index = offset
        for byte in expected.utf8 {
            guard self.byte(at: index) == byte else { return nil }
            index += 1
        }
        if let next = byte(at: index), isNameContinue(next) { return nil }
        return index
    }

    private func skipDots(at offset: Int) -> Int? {
        let dot = UInt8(ascii: ".")
        guard byte(at: offset) == dot, byte(at: offset + 1) == dot, byte(at: offset + 2) == dot else { return nil }
        return offset + 3
    }

    /// Skips white space, line terminators, commas, byte-order marks and comments.
    func skipIgnored(_ offset: Int) -> Int {
        var index = offset
        while let current = byte(at: index) {
            switch current {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ","):
                index += 1
            case 0xEF where byte(at: index + 1) == 0xBB && byte(at: index + 2) == 0xBF:
                index += 3
            case UInt8(ascii: "#"):
                while let inComment = byte(at: index), inComment != UInt8(ascii: "\n"), inComment != UInt8(ascii: "\r") { index += 1 }
            default:
                return index
            }
        }
        return index
    }

    /// The offset after the value literal starting at `offset`.
    private func skipValue(at offset: Int) -> Int? {
        guard let first = byte(at: offset) else { return nil }
        switch first {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            let close = first == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
            var position = skipIgnored(offset + 1)
            while let current = byte(at: position), current != close {
                if first == UInt8(ascii: "{") {
                    var nameEnd = position
                    while let character = byte(at: nameEnd), isNameContinue(character) { nameEnd += 1 }
                    let colon = skipIgnored(nameEnd)
                    guard nameEnd > position, byte(at: colon) == UInt8(ascii: ":") else { return nil }
                    position = skipIgnored(colon + 1)
                }
                guard let end = skipValue(at: position) else { return nil }
                position = skipIgnored(end)
            }
            return byte(at: position) == nil ? nil : position + 1
        case UInt8(ascii: "\""):
            return skipString(at: offset)
        case UInt8(ascii: "$"):
            var index = skipIgnored(offset + 1)
            while let character = byte(at: index), isNameContinue(character) { index += 1 }
            return index
        default:
            var index = offset
            let numberCharacters = Set("+-.eE".utf8)
            while let character = byte(at: index), isNameContinue(character) || numberCharacters.contains(character) { index += 1 }
            return index > offset ? index : nil
        }
    }

    private func skipString(at offset: Int) -> Int? {
        let quote = UInt8(ascii: "\"")
        if byte(at: offset + 1) == quote, byte(at: offset + 2) == quote {
            var index = offset + 3
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\\"), byte(at: index + 1) == quote, byte(at: index + 2) == quote, byte(at: index + 3) == quote {
                    index += 4
                } else if bytes[index] == quote, byte(at: index + 1) == quote, byte(at: index + 2) == quote {
                    return index + 3
                } else {
                    index += 1
                }
            }
            return nil
        }
        var index = offset + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
            if bytes[index] == quote { return index + 1 }
            index += 1
        }
        return nil
    }
}
