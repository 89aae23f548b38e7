public import CourierHTTP
import Foundation

extension Endpoint {
    /// The request this endpoint becomes under `configuration`.
    ///
    /// Deterministic: the same endpoint and configuration always give the same bytes (for JSON,
    /// as far as the encoder is; the default one sorts keys). Header fields are the
    /// configuration's defaults, then the body's `Content-Type`, then the endpoint's headers, each
    /// replacing fields of the same name from the step before.
    /// - Parameter configuration: The base URL, default headers, timeout and encoder to apply.
    /// - Returns: The request.
    /// - Throws: ``/CourierHTTP/HTTPError`` of kind ``/CourierHTTP/HTTPError/Kind/invalidRequest`` when the
    ///   URL cannot be formed or the body cannot be encoded.
    public func makeRequest(using configuration: APIConfiguration) throws(HTTPError) -> HTTPRequest {
        var base: BaseURLParts?
        if case .path = target, let baseURL = configuration.baseURL { base = try BaseURLParts(baseURL) }
        return try makeRequest(using: configuration, base: base, encoder: configuration.bodyEncoder)
    }

    /// The request this endpoint becomes under `configuration`, with the configuration's base URL
    /// already taken apart and its JSON encoder chosen (``APIClient`` does both once).
    func makeRequest(using configuration: APIConfiguration, base: BaseURLParts?, encoder: any JSONBodyEncoder)
        throws(HTTPError) -> HTTPRequest
    {
        let url = try makeURL(base: base)
        let encodedBody: (body: HTTPBody?, contentType: String?)
        do {
            encodedBody = try body.encode(with: encoder)
        } catch {
            throw HTTPError(
                .invalidRequest, underlyingError: error,
                message: "the body of \(method) \(URLRedaction.standard.describe(url)) "
                    + "could not be encoded: \(Self.reason(for: error))"
            )
        }
        var fields = configuration.defaultHeaders
        if let contentType = encodedBody.contentType { fields.replaceFields(with: ["Content-Type": contentType]) }
        fields.replaceFields(with: headers)
        var request = HTTPRequest(
            method: method,
            url: url,
            headerFields: fields,
            timeoutInterval: timeoutInterval ?? configuration.timeoutInterval,
            isIdempotent: isIdempotent
        )
        request.bodySource = encodedBody.body
        request.options = options
        request.uploadProgress = uploadProgress
        return request
    }

    /// The target for an error message, with an absolute URL's secrets redacted.
    private var redactedTarget: String {
        switch target {
        case .path(let path): "path \"\(path)\""
        case .url(let url): URLRedaction.standard.describe(url)
        }
    }

    /// The absolute URL: the target resolved against the base URL, with the query appended.
    func makeURL(base: BaseURLParts?) throws(HTTPError) -> URL {
        let encodedQuery = query.isEmpty ? nil : PercentEncoding.encodeQuery(query)
        switch target {
        case .url(let url):
            guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true), components.scheme != nil
            else {
                throw HTTPError(
                    .invalidRequest, message: "\(URLRedaction.standard.describe(url)) is not an absolute URL")
            }
            components.percentEncodedQuery = BaseURLParts.joinQueries(components.percentEncodedQuery, encodedQuery)
            guard let url = components.url else {
                throw HTTPError(.invalidRequest, message: "no valid URL could be formed for \(redactedTarget)")
            }
            return url
        case .path(let path):
            guard let base else {
                throw HTTPError(
                    .invalidRequest, message: "the path \"\(path)\" needs a base URL, and none is configured")
            }
            guard let url = base.url(path: path, encodedQuery: encodedQuery) else {
                throw HTTPError(.invalidRequest, message: "no valid URL could be formed for \(redactedTarget)")
            }
            return url
        }
    }

    /// Why encoding failed, by coding path — never the value itself, which may be a secret.
    private static func reason(for error: any Error) -> String {
        if let multipartError = error as? MultipartBodyError { return multipartError.description }
        guard let encodingError = error as? EncodingError else { return String(describing: type(of: error)) }
        switch encodingError {
        case .invalidValue(_, let context):
            return "invalid value at \(ResponseErrors.path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "the encoder failed"
        }
    }
}

extension HTTPFields {
    /// Replaces the fields named in `overlay` with the overlay's values: the first value takes
    /// the place of the first existing field of that name (or goes last), further values follow
    /// at the end.
    mutating func replaceFields(with overlay: HTTPFields) {
        var seen: [String] = []
        for field in overlay {
            let key = field.name.lowercased()
            if seen.contains(key) {
                append(name: field.name, value: field.value)
            } else {
                seen.append(key)
                self[field.name] = field.value
            }
        }
    }
}
