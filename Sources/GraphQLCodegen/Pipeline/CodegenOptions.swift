/// The choices that shape generated code.
public struct CodegenOptions: Sendable, Hashable {
    /// The access level of generated declarations.
    public enum AccessLevel: String, Sendable, Hashable {
        /// `public`: for a schema module other modules import.
        case `public`
        /// `internal`: for code embedded in the app target.
        case `internal`
    }

    /// What each operation carries of its document.
    public enum DocumentFormat: Sendable, Hashable {
        /// The document text and its identifier (the default).
        case definition
        /// Only the identifier, for servers with persisted queries only.
        case operationIdentifier
    }

    /// Where generated operation and fragment files go.
    public enum OperationLayout: Sendable, Hashable {
        /// All under one folder (relative to the output root), in `Queries`, `Mutations`,
        /// `Subscriptions` and `Fragments` subfolders.
        case inFolder(String)
        /// Next to the `.graphql` file each came from (the source's name is taken as its path).
        case relativeToSource
    }

    /// The access level of generated declarations; `public` by default.
    public var accessLevel: AccessLevel = .public
    /// The Swift namespace (an `enum`) schema types are generated into, e.g. `StarWarsAPI`.
    public var schemaNamespace: String = "API"
    /// Custom scalar name → Swift type conforming to `CustomScalarType`; unmapped custom scalars
    /// become `String` type aliases the user can replace.
    public var customScalars: [String: String] = [:]
    /// Custom scalar name → the module that declares the type it is mapped to (in
    /// ``customScalars``), e.g. `["Upload": "CourierGraphQL"]` for `GraphQLFile`. Every generated
    /// file that uses the scalar imports the module (`public import` when the access level is
    /// public), and so does the scalar's own type alias file.
    public var customScalarModules: [String: String] = [:]
    /// Whether operations carry their document text.
    public var documentFormat: DocumentFormat = .definition
    /// Whether deprecated enum values get cases (otherwise they decode as `unknown`).
    public var includeDeprecatedEnumCases: Bool = true
    /// The folder (relative to the output root) schema types go into.
    public var schemaTypesPath: String = "Schema"
    /// Where operations and fragments go.
    public var operationLayout: OperationLayout = .inFolder("Operations")
    /// Whether selection sets get memberwise initializers, to build values without JSON (in tests,
    /// previews, cache writes); about a fifth of the output.
    public var memberwiseInitializers: Bool = true
    /// Extra rules for naming a list field's struct after one element (`people` → `Person`).
    public var inflectionRules: [InflectionRule] = []
    /// Whether the schema's descriptions become doc comments on the enums and input objects.
    public var includeSchemaDocumentation: Bool = true
    /// Whether selecting a deprecated field is reported as a warning.
    public var warnsOnDeprecatedUsage: Bool = true
    /// Which definitions get memberwise initializers when not all do (Apollo's granular
    /// `selectionSetInitializers`); `nil` leaves it to ``memberwiseInitializers``.
    public var selectionSetInitializers: SelectionSetInitializers?
    /// Object or interface type name → fields that identify its objects in the normalized cache;
    /// these win over the schema's `@typePolicy`.
    public var keyFields: [String: [String]] = [:]
    /// Swift names for schema types, enum cases and input fields (Apollo's `schemaCustomization`).
    public var schemaCustomization = SchemaCustomization()
    /// The folder (relative to the output root) test mocks go into, or `nil` for none (the
    /// default). Mocks import the schema module `testMocksSchemaModule` and `CourierTestMocks`.
    public var testMocksPath: String?
    /// The module test mocks import the schema types from (the module the schema types are
    /// compiled into), or `nil` when mocks are compiled with them.
    public var testMocksSchemaModule: String?
    /// Module name → globs of the `.graphql` files that module generates (its own operation
    /// search paths), for fragments shared across modules (Apollo's `@import(module:)`).
    ///
    /// The documents passed to a run include those files, so that every definition validates;
    /// the definitions in them are not generated again. A spread of such a fragment refers to the
    /// other module's type, `Module.Fragment`, and the file imports the module (as
    /// `@import(module:)` asks; the import is added even where the directive is missing).
    public var importedModules: [String: [String]] = [:]

    /// Whether the selection sets of a definition get memberwise initializers.
    ///
    /// - Parameters:
    ///   - definition: The operation or fragment name.
    ///   - isFragment: Whether it is a fragment.
    ///   - isLocalCacheMutation: Whether it is marked `@apollo_client_ios_localCacheMutation`.
    /// - Returns: ``memberwiseInitializers``, unless ``selectionSetInitializers`` decides.
    public func wantsInitializers(forDefinition definition: String, isFragment: Bool, isLocalCacheMutation: Bool)
        -> Bool
    {
        guard let granular = selectionSetInitializers else { return memberwiseInitializers }
        if granular.definitionsNamed.contains(definition) { return true }
        if isLocalCacheMutation { return granular.localCacheMutations }
        return isFragment ? granular.namedFragments : granular.operations
    }

    /// Creates options with defaults, then lets `configure` change them.
    ///
    /// - Parameter configure: Changes to the defaults.
    public init(_ configure: (inout CodegenOptions) -> Void = { _ in }) {
        configure(&self)
    }
}
