/// Where and how `courier fetch-schema` run without arguments downloads the schema (Apollo's
/// `schemaDownload` configuration): an introspection request to an endpoint, written to a file.
public struct SchemaDownload: Sendable, Hashable {
    /// The file formats the schema is written in.
    public enum Format: String, Sendable, Hashable {
        /// SDL, as courier prints a schema.
        case sdl
        /// The introspection result as the server sent it.
        case json
    }

    /// The GraphQL endpoint's URL.
    public var endpoint: String
    /// Where the schema is written, relative to the configuration's directory.
    public var outputPath: String
    /// The file format; by default the output path's extension decides (`.json`: JSON).
    public var format: Format?
    /// Extra request headers, each `Name: value`.
    public var headers: [String] = []
    /// How long the request may take, in seconds.
    public var timeout: Double = 30

    /// Creates a download description.
    ///
    /// - Parameters:
    ///   - endpoint: The endpoint's URL.
    ///   - outputPath: Where the schema is written.
    public init(endpoint: String, outputPath: String) {
        self.endpoint = endpoint
        self.outputPath = outputPath
    }
}
