/// Runs the type-system validation rules: the SDL rules over documents before a schema is built,
/// and the schema rules over a built schema.
enum TypeSystemValidator {
    /// The rules that read SDL documents (graphql-js `specifiedSDLRules`).
    static var sdlRules: [any SDLValidationRule.Type] {
        [
            LoneSchemaDefinitionRule.self,
            UniqueOperationTypesRule.self,
            UniqueTypeNamesRule.self,
            UniqueEnumValueNamesRule.self,
            UniqueFieldDefinitionNamesRule.self,
            UniqueArgumentDefinitionNamesRule.self,
            UniqueDirectiveNamesRule.self,
            SDLKnownTypeNamesRule.self,
            SDLKnownDirectivesRule.self,
            SDLUniqueDirectivesPerLocationRule.self,
            PossibleTypeExtensionsRule.self,
            DirectiveArgumentNamesRule.self,
            ProvidedRequiredDirectiveArgumentsRule.self,
        ]
    }

    /// The rules that read a built schema (graphql-js `validateSchema`).
    static var schemaRules: [any SchemaValidationRule.Type] {
        [
            RootOperationTypesRule.self,
            DirectiveDefinitionsRule.self,
            ReservedNamesRule.self,
            OutputFieldsRule.self,
            InterfaceImplementationsRule.self,
            UnionMembersRule.self,
            EnumValuesRule.self,
            InputObjectFieldsRule.self,
            OneOfInputObjectRule.self,
            InputObjectCyclesRule.self,
            DefaultValuesRule.self,
        ]
    }

    /// The problems the SDL rules find in `definitions`.
    static func validate(_ definitions: SDLDefinitions) -> [GraphQLValidationError] {
        var context = SDLValidationContext(definitions: definitions)
        for rule in sdlRules { rule.validate(&context) }
        return sortedBySource(context.errors)
    }

    /// The problems the schema rules find in `schema`.
    static func validate(_ schema: GraphQLSchema, sourceNames: [String: String] = [:]) -> [GraphQLValidationError] {
        var context = SchemaValidationContext(schema: schema, sourceNames: sourceNames)
        for rule in schemaRules { rule.validate(&context) }
        return sortedBySource(context.errors)
    }

    /// The errors in source order (by source name, then position); errors without a location
    /// keep their relative order at the end.
    static func sortedBySource(_ errors: [GraphQLValidationError]) -> [GraphQLValidationError] {
        errors.enumerated().sorted { lhs, rhs in
            switch (lhs.element.locations.first, rhs.element.locations.first) {
            case (nil, nil): return lhs.offset < rhs.offset
            case (nil, _): return false
            case (_, nil): return true
            case (let a?, let b?):
                let (sourceA, sourceB) = (lhs.element.sourceName ?? "", rhs.element.sourceName ?? "")
                if sourceA != sourceB { return sourceA < sourceB }
                return a.offset != b.offset ? a.offset < b.offset : lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}
