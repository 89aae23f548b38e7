/// "Did you mean …?" hints, worded and ranked as graphql-js ranks them.
enum Suggestions {
    /// The most suggestions a hint lists.
    static let maxSuggestions = 5

    /// The options close enough to `input` to suggest: within an edit distance of 40 % of the
    /// input's length (case changes cost 1), nearest first, ties in natural order.
    static func list(for input: String, options: some Sequence<String>) -> [String] {
        let measure = LexicalDistance(input)
        let threshold = Int(Double(input.count) * 0.4) + 1
        var scored: [(option: String, distance: Int)] = []
        for option in options {
            if let distance = measure.distance(to: option, threshold: threshold) {
                scored.append((option, distance))
            }
        }
        return scored.sorted { lhs, rhs in
            if lhs.distance != rhs.distance { return lhs.distance < rhs.distance }
            return naturalLess(lhs.option, rhs.option)
        }.map(\.option)
    }

    /// ` Did you mean "a", "b", or "c"?`, or the empty string when there is nothing to suggest.
    static func didYouMean(_ suggestions: [String], subMessage: String? = nil) -> String {
        guard !suggestions.isEmpty else { return "" }
        var text = " Did you mean "
        if let subMessage { text += subMessage + " " }
        let shown = suggestions.prefix(maxSuggestions).map { "\"\($0)\"" }
        switch shown.count {
        case 1: text += shown[0]
        case 2: text += "\(shown[0]) or \(shown[1])"
        default: text += shown.dropLast().joined(separator: ", ") + ", or " + shown[shown.count - 1]
        }
        return text + "?"
    }

    /// Natural order: runs of digits compare by value, everything else by code point.
    static func naturalLess(_ lhs: String, _ rhs: String) -> Bool {
        var left = Array(lhs.unicodeScalars)[...]
        var right = Array(rhs.unicodeScalars)[...]
        while let a = left.first, let b = right.first {
            if isDigit(a), isDigit(b) {
                let digitsA = left.prefix { isDigit($0) }
                let digitsB = right.prefix { isDigit($0) }
                let valueA = Int(String(String.UnicodeScalarView(digitsA))) ?? 0
                let valueB = Int(String(String.UnicodeScalarView(digitsB))) ?? 0
                if valueA != valueB { return valueA < valueB }
                left = left.dropFirst(digitsA.count)
                right = right.dropFirst(digitsB.count)
                continue
            }
            if a != b { return a.value < b.value }
            left = left.dropFirst()
            right = right.dropFirst()
        }
        return left.isEmpty && !right.isEmpty
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 48 && scalar.value <= 57 }
}

/// The Damerau–Levenshtein distance (optimal string alignment) from one input to options,
/// ignoring case except that a pure case change costs 1.
private struct LexicalDistance {
    let input: String
    let lowered: [Unicode.Scalar]

    init(_ input: String) {
        self.input = input
        self.lowered = Array(input.lowercased().unicodeScalars)
    }

    func distance(to option: String, threshold: Int) -> Int? {
        if option == input { return 0 }
        let optionLowered = Array(option.lowercased().unicodeScalars)
        if optionLowered == lowered { return 1 }
        var a = optionLowered
        var b = lowered
        if a.count < b.count { swap(&a, &b) }
        if a.count - b.count > threshold { return nil }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: 3)
        for j in 0...b.count { rows[0][j] = j }
        guard !a.isEmpty else { return b.count <= threshold ? b.count : nil }
        for i in 1...a.count {
            let up = (i - 1) % 3
            let current = i % 3
            rows[current][0] = i
            var smallest = i
            if !b.isEmpty {
                for j in 1...b.count {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var cell = min(rows[up][j] + 1, rows[current][j - 1] + 1, rows[up][j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        cell = min(cell, rows[(i - 2) % 3][j - 2] + 1)
                    }
                    smallest = min(smallest, cell)
                    rows[current][j] = cell
                }
            }
            if smallest > threshold { return nil }
        }
        let distance = rows[a.count % 3][b.count]
        return distance <= threshold ? distance : nil
    }
}

extension Array {
    /// Sorts as CPython's and V8's TimSort do for short arrays (a natural run, then binary
    /// insertion), so that a comparator that is not a strict order — like graphql-js's
    /// suggested-type order — yields the same order as the reference implementations.
    mutating func referenceSort(by less: (Element, Element) -> Bool) {
        guard count > 1 else { return }
        var runEnd = 2
        if less(self[1], self[0]) {
            while runEnd < count, less(self[runEnd], self[runEnd - 1]) { runEnd += 1 }
            self[0..<runEnd].reverse()
        } else {
            while runEnd < count, !less(self[runEnd], self[runEnd - 1]) { runEnd += 1 }
        }
        for index in runEnd..<count {
            let pivot = self[index]
            var low = 0
            var high = index
            while low < high {
                let middle = (low + high) / 2
                if less(pivot, self[middle]) { high = middle } else { low = middle + 1 }
            }
            remove(at: index)
            insert(pivot, at: low)
        }
    }
}
