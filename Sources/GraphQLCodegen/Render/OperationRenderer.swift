import GraphQLLanguage

/// Renders operation and fragment files.
struct OperationRenderer {
    let types: TypeMapper
    let options: CodegenOptions
    /// Fragment name → its type in another module (`Module.Fragment`), for fragments that module
    /// generates (``CodegenOptions/importedModules``).
    var fragmentTypes: [String: String] = [:]

    private var access: String { options.accessLevel == .public ? "public " : "" }

    /// The file of one operation; a local cache mutation conforms to `LocalCacheMutation`
    /// instead of an operation protocol and carries no document, since it is never sent.
    func render(
        _ operation: OperationDefinition, structName: String, document: String, identifier: String,
        data: IRSelectionSet, memo: ShapeMemo,
        traits: DefinitionTraits, hasDeferredFragments: Bool = false
    ) -> SwiftFile {
        let conformance: String =
            switch operation.operation {
            case _ where traits.isLocalCacheMutation: "LocalCacheMutation"
            case .query: "GraphQLQuery"
            case .mutation: "GraphQLMutation"
            case .subscription: "GraphQLSubscription"
            }
        var members: [SwiftDeclaration] = []
        if traits.isLocalCacheMutation {
            if operation.operation != .query {
                members.append(
                    .line("\(access)static let operationType = GraphQLOperationType.\(operation.operation.rawValue)"))
            }
        } else if options.documentFormat == .definition {
            // With the document at hand, the runtime derives the name and identifier from it (exactly).
            members.append(.line("\(access)static let operationDocument: String? = \(Naming.stringLiteral(document))"))
        } else {
            members.append(
                .line("\(access)static let operationName = \(Naming.stringLiteral(operation.name ?? structName))"))
            members.append(.line("\(access)static let operationDocument: String? = nil"))
            members.append(.line("\(access)static let operationIdentifier = \(Naming.stringLiteral(identifier))"))
        }
        if hasDeferredFragments { members.append(.line("\(access)static let __hasDeferredFragments = true")) }
        members += variables(operation.variableDefinitions)
        members.append(selectionSetRenderer(memo, traits).declaration(of: data))
        let declaration = SwiftDeclaration.block(
            "nonisolated \(access)struct \(structName): \(conformance)",
            documentation: DocComment.lines(operation.description?.value), members
        )
        return SwiftFile(imports: imports(traits), declarations: [declaration])
    }

    /// The file of one fragment; its description, if any, becomes the struct's doc comment.
    func render(
        fragment: IRSelectionSet, description: String?, memo: ShapeMemo, traits: DefinitionTraits
    ) -> SwiftFile {
        var declaration = selectionSetRenderer(memo, traits).declaration(of: fragment)
        declaration.documentation = DocComment.lines(description)
        return SwiftFile(imports: imports(traits), declarations: [declaration])
    }

    private func selectionSetRenderer(_ memo: ShapeMemo, _ traits: DefinitionTraits) -> SelectionSetRenderer {
        SelectionSetRenderer(
            types: types, options: options, memo: memo, fragmentTypes: fragmentTypes,
            isMutable: traits.isLocalCacheMutation,
            hasInitializers: traits.memberwiseInitializers
        )
    }

    /// `import CourierAPI`, then the modules `@import(module:)` names.
    private func imports(_ traits: DefinitionTraits) -> [String] {
        let keyword = options.accessLevel == .public ? "public import " : "import "
        return ([keyword + "CourierAPI"]) + traits.imports.map { keyword + $0 }
    }

    private func variables(_ variables: [VariableDefinition]) -> [SwiftDeclaration] {
        guard !variables.isEmpty else { return options.accessLevel == .public ? [.line("public init() {}")] : [] }
        var members: [SwiftDeclaration] = []
        var parameters: [String] = []
        for variable in variables {
            let (type, isNullable) = types.input(variable.type, hasDefault: variable.defaultValue != nil)
            let name = Naming.property(variable.name)
            members.append(
                .line("\(access)var \(name): \(type)", documentation: DocComment.lines(variable.description?.value)))
            // `$unit: LengthUnit = METER` → `unit: GraphQLNullable<LengthUnit> = .some(.meter)`.
            let fallback = variable.defaultValue.flatMap { types.literal($0, type: variable.type) }.map {
                $0 == "nil" ? "nil" : ".some(\($0))"
            }
            parameters.append("\(Naming.label(name)): \(type)" + (isNullable ? " = " + (fallback ?? "nil") : ""))
        }
        let assignments = variables.map { "self.\(Naming.property($0.name)) = \(Naming.property($0.name))" }
        members.append(
            .line("\(access)init(\(parameters.joined(separator: ", "))) { \(assignments.joined(separator: "; ")) }"))
        let jsonMembers = variables.map { variable in
            let isNullable = types.input(variable.type, hasDefault: variable.defaultValue != nil).isNullable
            return
                "\(Naming.stringLiteral(variable.name)): "
                + "\(Naming.property(variable.name)).\(isNullable ? "jsonValue" : "__jsonValue")"
        }
        members.append(
            .line("\(access)var __variables: JSONObject { .__compacting([\(jsonMembers.joined(separator: ", "))]) }"))
        return members
    }
}
