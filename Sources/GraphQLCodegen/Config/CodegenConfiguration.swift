public import Foundation

/// A code generation setup as a configuration file describes it: where the schema and the
/// operations are, where the generated files go, and the ``CodegenOptions`` to generate with.
///
/// Paths are relative to the directory of the configuration file. Read one from `courier.json`
/// or from Apollo's `apollo-codegen-config.json` with ``load(_:fileName:)``.
public struct CodegenConfiguration: Sendable, Hashable {
    /// The file formats a configuration is read from.
    public enum Format: String, Sendable, Hashable {
        /// Courier's own `courier.json`.
        case courier
        /// Apollo iOS's `apollo-codegen-config.json`.
        case apollo
    }

    /// The format the configuration was read from.
    public var format: Format = .courier
    /// Globs selecting the schema file(s): SDL files, or one introspection result (`.json`).
    public var schemaSearchPaths: [String] = ["schema.graphqls"]
    /// Globs selecting the operation documents; `!`-prefixed globs exclude.
    public var operationSearchPaths: [String] = ["**/*.graphql"]
    /// For operations generated next to their sources: a folder under each source's directory
    /// (empty: the directory itself).
    public var operationSubpath: String = ""
    /// Where the persisted-query manifest is written, if anywhere.
    public var operationManifestPath: String?
    /// The manifest's format.
    public var operationManifestFormat: OperationManifest.Format = .persistedQueries
    /// Where `courier fetch-schema` without arguments downloads the schema from, if anywhere.
    public var schemaDownload: SchemaDownload?
    /// The options the generator runs with; their paths are relative to the configuration's directory.
    public var options = CodegenOptions()

    /// Creates a configuration with defaults, then lets `configure` change it.
    ///
    /// - Parameter configure: Changes to the defaults.
    public init(_ configure: (inout CodegenConfiguration) -> Void = { _ in }) {
        configure(&self)
    }

    /// Where a generated file goes, relative to the configuration's directory: the pipeline's
    /// path, with ``operationSubpath`` inserted for operations placed next to their sources.
    ///
    /// - Parameter file: A file the pipeline generated with ``options``.
    /// - Returns: The relative output path.
    public func outputPath(of file: GeneratedFile) -> String {
        guard case .relativeToSource = options.operationLayout, !operationSubpath.isEmpty,
            !file.relativePath.hasPrefix(options.schemaTypesPath + "/"),
            !(options.testMocksPath.map { file.relativePath.hasPrefix($0 + "/") } ?? false)
        else { return file.relativePath }
        var components = file.relativePath.split(separator: "/").map(String.init)
        let name = components.removeLast()
        return (components + [operationSubpath, name]).joined(separator: "/")
    }

    /// Reads a configuration file in either format.
    ///
    /// The format is Apollo's when the file is named `apollo-codegen-config.json` or has an
    /// `input` object; otherwise Courier's. Unknown keys become warnings.
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - fileName: The file's name, used to tell the format.
    /// - Returns: The configuration and the warnings about what was ignored.
    /// - Throws: ``ConfigurationError`` for invalid JSON, a missing required key or a value of
    ///   the wrong type, naming its JSON path.
    public static func load(_ data: Data, fileName: String = "courier.json") throws(ConfigurationError) -> (
        configuration: CodegenConfiguration, warnings: [ConfigurationWarning]
    ) {
        let root = try ConfigNode.parse(data)
        let members = try root.object()
        if fileName.hasPrefix("apollo") || members["input"] != nil {
            return try ApolloConfigReader.read(root)
        }
        return try CourierConfigReader.read(root)
    }
}
