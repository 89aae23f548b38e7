/// Look-ups that validation, codegen and the mock server share.
extension GraphQLSchema {
    /// The named type called `name`, if the schema has one.
    public func type(named name: String) -> GraphQLNamedType? { types[name] }

    /// The root type for `operation`, if the schema defines one.
    public func rootType(for operation: OperationType) -> GraphQLObjectType? {
        let name: String? =
            switch operation {
            case .query: queryTypeName
            case .mutation: mutationTypeName
            case .subscription: subscriptionTypeName
            }
        guard let name, case .object(let type)? = types[name] else { return nil }
        return type
    }

    /// The field called `name` on the composite type `parentType`, including the meta-fields
    /// `__typename` (on every composite type) and `__schema` / `__type` (on the query root).
    public func field(named name: String, on parentType: String) -> GraphQLField? {
        if name == "__typename", types[parentType]?.isComposite == true {
            return GraphQLField(name: "__typename", type: .nonNull(.named("String")))
        }
        if parentType == queryTypeName {
            if name == "__schema" { return GraphQLField(name: "__schema", type: .nonNull(.named("__Schema"))) }
            if name == "__type" {
                return GraphQLField(
                    name: "__type",
                    arguments: [GraphQLInputValue(name: "name", type: .nonNull(.named("String")))],
                    type: .named("__Type")
                )
            }
        }
        return types[parentType]?.fields.first { $0.name == name }
    }

    /// The object types a value of `typeName` can be at run time: the type itself for an object,
    /// the members of a union, the implementing objects of an interface (in definition order).
    public func possibleTypes(of typeName: String) -> [String] {
        switch types[typeName] {
        case .object: return [typeName]
        case .union(let union): return union.possibleTypes
        case .interface:
            return typeNames.filter { name in
                if case .object(let object)? = types[name] { object.interfaces.contains(typeName) } else { false }
            }
        default: return []
        }
    }

    /// The interfaces that directly implement the interface `typeName`.
    public func implementingInterfaces(of typeName: String) -> [String] {
        typeNames.filter { name in
            if case .interface(let interface)? = types[name] { interface.interfaces.contains(typeName) } else { false }
        }
    }

    /// Whether `maybeSubtype` is `superType` or one of its possible types / implementations.
    public func isSubtype(_ maybeSubtype: String, of superType: String) -> Bool {
        if maybeSubtype == superType { return true }
        switch types[superType] {
        case .union(let union): return union.possibleTypes.contains(maybeSubtype)
        case .interface:
            switch types[maybeSubtype] {
            case .object(let object): return object.interfaces.contains(superType)
            case .interface(let interface): return interface.interfaces.contains(superType)
            default: return false
            }
        default: return false
        }
    }

    /// Whether two composite types could describe the same object (their possible types intersect).
    public func typesOverlap(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        let possibleA = Set(possibleTypes(of: a))
        return possibleTypes(of: b).contains { possibleA.contains($0) }
    }

    /// Whether a reference's named type is a scalar, enum or input object.
    public func isInputType(_ reference: TypeReference) -> Bool {
        types[reference.namedType]?.isInputType ?? false
    }

    /// Whether a reference's named type is anything but an input object.
    public func isOutputType(_ reference: TypeReference) -> Bool {
        types[reference.namedType]?.isOutputType ?? false
    }

    /// The directive called `name`, if defined (built-ins included).
    public func directive(named name: String) -> GraphQLDirective? { directives[name] }
}
