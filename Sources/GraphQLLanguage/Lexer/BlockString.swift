/// The spec's BlockStringValue algorithm: the value of a block string's raw lines.
///
/// Remove the common indentation of every line but the first (counted over the lines that are not
/// only white space), then the leading and trailing lines that hold only white space, and join
/// the rest with `\n`. White space here is space and tab.
enum BlockString {
    /// The value of lines given as `[start0, end0, start1, end1, …]` byte offsets into `base`.
    static func value(base: UnsafePointer<UInt8>, bounds: [Int]) -> String {
        let count = bounds.count / 2
        @inline(__always) func indent(_ line: Int) -> Int {
            var index = bounds[2 * line]
            let stop = bounds[2 * line + 1]
            while index < stop && (base[index] == 0x20 || base[index] == 0x09) { index += 1 }
            return index - bounds[2 * line]
        }
        @inline(__always) func length(_ line: Int) -> Int { bounds[2 * line + 1] - bounds[2 * line] }

        var commonIndent = Int.max
        for line in 1..<max(count, 1) {
            let lineIndent = indent(line)
            if lineIndent < length(line) && lineIndent < commonIndent { commonIndent = lineIndent }
        }
        var first = 0
        var last = count - 1
        while first <= last && indent(first) == length(first) { first += 1 }
        while last >= first && indent(last) == length(last) { last -= 1 }
        guard first <= last else { return "" }

        var total = 0
        for line in first...last { total += length(line) + 1 }
        return String(unsafeUninitializedCapacity: total) { output in
            var written = 0
            for line in first...last {
                if line > first {
                    output[written] = 0x0A
                    written += 1
                }
                let drop = line == 0 || commonIndent == Int.max ? 0 : min(commonIndent, length(line))
                let from = bounds[2 * line] + drop
                let size = bounds[2 * line + 1] - from
                if size > 0 {
                    UnsafeMutableRawPointer(output.baseAddress! + written).copyMemory(
                        from: base + from, byteCount: size)
                    written += size
                }
            }
            return written
        }
    }

    /// The value of lines given as byte arrays (used when `\"""` escapes had to be resolved).
    static func value(lines: [[UInt8]]) -> String {
        var bounds: [Int] = []
        var bytes: [UInt8] = []
        for line in lines {
            bounds.append(bytes.count)
            bytes.append(contentsOf: line)
            bounds.append(bytes.count)
        }
        bytes.append(0)  // a valid base address even when every line is empty
        return bytes.withUnsafeBufferPointer { buffer in value(base: buffer.baseAddress!, bounds: bounds) }
    }
}
