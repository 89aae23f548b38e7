/// The response of an endpoint that returns no content, such as `204 No Content`.
///
/// `Endpoint<EmptyResponse>` ignores the body; use it where a `Decodable` type is required (it
/// also decodes from any JSON value). `Endpoint<Void>` does the same.
public struct EmptyResponse: Sendable, Hashable, Decodable {
    /// Creates the empty value.
    public init() {}

    /// Creates the empty value, ignoring whatever the decoder holds.
    /// - Parameter decoder: Ignored.
    public init(from decoder: any Decoder) throws {}
}
