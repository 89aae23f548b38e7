import Foundation

/// Adds the imports that mapped custom scalars need (``CodegenOptions/customScalarModules``) to
/// the files that use them.
///
/// A file needs a scalar's module when it names the scalar (`StarWarsAPI.Upload`): a public
/// declaration of an aliased type needs a `public import` of the module that declares the type,
/// and members of the type need it imported under `MemberImportVisibility`. Files that do not
/// name the scalar get no import, since an unused `public import` warns.
struct ScalarImports {
    let options: CodegenOptions

    private var importKeyword: String { options.accessLevel == .public ? "public import " : "import " }

    /// `file` with an import after `import CourierAPI` for every module its scalars need.
    func apply(to file: SwiftFile) -> SwiftFile {
        let modules = modulesNeeded(by: SwiftPrinter.text(of: file.declarations))
        guard !modules.isEmpty, let apiImport = file.imports.firstIndex(of: importKeyword + "CourierAPI") else {
            return file
        }
        var file = file
        file.imports.insert(contentsOf: modules.map { importKeyword + $0 }, at: apiImport + 1)
        return file
    }

    /// The import lines of a scalar's own type alias file: its module, if it has one.
    func aliasFileImports(forScalar name: String) -> [String] {
        guard options.customScalars[name] != nil, let module = options.customScalarModules[name] else { return [] }
        return [importKeyword + module]
    }

    /// The modules, sorted and unique, of the mapped scalars that `text` names.
    func modulesNeeded(by text: String) -> [String] {
        var modules: Set<String> = []
        for (scalar, module) in options.customScalarModules where options.customScalars[scalar] != nil {
            if names(options.schemaNamespace + "." + Naming.identifier(scalar), in: text) { modules.insert(module) }
        }
        return modules.sorted()
    }

    /// Whether `qualifiedName` occurs in `text` as a whole name (not as the start of a longer one).
    private func names(_ qualifiedName: String, in text: String) -> Bool {
        var searchStart = text.startIndex
        while let range = text.range(of: qualifiedName, range: searchStart..<text.endIndex) {
            guard range.upperBound < text.endIndex else { return true }
            let next = text[range.upperBound]
            if !(next.isLetter || next.isNumber || next == "_") { return true }
            searchStart = range.upperBound
        }
        return false
    }
}
