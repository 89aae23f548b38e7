/// Type relations that validation needs on top of the schema's look-ups.
extension GraphQLSchema {
    /// Whether a value of type `maybeSubtype` can always be used where `superType` is expected
    /// (the spec's "AreTypesCompatible" for variables: non-null narrows, lists must match, and an
    /// object or interface fits an abstract type that contains it).
    func isTypeSubtype(_ maybeSubtype: TypeReference, of superType: TypeReference) -> Bool {
        switch (maybeSubtype, superType) {
        case (.nonNull(let inner), .nonNull(let superInner)): return isTypeSubtype(inner, of: superInner)
        case (_, .nonNull): return false
        case (.nonNull(let inner), _): return isTypeSubtype(inner, of: superType)
        case (.list(let inner), .list(let superInner)): return isTypeSubtype(inner, of: superInner)
        case (_, .list), (.list, _): return false
        case (.named(let name), .named(let superName)):
            if name == superName { return true }
            guard types[superName]?.isAbstract == true else { return false }
            switch types[name] {
            case .object?, .interface?: return isSubtype(name, of: superName)
            default: return false
            }
        }
    }
}
