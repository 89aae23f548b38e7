/// The spec's block string algorithms: the value of a block string's raw lines, and how to print a
/// value as a block string.
public enum BlockString {
    /// The spec's BlockStringValue: removes the common indentation of every line but the first,
    /// then leading and trailing lines that hold only white space, and joins the lines with `\n`.
    /// - Parameter lines: The raw lines, split at line terminators, `\"""` already resolved.
    /// - Returns: The block string's value.
    static func value(lines: [[UInt8]]) -> String {
        var commonIndent = Int.max
        for line in lines.dropFirst() {
            let indent = leadingWhiteSpace(line)
            if indent < line.count && indent < commonIndent { commonIndent = indent }
        }
        var first = 0
        var last = lines.count - 1
        while first <= last && leadingWhiteSpace(lines[first]) == lines[first].count { first += 1 }
        while last >= first && leadingWhiteSpace(lines[last]) == lines[last].count { last -= 1 }
        guard first <= last else { return "" }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines[first...last].reduce(0) { $0 + $1.count + 1 })
        for index in first...last {
            if index > first { bytes.append(0x0A) }
            let line = lines[index]
            if index == 0 || commonIndent == Int.max {
                bytes.append(contentsOf: line)
            } else {
                bytes.append(contentsOf: line.dropFirst(commonIndent))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The number of leading spaces and tabs.
    private static func leadingWhiteSpace(_ line: [UInt8]) -> Int {
        var count = 0
        while count < line.count && (line[count] == 0x20 || line[count] == 0x09) { count += 1 }
        return count
    }
}
