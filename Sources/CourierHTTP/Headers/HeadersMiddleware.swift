public import Foundation

/// A middleware that adds header fields to every request: fixed values, or values computed from
/// the request when it passes.
///
/// Each header carries an ``ExistingFieldPolicy`` that says what happens when the request, as it
/// reached this middleware, already has a field of that name (names compare case-insensitively):
/// ``ExistingFieldPolicy/keep`` (the default) leaves the caller's field alone,
/// ``ExistingFieldPolicy/replace`` overwrites it, ``ExistingFieldPolicy/append`` adds another
/// field. Headers apply in list order; several headers of one name in the same middleware are all
/// sent. A value closure sees the request with the fields added before it.
///
/// Place it outside ``RetryMiddleware`` to compute values once per request, or inside it to
/// compute them again on every attempt.
///
/// Every kind of header is built the same way at both levels, under the same name: ``Header``
/// has ``Header/fixed(_:_:policy:)``, ``Header/computed(_:policy:value:)`` and
/// ``Header/deviceUUID(_:name:policy:)``; a middleware with one such header is
/// ``fixed(_:_:policy:)``, ``computed(_:policy:value:)`` or ``deviceUUID(_:name:policy:)``, and
/// several go in one middleware as `HeadersMiddleware(.fixed(…), .deviceUUID(…))`.
public struct HeadersMiddleware: HTTPMiddleware {
    /// What to do when the request already has a field with the header's name.
    public enum ExistingFieldPolicy: Sendable, Hashable {
        /// Leave the request's own field alone and add nothing: the header is a default the caller
        /// can override per request.
        case keep
        /// Remove every field of that name and put the header's value in the first one's place.
        case replace
        /// Append the header's value as another field of the same name.
        case append
    }

    /// One header to add: a name, how to obtain its value, and the policy for existing fields.
    public struct Header: Sendable {
        /// The field name, spelled as it should go on the wire.
        public var name: String
        /// What to do when the request already has a field of this name.
        public var policy: ExistingFieldPolicy
        /// Computes the value for a request; `nil` adds nothing.
        public var value: @Sendable (HTTPRequest) async throws -> String?

        /// Creates a header whose value is computed for each request.
        /// - Parameters:
        ///   - name: The field name.
        ///   - policy: What to do when the request already has the field; ``ExistingFieldPolicy/keep`` by default.
        ///   - value: Computes the value from the request; returning `nil` adds nothing, throwing
        ///     fails the request before it is sent.
        public init(
            _ name: String,
            policy: ExistingFieldPolicy = .keep,
            value: @escaping @Sendable (HTTPRequest) async throws -> String?
        ) {
            self.name = name
            self.policy = policy
            self.value = value
        }

        /// A header with a fixed value.
        /// - Parameters:
        ///   - name: The field name.
        ///   - value: The value sent on every request.
        ///   - policy: What to do when the request already has the field; ``ExistingFieldPolicy/keep`` by default.
        /// - Returns: The header.
        public static func fixed(_ name: String, _ value: String, policy: ExistingFieldPolicy = .keep) -> Header {
            Header(name, policy: policy) { _ in value }
        }

        /// A header whose value is computed for each request.
        /// - Parameters:
        ///   - name: The field name.
        ///   - policy: What to do when the request already has the field; ``ExistingFieldPolicy/keep`` by default.
        ///   - value: Computes the value from the request; `nil` adds nothing, throwing fails the request.
        /// - Returns: The header.
        public static func computed(
            _ name: String,
            policy: ExistingFieldPolicy = .keep,
            value: @escaping @Sendable (HTTPRequest) async throws -> String?
        ) -> Header {
            Header(name, policy: policy, value: value)
        }

