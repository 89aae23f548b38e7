import GraphQLLanguage

// CourierAPI also declares `Field` and `SelectionSet` (for generated code); these names pick the
// GraphQLLanguage AST nodes.
typealias ASTField = GraphQLLanguage.Field
typealias ASTSelectionSet = GraphQLLanguage.SelectionSet
