import Foundation

/// The key conversions of the `convertFromSnakeCase` and `convertToSnakeCase` strategies, with
/// the results `JSONDecoder` and `JSONEncoder` give (including their treatment of leading and
/// trailing underscores and of runs of capitals: `myURLValue` → `my_url_value`).
enum KeyConversion {
    /// `one_two_three` → `oneTwoThree`; leading and trailing underscores stay.
    static func fromSnakeCase(_ key: String) -> String {
        guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
        var last = key.index(before: key.endIndex)
        while last > first, key[last] == "_" { key.formIndex(before: &last) }
        let core = key[first...last]
        let words = core.split(separator: "_")
        let joined =
            words.count == 1
            ? String(core) : ([words[0].lowercased()] + words.dropFirst().map { $0.capitalized }).joined()
        return String(key[..<first]) + joined + String(key[key.index(after: last)...])
    }

    /// `oneTwoThree` → `one_two_three`: words split where lower case turns upper, and before the
    /// last capital of a run that turns lower; then lower-cased and joined with `_`.
    static func toSnakeCase(_ key: String) -> String {
        guard !key.isEmpty else { return key }
        var words: [Range<String.Index>] = []
        var wordStart = key.startIndex
        var searchRange = key.index(after: wordStart)..<key.endIndex
        while let upper = key.rangeOfCharacter(from: .uppercaseLetters, options: [], range: searchRange) {
            words.append(wordStart..<upper.lowerBound)
            searchRange = upper.lowerBound..<searchRange.upperBound
            guard let lower = key.rangeOfCharacter(from: .lowercaseLetters, options: [], range: searchRange) else {
                wordStart = searchRange.lowerBound
                break
            }
            if lower.lowerBound == key.index(after: upper.lowerBound) {
                wordStart = upper.lowerBound
            } else {
                let beforeLower = key.index(before: lower.lowerBound)
                words.append(upper.lowerBound..<beforeLower)
                wordStart = beforeLower
            }
            searchRange = lower.upperBound..<searchRange.upperBound
        }
        words.append(wordStart..<searchRange.upperBound)
        return words.map { key[$0].lowercased() }.joined(separator: "_")
    }
}