        /// A header carrying a device identifier.
        /// - Parameters:
        ///   - uuid: The identifier, sent in its canonical upper-case form.
        ///   - name: The field name; `X-Device-UUID` by default.
        ///   - policy: What to do when a request already has the field; ``ExistingFieldPolicy/replace``
        ///     by default, so every request carries this device's identifier.
        /// - Returns: The header.
        public static func deviceUUID(
            _ uuid: UUID,
            name: String = "X-Device-UUID",
            policy: ExistingFieldPolicy = .replace
        ) -> Header {
            .fixed(name, uuid.uuidString, policy: policy)
        }
    }

    /// The headers, applied in order.
    public var headers: [Header]

    /// Creates the middleware.
    /// - Parameter headers: The headers to add, applied in order.
    public init(_ headers: [Header]) {
        self.headers = headers
    }

    /// Creates the middleware.
    /// - Parameter headers: The headers to add, applied in order.
    public init(_ headers: Header...) {
        self.init(headers)
    }

    /// Creates a middleware that adds fixed fields.
    /// - Parameters:
    ///   - fields: The fields to add, in order; several fields of one name are all added.
    ///   - policy: What to do when the request already has one of these names.
    public init(fields: HTTPFields, policy: ExistingFieldPolicy = .keep) {
        headers = fields.map { .fixed($0.name, $0.value, policy: policy) }
    }

    /// Creates a middleware that sends a device identifier on every request.
    /// - Parameters:
    ///   - uuid: The identifier, sent in its canonical upper-case form.
    ///   - name: The field name; `X-Device-UUID` by default.
    ///   - policy: What to do when a request already has the field; ``ExistingFieldPolicy/replace``
    ///     by default, so every request carries this device's identifier.
    /// - Returns: The middleware.
    public static func deviceUUID(
        _ uuid: UUID,
        name: String = "X-Device-UUID",
        policy: ExistingFieldPolicy = .replace
    ) -> HeadersMiddleware {
        HeadersMiddleware(.deviceUUID(uuid, name: name, policy: policy))
    }

    /// Creates a middleware that adds one fixed header.
    /// - Parameters:
    ///   - name: The field name.
    ///   - value: The value sent on every request.
    ///   - policy: What to do when the request already has the field; ``ExistingFieldPolicy/keep`` by default.
    /// - Returns: The middleware.
    public static func fixed(_ name: String, _ value: String, policy: ExistingFieldPolicy = .keep) -> HeadersMiddleware
    {
        HeadersMiddleware(.fixed(name, value, policy: policy))
    }

    /// Creates a middleware that adds one header computed for each request.
    /// - Parameters:
    ///   - name: The field name.
    ///   - policy: What to do when the request already has the field; ``ExistingFieldPolicy/keep`` by default.
    ///   - value: Computes the value from the request; `nil` adds nothing, throwing fails the request.
    /// - Returns: The middleware.
    public static func computed(
        _ name: String,
        policy: ExistingFieldPolicy = .keep,
        value: @escaping @Sendable (HTTPRequest) async throws -> String?
    ) -> HeadersMiddleware {
        HeadersMiddleware(.computed(name, policy: policy, value: value))
    }

    /// Adds the headers to `request` and passes it on.
    /// - Parameters:
    ///   - request: The request to decorate.
    ///   - next: The rest of the chain.
    /// - Returns: The response from the rest of the chain.
    /// - Throws: Whatever a header's value closure or `next` throws.
    public func intercept(
        _ request: HTTPRequest,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        var request = request
        // Policies look at the request as it arrived, so several headers of one name in this
        // middleware all go out instead of the first one hiding the rest.
        let arrived = request.headerFields
        var replacedNames: Set<String> = []
        for header in headers {
            if header.policy == .keep, arrived.contains(header.name) { continue }
            guard let value = try await header.value(request) else { continue }
            if header.policy == .replace, replacedNames.insert(header.name.lowercased()).inserted {
                request.headerFields[header.name] = value
            } else {
                request.headerFields.append(name: header.name, value: value)
            }
        }
        return try await next(request)
    }
}
