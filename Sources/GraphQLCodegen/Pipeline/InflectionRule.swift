import Foundation

/// A rule for naming the struct of a list field after one element (`friends` → `Friend`), in
/// addition to courier's own (Apollo's `additionalInflectionRules`). Courier never pluralizes,
/// so only singular forms matter.
public enum InflectionRule: Sendable, Hashable {
    /// Words matching the regular expression `pattern` become `replacement` (`$1` refers to a
    /// group), e.g. `(quiz)zes$` → `$1`.
    case singularization(pattern: String, replacement: String)
    /// `plural` is the plural of `singular` (`people` → `person`).
    case irregular(singular: String, plural: String)
    /// The word is its own singular (`data`, `equipment`).
    case uncountable(String)
}

extension Array where Element == InflectionRule {
    /// The singular of `word`: the last rule that applies (rules added later win, as in Apollo),
    /// else courier's own.
    func singular(_ word: String) -> String {
        for rule in reversed() {
            switch rule {
            case .uncountable(let uncountable) where uncountable.lowercased() == word.lowercased():
                return word
            case .irregular(let singular, let plural) where plural.lowercased() == word.lowercased():
                return word.first?.isUppercase == true ? Naming.capitalized(singular) : singular
            case .singularization(let pattern, let replacement):
                guard let expression = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else {
                    continue
                }
                let range = NSRange(word.startIndex..., in: word)
                guard expression.firstMatch(in: word, range: range) != nil else { continue }
                return expression.stringByReplacingMatches(in: word, range: range, withTemplate: replacement)
            default:
                continue
            }
        }
        return Naming.singular(word)
    }
}
