import GraphQLLanguage

/// One `@include(if: $variable)` (or inverted, `@skip`) condition.
struct IRCondition: Hashable, Comparable {
    var variable: String
    var isInverted: Bool

    static func < (lhs: IRCondition, rhs: IRCondition) -> Bool {
        (lhs.variable, lhs.isInverted ? 1 : 0) < (rhs.variable, rhs.isInverted ? 1 : 0)
    }
}

/// When a selection applies, in disjunctive normal form: any of the conjunctions holds.
/// `[[]]` is "always".
struct IRConditions: Hashable {
    private(set) var terms: [[IRCondition]]

    static let always = IRConditions(terms: [[]])

    var isAlways: Bool { terms.contains { $0.isEmpty } }

    /// These conditions and the directives of a selection; `nil` when a literal
    /// `@include(if: false)` or `@skip(if: true)` removes the selection.
    func adding(_ directives: [Directive]) -> IRConditions? {
        var extra: [IRCondition] = []
        for directive in directives where directive.name == "include" || directive.name == "skip" {
            let isSkip = directive.name == "skip"
            switch directive.arguments.first(where: { $0.name == "if" })?.value {
            case .variable(let variable)?: extra.append(IRCondition(variable: variable.name, isInverted: isSkip))
            case .boolean(let flag)?: if flag == isSkip { return nil }
            default: break
            }
        }
        guard !extra.isEmpty else { return self }
        return IRConditions(terms: terms.map { Array(Set($0 + extra)).sorted() }).normalized()
    }

    /// Either set of conditions.
    func or(_ other: IRConditions) -> IRConditions {
        if isAlways || other.isAlways { return .always }
        return IRConditions(terms: terms + other.terms).normalized()
    }

    private func normalized() -> IRConditions {
        var seen = Set<[IRCondition]>()
        var unique: [[IRCondition]] = []
        for term in terms where seen.insert(term).inserted { unique.append(term) }
        return IRConditions(terms: unique)
    }
}
