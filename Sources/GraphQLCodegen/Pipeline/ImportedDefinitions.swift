import GraphQLLanguage

/// The operations and fragments of a run that another module generates
/// (``CodegenOptions/importedModules``): validated with the others, never generated again.
struct ImportedDefinitions {
    private let moduleOfFragment: [String: String]
    private let globs: [(module: String, globs: [Glob])]
    private let document: Document

    /// The module names, which generated nested type names keep clear of (`Module.Fragment`
    /// must not resolve inside a struct named `Module`).
    let modules: Set<String>

    init(document: Document, modules: [String: [String]]) {
        self.document = document
        self.modules = Set(modules.keys)
        self.globs = modules.sorted { $0.key < $1.key }.map { ($0.key, $0.value.map(Glob.init)) }
        var moduleOfFragment: [String: String] = [:]
        for fragment in document.fragments {
            let file = document.source(of: fragment.location)?.name ?? ""
            if let module = Self.module(ofFile: file, in: globs) { moduleOfFragment[fragment.name] = module }
        }
        self.moduleOfFragment = moduleOfFragment
    }

    /// The module that generates the fragment `name`, or `nil` when this run does.
    func module(ofFragment name: String) -> String? {
        moduleOfFragment[name]
    }

    /// The module that generates the definitions at `location`, or `nil` when this run does.
    func module(of location: SourceLocation) -> String? {
        Self.module(ofFile: document.source(of: location)?.name ?? "", in: globs)
    }

    /// Fragment name → its type in the module that generates it (`Module.Fragment`).
    var fragmentTypes: [String: String] {
        Dictionary(uniqueKeysWithValues: moduleOfFragment.map { ($0.key, $0.value + "." + Naming.typeName($0.key)) })
    }

    /// The modules whose fragments `set` spreads, in its nested selection sets too; in order,
    /// once each.
    func modules(referencedBy set: IRSelectionSet) -> [String] {
        var found: [String] = []
        func visit(_ set: IRSelectionSet) {
            for fragment in set.fragments {
                if let module = moduleOfFragment[fragment.name], !found.contains(module) { found.append(module) }
            }
            for field in set.fields { if let nested = field.selectionSet { visit(nested) } }
            for typeCase in set.typeCases { visit(typeCase) }
            for deferred in set.deferred { visit(deferred.set) }
        }
        visit(set)
        return found
    }

    private static func module(ofFile file: String, in globs: [(module: String, globs: [Glob])]) -> String? {
        globs.first { $0.globs.contains { $0.matches(file) } }?.module
    }
}
