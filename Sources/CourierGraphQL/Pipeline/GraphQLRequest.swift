public import CourierAPI
public import CourierHTTP
public import Foundation

/// How a GraphQL request goes over HTTP.
public enum GraphQLHTTPMethod: Sendable, Hashable {
    /// A `POST` with a JSON body (the default; the only choice for mutations).
    case post
    /// A `GET` with the request in the URL query (queries only; cacheable by HTTP caches).
    case get
}

/// One operation on its way to the server, untyped so interceptors can handle every operation
/// alike: name, document, variables, extensions and HTTP choices.
///
/// The typed façade (``GraphQLClient``) builds one from a generated operation and decodes the
/// ``GraphQLResponse`` into the operation's `Data` at the end.
public struct GraphQLRequest: Sendable {
    /// The operation's name.
    public var operationName: String
    /// Query, mutation or subscription.
    public var operationType: GraphQLOperationType
    /// The document text, or `nil` for persisted-only operations.
    public var document: String?
    /// The SHA-256 of the document, the persisted-query identifier; computed when first read
    /// (only persisted queries and de-duplication need it), unless set.
    public var operationIdentifier: String {
        get { identifierOverride ?? operationMetatype.operationIdentifier }
        set { identifierOverride = newValue }
    }
    /// The variables. A ``GraphQLFile`` in them is a marker holding only its id; the file itself
    /// is in ``uploads``.
    public var variables: JSONObject
    /// The files the variables' `Upload` markers refer to, collected when the request was made
    /// from an operation. Code that puts a ``GraphQLFile`` into ``variables`` by hand adds the
    /// file here too; a marker without its file fails the request as an invalid request.
    public var uploads: [GraphQLFile]
    /// Receives the progress of sending the request body, if set (copied to
    /// ``/CourierHTTP/HTTPRequest/uploadProgress``; meant for uploads).
    public var uploadProgress: TransferProgressReporter?
    /// Protocol extensions sent with the request (`persistedQuery` …).
    public var extensions: JSONObject
    /// Whether the document text is sent (automatic persisted queries send only the hash first).
    public var includesDocument: Bool
    /// POST or GET.
    public var method: GraphQLHTTPMethod
    /// Extra header fields for this request.
    public var headerFields: HTTPFields
    /// A per-request timeout, or `nil` for the transport's default.
    public var timeoutInterval: TimeInterval?
    /// The root selection-set type the data decodes into; a cache step reads its selections.
    public var dataType: any RootSelectionSet.Type
    private let operationMetatype: any GraphQLOperation.Type
    private var identifierOverride: String?

    /// Creates a request for `operation`.
    /// - Parameters:
    ///   - operation: A generated operation.
    ///   - method: POST or GET.
    ///   - headerFields: Extra header fields.
    ///   - timeoutInterval: A per-request timeout.
    public init<Operation: GraphQLOperation>(
        _ operation: Operation,
        method: GraphQLHTTPMethod = .post,
        headerFields: HTTPFields = [:],
        timeoutInterval: TimeInterval? = nil
    ) {
        operationName = Operation.operationName
        operationType = Operation.operationType
        document = Operation.operationDocument
        operationMetatype = Operation.self
        let variables = operation.__variables
        if UploadExtractor.hasFiles(variables) {
            // Build them again with a collector bound, so that each file's marker hands over the
            // file; requests without files pay only the marker scan.
            (self.variables, uploads) = UploadCollector.collecting { operation.__variables }
        } else {
            self.variables = variables
            uploads = []
        }
        extensions = JSONObject()
        includesDocument = true
        self.method = method
        self.headerFields = headerFields
        self.timeoutInterval = timeoutInterval
        dataType = Operation.Data.self
    }

    /// A key equal for two requests that would ask the server the same thing: the operation,
    /// its variables and header fields.
    public var deduplicationKey: DeduplicationKey {
        DeduplicationKey(
            operationIdentifier: operationIdentifier, operationName: operationName, variables: variables,
            headerFields: headerFields)
    }

    /// The identity of a request for in-flight de-duplication.
    public struct DeduplicationKey: Sendable, Hashable {
        let operationIdentifier: String
        let operationName: String
        let variables: JSONObject
        let headerFields: HTTPFields
    }
}
