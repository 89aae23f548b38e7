import GraphQLLanguage

/// What Apollo's client directives on an operation or fragment definition ask of its generated
/// file: a mutable local cache mutation (`@apollo_client_ios_localCacheMutation`), extra module
/// imports (`@import(module:)`), and whether its selection sets get memberwise initializers.
struct DefinitionTraits {
    var isLocalCacheMutation = false
    /// Modules to import, in the order written, each once.
    var imports: [String] = []
    var memberwiseInitializers = true

    /// The traits of the definition `name` with `directives`.
    init(name: String, directives: [Directive], isFragment: Bool, options: CodegenOptions) {
        for directive in directives {
            switch directive.name {
            case ApolloClientDirectives.localCacheMutation:
                isLocalCacheMutation = true
            case "import":
                for argument in directive.arguments where argument.name == "module" {
                    if case .string(let module) = argument.value, !imports.contains(module.value) {
                        imports.append(module.value)
                    }
                }
            default:
                continue
            }
        }
        memberwiseInitializers = options.wantsInitializers(
            forDefinition: name, isFragment: isFragment, isLocalCacheMutation: isLocalCacheMutation)
    }

    /// Adds the modules a generated file refers to (another module's fragments) to ``imports``.
    mutating func addImports(_ modules: [String]) {
        for module in modules where !imports.contains(module) { imports.append(module) }
    }
}
