import GraphQLLanguage

/// What `@defer` on an inline fragment or fragment spread asks for.
struct Deferral {
    /// The `label:` argument, if given.
    let label: String?

    /// The deferral `directives` ask for: `nil` without `@defer` and for `@defer(if: false)`,
    /// whose fields arrive with the initial payload. `@defer(if: $variable)` defers: the
    /// generated state then reads as fulfilled when the fields came at once.
    init?(_ directives: [Directive]) {
        guard let directive = directives.first(where: { $0.name == "defer" }) else { return nil }
        if case .boolean(false)? = directive.arguments.first(where: { $0.name == "if" })?.value { return nil }
        if case .string(let label)? = directive.arguments.first(where: { $0.name == "label" })?.value {
            self.label = label.value
        } else {
            self.label = nil
        }
    }

    /// The Swift name of the fragment's struct: `DeferredPlanet` for `label: "planet"`,
    /// `DeferredFields` for an unlabelled one.
    var structName: String {
        guard let label else { return "DeferredFields" }
        let words = label.split { !$0.isLetter && !$0.isNumber }.map { Naming.capitalized(String($0)) }
        return "Deferred" + (words.isEmpty ? "Fields" : words.joined())
    }

    /// Whether `set`, or a fragment it spreads, defers fragments.
    static func occurs(in set: SelectionSet, fragments: [String: FragmentDefinition]) -> Bool {
        var finder = DeferralFinder(fragments: fragments)
        set.walk(&finder)
        return finder.found
    }
}
