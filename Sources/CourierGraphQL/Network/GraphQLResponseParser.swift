import CourierAPI
import CourierHTTP
import Foundation

/// Reads an ``HTTPResponse`` as a GraphQL answer, or says precisely why it is not one.
///
/// - A 2xx JSON body with `data` and/or `errors` is an answer (errors included).
/// - A non-2xx `application/graphql-response+json` body that is a GraphQL response is an answer
///   (request errors such as validation failures, per GraphQL over HTTP).
/// - Anything else throws ``GraphQLClientError``: ``GraphQLClientError/Kind/httpStatus(_:)``,
///   ``GraphQLClientError/Kind/unexpectedContentType(_:)``, ``GraphQLClientError/Kind/emptyBody``
///   or ``GraphQLClientError/Kind/malformedResponse``, each with the status and a body excerpt.
enum GraphQLResponseParser {
    static let graphQLResponseType = "application/graphql-response+json"

    static func parse(_ response: HTTPResponse, operationName: String, request: HTTPRequest) throws(GraphQLClientError)
        -> GraphQLResponse
    {
        let json = try body(of: response, operationName: operationName, request: request)
        guard let result = graphQLResponse(from: json, http: response) else {
            throw GraphQLClientError(
                .malformedResponse, operationName: operationName, request: request, response: response)
        }
        return result
    }

    /// The answers of a batch, one per request; a count mismatch fails them all.
    static func parseBatch(_ response: HTTPResponse, operationNames: [String], request: HTTPRequest)
        throws(GraphQLClientError) -> [Result<GraphQLResponse, GraphQLClientError>]
    {
        let name = operationNames.joined(separator: ",")
        let json = try body(of: response, operationName: name, request: request)
        guard let items = json.wireElements, items.count == operationNames.count else {
            throw GraphQLClientError(.malformedResponse, operationName: name, request: request, response: response)
        }
        return zip(items, operationNames).map { item, operationName in
            guard let result = graphQLResponse(from: item, http: response) else {
                return .failure(
                    GraphQLClientError(
                        .malformedResponse, operationName: operationName, request: request, response: response))
            }
            return .success(result)
        }
    }

    /// The JSON body parsed onto a tape, after the status, content-type and emptiness checks:
    /// the response's `data` stays there, and generated types and the store read it in place.
    private static func body(of response: HTTPResponse, operationName: String, request: HTTPRequest)
        throws(GraphQLClientError) -> JSONTapeValue
    {
        let mediaType = response.contentType.map(mediaTypeOf)
        let isGraphQLType = mediaType == graphQLResponseType
        if !response.isSuccessful && !isGraphQLType {
            throw GraphQLClientError(
                .httpStatus(response.statusCode), operationName: operationName, request: request, response: response)
        }
        if let mediaType, !isJSON(mediaType) {
            let kind: GraphQLClientError.Kind =
                response.isSuccessful ? .unexpectedContentType(response.contentType) : .httpStatus(response.statusCode)
            throw GraphQLClientError(kind, operationName: operationName, request: request, response: response)
        }
        if response.body.isEmpty {
            let kind: GraphQLClientError.Kind = response.isSuccessful ? .emptyBody : .httpStatus(response.statusCode)
            throw GraphQLClientError(kind, operationName: operationName, request: request, response: response)
        }
        do {
            return try JSONTape(body: response.body, resident: response.residentBody).root
        } catch {
            let kind: GraphQLClientError.Kind =
                response.isSuccessful ? .malformedResponse : .httpStatus(response.statusCode)
            throw GraphQLClientError(
                kind, operationName: operationName, request: request, response: response, underlyingError: error)
        }
    }

    /// A GraphQL response object (see ``GraphQLWireEnvelope/checkedResponse()``), or `nil`.
    private static func graphQLResponse(from json: JSONTapeValue, http: HTTPResponse) -> GraphQLResponse? {
        do throws(GraphQLWireError) {
            var response = try GraphQLWireEnvelope(json).checkedResponse()
            response.httpResponse = http
            return response
        } catch {
            return nil
        }
    }

    /// The media type of a `Content-Type` value: before any `;`, without spaces or tabs around it,
    /// lower-cased. A scan of the UTF-8 bytes, not Foundation's `trimmingCharacters`, as it runs
    /// on every response.
    static func mediaTypeOf(_ contentType: String) -> String {
        let type = contentType.utf8.prefix { $0 != UInt8(ascii: ";") }
        let isBlank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        guard let first = type.firstIndex(where: { !isBlank($0) }), let last = type.lastIndex(where: { !isBlank($0) })
        else {
            return ""
        }
        return String(decoding: type[first...last], as: UTF8.self).lowercased()
    }

    private static func isJSON(_ mediaType: String) -> Bool {
        mediaType == "application/json" || mediaType.hasSuffix("+json")
    }
}
